import { dashboardProcedures } from './dashboard.procedures';

/** The analytic module's own procedures, merged beside the generic ones of its entities. */
export const analyticProcedures = { dashboard: dashboardProcedures };

export type { DashboardAnswer } from './dashboard.schema';
