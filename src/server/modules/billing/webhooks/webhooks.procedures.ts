import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../../../shared/payment-providers';
import { publicProcedure } from '../../../platform/procedures/init';
import { rawAnswer } from '../../../platform/procedures/raw-answer';
import type { PaymentEffects } from '../payments/apply-payment.service';
import { paymentProviders } from '../payments/payment-settings';
import { receiveWebhook } from './webhooks.service';

const webhookInput = z.strictObject({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Invalid provider' }),
  /**
   * The query `?notification=<kind>` of a provider set to send each kind of notification to its own address, and
   * saying the kind nowhere else (CloudPayments' Check and Pay bodies are alike).
   */
  notification: z
    .string()
    .regex(/^[a-z]{1,32}$/i, { error: 'notification: letters only' })
    .optional(),
  /** The body exactly as sent: what the provider signed. */
  data: z.instanceof(Buffer).optional(),
});

/** The headers as one text each (a header sent twice is joined, as Node joins most). */
const singleHeaders = (headers: Readonly<Record<string, string | string[] | undefined>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));

/**
 * The providers' notifications, one route for each: public (the signature is the credential), raw body in, the
 * provider's own reply out. `effects` is what paying does beyond billing (the composition root gives ecommerce's).
 */
export const webhookProcedures = (effects: PaymentEffects) => ({
  receive: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/billing/webhooks/{provider}',
        body: 'raw',
        answer: 'raw',
        summary: "A payment provider's notification: verified on its exact bytes, applied once, answered as the provider expects",
      },
    })
    .input(webhookInput)
    .output(rawAnswer)
    .mutation(({ ctx, input }) =>
      receiveWebhook(
        ctx.db,
        paymentProviders(ctx),
        {
          provider: input.provider,
          body: input.data ?? Buffer.alloc(0),
          headers: singleHeaders(ctx.headers),
          siteUrl: ctx.siteUrl,
          notification: input.notification,
        },
        effects,
      ),
    ),
});
