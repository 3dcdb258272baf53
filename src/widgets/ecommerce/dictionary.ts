import type { Language } from '@/shared/languages';

/** The ecommerce widgets' own words (not content): the site calls its products projects. */
export const ECOMMERCE_DICTIONARY = {
  en: { project: 'Project' },
  ru: { project: 'Проект' },
} as const satisfies Record<Language, Record<string, string>>;

export const ecommerceDictionary = (language: Language) => ECOMMERCE_DICTIONARY[language];
