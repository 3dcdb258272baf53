import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGUAGES } from '../../shared/languages';
import { ERROR_PAGE_URL } from '../../shared/site-pages';
import { uncached } from './uncached';

/** `/ru/500`, `/en/500/`: the site's error page asked for by its own address. */
const ERROR_PAGE_PATHS = new Set(
  LANGUAGES.flatMap((language) => [`/${language}${ERROR_PAGE_URL}`, `/${language}${ERROR_PAGE_URL}/`]),
);

/**
 * The error page (`/500`, what a failed page shows) opened by its own address answers what it is: a server error.
 * Its content is drawn as usual (by Next.js or from the page cache) for a person who opens it, but with status 500
 * instead of 200, `X-Robots-Tag: noindex` and `Cache-Control: no-store`, so that no crawler, cache or link checker
 * takes it for a page of the site. The status is changed where the answer's head is written, whoever writes it.
 * Only for GET and HEAD; any other request to it goes on unchanged.
 */
export function answerErrorPageAsError(request: IncomingMessage, response: ServerResponse, url: URL): void {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !ERROR_PAGE_PATHS.has(url.pathname)) return;
  // A 304 would stand for a successful answer the client holds.
  delete request.headers['if-none-match'];
  response.setHeader('x-robots-tag', 'noindex');
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 200 || status >= 300) return writeHead(status, ...rest);
    response.setHeader('cache-control', 'no-store');
    // A reason phrase given for the success would be a lie on a 500: Node's own is sent instead.
    return writeHead(500, ...rest.filter((argument) => typeof argument !== 'string').map(uncached));
  }) as ServerResponse['writeHead'];
}
