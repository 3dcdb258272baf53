import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/languages';
import { localized, richTextToParagraphs } from '../../../shared/localized-text';
import type { Database } from '../../db/database';
import { queueNotification } from '../notification/notifications.service';

/*
 * `order-status-changed`: every status change of an order after its invoice was made tells the order's payer (the
 * invoice's email), in the language they checked out in, with the order, its status, the total paid and the link to
 * the invoice's page. The words are the notification template of that variant (seeded, editable in the admin); these
 * are used where it has none.
 */

export const ORDER_STATUSES = ['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_WORDS: Record<Language, Record<OrderStatus, string>> = {
  ru: {
    new: 'не оплачен, снова в корзине',
    paying: 'ожидает оплаты',
    approving: 'оплачен, ждёт подтверждения',
    packaging: 'собирается',
    delivering: 'в пути',
    delivered: 'доставлен',
    canceled: 'отменён',
  },
  en: {
    new: 'not paid, back in the cart',
    paying: 'awaiting payment',
    approving: 'paid, awaiting approval',
    packaging: 'being packed',
    delivering: 'on its way',
    delivered: 'delivered',
    canceled: 'canceled',
  },
};

const FALLBACK: Record<Language, { title: string; text: string }> = {
  ru: { title: 'Заказ {{order}}: {{status}}', text: 'Статус заказа {{order}}: {{status}}.\n\nСумма: {{total}}.\n\n{{link}}' },
  en: { title: 'Order {{order}}: {{status}}', text: 'Order {{order}} is now: {{status}}.\n\nTotal: {{total}}.\n\n{{link}}' },
};

interface Paid {
  orderId: string;
  status: string;
  email: string | null;
  language: string;
  returnUrl: string | null;
  amount: string;
  symbol: string | null;
  slug: string;
}

/** Each order with the invoice that paid it, or its latest one: none for an order no invoice was made for. */
const invoicesOfOrders = (tx: Database, orderIds: readonly string[]) =>
  tx.query<Paid>(
    `SELECT o."id" AS "orderId", o."status", i."email", i."language", i."returnUrl",
            round(p."amount", c."decimals")::text AS "amount", c."symbol", c."slug"
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

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** Queues the order-status-changed message of each order that has an invoice, inside the caller's transaction. */
export async function notifyOrderStatus(tx: Database, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  const [paid, template] = await Promise.all([
    invoicesOfOrders(tx, orderIds),
    tx.prisma.notificationTemplate.findFirst({
      where: { variant: 'generate-email-ecommerce-order-status-changed-default' },
      orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { title: true, description: true },
    }),
  ]);
  for (const order of paid) {
    if (!order.email) continue;
    const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
    const status = (ORDER_STATUSES as readonly string[]).includes(order.status) ? (order.status as OrderStatus) : undefined;
    const values = {
      order: `#${order.orderId}`,
      status: status ? STATUS_WORDS[language][status] : order.status,
      total: `${order.amount} ${order.symbol ?? order.slug.toUpperCase()}`,
      link: order.returnUrl ?? '',
    };
    const title = localized(template?.title, language) || FALLBACK[language].title;
    const text = richTextToParagraphs(localized(template?.description, language)) || FALLBACK[language].text;
    await queueNotification(tx, { recipient: order.email, title: fill(title, values), text: fill(text, values) });
  }
}
