import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The headers argument of a writeHead, with caching forbidden (an array of raw headers is left as it is). */
export function uncached(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return headers;
  const kept = Object.entries(headers as OutgoingHttpHeaders).filter(([name]) => name.toLowerCase() !== 'cache-control');
  return { ...Object.fromEntries(kept), 'cache-control': 'no-store' };
}

/**
 * Every head this response writes says `Cache-Control: no-store`, whatever its writer (Next.js) set: the head is changed
 * where it is written, as node:http writes an implicit one through `writeHead` too.
 */
export function keepUncached(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    response.setHeader('cache-control', 'no-store');
    return writeHead(status, ...rest.map(uncached));
  }) as ServerResponse['writeHead'];
}
