import type { Language } from '@/shared/languages';
import type { FailureWords } from '@/lib/failure-text';

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

/**
 * What a widget says when the visitor's session could not be read (lib/rest-call's failureText): the site did not
 * answer, or the connection is down; a visitor without a session is not a failure.
 */
export const SESSION_FAILURE_WORDS: Record<Language, FailureWords> = {
  en: {
    signInAgain: 'Your session has ended: sign in again.',
    forbidden: 'This is not allowed: sign in again.',
    notFound: 'Your account is not found: sign in again.',
    tooMany: (wait) => (wait ? `Too many requests: try again ${wait}.` : 'Too many requests: try again later.'),
    serverDown: 'The site cannot answer now: try again in a minute.',
    offline: 'No connection to the site: check your internet connection and try again.',
    refused: 'Your account could not be read: reload the page and try again.',
    fields: {},
  },
  ru: {
    signInAgain: 'Сеанс завершился: войдите снова.',
    forbidden: 'Нет доступа: войдите снова.',
    notFound: 'Аккаунт не найден: войдите снова.',
    tooMany: (wait) => (wait ? `Слишком много запросов: попробуйте ${wait}.` : 'Слишком много запросов: попробуйте позже.'),
    serverDown: 'Сайт сейчас не отвечает: попробуйте через минуту.',
    offline: 'Нет связи с сайтом: проверьте подключение к интернету и попробуйте снова.',
    refused: 'Не удалось прочитать аккаунт: обновите страницу и попробуйте снова.',
    fields: {},
  },
};
