import type { Language } from '@/shared/languages';

/** The words of the site's own screens (404, errors): English as the spec writes them, and Russian. */
export const SITE_SCREEN_DICTIONARY = {
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page at this address: it may have moved, or the address has a typo.',
    home: 'Go to the home page',
    somethingWentWrong: 'Oh no! Something went wrong...',
    reload: 'Reload',
  },
  ru: {
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'По этому адресу ничего нет: возможно, страница переехала или в адресе опечатка.',
    home: 'На главную',
    somethingWentWrong: 'Ой! Что-то пошло не так…',
    reload: 'Обновить',
  },
} as const satisfies Record<Language, Record<string, string>>;
