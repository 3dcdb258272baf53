import { z } from 'zod';
import { runJobNow } from '../../platform/jobs/jobs.service';
import { permissionProcedure } from '../../platform/procedures/init';

/** POST /api/host/jobs/{id}/run. */
const runJobInput = z.strictObject({
  id: z
    .string({ error: (issue) => (issue.input === undefined ? 'id is required' : 'id must be text') })
    .trim()
    .min(1, 'id is required')
    .max(500, 'id must be at most 500 characters'),
});

const jobAnswer = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed']),
  attempts: z.int(),
  maxAttempts: z.int(),
  runAt: z.date(),
  lastError: z.string().nullable(),
});

/**
 * The host module's job calls, beside the generic ones of `host.jobs` (which read the runner's columns and cannot write
 * them): run a job now, or retry one that failed. A role permitted the route may, administrators by their `/api/*`.
 */
export const jobsProcedures = {
  run: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/host/jobs/{id}/run',
        summary: 'Queue a job to run now: a failed one is retried with one more attempt (409 while it runs)',
      },
    })
    .input(runJobInput)
    .output(jobAnswer)
    .mutation(({ ctx, input }) => runJobNow(ctx.db, input.id)),
};
