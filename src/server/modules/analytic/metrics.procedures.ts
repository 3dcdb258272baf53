import { z } from 'zod';
import { permissionProcedure } from '../../platform/procedures/init';
import { refreshDayMetrics } from './daily-metrics.service';

/**
 * The analytic module's own call beside the generic ones of `analytic.metrics` (which read and cannot write them): set
 * today's record metrics from the records now, as the dashboard's refresh does, rather than wait for the job.
 */
export const metricsProcedures = {
  refreshToday: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/analytic/metrics/refresh-today',
        summary: "Set today's (UTC) donations, donors, new friends, registrations and CRM requests from the records now",
      },
    })
    .input(z.strictObject({}).optional())
    .output(z.object({ days: z.array(z.string()) }))
    .mutation(async ({ ctx }) => ({ days: await refreshDayMetrics(ctx.db) })),
};
