import type { Language } from '@/shared/languages';

/** The announcement bar's own words (the announcements themselves are the team's). */
export const BROADCAST_DICTIONARY = {
  en: { announcements: 'Announcements', dismiss: 'Dismiss the announcement' },
  ru: { announcements: 'Объявления', dismiss: 'Скрыть объявление' },
} as const satisfies Record<Language, Record<string, string>>;

export const broadcastDictionary = (language: Language) => BROADCAST_DICTIONARY[language];
