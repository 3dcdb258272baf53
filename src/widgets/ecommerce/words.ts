import type { Language } from '@/lib/languages';

/** The ecommerce widgets' own words (not content): the site calls its products projects. */
export const ECOMMERCE_WORDS = {
  en: { project: 'Project' },
  ru: { project: 'Проект' },
} as const satisfies Record<Language, Record<string, string>>;

export const ecommerceWords = (language: Language) => ECOMMERCE_WORDS[language];
