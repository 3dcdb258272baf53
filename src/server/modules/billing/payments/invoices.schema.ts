import { z } from 'zod';
import { INVOICE_PROVIDERS } from '../../../../shared/order-payment';
import { currencySummary } from '../currencies.schema';
import { INVOICE_STATUSES } from './invoice-status';

/** An invoice as checkout and the return page answer it: where to pay, how much, and how it stands. */
export const invoiceAnswer = z.object({
  id: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(INVOICE_PROVIDERS),
  status: z.enum(INVOICE_STATUSES),
  /** A decimal text in the currency's decimals. */
  amount: z.string(),
  billingModuleCurrency: currencySummary,
  /** Where the payer pays; null only while the provider has not made the payment yet. */
  paymentUrl: z.string().nullable(),
  expiresAt: z.date().nullable(),
  paidAt: z.date().nullable(),
  /** Paid although what it paid for was paid already: the payer is owed the money back. */
  refundDue: z.boolean(),
});
export type InvoiceAnswer = z.output<typeof invoiceAnswer>;
