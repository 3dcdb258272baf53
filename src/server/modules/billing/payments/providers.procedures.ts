import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../../../shared/payment-providers';
import { SUBSCRIPTION_PROVIDERS, takesSubscriptions } from '../../../../shared/subscriptions';
import { publicProcedure } from '../../../platform/procedures/init';
import { paymentProviders } from './payment-settings';

/**
 * GET /api/billing/payment-providers: the providers a checkout may name here (configured by the environment), in the
 * spec's order, and the one a checkout naming none uses (null when none is configured: the site then says how else to
 * give), and `subscriptionProviders`: those of them that take recurring payments (SUBSCRIPTION_PROVIDERS), the only ones
 * a checkout of a subscription may name (docs/decisions/0042). Public: a checkout form offers exactly these.
 */
export const providerProcedures = {
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/billing/payment-providers',
        summary: 'The payment providers configured here, the one a checkout naming none uses, and those that take subscriptions',
      },
    })
    .input(z.strictObject({}).optional())
    .output(
      z.object({
        providers: z.array(z.enum(PAYMENT_PROVIDERS)),
        defaultProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
        /** The configured providers that take recurring payments, in the same order: a subscription's checkout offers these. */
        subscriptionProviders: z.array(z.enum(SUBSCRIPTION_PROVIDERS)),
      }),
    )
    .query(({ ctx }) => {
      const providers = paymentProviders(ctx);
      return {
        providers: [...providers.configured],
        defaultProvider: providers.defaultName,
        subscriptionProviders: providers.configured.filter(takesSubscriptions),
      };
    }),
};
