import type { Database } from '../../db/database';
import { dayStart, nextDay } from '../../../shared/dashboard-period';
import { paidByDay } from '../billing';
import { requestsBetween } from '../crm';
import { failedNotifications } from '../notification';
import { friendsBetween } from '../rbac';
import type { DashboardAnswer, DashboardFigure } from './dashboard.schema';

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
  const [raised, friends, crmRequests, failed] = await Promise.all([
    figures.has('raised') ? paidByDay(db, start, end) : undefined,
    figures.has('friends') ? friendsBetween(db, start, end) : undefined,
    figures.has('crmRequests') ? requestsBetween(db, start, end) : undefined,
    figures.has('failedNotifications') ? failedNotifications(db) : undefined,
  ]);
  return {
    ...period,
    ...(raised && { raised }),
    ...(friends && { friends }),
    ...(crmRequests !== undefined && { crmRequests }),
    ...(failed !== undefined && { failedNotifications: failed }),
  };
}
