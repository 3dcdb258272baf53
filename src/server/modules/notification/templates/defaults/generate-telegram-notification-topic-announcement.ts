import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/*
 * `generate-telegram-notification-topic-announcement`: a topic's announcement by Telegram. A Telegram message has no
 * subject line, so the title opens the text; the topic and the link that ends the subscription close it.
 */
export const topicAnnouncementTelegram: Record<Language, TemplateWords> = {
  ru: {
    title: '{{title}}',
    text: ['{{title}}', '{{body}}', 'Рассылка «{{topic}}», {{siteName}}. Отписаться: {{unsubscribeLink}}'].join('\n\n'),
    html: [
      '<p><b>{{title}}</b></p>',
      '<p style="white-space: pre-line">{{body}}</p>',
      '<p>Рассылка «{{topic}}», {{siteName}}. <a href="{{unsubscribeLink}}">Отписаться</a></p>',
    ].join(''),
  },
  en: {
    title: '{{title}}',
    text: ['{{title}}', '{{body}}', '“{{topic}}” from {{siteName}}. Unsubscribe: {{unsubscribeLink}}'].join('\n\n'),
    html: [
      '<p><b>{{title}}</b></p>',
      '<p style="white-space: pre-line">{{body}}</p>',
      '<p>“{{topic}}” from {{siteName}}. <a href="{{unsubscribeLink}}">Unsubscribe</a></p>',
    ].join(''),
  },
};
