/** Languages of the site: the first url segment, and the keys of every multilingual text. */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The site's default language: NEXT_PUBLIC_DEFAULT_LANGUAGE, else Russian (the shipped site's). */
export const DEFAULT_LANGUAGE: Language = isLanguage(process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE)
  ? process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE
  : 'ru';

/** The cookie the site keeps the visitor's language in. */
export const LANGUAGE_COOKIE = 'language';
