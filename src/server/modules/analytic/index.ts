import { dashboardProcedures } from './dashboard.procedures';
import { metricsProcedures } from './metrics.procedures';

/** The analytic module's own procedures, merged beside the generic ones of its entities. */
export const analyticProcedures = { metrics: metricsProcedures, dashboard: dashboardProcedures };

/** What the analytic module offers besides: the page views' counter (for the server), the daily metrics' job and services. */
export { PageViewCounter, DEFAULT_FLUSH_SECONDS, type PageViewCounterOptions } from './page-view-counter';
export { computeDayMetrics, refreshDayMetrics } from './daily-metrics.service';
export { dailyMetricsJob } from './daily-metrics.jobs';
export { analyticWriteHooks } from './widgets.hooks';
export type { DashboardAnswer } from './dashboard.schema';
