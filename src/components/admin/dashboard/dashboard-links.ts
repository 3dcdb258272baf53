import { DEFAULT_TABLE_STATE, tableStateQuery } from '@/components/admin/table/url-state';
import type { ColumnFilter } from '@/components/admin/table/url-filters';
import { nextDay } from '@/shared/dashboard-period';

/*
 * Where each figure's records are: the generic admin table of the entity it counts, filtered as its URL says
 * (url-state.ts), so that the table holds exactly the records counted. A moment filter names UTC midnights
 * (`01.10.2026 00:00 UTC`, which the admin's filter reads as UTC wherever the browser is): the dashboard's days are UTC
 * ones. A day filter (a metric's `day`) is a date, the same everywhere.
 */

type Period = { from: string; to: string };

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const utcMidnight = (day: string) => `${dayText(day)} 00:00 UTC`;

const tableHref = (path: string, filters: ColumnFilter[], sort?: string) =>
  `${path}?${tableStateQuery({
    ...DEFAULT_TABLE_STATE,
    filters,
    ...(sort ? { sort: { column: sort, desc: true } } : {}),
  })}`;

const within = (column: string, period: Period): ColumnFilter[] => [
  { column, method: 'gte', value: utcMidnight(period.from) },
  { column, method: 'lt', value: utcMidnight(nextDay(period.to)) },
];

/** The page-view rows (one per day and path) of the period, of these paths if given. */
const pageViewRows = (period: Period, paths?: readonly string[]) =>
  tableHref(
    '/admin/analytic/metrics',
    [
      { column: 'title', method: 'eq', value: 'page-views' },
      { column: 'day', method: 'gte', value: dayText(period.from) },
      { column: 'day', method: 'lte', value: dayText(period.to) },
      ...(paths ? [{ column: 'breakdown', method: 'inArray' as const, value: [...paths] }] : []),
    ],
    'day',
  );

export const dashboardLinks = {
  /** The invoices paid in the period, as the figure counts them: not those owed back (`refundDue`). */
  paidInvoices: (period: Period) =>
    tableHref(
      '/admin/billing/invoices',
      [
        { column: 'status', method: 'eq', value: 'paid' },
        { column: 'refundDue', method: 'eq', value: 'false' },
        ...within('paidAt', period),
      ],
      'paidAt',
    ),
  /** Who holds a role giving grants. */
  friends: (roleIds: readonly string[]) =>
    tableHref('/admin/rbac/subjects-to-roles', [{ column: 'roleId', method: 'inArray', value: [...roleIds] }], 'createdAt'),
  /** The requests waiting for the team now: received or in progress. */
  openRequests: (statuses: readonly string[]) =>
    tableHref('/admin/crm/requests', [{ column: 'status', method: 'inArray', value: [...statuses] }], 'createdAt'),
  /** The requests sent in the period. */
  crmRequests: (period: Period) => tableHref('/admin/crm/requests', within('createdAt', period), 'createdAt'),
  /** The outbox's failed rows. */
  failedNotifications: () =>
    tableHref('/admin/notification/notifications', [{ column: 'status', method: 'eq', value: 'failed' }], 'createdAt'),
  /** The page-view rows of the period: of every page, or of some (a top page, the donate pages). */
  pageViews: pageViewRows,
};
