import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/**
 * A topic's announcement by e-mail: the editor's title and body, then the link that ends this topic's subscription (the
 * page that asks to confirm; the mail's List-Unsubscribe header names the one-click address). Why the reader gets it is
 * the mail layout's footer, which links the same page.
 */
export const topicAnnouncementEmail: Record<Language, TemplateWords> = {
  ru: {
    title: '{{title}}',
    text: ['{{title}}', '{{body}}', 'Отписаться от рассылки «{{topic}}»: {{unsubscribeLink}}'].join('\n\n'),
    html: [
      '<h1>{{title}}</h1>',
      '<p style="white-space:pre-line">{{body}}</p>',
      '<p><a href="{{unsubscribeLink}}">Отписаться от рассылки «{{topic}}»</a></p>',
    ].join(''),
  },
  en: {
    title: '{{title}}',
    text: ['{{title}}', '{{body}}', 'Unsubscribe from “{{topic}}”: {{unsubscribeLink}}'].join('\n\n'),
    html: [
      '<h1>{{title}}</h1>',
      '<p style="white-space:pre-line">{{body}}</p>',
      '<p><a href="{{unsubscribeLink}}">Unsubscribe from “{{topic}}”</a></p>',
    ].join(''),
  },
};
