import { z } from 'zod';
import { publicProcedure } from '../../../platform/procedures/init';
import { defineRateLimitRule, MINUTE } from '../../../platform/rate-limit/rate-limiter';
import { idOf } from '../../../../shared/registry/zod-fields';
import { currencySummary } from '../currencies.schema';
import type { PaymentEffects } from './apply-payment.service';
import { dummyInvoice, invoiceState, invoiceStateOf, payDummyInvoice } from './invoice-page.service';
import { isInvoiceOf } from './intent-subjects.service';
import { invoiceById } from './invoices.service';
import { INVOICE_STATUSES } from './invoice-status';
import { paymentProviders, providerContext } from './payment-settings';
import { INVOICE_PROVIDERS } from '../../../../shared/order-payment';
import { AppError, notFound } from '../../../errors';
import type { Context } from '../../../platform/context/context';
import { callerMayUse } from '../../../platform/procedures/access';
import type { RestRoute } from '../../../platform/procedures/meta';

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

const DUMMY_PAYMENT: RestRoute = {
  method: 'POST',
  path: '/api/billing/invoices/{id}/dummy-payment',
  summary:
    "The dummy provider's payment page: pay one of its open invoices within its expiry (anyone holding the link), or fail it (its payer or an administrator), as its notification would",
};

/**
 * Paying a dummy invoice is open to whoever holds its link, as a provider's payment page is; declining it ends someone's
 * payment, so only its payer (the subject of its payment intent) may, or a role permitted this route (an administrator)
 * and the secret key (decision 0041).
 */
async function refuseDeclineByStranger(ctx: Context, invoiceId: string): Promise<void> {
  if (await callerMayUse(ctx, [DUMMY_PAYMENT])) return;
  const subject = ctx.credentials.subject;
  if (subject.state === 'valid' && (await isInvoiceOf(ctx.db, invoiceId, subject.subjectId))) return;
  throw new AppError(
    'FORBIDDEN',
    "Only the invoice's payer, or an administrator, may decline its payment",
    [
      {
        field: 'data.outcome',
        message:
          "data.outcome: failed is for the invoice's payer (signed in as the subject that checked out) or an administrator",
        code: 'not_payer',
      },
    ],
    { messageCode: 'not_payer' },
  );
}

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
    .meta({ rest: DUMMY_PAYMENT })
    .input(
      z.strictObject({
        id: idOf('id'),
        data: z.strictObject({ outcome: z.enum(['paid', 'failed'], { error: 'outcome must be paid or failed' }) }),
      }),
    )
    .output(invoiceStateAnswer)
    .mutation(async ({ ctx, input }) => {
      const providers = paymentProviders(ctx);
      const invoice = await dummyInvoice(ctx.db, providers, input.id);
      if (input.data.outcome === 'failed') await refuseDeclineByStranger(ctx, invoice.id);
      return payDummyInvoice(ctx.db, providerContext(ctx), providers, effects, invoice, input.data.outcome);
    }),
});
