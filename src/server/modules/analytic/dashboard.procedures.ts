import type { Context } from '../../platform/context/context';
import { callerMayUse } from '../../platform/procedures/access';
import { permissionProcedure } from '../../platform/procedures/init';
import { presetPeriod } from '../../../shared/dashboard-period';
import { DASHBOARD_FIGURES, dashboardAnswer, dashboardInput, type DashboardFigure } from './dashboard.schema';
import { dashboard } from './dashboard.service';

const INVOICES = '/api/billing/invoices';
const METRICS = '/api/analytic/metrics';

/** The records behind each figure, by the list routes that read them: the caller must be permitted every one. */
const RECORDS_OF: Record<DashboardFigure, readonly string[]> = {
  raised: [INVOICES],
  friends: ['/api/rbac/subjects-to-roles'],
  crmRequests: ['/api/crm/requests'],
  failedNotifications: ['/api/notification/notifications'],
  pageViews: [METRICS],
  conversion: [METRICS, INVOICES],
};

async function permittedFigures(ctx: Context): Promise<Set<DashboardFigure>> {
  const permitted = await Promise.all(
    DASHBOARD_FIGURES.map(async (figure) => {
      const each = await Promise.all(RECORDS_OF[figure].map((path) => callerMayUse(ctx, [{ method: 'GET', path }])));
      return each.every(Boolean);
    }),
  );
  return new Set(DASHBOARD_FIGURES.filter((_, index) => permitted[index]));
}

/** The admin's dashboard, for a role permitted its route (administrators by their `/api/*`) or the secret key. */
export const dashboardProcedures = {
  read: permissionProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/analytic/dashboard',
        summary:
          'The admin dashboard over whole UTC days from..to (both included; absent: this month): money paid per currency and day, donors, friends, CRM requests open and received, failed messages, page views by day and top pages, donate page views against paid invoices; each only if the caller may read its records',
      },
    })
    .input(dashboardInput)
    .output(dashboardAnswer)
    .query(async ({ ctx, input }) => {
      ctx.response.forbidCaching();
      const period = input.from && input.to ? { from: input.from, to: input.to } : presetPeriod('month', new Date());
      return dashboard(ctx.db, { from: period.from, to: period.to }, await permittedFigures(ctx));
    }),
};
