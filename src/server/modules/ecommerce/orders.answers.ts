import { z } from 'zod';
import { ORDER_PAYMENT_STATES } from '../../../shared/order-payment';
import { SUBSCRIPTION_INTERVALS } from '../../../shared/subscriptions';
import { currencySummary, invoiceAnswer, paymentIntentOverview } from '../billing';

/*
 * What the cart and order routes answer, as zod schemas: tRPC checks each answer against them and the OpenAPI
 * document describes them (decision 0019 says why each shape). The service's types are read from them.
 */

/** An amount: exact decimal text, in its currency's decimals (`"0.30"`). */
export const amount = z
  .string()
  .regex(/^-?\d+(?:\.\d+)?$/)
  .meta({ description: 'an exact decimal as text, in the currency’s decimals, such as "0.30"' });

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });
const multilingual = z.record(z.string(), z.string());

/** What an order line says of its product. */
export const productSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: multilingual,
  shortDescription: multilingual,
  type: z.string(),
  /**
   * A subscription's period (its attribute of key type `interval`, docs/decisions/0042): null for a one-off product, or
   * a subscription whose interval reads as none. Given with an order's lines.
   */
  terms: z
    .object({ interval: z.enum(SUBSCRIPTION_INTERVALS), intervalCount: z.int() })
    .nullable()
    .optional(),
});

/** One line of an order (an orders-to-products record) with its price now. */
export const orderLine = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  storeId: z.string().nullable(),
  quantity: z.int(),
  product: productSummary,
  billingModuleCurrencyId: z.string().nullable(),
  /** The price attribute charged, or null when the product has no price in the currency now. */
  attributeId: z.string().nullable(),
  /** The price of one, or null when there is none. */
  unitPrice: amount.nullable(),
  /** unitPrice × quantity, or null when there is no price. */
  total: amount.nullable(),
});

/** What lines in one currency come to. */
export const currencyTotal = z.object({
  billingModuleCurrency: currencySummary,
  /** The sum of the priced lines' totals. */
  amount,
  /** How many items the lines hold, priced or not. */
  quantity: z.int(),
  /** Whether every line has a price now (else the amount leaves some out, and the order cannot be paid). */
  complete: z.boolean(),
});

/** An order with its lines and totals. */
export const orderWithLines = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  comment: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  billingModuleCurrency: currencySummary.nullable(),
  ordersToProducts: z.array(orderLine),
  totals: z.array(currencyTotal),
  quantity: z.int(),
});

/** GET …/orders-to-products/{id}/total. */
export const lineTotalAnswer = z.object({ line: orderLine, totals: z.array(currencyTotal) });

/** GET /api/ecommerce/orders/{id}/checkout-attributes/{billingModuleCurrencyId}. */
export const checkoutAttributesAnswer = z.object({
  orderId: z.string(),
  billingModuleCurrency: currencySummary,
  ordersToProducts: z.array(orderLine),
  /** The sum of the lines, or null when a line has no price in the currency. */
  total: amount.nullable(),
});

/** POST /api/ecommerce/orders/{id}/check. */
export const orderCheck = z.object({
  orderId: z.string(),
  payable: z.boolean(),
  billingModuleCurrency: currencySummary.nullable(),
  totals: z.array(currencyTotal),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** POST /api/ecommerce/orders/clear-old-orders. */
export const clearedOrders = z.object({ deleted: z.int(), olderThanDays: z.int() });

/** A message filed under the order (its status told, its receipt, its subscription's news), as the outbox holds it. */
const orderMessage = z.object({
  id: z.string(),
  /** The kind of message: its template's variant, or null when its template is gone (or it had none). */
  variant: z.string().nullable(),
  /** Its template's title in the admin. */
  templateTitle: z.string().nullable(),
  /** The subject line as sent. */
  title: z.string(),
  method: z.enum(['email', 'telegram']),
  /** An e-mail address, or a Telegram chat's id. */
  recipient: z.string(),
  status: z.enum(['new', 'sending', 'sent', 'failed']),
  attempts: z.int(),
  error: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  /** Not sent before then. */
  sendAfter: timestamp.nullable(),
});

/** GET /api/ecommerce/orders/{id}/payments: what was asked of the payer for the order, and how each attempt stands. */
export const orderPaymentsAnswer = z.object({
  orderId: z.string(),
  /** The order's status, as an administrator may set it. */
  status: z.string(),
  /**
   * How it stands with its money, whatever its status says: `paid` by a recorded payment (online or offline),
   * `refunded`, or `unpaid`. A payment status (approving or past it) on an unpaid order drew no receipt, role or message.
   */
  payment: z.enum(ORDER_PAYMENT_STATES),
  /**
   * What a payment received outside the site must be to pay it (the open checkout's amount, for all its orders, else
   * the order's total now), or null when it is paid, or has no lines or price.
   */
  due: z.object({ amount, billingModuleCurrency: currencySummary }).nullable(),
  /** The order's payment intents, newest first, each with its invoices (newest first) and their refund flags. */
  paymentIntents: z.array(paymentIntentOverview),
  /** The messages about it (its status, its receipt), newest first: to whom, by which channel, and how they went. */
  messages: z.array(orderMessage),
});

/** POST /api/ecommerce/orders/{id}/offline-payment: the orders it paid and its invoice (provider `offline`). */
export const offlinePaymentAnswer = z.object({
  orderIds: z.array(z.string()),
  invoice: invoiceAnswer.extend({ note: z.string() }),
});

export type ProductSummary = z.output<typeof productSummary>;
export type OrderLine = z.output<typeof orderLine>;
export type CurrencyTotal = z.output<typeof currencyTotal>;
export type OrderWithLines = z.output<typeof orderWithLines>;
export type CheckoutAttributes = z.output<typeof checkoutAttributesAnswer>;
export type OrderCheck = z.output<typeof orderCheck>;
export type OrderPayments = z.output<typeof orderPaymentsAnswer>;
export type OrderMessage = z.output<typeof orderMessage>;
