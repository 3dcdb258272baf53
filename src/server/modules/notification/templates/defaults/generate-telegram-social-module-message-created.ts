import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/** A new chat message by Telegram: who wrote and the link, never the message itself (the chat is private). */
export const telegramSocialModuleMessageCreated: Record<Language, TemplateWords> = {
  ru: {
    // Russian names the author in the nominative: "Автор: …" reads right whatever the profile's title is.
    title: 'Новое сообщение{{#author}}: {{author}}{{/author}}{{^author}} от посетителя сайта{{/author}}',
    text:
      'Новое сообщение{{#author}}. Автор: {{author}}{{/author}}{{^author}} от посетителя сайта{{/author}}.\n\n' +
      'Открыть переписку: {{link}}',
    html:
      '<p>Новое сообщение{{#author}}. Автор: <strong>{{author}}</strong>{{/author}}{{^author}} от посетителя ' +
      'сайта{{/author}}.</p><p><a href="{{link}}">Открыть переписку</a></p>',
  },
  en: {
    title: 'New message from {{#author}}{{author}}{{/author}}{{^author}}a visitor of the site{{/author}}',
    text:
      'New message from {{#author}}{{author}}{{/author}}{{^author}}a visitor of the site{{/author}}.\n\n' +
      'Open the conversation: {{link}}',
    html:
      '<p>New message from {{#author}}<strong>{{author}}</strong>{{/author}}{{^author}}a visitor of the ' +
      'site{{/author}}.</p><p><a href="{{link}}">Open the conversation</a></p>',
  },
};
