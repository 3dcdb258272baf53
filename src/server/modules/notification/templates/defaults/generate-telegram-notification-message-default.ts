import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/*
 * `generate-telegram-notification-message-default`: a message written by whoever sent it (`notify`), by Telegram: a
 * Telegram message has no subject line, so the title opens the text.
 */
const words: TemplateWords = {
  title: '{{title}}',
  text: '{{title}}\n\n{{text}}',
  html: '<p><b>{{title}}</b></p><p style="white-space: pre-line">{{text}}</p>',
};

export const messageDefaultTelegram: Record<Language, TemplateWords> = { ru: words, en: words };
