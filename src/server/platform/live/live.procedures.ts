import { z } from 'zod';
import { LIVE_EVENTS_PATH, LIVE_TOPICS } from '../../../shared/live-topics';
import { publicProcedure } from '../procedures/init';

/**
 * The live channel's one route, declared here like every other so that the route table, the OpenAPI document and the
 * security walk know it. With `Accept: text/event-stream` (what EventSource sends) the http layer answers the stream
 * itself (src/server/http/live-stream.ts), before this adapter; otherwise this says what the stream would carry.
 */
export const liveProcedures = {
  events: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: LIVE_EVENTS_PATH,
        summary:
          "Server-sent events (Accept: text/event-stream) about what the session's reader may read: `data: {topic, id?}` per change, a comment as heartbeat; without that Accept, which topics the reader hears",
      },
    })
    .output(z.object({ topics: z.array(z.enum(LIVE_TOPICS)), stream: z.literal('text/event-stream') }))
    .query(({ ctx }) => {
      ctx.response.setHeader('cache-control', 'no-store');
      const reader = ctx.credentials.subject.state === 'valid';
      return { topics: LIVE_TOPICS.filter((topic) => reader || topic === 'content'), stream: 'text/event-stream' as const };
    }),
};
