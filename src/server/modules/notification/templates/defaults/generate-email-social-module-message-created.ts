import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/*
 * A new message in a chat, told to its other members: who wrote (a profile with no title is "a visitor of the site")
 * and the link to the chat. Never the message itself: the chat is private, and mail passes through others' servers.
 */
export const emailSocialModuleMessageCreated: Record<Language, TemplateWords> = {
  ru: {
    // Russian names the author in the nominative: "Автор: …" reads right whatever the profile's title is.
    title: 'Новое сообщение{{#author}}: {{author}}{{/author}}{{^author}} от посетителя сайта{{/author}}',
    text:
      'Вам пришло новое сообщение{{#author}}. Автор: {{author}}{{/author}}{{^author}} от посетителя сайта{{/author}}.\n\n' +
      'Открыть переписку: {{link}}',
    html:
      '<p>Вам пришло новое сообщение{{#author}}. Автор: <strong>{{author}}</strong>{{/author}}{{^author}} от ' +
      'посетителя сайта{{/author}}.</p><p><a href="{{link}}">Открыть переписку</a></p>',
  },
  en: {
    title: 'New message from {{#author}}{{author}}{{/author}}{{^author}}a visitor of the site{{/author}}',
    text:
      'You have a new message from {{#author}}{{author}}{{/author}}{{^author}}a visitor of the site{{/author}}.\n\n' +
      'Open the conversation: {{link}}',
    html:
      '<p>You have a new message from {{#author}}<strong>{{author}}</strong>{{/author}}{{^author}}a visitor of the ' +
      'site{{/author}}.</p><p><a href="{{link}}">Open the conversation</a></p>',
  },
};
