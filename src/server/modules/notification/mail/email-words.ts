import type { Language } from '../../../../shared/languages';

/** The words of the mail layout itself (its footer); a message's own words are its template's. */
export interface EmailWords {
  /** Before the unsubscribe link of a topic's letter. */
  unsubscribeReason: string;
  unsubscribe: string;
}

const WORDS: Record<Language, EmailWords> = {
  ru: {
    unsubscribeReason: 'Вы получили это письмо, потому что подписаны на рассылку.',
    unsubscribe: 'Отписаться',
  },
  en: {
    unsubscribeReason: 'You received this e-mail because you subscribed to these updates.',
    unsubscribe: 'Unsubscribe',
  },
};

export const emailWords = (language: Language): EmailWords => WORDS[language];
