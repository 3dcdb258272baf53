import type { Language } from '@/shared/languages';

/** The blog widgets' own words (not content), per language. */
export const BLOG_DICTIONARY = {
  en: {
    categories: 'Categories',
    news: 'News',
    projects: 'Projects',
    privateContent: 'For members',
    signIn: 'Sign in to read it',
    friendsOnly: 'This part is for the friends of the foundation: those who support its work with donations.',
    becomeFriend: 'Become a friend of the foundation',
    loading: 'Loading…',
    loadFailed: 'The content could not be loaded. Please try again later.',
  },
  ru: {
    categories: 'Категории',
    news: 'Новости',
    projects: 'Проекты',
    privateContent: 'Для участников',
    signIn: 'Войдите, чтобы прочитать',
    friendsOnly: 'Этот раздел открыт друзьям фонда — тем, кто поддерживает его работу пожертвованиями.',
    becomeFriend: 'Стать другом фонда',
    loading: 'Загрузка…',
    loadFailed: 'Не удалось загрузить материалы. Попробуйте позже.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const blogDictionary = (language: Language) => BLOG_DICTIONARY[language];

const LOCALES = { en: 'en-GB', ru: 'ru-RU' } as const satisfies Record<Language, string>;

/**
 * A date as the page's language writes it (`21 ноября 2026 г.`, `21 November 2026`). In UTC: the server renders
 * it once for every visitor, so it must not depend on the server's time zone.
 */
export const formatDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** The `datetime` attribute of a date shown as a day: `2026-11-21`, in the same time zone as `formatDate`. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
