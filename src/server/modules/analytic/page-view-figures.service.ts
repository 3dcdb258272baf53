import { PAGE_VIEW_METRICS, type MetricDay } from '../../../shared/analytic-metrics';
import { isLanguage, LANGUAGES } from '../../../shared/languages';
import type { Database } from '../../db/database';

/*
 * What the page-view metrics say over whole UTC days [from, to]: read from the rows the page-view counter adds to (one
 * per day and path, `page-views`; docs/decisions/0052), so the dashboard's numbers are those rows' sums.
 */

/** The most viewed pages the dashboard lists. */
export const TOP_PAGES = 10;

export interface PageViewFigures {
  /** Every view of the period. */
  total: number;
  /** The days that had views, in order. */
  days: { day: MetricDay; views: number }[];
  /** The most viewed paths, most first (a tie by path), each with its language. */
  top: { path: string; language: string; views: number }[];
}

export async function pageViewFigures(db: Pick<Database, 'query'>, from: MetricDay, to: MetricDay): Promise<PageViewFigures> {
  const params = [PAGE_VIEW_METRICS.byPath, from, to];
  const within = `"title" = $1 AND "day" >= $2::date AND "day" <= $3::date`;
  const [days, top] = await Promise.all([
    db.query<{ day: MetricDay; views: number }>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", sum("value")::int AS "views" FROM "AnalyticMetric"
        WHERE ${within} GROUP BY "day" ORDER BY "day"`,
      params,
    ),
    db.query<{ path: string; views: number }>(
      `SELECT "breakdown" AS "path", sum("value")::int AS "views" FROM "AnalyticMetric"
        WHERE ${within} GROUP BY "breakdown" ORDER BY "views" DESC, "breakdown" LIMIT ${TOP_PAGES}`,
      params,
    ),
  ]);
  return {
    total: days.reduce((sum, day) => sum + day.views, 0),
    days,
    top: top.map((row) => ({ ...row, language: languageOfPath(row.path) })),
  };
}

/** A counted path's language: its first segment (`/ru/donate` → `ru`). */
const languageOfPath = (path: string) => {
  const language = path.split('/', 2)[1];
  return isLanguage(language) ? language : '';
};

/** The paths a page's views are counted under, one per language: `/donate` → `/en/donate`, `/ru/donate`. */
export const viewedPathsOf = (urls: readonly string[]): string[] =>
  urls.flatMap((url) => LANGUAGES.map((language) => `/${language}${url === '/' ? '' : url}`));

/** The views of these paths over the period. */
export async function viewsOfPaths(
  db: Pick<Database, 'query'>,
  from: MetricDay,
  to: MetricDay,
  paths: readonly string[],
): Promise<number> {
  if (!paths.length) return 0;
  const [row] = await db.query<{ views: number }>(
    `SELECT COALESCE(sum("value"), 0)::int AS "views" FROM "AnalyticMetric"
      WHERE "title" = $1 AND "day" >= $2::date AND "day" <= $3::date AND "breakdown" = ANY($4::text[])`,
    [PAGE_VIEW_METRICS.byPath, from, to, paths],
  );
  return row?.views ?? 0;
}
