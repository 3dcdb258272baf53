import { z } from 'zod';
import { amountText } from '../../../shared/amount-text';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/languages';
import type { Database, SqlTransaction } from '../../db/database';
import { PermanentJobFailure, type JobDefinition } from '../../platform/jobs/job-definition';
import { enqueueJobs, takeEffectOnce, type JobToQueue } from '../../platform/jobs/jobs.service';
import { queueMessage } from '../notification/messages.service';
import { orderNumberText, orderRecipient, orderSite } from './order-message-terms';
import { ORDER_STATUS_WORDS } from './order-status-words';

/*
 * `generate-email-ecommerce-order-status-changed-default` (and its Telegram counterpart): every status change of an
 * order after its invoice was made tells the order's payer, in the language they checked out in, with the order, its
 * status, the total paid and the link to the invoice's page. The words are the kind's template (notification module,
 * docs/decisions/0046); this computes the values. The change queues a job with
 * what identifies the message; the job reads whom to reach and renders it (docs/decisions/0061).
 */

export const ORDER_STATUSES = ['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** An order with the invoice that paid it, or its latest one. */
export interface OrderInvoice {
  orderId: string;
  status: string;
  email: string | null;
  language: string;
  returnUrl: string | null;
  amount: string;
  symbol: string | null;
  slug: string;
  decimals: number;
}

/**
 * Each order `orders` answers (a query answering "id" and "status") with the invoice that paid it, or its latest one:
 * none for an order no invoice was made for. A query, so that a change may read it in its own statement.
 */
export const invoicesOfOrdersQuery = (orders: string) =>
  `SELECT o."id" AS "orderId", o."status", i."email", i."language", i."returnUrl",
            round(p."amount", c."decimals")::text AS "amount", c."symbol", c."slug", c."decimals"
       FROM (${orders}) o
       JOIN LATERAL (
         SELECT pi."id", pi."amount" FROM "EcommerceOrdersToBillingModulePaymentIntents" z
           JOIN "BillingPaymentIntent" pi ON pi."id" = z."billingModulePaymentIntentId"
          WHERE z."orderId" = o."id" ORDER BY (pi."status" = 'paid') DESC, pi."createdAt" DESC LIMIT 1) p ON TRUE
       JOIN LATERAL (
         SELECT inv."email", inv."language", inv."returnUrl" FROM "BillingPaymentIntentsToInvoices" x
           JOIN "BillingInvoice" inv ON inv."id" = x."invoiceId"
          WHERE x."paymentIntentId" = p."id" ORDER BY (inv."status" = 'paid') DESC, inv."createdAt" DESC LIMIT 1) i ON TRUE
       JOIN "BillingPaymentIntentsToCurrencies" y ON y."paymentIntentId" = p."id"
       JOIN "BillingCurrency" c ON c."id" = y."currencyId"`;

const invoicesOfOrders = (tx: SqlTransaction, orderIds: readonly string[]) =>
  tx.query<OrderInvoice>(invoicesOfOrdersQuery(`SELECT "id", "status" FROM "EcommerceOrder" WHERE "id" = ANY($1::text[])`), [
    orderIds,
  ]);

export const ORDER_STATUS_MESSAGE_JOB = 'ecommerce.order-status-message';

/** What identifies an order's status message, as its job is given it: the values as they were at the change. */
const statusMessagePayload = z.object({
  orderId: z.string().min(1),
  status: z.string(),
  language: z.string(),
  /** The address the invoice was paid with: the recipient when the order's account cannot be reached. */
  email: z.string().nullable(),
  siteUrl: z.string(),
  link: z.string().nullable(),
  amount: z.string(),
  symbol: z.string().nullable(),
  slug: z.string(),
  decimals: z.number().int(),
});
type StatusMessage = z.infer<typeof statusMessagePayload>;

/** The jobs that tell each order's payer its status, of the orders with their invoices (invoicesOfOrdersQuery). */
export const statusJobsOf = (orders: readonly OrderInvoice[]): JobToQueue[] =>
  orders.map((order) => ({
    name: ORDER_STATUS_MESSAGE_JOB,
    payload: {
      orderId: order.orderId,
      status: order.status,
      language: order.language,
      email: order.email,
      siteUrl: orderSite(order.returnUrl).siteUrl,
      link: order.returnUrl,
      amount: order.amount,
      symbol: order.symbol,
      slug: order.slug,
      decimals: order.decimals,
    } satisfies StatusMessage,
  }));

/**
 * The jobs that tell each order's payer its status (orders with no invoice get none): written with the change, in
 * its transaction, by the caller (enqueueJobs, with the other jobs of that change in one statement). The reading of
 * whom to reach, the words and the e-mail's rendering are the job's, not the request's.
 */
export async function orderStatusJobs(tx: SqlTransaction, orderIds: readonly string[]): Promise<JobToQueue[]> {
  return orderIds.length ? statusJobsOf(await invoicesOfOrders(tx, orderIds)) : [];
}

/** Queues the order-status message of each order that has an invoice, inside the caller's transaction. */
export async function notifyOrderStatus(tx: SqlTransaction, orderIds: readonly string[]): Promise<void> {
  await enqueueJobs(tx, await orderStatusJobs(tx, orderIds));
}

/** Writes the status message into the outbox (its delivery job with it), once however often the job runs. */
async function queueStatusMessage(db: Database, jobId: string, order: StatusMessage): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await takeEffectOnce(tx, jobId))) return;
    const to = await orderRecipient(tx, order.orderId, order.email);
    if (!to) return;
    const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
    await queueMessage(
      tx,
      { siteUrl: order.siteUrl },
      {
        variant: 'generate-email-ecommerce-order-status-changed-default',
        to,
        language,
        orderId: order.orderId,
        data: {
          order: orderNumberText(order.orderId, language),
          status: isOrderStatus(order.status) ? ORDER_STATUS_WORDS[language][order.status] : order.status,
          total: amountText(order.amount, order, language),
          link: order.link ?? '',
        },
      },
    );
  });
}

/** Tells an order's payer its status (queued by orderStatusJobs). */
export const orderStatusMessageJob: JobDefinition = {
  name: ORDER_STATUS_MESSAGE_JOB,
  run: async (db, job) => {
    const payload = statusMessagePayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobFailure(`${ORDER_STATUS_MESSAGE_JOB}: the payload names no order status`);
    await queueStatusMessage(db, job.id, payload.data);
  },
};
