import { sumAmounts } from '../../../shared/money';
import type { DonationStatus } from '../../../shared/donation-status';
import { isPaymentProvider } from '../../../shared/payment-providers';
import type { Database } from '../../db/database';
import {
  paymentIntentsOverview,
  subscriptionsOfSubject,
  subscriptionStateOf,
  type CurrencySummary,
  type PaymentIntentOverview,
  type Subscription,
} from '../billing';
import type { Donation, DonationSubscription, SubjectDonations } from './donations.answers';
import type { OrderWithLines } from './orders.answers';
import { ordersWithLines } from './orders.service';

/*
 * A subject's donations as the donor thinks of them: one per checkout and currency (the payment intent that pays its
 * orders; an order checked out without one is a donation of its own), never one per cart line. The cart is not a
 * donation yet: only history orders are read. Seven statements, however many donations: the orders with their intents,
 * their lines (two), the intents with their invoices (three), the subscriptions.
 */

/** Order statuses that follow a recorded payment. */
const PAID_ORDER_STATUSES = ['approving', 'packaging', 'delivering', 'delivered'];
/** Order statuses that count nowhere: the money is not, or no longer, the foundation's. */
const GONE_ORDER_STATUSES = ['canceled', 'refunded'];

interface SubjectOrder {
  id: string;
  status: string;
  receipt: string | null;
  /** The intent that pays the order: its paid one, else its open one, else its latest. */
  intentId: string | null;
}

/** The subject's history orders, oldest first, each with the intent that pays it. One statement. */
const subjectHistoryOrders = (db: Database, subjectId: string) =>
  db.query<SubjectOrder>(
    `SELECT o."id", o."status", NULLIF(o."receipt", '') AS "receipt",
            (SELECT p."id" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
               JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
              WHERE x."orderId" = o."id"
              ORDER BY (p."status" = 'paid') DESC, (p."status" = 'open') DESC, p."createdAt" DESC, p."id" LIMIT 1) AS "intentId"
       FROM "RbacSubjectsToEcommerceModuleOrders" so
       JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId"
      WHERE so."subjectId" = $1::text AND o."type" = 'history'
      GROUP BY o."id" ORDER BY o."createdAt", o."id"`,
    [subjectId],
  );

function statusOf(orders: readonly SubjectOrder[], intent: PaymentIntentOverview | undefined, payable: boolean): DonationStatus {
  const live = orders.filter((order) => !GONE_ORDER_STATUSES.includes(order.status));
  if (!live.length) return 'canceled';
  if (intent?.status === 'paid' && live.every((order) => PAID_ORDER_STATUSES.includes(order.status))) return 'paid';
  if (payable && live.every((order) => order.status === 'paying')) return 'waiting';
  return 'processing';
}

/** One donation: its orders (one intent's, or one order's), read with their lines and the intent's invoices. */
function donationOf(
  id: string,
  orders: readonly SubjectOrder[],
  lines: ReadonlyMap<string, OrderWithLines>,
  intent: PaymentIntentOverview | undefined,
  now: Date,
): Donation {
  const read = orders.flatMap((order) => lines.get(order.id) ?? []);
  const paidInvoice = intent?.invoices.find((invoice) => invoice.status === 'paid');
  const openInvoice = intent?.invoices.find(
    (invoice) => invoice.status === 'open' && invoice.paymentUrl && (!invoice.expiresAt || invoice.expiresAt > now),
  );
  const status = statusOf(orders, intent, intent?.status === 'open' && Boolean(openInvoice));
  const currency: CurrencySummary | null = intent?.billingModuleCurrency ?? read[0]?.billingModuleCurrency ?? null;
  const counted = status === 'canceled' ? orders : orders.filter((order) => !GONE_ORDER_STATUSES.includes(order.status));
  const amounts = counted.flatMap((order) => lines.get(order.id)?.totals.map((total) => total.amount) ?? []);
  const invoice = paidInvoice ?? openInvoice ?? intent?.invoices[0];
  return {
    id,
    createdAt: intent?.createdAt ?? read[0]?.createdAt ?? now,
    paidAt: paidInvoice?.paidAt ?? null,
    status,
    billingModuleCurrency: currency,
    amount: currency ? sumAmounts(amounts, currency.decimals) : null,
    projects: read.flatMap((order) =>
      order.ordersToProducts.map((line) => ({
        orderId: order.id,
        product: line.product,
        quantity: line.quantity,
        total: line.total,
      })),
    ),
    receipt: status === 'canceled' ? null : (counted.find((order) => order.receipt)?.receipt ?? null),
    invoiceId: invoice?.id ?? null,
    provider: invoice && isPaymentProvider(invoice.provider) ? invoice.provider : null,
    paymentUrl: status === 'waiting' ? (openInvoice?.paymentUrl ?? null) : null,
    subscriptionId: intent?.subscriptionId ?? null,
  };
}

/** The subject's donations, newest first, and what the paid ones come to per currency. */
export async function subjectDonations(db: Database, subjectId: string): Promise<SubjectDonations> {
  const orders = await subjectHistoryOrders(db, subjectId);
  const groups = new Map<string, SubjectOrder[]>();
  for (const order of orders) {
    const key = order.intentId ?? order.id;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  const intentIds = [...new Set(orders.flatMap((order) => (order.intentId ? [order.intentId] : [])))];
  const [withLines, intents] = await Promise.all([
    ordersWithLines(
      db,
      orders.map((order) => order.id),
    ),
    paymentIntentsOverview(db, intentIds),
  ]);
  const lines = new Map(withLines.map((order) => [order.id, order]));
  const intentById = new Map(intents.map((intent) => [intent.id, intent]));
  const now = new Date();
  const donations = [...groups]
    .map(([id, own]) => donationOf(id, own, lines, intentById.get(id), now))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));

  const paid = new Map<string, { billingModuleCurrency: CurrencySummary; amounts: string[] }>();
  for (const donation of donations) {
    if (donation.status !== 'paid' || !donation.billingModuleCurrency || donation.amount === null) continue;
    const currency = donation.billingModuleCurrency;
    const total = paid.get(currency.id) ?? { billingModuleCurrency: currency, amounts: [] };
    total.amounts.push(donation.amount);
    paid.set(currency.id, total);
  }
  return {
    donations,
    paid: [...paid.values()].map(({ billingModuleCurrency, amounts }) => ({
      billingModuleCurrency,
      amount: sumAmounts(amounts, billingModuleCurrency.decimals),
      count: amounts.length,
    })),
    subscriptions: (await subscriptionsOfSubject(db, subjectId)).map((subscription) =>
      donationSubscriptionOf(subscription, orders, lines, donations),
    ),
  };
}

/** A subscription as the donations page shows it: with the projects its first payment gave to (read with the orders). */
function donationSubscriptionOf(
  subscription: Subscription,
  subjectOrders: readonly SubjectOrder[],
  lines: ReadonlyMap<string, OrderWithLines>,
  donations: readonly Donation[],
): DonationSubscription {
  const orders = subjectOrders.filter((order) => order.intentId === subscription.firstPaymentIntentId);
  const first = donations.find((donation) => donation.id === subscription.firstPaymentIntentId);
  return {
    ...subscriptionStateOf(subscription),
    projects: orders.flatMap((order) =>
      (lines.get(order.id)?.ordersToProducts ?? []).map((line) => ({ product: line.product, quantity: line.quantity })),
    ),
    paymentUrl: subscription.status === 'pending' ? (first?.paymentUrl ?? null) : null,
  };
}
