import { z } from 'zod';
import { idOf } from '../../../shared/registry/zod-fields';
import { permissionProcedure } from '../../platform/procedures/init';
import { agentRuns, runAgentNow } from './agents.service';

const agentInput = z.strictObject({ id: idOf('id') });

const runAnswer = z.object({ id: z.string(), jobId: z.string() });

const runsAnswer = z.object({
  id: z.string(),
  runs: z.array(
    z.object({
      id: z.string(),
      state: z.enum(['queued', 'running', 'succeeded', 'failed']),
      attempts: z.int(),
      maxAttempts: z.int(),
      runAt: z.date(),
      finishedAt: z.date().nullable(),
      lastError: z.string().nullable(),
      scheduled: z.boolean(),
    }),
  ),
});

/**
 * An agent's calls beside its generic ones (which pause, resume and reschedule it): run it now, and read its latest
 * runs from host.jobs. A role permitted the route may, administrators by their `/api/*`, or the secret key.
 */
export const agentsProcedures = {
  run: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/agent/agents/{id}/run',
        summary: "Queue one run of the agent's job now, whether it is paused or not (its schedule is unchanged)",
      },
    })
    .input(agentInput)
    .output(runAnswer)
    .mutation(({ ctx, input }) => runAgentNow(ctx.db, input.id)),
  runs: permissionProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/agent/agents/{id}/runs',
        summary: "The agent's latest runs (host.jobs of its job): state, attempts, when, and the last error",
      },
    })
    .input(agentInput)
    .output(runsAnswer)
    .query(({ ctx, input }) => agentRuns(ctx.db, input.id)),
};
