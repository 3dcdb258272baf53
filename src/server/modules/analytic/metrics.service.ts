import { FIGURE_METRICS } from '../../../shared/analytic-figures';
import type { MetricDay, MetricTitle } from '../../../shared/analytic-metrics';
import type { Database } from '../../db/database';
import { advisoryLock } from '../../platform/locks/advisory-lock';
import { announceContentChange } from '../../platform/page-cache/content-changes';

/*
 * The AnalyticMetric table, written only here (its fields are @managed). Counts that arrive as events (page views) are
 * added to their row; figures computed from the records are set. Every statement is one for the whole batch.
 */

/** One row's part of a figure: an amount as exact decimal text, or a count. */
export interface MetricRow {
  title: MetricTitle;
  day: MetricDay;
  breakdown: string;
  value: string | number;
}

/** The rows as the parallel arrays `unnest` reads, sorted by key: two processes adding the same rows lock them in one order. */
function columnsOf(rows: readonly MetricRow[]) {
  const sorted = [...rows].sort((a, b) =>
    a.title === b.title
      ? a.day === b.day
        ? a.breakdown < b.breakdown
          ? -1
          : 1
        : a.day < b.day
          ? -1
          : 1
      : a.title < b.title
        ? -1
        : 1,
  );
  return [
    sorted.map((row) => row.title),
    sorted.map((row) => row.day),
    sorted.map((row) => row.breakdown),
    sorted.map((row) => String(row.value)),
  ];
}

const INSERT_ROWS = `INSERT INTO "AnalyticMetric" ("id", "title", "day", "breakdown", "value")
  SELECT gen_random_uuid()::text, t.title, t.day::date, t.breakdown, t.value::numeric
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(title, day, breakdown, value)`;

/**
 * Adds each row's value to what its (title, day, breakdown) holds, creating it at the value: one statement, so views
 * counted by several processes at once all add up. The rows must name each key once (a batch sums its own first).
 */
export async function addToMetrics(db: Pick<Database, 'query'>, rows: readonly MetricRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `${INSERT_ROWS}
     ON CONFLICT ("title", "day", "breakdown")
     DO UPDATE SET "value" = "AnalyticMetric"."value" + excluded."value", "updatedAt" = now()`,
    columnsOf(rows),
  );
}

/**
 * Makes `titles` of `day` exactly the rows `read` gives: rows of those titles and that day not among them are removed.
 * Run again with the same records it changes nothing; two runs for one day take turns.
 */
export async function setDayMetrics(
  db: Database,
  day: MetricDay,
  titles: readonly MetricTitle[],
  read: (tx: Database) => Promise<readonly MetricRow[]>,
): Promise<readonly MetricRow[]> {
  return db.transaction(async (tx) => {
    await advisoryLock.hold(tx, `analytic.day-metrics:${day}`);
    // Read under the lock: of two runs for one day, the later one reads the records after the earlier one wrote, so
    // an older reading never replaces a newer one.
    const rows = await read(tx);
    if (rows.some((row) => row.day !== day || !titles.includes(row.title)))
      throw new Error(`setDayMetrics: every row must be of ${day} and one of ${titles.join(', ')}`);
    const shown = await shownFigures(tx, day);
    await tx.query(`DELETE FROM "AnalyticMetric" WHERE "day" = $1::date AND "title" = ANY($2::text[])`, [day, titles]);
    if (rows.length) await tx.query(INSERT_ROWS, columnsOf(rows));
    // Pages may show these figures (analytic widgets, docs/decisions/0053): a change of them renders the cached pages
    // anew, as a content edit does; the page views' rows never do, nor a recount that changed nothing.
    if ((await shownFigures(tx, day)) !== shown) await announceContentChange(tx, 'AnalyticMetric');
    return rows;
  });
}

/** What the day's rows of the figures pages may show hold, as one text to compare (values without trailing zeros). */
async function shownFigures(db: Database, day: MetricDay): Promise<string> {
  const [row] = await db.query<{ shown: string }>(
    `SELECT coalesce(string_agg("title" || ' ' || "breakdown" || ' ' || trim_scale("value")::text, ',' ORDER BY "title", "breakdown"), '') AS "shown"
       FROM "AnalyticMetric" WHERE "day" = $1::date AND "title" = ANY($2::text[])`,
    [day, FIGURE_METRICS],
  );
  return row?.shown ?? '';
}
