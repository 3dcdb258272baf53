import type { ServerResponse } from 'node:http';
import { refusedSince } from '../db/database-outage';
import { uncached } from './uncached';

/**
 * A page that failed (a 5xx from Next.js) while the database refused calls, since the request began, is answered as
 * the API answers those calls: 503 with their Retry-After and `Cache-Control: no-store`, for a browser, a crawler or a
 * load balancer to come back rather than take the page for broken. The page drawn is Next.js's error page as before.
 * The status is changed where the answer's head is written, whoever writes it; a page already streaming keeps its.
 */
export function answerUnavailablePagesAsSuch(response: ServerResponse, startedAt: number): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const retryAfter = status >= 500 ? refusedSince(startedAt) : undefined;
    if (retryAfter === undefined) return writeHead(status, ...rest);
    response.setHeader('retry-after', String(retryAfter));
    response.setHeader('cache-control', 'no-store');
    // A reason phrase given for the 500 would be a lie on a 503: Node's own is sent instead.
    return writeHead(503, ...rest.filter((argument) => typeof argument !== 'string').map(uncached));
  }) as ServerResponse['writeHead'];
}
