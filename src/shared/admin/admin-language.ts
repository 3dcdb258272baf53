import { isLanguage, type Language } from '../languages';
import { withReturnTo } from '../return-to';

/*
 * The admin's two languages, kept apart: the interface's (its words: navigation, buttons, dialogs) and the content's
 * (which language of a multilingual text the tables and labels show). Pure, so both the server that renders the
 * admin and unit tests run it as it is.
 */

/** The admin's own choice of its interface language (its switch), for a year. */
export const ADMIN_LANGUAGE_COOKIE = 'admin-language';

/** The language of multilingual texts the admin shows (its content switch), for a year. */
export const ADMIN_CONTENT_LANGUAGE_COOKIE = 'admin-content-language';

/** `/ru/...` or `/en` of a same-site page the visitor came from, else undefined. */
export function refererLanguage(referer: string | undefined, host: string | undefined): Language | undefined {
  if (!referer || !host) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.host !== host) return undefined;
  const first = url.pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

export interface AdminLanguageSources {
  /** The admin-language cookie: the admin's own switch. */
  chosen?: string;
  /** The language of the site page the visitor came from (refererLanguage). */
  cameFrom?: Language;
  /** The site's language: its cookie, else Accept-Language, else the default (the request context's language). */
  site: Language;
}

/** The admin's interface language: the admin's switch, else the site page it was opened from, else the site's language. */
export function adminInterfaceLanguage({ chosen, cameFrom, site }: AdminLanguageSources): Language {
  if (isLanguage(chosen)) return chosen;
  return cameFrom ?? site;
}

/** The language of the content the admin shows: its content switch, else the interface's. */
export function adminContentLanguage(chosen: string | undefined, interfaceLanguage: Language): Language {
  return isLanguage(chosen) ? chosen : interfaceLanguage;
}

/** Whether a path is one of the admin's screens (`/admin`, `/admin/host/pages`), nothing else on the site. */
export const isAdminPath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path) && !path.startsWith('//');

/**
 * The sign-in page that, once the visitor has signed in, returns them to the admin screen they asked for:
 * `/ru/rbac/subject/authentication/email-and-password?returnTo=%2Fadmin%2Fecommerce%2Forders`. Anything but an admin
 * path is not sent along.
 */
export const signInReturningTo = (signInPath: string, adminPath: string): string =>
  isAdminPath(adminPath) ? withReturnTo(signInPath, adminPath) : signInPath;

/** A page's query as Next.js hands it to a server component. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** A page's query as URLSearchParams, repeated keys in order. */
export function queryParams(query: PageQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value ?? []].flat()) params.append(key, item);
  return params;
}

/** The admin screen a request asked for, from the route's path segments and query: `/admin/host/pages?open=…`. */
export function requestedAdminPath(segments: readonly string[], query: PageQuery): string {
  const search = queryParams(query).toString();
  const path = ['/admin', ...segments.map(encodeURIComponent)].join('/');
  return search ? `${path}?${search}` : path;
}
