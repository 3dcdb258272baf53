import type { Language } from '@/shared/languages';

/** The site's own words (not content): what a widget says when the records say nothing. */
export const SITE_DICTIONARY = {
  en: {
    noFoundItems: 'No found items.',
    notAuthorized: 'Not authorized',
    allProjects: 'All projects',
    readMore: 'Read more',
  },
  ru: {
    noFoundItems: 'Ничего не найдено.',
    notAuthorized: 'Нет доступа',
    allProjects: 'Все проекты',
    readMore: 'Подробнее',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const siteDictionary = (language: Language) => SITE_DICTIONARY[language];
