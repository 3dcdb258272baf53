import type { Database } from '../../db/database';
import { dayStart, nextDay } from '../../../shared/dashboard-period';
import { paidByDay } from '../billing';
import { openRequests, requestsBetween } from '../crm';
import { donatePageUrls } from '../host';
import { failedNotifications } from '../notification';
import { friendsBetween } from '../rbac';
import type { DashboardAnswer, DashboardFigure } from './dashboard.schema';
import { pageViewFigures, viewedPathsOf, viewsOfPaths } from './page-view-figures.service';

/** Requests waiting now and sent over [start, end). */
async function crmFigures(db: Database, start: Date, end: Date) {
  const [open, received] = await Promise.all([openRequests(db), requestsBetween(db, start, end)]);
  return { open, received };
}

/** The donate pages' views over the period (their paths as counted) against the invoices paid in it. */
async function conversionFigures(db: Database, period: { from: string; to: string }, paid: Promise<{ invoices: number }[]>) {
  const paths = viewedPathsOf(await donatePageUrls(db));
  const [views, currencies] = await Promise.all([viewsOfPaths(db, period.from, period.to, paths), paid]);
  return { paths, views, paid: currencies.reduce((count, currency) => count + currency.invoices, 0) };
}

/**
 * The admin dashboard's figures over whole UTC days [from, to], straight from the records through their modules'
 * services (so they equal what the records give, today included), only the `figures` asked for.
 */
export async function dashboard(
  db: Database,
  period: { from: string; to: string },
  figures: ReadonlySet<DashboardFigure>,
): Promise<DashboardAnswer> {
  const start = dayStart(period.from)!;
  const end = dayStart(nextDay(period.to))!;
  const paid = figures.has('raised') || figures.has('conversion') ? paidByDay(db, start, end) : undefined;
  const [raised, friends, crmRequests, failed, pageViews, conversion] = await Promise.all([
    figures.has('raised') ? paid : undefined,
    figures.has('friends') ? friendsBetween(db, start, end) : undefined,
    figures.has('crmRequests') ? crmFigures(db, start, end) : undefined,
    figures.has('failedNotifications') ? failedNotifications(db) : undefined,
    figures.has('pageViews') ? pageViewFigures(db, period.from, period.to) : undefined,
    figures.has('conversion')
      ? conversionFigures(
          db,
          period,
          paid!.then((answer) => answer.currencies),
        )
      : undefined,
  ]);
  return {
    ...period,
    ...(raised && { raised }),
    ...(friends && { friends }),
    ...(crmRequests && { crmRequests }),
    ...(failed !== undefined && { failedNotifications: failed }),
    ...(pageViews && { pageViews }),
    ...(conversion && { conversion }),
  };
}
