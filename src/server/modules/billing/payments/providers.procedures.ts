import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../../../shared/payment-providers';
import { publicProcedure } from '../../../platform/procedures/init';
import { paymentProviders } from './payment-settings';

/**
 * GET /api/billing/payment-providers: the providers a checkout may name here (configured by the environment), in the
 * spec's order, and the one a checkout naming none uses (null when none is configured: the site then says how else to
 * give). Public: a checkout form offers exactly these.
 */
export const providerProcedures = {
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/billing/payment-providers',
        summary: 'The payment providers configured here, and the one a checkout naming none uses',
      },
    })
    .input(z.strictObject({}).optional())
    .output(z.object({ providers: z.array(z.enum(PAYMENT_PROVIDERS)), defaultProvider: z.enum(PAYMENT_PROVIDERS).nullable() }))
    .query(({ ctx }) => {
      const providers = paymentProviders(ctx);
      return { providers: [...providers.configured], defaultProvider: providers.defaultName };
    }),
};
