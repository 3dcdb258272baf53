import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricDay, PageViewMetric } from '../../../shared/analytic-metrics';
import type { Database } from '../../db/database';
import { addToMetrics, type MetricRow } from './metrics.service';
import { isShown, rowsOfView, viewedPage, viewOn, type PageView } from './page-views';

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
    const page = viewedPage(request.method, pathname, request.headers, this.options.siteHost);
    if (!page) return;
    response.once('finish', () => {
      if (isShown(response.statusCode)) this.count(viewOn(page, new Date()));
    });
  }

  count(view: PageView): void {
    for (const row of rowsOfView(view)) {
      const key = [row.title, row.day, row.breakdown].join(SEPARATOR);
      this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    }
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
    const rows: MetricRow[] = [...batch].map(([key, value]) => {
      const [title, day, breakdown] = key.split(SEPARATOR) as [PageViewMetric, MetricDay, string];
      return { title, day, breakdown, value };
    });
    try {
      await addToMetrics(this.db, rows);
    } catch (error) {
      // Not written: counted again with what arrived meanwhile, and sent with the next flush.
      for (const [key, value] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + value);
      throw error;
    }
  }
}
