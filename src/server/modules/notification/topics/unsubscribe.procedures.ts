import { z } from 'zod';
import { badRequest } from '../../../errors';
import { publicProcedure } from '../../../platform/procedures/init';
import { unsubscribeKey } from './unsubscribe-token';
import { describeSubscription, endSubscription } from './unsubscribe.service';

const UNSUBSCRIBE = '/api/notification/unsubscribe/{token}';

/*
 * Unsubscribing by a mail's link (docs/decisions/0048), for anyone holding it: no sign-in, no cookie, the token is the
 * credential. It is a path segment, not `?token=`: the REST adapter refuses credentials in query strings on every route
 * (docs/decisions/0041), and RFC 8058's one-click POST carries nothing but the URL. A GET only tells which topic (mail
 * scanners follow links); the POST unsubscribes.
 */

const token = z
  .string({ error: (issue) => (issue.input === undefined ? 'token is required' : 'token must be text') })
  .min(1, 'token is required')
  .max(1000, 'token: not a link this site made');

/** The one body RFC 8058 lets a mail client send, as the unsubscribe page sends it too. */
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/**
 * The POST's body: none, or RFC 8058's `List-Unsubscribe=One-Click` (form-encoded, as mail clients send it); anything
 * else is a 400 naming `List-Unsubscribe`, and nothing is done.
 */
function checkOneClickBody(body: Buffer | undefined) {
  const text = body?.toString('utf8').trim() ?? '';
  if (!text) return;
  const fields = new URLSearchParams(text);
  if ([...fields.keys()].length === 1 && fields.get('List-Unsubscribe') === 'One-Click') return;
  throw badRequest(`The body must be empty or ${ONE_CLICK_BODY} (RFC 8058)`, [
    { field: 'List-Unsubscribe', message: `List-Unsubscribe: send ${ONE_CLICK_BODY}`, code: 'invalid' },
  ]);
}

const subscriptionTopic = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.record(z.string(), z.string()).meta({ description: 'Text by language code (en, ru)' }),
});

export const unsubscribeProcedures = {
  describe: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: UNSUBSCRIBE,
        summary: "The topic an unsubscribe link's subscription is to; changes nothing (400 forged, 404 already gone)",
      },
    })
    .input(z.strictObject({ token }))
    .output(z.object({ topic: subscriptionTopic }))
    .query(async ({ ctx, input }) => {
      // The answer is about one person's subscription: no cache keeps it.
      ctx.response.forbidCaching();
      return { topic: await describeSubscription(ctx.db, unsubscribeKey(ctx.tokens.secret), input.token) };
    }),
  confirm: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: UNSUBSCRIBE,
        body: 'raw',
        summary:
          "End the subscription an unsubscribe link names: RFC 8058's one-click POST (body List-Unsubscribe=One-Click) or the unsubscribe page's (400 forged, 404 already gone)",
      },
    })
    .input(z.strictObject({ token, data: z.instanceof(Buffer).optional() }))
    .output(z.object({ topic: subscriptionTopic, unsubscribed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      ctx.response.forbidCaching();
      checkOneClickBody(input.data);
      const topic = await endSubscription(ctx.db, unsubscribeKey(ctx.tokens.secret), input.token);
      return { topic, unsubscribed: true as const };
    }),
};
