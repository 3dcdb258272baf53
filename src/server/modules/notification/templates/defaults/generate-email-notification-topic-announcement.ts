import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/**
 * A topic's announcement by e-mail: the editor's title and body, why the reader gets it, and the link that ends the
 * subscription (the page that asks to confirm; the mail's List-Unsubscribe header names the one-click address).
 */
export const topicAnnouncementEmail: Record<Language, TemplateWords> = {
  ru: {
    title: '{{title}}',
    text: [
      '{{title}}',
      '{{body}}',
      'Вы получили это письмо, потому что подписаны на рассылку «{{topic}}» на сайте {{siteName}}.',
      'Отписаться от рассылки «{{topic}}»: {{unsubscribeLink}}',
    ].join('\n\n'),
    html: [
      '<h1>{{title}}</h1>',
      '<p style="white-space:pre-line">{{body}}</p>',
      '<p>Вы получили это письмо, потому что подписаны на рассылку «{{topic}}» на сайте {{siteName}}.</p>',
      '<p><a href="{{unsubscribeLink}}">Отписаться от рассылки «{{topic}}»</a></p>',
    ].join(''),
  },
  en: {
    title: '{{title}}',
    text: [
      '{{title}}',
      '{{body}}',
      'You are receiving this e-mail because you subscribed to “{{topic}}” on {{siteName}}.',
      'Unsubscribe from “{{topic}}”: {{unsubscribeLink}}',
    ].join('\n\n'),
    html: [
      '<h1>{{title}}</h1>',
      '<p style="white-space:pre-line">{{body}}</p>',
      '<p>You are receiving this e-mail because you subscribed to “{{topic}}” on {{siteName}}.</p>',
      '<p><a href="{{unsubscribeLink}}">Unsubscribe from “{{topic}}”</a></p>',
    ].join(''),
  },
};
