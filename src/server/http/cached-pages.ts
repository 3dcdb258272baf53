import type { IncomingMessage, ServerResponse } from 'node:http';
import { cachedPageFor, type CachedPage } from '../platform/page-cache/next-cache-handler.mjs';
import { acceptsGzip } from './compression';
import { hashPolicy, type PolicyOptions } from './content-security-policy';

/**
 * Headers of a request Next.js answers differently from a plain page load: a client navigation's or prefetch's RSC
 * payload, a Server Action, a draft-mode or on-demand revalidation request.
 */
const NEXT_ONLY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'x-prerender-revalidate',
] as const;

/** What Next.js sends with a cached page, so a page served from here looks the same to browsers and proxies. */
const PAGE_HEADERS = {
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': '1',
  'x-nextjs-stale-time': '300',
  'content-type': 'text/html; charset=utf-8',
};

/** The page's ETag is among the client's `If-None-Match` tags (weak or strong), or the client names any (`*`). */
export const matchesTag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

/**
 * The url path as Next.js keys its cached pages: each segment percent-decoded (`/ru/новости`). Undefined when a segment
 * does not decode, or decodes to a delimiter Next.js would keep escaped: such a request goes to Next.js.
 */
export function cachedPathOf(pathname: string): string | undefined {
  // A parsed URL's path holds no `#`, `?` or `\`: without escapes it is its own key (issue 34).
  if (!pathname.includes('%')) return pathname;
  try {
    const segments = pathname.split('/').map((segment) => decodeURIComponent(segment));
    return segments.some((segment) => /[/#?\\]/.test(segment)) ? undefined : segments.join('/');
  } catch {
    return undefined;
  }
}

/** The headers of one cached page's answers, built once per page (and mode): a page is sent many times between two changes. */
interface PageAnswers {
  /** A 304's: the page's own headers. */
  notModified: Readonly<Record<string, string>>;
  plain: Readonly<Record<string, string | number>>;
  gzip: Readonly<Record<string, string | number>>;
}

/**
 * Each cached page's answers, with its policy hashed once. One table per mode, since a test may run a development
 * server beside a production one over the same page cache.
 */
const answers = { development: new WeakMap<CachedPage, PageAnswers>(), production: new WeakMap<CachedPage, PageAnswers>() };
function answersOf(page: CachedPage, options: PolicyOptions): PageAnswers {
  const known = answers[options.development ? 'development' : 'production'];
  let found = known.get(page);
  if (found === undefined) {
    // The page is shared by every answer until the next change, so its inline scripts are allowed by hash, not nonce.
    const notModified = {
      ...PAGE_HEADERS,
      'cache-control': page.cacheControl,
      etag: page.etag,
      'content-security-policy': hashPolicy(page.html.toString('utf8'), options),
    };
    found = {
      notModified,
      plain: { ...notModified, 'content-length': page.html.byteLength },
      gzip: { ...notModified, 'content-length': page.gzip.byteLength, 'content-encoding': 'gzip' },
    };
    known.set(page, found);
  }
  return found;
}

const isNextOnly = (request: IncomingMessage) => {
  for (const header of NEXT_ONLY_HEADERS) if (request.headers[header] !== undefined) return true;
  return false;
};

/**
 * Answers a plain page load (GET or HEAD of a page url, no query, no RSC or action headers) from the page cache when it
 * holds the page current, gzipped once and kept: the same bytes Next.js would send, without Next.js's request handling
 * and compression on every hit. Anything else, or a page not cached (or expired by a change), goes on to Next.js,
 * which renders and caches it. Answers true when it answered.
 */
export function serveCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  options: PolicyOptions = {},
): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.search) return false;
  if (isNextOnly(request) || request.headers.cookie?.includes('__prerender_bypass')) return false;
  const path = cachedPathOf(url.pathname);
  const page = path === undefined ? null : cachedPageFor(path);
  if (!page) return false;
  const headers = answersOf(page, options);
  // Not Modified only stands for a successful answer (RFC 9110): a 404 is sent again.
  if (page.status >= 200 && page.status < 300 && matchesTag(request.headers['if-none-match'], page.etag)) {
    response.writeHead(304, headers.notModified);
    response.end();
    return true;
  }
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  response.writeHead(page.status, gzip ? headers.gzip : headers.plain);
  response.end(request.method === 'HEAD' ? undefined : gzip ? page.gzip : page.html);
  return true;
}
