import { z } from 'zod';
import { AppError } from '../../errors';
import { publicProcedure } from '../procedures/init';

/** A load balancer asks again after this many seconds: the usual time a starting process needs. */
const READY_RETRY_AFTER_SECONDS = 5;

/** A probe's answer is never worth keeping: a cache in between would hide a change of state. */
const NO_STORE = 'no-store';

export const healthProcedures = {
  live: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/health',
        summary: 'Liveness: the process answers (it checks nothing else, so that a busy database does not get it restarted)',
      },
    })
    .output(z.object({ status: z.literal('ok') }))
    .query(({ ctx }) => {
      ctx.response.setHeader('cache-control', NO_STORE);
      return { status: 'ok' as const };
    }),
  ready: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/ready',
        summary:
          'Readiness: the database answers, every migration is applied, the page cache hears changes, Redis answers when configured; else 503 naming each failing check',
      },
    })
    .output(z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.literal('ok')) }))
    .query(async ({ ctx }) => {
      ctx.response.setHeader('cache-control', NO_STORE);
      const { ready, checks } = await ctx.readiness.report();
      const failing = Object.entries(checks).filter(([, state]) => state !== 'ok');
      if (!ready)
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `Not ready: ${failing.map(([name, state]) => `${name}: ${state}`).join('; ')}`,
          failing.map(([field, message]) => ({ field, message, code: 'invalid' as const })),
          { headers: { 'retry-after': String(READY_RETRY_AFTER_SECONDS), 'cache-control': NO_STORE } },
        );
      return { status: 'ready' as const, checks: checks as Record<string, 'ok'> };
    }),
};
