import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricDay } from '../../../shared/analytic-metrics';
import type { Database } from '../../db/database';
import { addToMetrics, type MetricRow } from './metrics.service';
import { currentDay, isShown, isViewRequest, pageOf, rowsOfView } from './page-views';

/** How often the views counted in memory are added to the database (ANALYTIC_FLUSH_SECONDS). */
export const DEFAULT_FLUSH_SECONDS = 5;

export interface PageViewCounterOptions {
  flushSeconds?: number;
  /** The site's own host (SITE_URL's): a link from it is no referrer. */
  siteHost?: string;
  /** Told of a flush that failed; its views stay in memory and go with the next one. */
  onError?: (error: unknown) => void;
}

const SEPARATOR = '\u0000';

/** The rows the counted requests add to, each key once with the views summed; `siteHost` is this site's host. */
function rowsOf(views: ReadonlyMap<string, number>, siteHost: string | undefined): MetricRow[] {
  const sums = new Map<string, MetricRow & { value: number }>();
  for (const [key, count] of views) {
    const [day, pathname, referrer, host] = key.split(SEPARATOR) as [MetricDay, string, string?, string?];
    for (const row of rowsOfView({ day, ...pageOf(pathname, referrer, [host, siteHost]) })) {
      const rowKey = `${row.title}${SEPARATOR}${row.day}${SEPARATOR}${row.breakdown}`;
      const sum = sums.get(rowKey);
      if (sum) sum.value += count;
      else sums.set(rowKey, { ...row, value: count });
    }
  }
  return [...sums.values()];
}

/**
 * Counts this process's page views in memory and adds them to the daily metrics in one statement every few seconds
 * and when it stops (docs/decisions/0052): a view costs a map increment, not a write. The statement adds, so the
 * processes sharing a database all count; a flush that fails keeps its views for the next.
 */
export class PageViewCounter {
  private pending = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Pick<Database, 'query'>,
    private readonly options: PageViewCounterOptions = {},
  ) {}

  /** Counts the request once its answer is sent, if it is a view of a page (page-views.ts says which). */
  watch(request: IncomingMessage, response: ServerResponse, pathname: string): void {
    if (!isViewRequest(request.method, pathname, request.headers)) return;
    const { referer, host } = request.headers;
    response.once('finish', () => {
      if (isShown(response.statusCode)) this.count(currentDay(), pathname, referer, host);
    });
  }

  /**
   * One view more of `pathname`, sent to `host` from `referrer`: a map increment per request, keyed by what was sent;
   * which page and which other site that is (`pageOf`) is worked out once per key, when written.
   */
  count(day: MetricDay, pathname: string, referrer?: string, host?: string): void {
    const key = referrer
      ? `${day}${SEPARATOR}${pathname}${SEPARATOR}${referrer}${SEPARATOR}${host ?? ''}`
      : `${day}${SEPARATOR}${pathname}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Adds what was counted to the database; flushes run one at a time. */
  flush(): Promise<void> {
    // After the previous flush, whether or not it failed: its caller was told, and its views wait in `pending`.
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  /** Flushes every few seconds from now on. */
  start(): void {
    const seconds = this.options.flushSeconds ?? DEFAULT_FLUSH_SECONDS;
    this.timer ??= setInterval(() => void this.flush().catch((error: unknown) => this.options.onError?.(error)), seconds * 1000);
    // A timer alone must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Stops the timer and writes what is left: called before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = rowsOf(batch, this.options.siteHost);
    try {
      await addToMetrics(this.db, rows);
    } catch (error) {
      // Not written: counted again with what arrived meanwhile, and sent with the next flush.
      for (const [key, value] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + value);
      throw error;
    }
  }
}
