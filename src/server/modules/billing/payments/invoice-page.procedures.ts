import { z } from 'zod';
import { publicProcedure } from '../../../platform/procedures/init';
import { defineRateLimitRule, MINUTE } from '../../../platform/rate-limit/rate-limiter';
import { idOf } from '../../../../shared/registry/zod-fields';
import { currencySummary } from '../currencies.schema';
import type { PaymentEffects } from './apply-payment.service';
import { invoiceState, invoiceStateOf, payDummyInvoice } from './invoice-page.service';
import { invoiceById } from './invoices.service';
import { INVOICE_STATUSES } from './invoice-status';
import { paymentProviders, providerContext } from './payment-settings';
import { INVOICE_PROVIDERS } from '../../../../shared/order-payment';
import { notFound } from '../../../errors';

/** A payer's page asks the provider at most this often per invoice; beyond, it reads what is known. */
const LOOK_UPS_PER_INVOICE = defineRateLimitRule(
  'billingLookUpsPerInvoice',
  'payment look-ups for this invoice',
  6,
  MINUTE,
  'identifier',
);

const invoiceStateAnswer = z.object({
  id: z.string(),
  provider: z.enum(INVOICE_PROVIDERS),
  status: z.enum(INVOICE_STATUSES),
  amount: z.string(),
  billingModuleCurrency: currencySummary,
  language: z.string(),
  paidAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
  refundDue: z.boolean(),
});

/**
 * The invoice's own page and the dummy provider's payment page: public, as a provider's payment link is (the invoice's
 * id is the capability), showing its amount and state, never who pays nor for what.
 */
export const invoicePageProcedures = (effects: PaymentEffects) => ({
  state: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/billing/invoices/{id}/state',
        summary: "An invoice's amount and state (lookUp=true asks its provider first, at most 6 times a minute)",
      },
    })
    .input(
      z.strictObject({
        id: idOf('id'),
        lookUp: z
          .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
            error: 'lookUp must be true or false',
          })
          .default(false),
      }),
    )
    .output(invoiceStateAnswer)
    .query(async ({ ctx, input }) => {
      // Public only to whoever holds the id, and it changes as the payment goes on.
      ctx.response.forbidCaching();
      const allowed =
        input.lookUp &&
        (await ctx.limiter.consume(LOOK_UPS_PER_INVOICE, input.id).then(
          () => true,
          () => false,
        ));
      if (allowed) return invoiceState(ctx.db, paymentProviders(ctx), effects, input.id);
      const invoice = await invoiceById(ctx.db, input.id);
      if (!invoice) throw notFound(`BillingInvoice with id ${input.id} not found`, 'id');
      return invoiceStateOf(invoice);
    }),
  dummyPayment: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/billing/invoices/{id}/dummy-payment',
        summary: "The dummy provider's payment page: pay or fail one of its open invoices (outcome), as its notification would",
      },
    })
    .input(
      z.strictObject({
        id: idOf('id'),
        data: z.strictObject({ outcome: z.enum(['paid', 'failed'], { error: 'outcome must be paid or failed' }) }),
      }),
    )
    .output(invoiceStateAnswer)
    .mutation(({ ctx, input }) =>
      payDummyInvoice(ctx.db, providerContext(ctx), paymentProviders(ctx), effects, input.id, input.data.outcome),
    ),
});
