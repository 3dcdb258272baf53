import type { Language } from '@/shared/languages';

/** The rbac widgets' own words (not content): headings and labels the records do not hold. */
export const RBAC_WIDGET_DICTIONARY = {
  en: {
    profiles: 'Profiles',
    projects: 'Projects',
  },
  ru: {
    profiles: 'Профили',
    projects: 'Проекты',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const rbacWidgetDictionary = (language: Language) => RBAC_WIDGET_DICTIONARY[language];
