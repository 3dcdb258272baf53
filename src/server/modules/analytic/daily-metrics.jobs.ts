import type { JobDefinition } from '../../platform/jobs/job-definition';
import { refreshDayMetrics } from './daily-metrics.service';

/**
 * Every 15 minutes (UTC), today's and yesterday's record metrics set again from the records: the dashboard is at most
 * a quarter of an hour behind without asking, and a payment recorded late for yesterday still lands there.
 */
export const dailyMetricsJob: JobDefinition = {
  name: 'analytic.daily-metrics',
  schedule: '*/15 * * * *',
  title: { ru: 'Пересчёт показателей по дням', en: 'Recount the daily figures' },
  maxAttempts: 3,
  run: async (db) => {
    await refreshDayMetrics(db, new Date(), true);
  },
};
