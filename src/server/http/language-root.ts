import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from '../../shared/languages';
import { readCookie } from '../platform/context/cookies';

/**
 * `/` has no page of its own: every page lives under its language. A visitor goes to the language they chose in the
 * admin or on the accounts pages (the language cookie; the public pages are cached for everyone and set none), else to
 * the site's default one (NEXT_PUBLIC_DEFAULT_LANGUAGE, Russian for the shipped site).
 * Temporary (307), since the answer depends on the visitor. Answers true when it redirected.
 */
export function redirectToLanguageRoot(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (url.pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  const language = isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
  response.writeHead(307, { location: `/${language}${url.search}`, 'cache-control': 'no-store', vary: 'Cookie' });
  response.end();
  return true;
}
