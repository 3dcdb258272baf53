import { z } from 'zod';
import { INVOICE_PROVIDERS } from '../../../../shared/order-payment';
import { currencySummary } from '../currencies.schema';
import { INVOICE_STATUSES } from './invoice-status';

/*
 * What an administrator sees of payment intents: each with its invoices, their refund flags and the provider
 * notifications received for them (decision 0024). Read only; the payment paths alone write any of it.
 */

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });

/** An amount: exact decimal text, in its currency's decimals where the intent has one (`"0.30"`). */
const amount = z
  .string()
  .regex(/^-?\d+(?:\.\d+)?$/)
  .meta({ description: 'an exact decimal as text, in the currency’s decimals, such as "0.30"' });

/** One provider notification received for an invoice, as the payment path left it. */
export const paymentEventSummary = z.object({
  id: z.string(),
  provider: z.string(),
  /** What the provider said: paid, failed, pending, expired, refunded. */
  kind: z.string(),
  /** What the payment path did with it: pending, applied, ignored, refund-due, refused. */
  outcome: z.string(),
  /** Why it was ignored or refused, in our words. */
  note: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  createdAt: timestamp,
});

/** How many of an invoice's latest notifications the overview shows (it counts them all). */
export const LATEST_EVENTS = 3;

/** One attempt to pay an intent at a provider. */
export const invoiceOverview = z.object({
  id: z.string(),
  provider: z.enum(INVOICE_PROVIDERS),
  status: z.enum(INVOICE_STATUSES),
  amount,
  email: z.string().nullable(),
  /** Where the payer pays, once the provider made the payment. */
  paymentUrl: z.string().nullable(),
  /** The provider's own id of the payment (where to find it, and refund it, at the provider). */
  providerId: z.string().nullable(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
  /** Paid although what it paid for was paid already (or paid short, or in another currency): owed back. */
  refundDue: z.boolean(),
  /** How a payment received outside the site came, as the administrator who recorded it wrote (offline invoices). */
  note: z.string().nullable(),
  events: z.object({
    /** How many provider notifications name the invoice. */
    received: z.int(),
    /** The latest of them (at most LATEST_EVENTS), newest first. */
    latest: z.array(paymentEventSummary),
  }),
});

/** A payment intent with its invoices, newest first. */
export const paymentIntentOverview = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'canceled']),
  amount,
  /** Its currency; null only for an intent an administrator made without one. */
  billingModuleCurrency: currencySummary.nullable(),
  description: z.string().nullable(),
  createdAt: timestamp,
  /** The subscription whose first payment or renewal it is (docs/decisions/0042), else null. */
  subscriptionId: z.string().nullable(),
  invoices: z.array(invoiceOverview),
});

export type PaymentEventSummary = z.output<typeof paymentEventSummary>;
export type InvoiceOverview = z.output<typeof invoiceOverview>;
export type PaymentIntentOverview = z.output<typeof paymentIntentOverview>;
