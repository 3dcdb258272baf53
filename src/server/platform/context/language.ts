import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '../../../shared/languages';
import { readCookie } from './cookies';
import { header, type RequestHeaders } from './request-headers';

/** The first supported language of an Accept-Language header, by its weights. */
function acceptedLanguage(accept: string | undefined): Language | undefined {
  const ranked = (accept ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]!.toLowerCase(), weight: weight === undefined ? 1 : Number(weight) };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map((entry) => entry.language).find(isLanguage);
}

/** The caller's language: the site's language cookie, else Accept-Language, else the default. */
export function languageOf(headers: RequestHeaders): Language {
  const chosen = readCookie(header(headers, 'cookie'), LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(header(headers, 'accept-language')) ?? DEFAULT_LANGUAGE;
}
