import { DEFAULT_TABLE_STATE, tableStateQuery } from '@/components/admin/table/url-state';
import type { ColumnFilter } from '@/components/admin/table/url-filters';
import { nextDay } from '@/shared/dashboard-period';

/*
 * Where each figure's records are: the generic admin table of the entity it counts, filtered as its URL says
 * (url-state.ts). A moment filter is written as the admin's filter input reads it (`DD.MM.YYYY HH:mm`, the browser's
 * time), so a period's table starts at the browser's midnight where the dashboard's days are UTC ones.
 */

const moment = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} 00:00`;

const tableHref = (path: string, filters: ColumnFilter[], sort?: string) =>
  `${path}?${tableStateQuery({
    ...DEFAULT_TABLE_STATE,
    filters,
    ...(sort ? { sort: { column: sort, desc: true } } : {}),
  })}`;

const within = (column: string, period: { from: string; to: string }): ColumnFilter[] => [
  { column, method: 'gte', value: moment(period.from) },
  { column, method: 'lt', value: moment(nextDay(period.to)) },
];

export const dashboardLinks = {
  /** The invoices paid in the period. */
  paidInvoices: (period: { from: string; to: string }) =>
    tableHref(
      '/admin/billing/invoices',
      [{ column: 'status', method: 'eq', value: 'paid' }, ...within('paidAt', period)],
      'paidAt',
    ),
  /** Who holds a role giving grants. */
  friends: (roleIds: readonly string[]) =>
    tableHref('/admin/rbac/subjects-to-roles', [{ column: 'roleId', method: 'inArray', value: [...roleIds] }], 'createdAt'),
  /** The requests sent in the period. */
  crmRequests: (period: { from: string; to: string }) =>
    tableHref('/admin/crm/requests', within('createdAt', period), 'createdAt'),
  /** The outbox's failed rows. */
  failedNotifications: () =>
    tableHref('/admin/notification/notifications', [{ column: 'status', method: 'eq', value: 'failed' }], 'createdAt'),
};
