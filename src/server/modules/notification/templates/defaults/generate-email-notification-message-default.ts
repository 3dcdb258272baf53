import type { Language } from '../../../../../shared/languages';
import type { TemplateWords } from '../render';

/*
 * `generate-email-notification-message-default`: a message written by whoever sent it (`notify` with a title and a
 * text): its words are the sender's, kept as written; the line breaks of the text stay in the HTML too.
 */
const words: TemplateWords = {
  title: '{{title}}',
  text: '{{text}}',
  html: '<p style="white-space: pre-line">{{text}}</p>',
};

export const messageDefaultEmail: Record<Language, TemplateWords> = { ru: words, en: words };
