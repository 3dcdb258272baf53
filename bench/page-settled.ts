/**
 * When a benchmark's page has settled: its load event is past, it has painted its LCP, and no request has started or
 * ended for QUIET_MS, leaving aside the live stream. Playwright's `networkidle` never comes on a page that holds the
 * live stream open (an EventSource, docs/decisions/0045): it waited out its whole timeout on every visit.
 */
import type { Page, Request, Response } from 'playwright-core';

const QUIET_MS = 500;
const POLL_MS = 50;

/** A request that stays open while the page lives: it neither keeps the page busy nor ends its quiet. */
const longLived = (request: Request) => request.resourceType() === 'eventsource';
/**
 * A call of the page's own code ends with its answer: the page may leave the body unread (the session store reads only
 * a 401's status), and Chromium then never reports the request finished.
 */
const scripted = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());

export interface Settling {
  /** Resolves once the page has settled; throws after `timeoutMs` naming the requests still open. */
  settled(timeoutMs: number): Promise<void>;
}

/** Starts watching `page`'s requests: call before its navigation, then `settled` after `goto(…, 'load')`. */
export function watchSettling(page: Page): Settling {
  const open = new Set<Request>();
  let lastChange = performance.now();
  const started = (request: Request) => {
    if (longLived(request)) return;
    open.add(request);
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    if (!open.delete(request)) return;
    lastChange = performance.now();
  };
  const answered = (response: Response) => {
    if (scripted(response.request())) ended(response.request());
  };
  page.on('request', started);
  page.on('response', answered);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      const painted = await page.evaluate(
        (waitMs) =>
          new Promise<boolean>((resolve) => {
            const observer = new PerformanceObserver(() => {
              observer.disconnect();
              resolve(true);
            });
            observer.observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(false), waitMs);
          }),
        timeoutMs,
      );
      if (!painted) throw new Error(`${page.url()} painted no LCP within ${timeoutMs} ms`);
      while (open.size > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline) {
          const pending = [...open].map((request) => request.url()).join(', ');
          throw new Error(`${page.url()} did not settle within ${timeoutMs} ms; open: ${pending || 'none'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      page.off('request', started);
      page.off('response', answered);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
