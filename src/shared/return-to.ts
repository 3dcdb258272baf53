/*
 * Where a sign-in sends the visitor back to: the page they came from, carried by the sign-in links as `?returnTo=`.
 * Only a path of this site is taken: anything else (another host, a scheme, a path a browser would read as another
 * host) would make the sign-in page an open redirect.
 */

/** The query parameter the sign-in and registration links carry. */
export const RETURN_TO = 'returnTo';

/** Longer than any page's url (2000, the page calls' limit) plus its query. */
const MAX_LENGTH = 2048;

/** The accounts pages' own sign-in screens: returning to one of them would only ask to sign in again. */
const AUTHENTICATION_PAGES = /^\/[a-z]{2}\/rbac\/subject\/authentication(?:[/?#]|$)/;

const isControlOrSpace = (character: string) => {
  const code = character.codePointAt(0)!;
  return code <= 0x20 || code === 0x7f || /\s/.test(character);
};

/**
 * The return path a query parameter names when it is a path of this site: starts with a single `/`, holds no
 * backslash, no control character or space (a browser drops tabs and line breaks, turning `/\t/host` into `//host`),
 * and resolves to this origin. Anything else, the sign-in pages themselves included, is null.
 */
export function safeReturnPath(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !text || text.length > MAX_LENGTH) return null;
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  if (text.includes('\\') || [...text].some(isControlOrSpace)) return null;
  const base = 'http://return-to.invalid';
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return AUTHENTICATION_PAGES.test(path) ? null : path;
}

/** The return path, else the fallback (the language's home page: the spec's `/` behind its language prefix). */
export const returnPathOr = (value: unknown, fallback: string): string => safeReturnPath(value) ?? fallback;

/** A sign-in (or registration) link that brings the visitor back to `returnTo`; the link itself when there is none to keep. */
export function withReturnTo(href: string, returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (!path) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${RETURN_TO}=${encodeURIComponent(path)}`;
}
