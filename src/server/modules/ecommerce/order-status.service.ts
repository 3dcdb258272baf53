import { amountText } from '../../../shared/amount-text';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/languages';
import type { Database } from '../../db/database';
import { queueMessage } from '../notification/messages.service';
import { orderNumberText, orderRecipient, orderSite } from './order-message-terms';
import { ORDER_STATUS_WORDS } from './order-status-words';

/*
 * `generate-email-ecommerce-order-status-changed-default` (and its Telegram counterpart): every status change of an
 * order after its invoice was made tells the order's payer, in the language they checked out in, with the order, its
 * status, the total paid and the link to the invoice's page. The words are the kind's template (notification module,
 * docs/decisions/0046); this computes the values.
 */

export const ORDER_STATUSES = ['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

interface Paid {
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

/** Each order with the invoice that paid it, or its latest one: none for an order no invoice was made for. */
const invoicesOfOrders = (tx: Database, orderIds: readonly string[]) =>
  tx.query<Paid>(
    `SELECT o."id" AS "orderId", o."status", i."email", i."language", i."returnUrl",
            round(p."amount", c."decimals")::text AS "amount", c."symbol", c."slug", c."decimals"
       FROM "EcommerceOrder" o
       JOIN LATERAL (
         SELECT pi."id", pi."amount" FROM "EcommerceOrdersToBillingModulePaymentIntents" z
           JOIN "BillingPaymentIntent" pi ON pi."id" = z."billingModulePaymentIntentId"
          WHERE z."orderId" = o."id" ORDER BY (pi."status" = 'paid') DESC, pi."createdAt" DESC LIMIT 1) p ON TRUE
       JOIN LATERAL (
         SELECT inv."email", inv."language", inv."returnUrl" FROM "BillingPaymentIntentsToInvoices" x
           JOIN "BillingInvoice" inv ON inv."id" = x."invoiceId"
          WHERE x."paymentIntentId" = p."id" ORDER BY (inv."status" = 'paid') DESC, inv."createdAt" DESC LIMIT 1) i ON TRUE
       JOIN "BillingPaymentIntentsToCurrencies" y ON y."paymentIntentId" = p."id"
       JOIN "BillingCurrency" c ON c."id" = y."currencyId"
      WHERE o."id" = ANY($1::text[])`,
    [orderIds],
  );

/** Queues the order-status message of each order that has an invoice, inside the caller's transaction. */
export async function notifyOrderStatus(tx: Database, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  for (const order of await invoicesOfOrders(tx, orderIds)) {
    const to = await orderRecipient(tx, order.orderId, order.email);
    if (!to) continue;
    const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
    await queueMessage(tx, orderSite(order.returnUrl), {
      variant: 'generate-email-ecommerce-order-status-changed-default',
      to,
      language,
      orderId: order.orderId,
      data: {
        order: orderNumberText(order.orderId, language),
        status: isOrderStatus(order.status) ? ORDER_STATUS_WORDS[language][order.status] : order.status,
        total: amountText(order.amount, order, language),
        link: order.returnUrl ?? '',
      },
    });
  }
}
