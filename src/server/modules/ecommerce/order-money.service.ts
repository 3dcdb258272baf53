import type { OrderPaymentState } from '../../../shared/order-payment';
import type { Database, SqlTransaction } from '../../db/database';
import { invoicesOfIntents, paymentIntentsOverview } from '../billing';
import { messagesOfOrder } from '../notification/order-messages.service';
import { grantRoles, revokeRoles } from '../rbac/subjects/subjects.service';
import type { CurrencyTotal, OrderPayments } from './orders.answers';
import { linesWithTotals, orderMissing, ordersWithLines } from './orders.service';

/*
 * What follows an order's money rather than its status (docs/decisions/0033). An order is paid when one of its payment
 * intents was paid through the one payment path (a provider's payment, or one an administrator recorded as received
 * outside the site), and refunded when the invoice that paid it was given back (a refunded invoice flagged refundDue
 * gave back a second payment, not the order's). A paid order counts (in what a subject has given, for the role its
 * product gives) unless it is canceled; a refunded one never does.
 */

/** A fact about one row that whether an order counts rests on: its table, the columns it reads, its condition on a row. */
export interface CountingFact {
  table: string;
  columns: readonly string[];
  /** The condition on the row aliased `row` (an alias, or a trigger's OLD and NEW). */
  holds: (row: string) => string;
}

const INTENT_PAID: CountingFact = {
  table: 'BillingPaymentIntent',
  columns: ['status'],
  holds: (row) => `${row}."status" = 'paid'`,
};

/** A refunded invoice flagged refundDue gave back a second payment, not the order's. */
const INVOICE_REFUNDED: CountingFact = {
  table: 'BillingInvoice',
  columns: ['status', 'refundDue'],
  holds: (row) => `(${row}."status" = 'refunded' AND NOT ${row}."refundDue")`,
};

const ORDER_CANCELED: CountingFact = {
  table: 'EcommerceOrder',
  columns: ['status'],
  holds: (row) => `${row}."status" = 'canceled'`,
};

/** Every row fact COUNTED_ORDER reads: a write that turns one of them may move an order in or out of what counts. */
export const COUNTING_FACTS: readonly CountingFact[] = [INTENT_PAID, INVOICE_REFUNDED, ORDER_CANCELED];

/** SQL condition on the order `o`: a recorded payment of it was refunded. */
const REFUNDED = (o: string) => `EXISTS (
  SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" zr
    JOIN "BillingPaymentIntent" pr ON pr."id" = zr."billingModulePaymentIntentId" AND ${INTENT_PAID.holds('pr')}
    JOIN "BillingPaymentIntentsToInvoices" xr ON xr."paymentIntentId" = pr."id"
    JOIN "BillingInvoice" ir ON ir."id" = xr."invoiceId" AND ${INVOICE_REFUNDED.holds('ir')}
   WHERE zr."orderId" = ${o}."id")`;

/** SQL condition on the order `o`: a payment intent of it was paid. */
const PAID = (o: string) => `EXISTS (
  SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" zp
    JOIN "BillingPaymentIntent" pp ON pp."id" = zp."billingModulePaymentIntentId" AND ${INTENT_PAID.holds('pp')}
   WHERE zp."orderId" = ${o}."id")`;

/**
 * SQL condition on the order `o` (an alias of "EcommerceOrder"): it counts as given, paid through a recorded payment,
 * neither refunded nor canceled. Every total of what was given uses it (givenBySubjects, the roles products give, what
 * projects raised), and the page cache's watch of what was raised is derived from its facts (raised-content.ts).
 */
export const COUNTED_ORDER = (o: string) => `(NOT ${ORDER_CANCELED.holds(o)} AND ${PAID(o)} AND NOT ${REFUNDED(o)})`;

/**
 * SQL condition on the order `o`: it was paid as a period of a subscription that has not ended (docs/decisions/0042).
 * A role tied to a subscription product is held only while this holds: the gift lasts, and so does what it gives.
 */
const LIVE_SUBSCRIPTION = (o: string) => `EXISTS (
  SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" zs
    JOIN "BillingPaymentIntent" ps ON ps."id" = zs."billingModulePaymentIntentId"
    JOIN "BillingSubscription" ss ON ss."id" = ps."subscriptionId" AND ss."status" IN ('active', 'past_due')
   WHERE zs."orderId" = ${o}."id")`;

/** How each of these orders stands with its money (an id of no order is left out). */
export async function paymentStates(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderPaymentState>> {
  if (!orderIds.length) return new Map();
  const rows = await db.query<{ id: string; payment: OrderPaymentState }>(
    `SELECT o."id", CASE WHEN ${REFUNDED('o')} THEN 'refunded' WHEN ${PAID('o')} THEN 'paid' ELSE 'unpaid' END AS "payment"
       FROM "EcommerceOrder" o WHERE o."id" = ANY($1::text[])`,
    [orderIds],
  );
  return new Map(rows.map((row) => [row.id, row.payment]));
}

/**
 * The roles tied to the products of these orders (roles-to-ecommerce-module-products) follow what their subjects have
 * given: held while a counted order of theirs has such a product, taken back when none has (a canceled or refunded
 * donation of a friend); for a subscription product, while the subscription that paid it has not ended. Inside the
 * caller's transaction.
 */
export async function rolesFollowOrders(tx: SqlTransaction, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  const rows = await tx.query<{ subjectId: string; roleId: string; backed: boolean }>(
    `SELECT so."subjectId", rp."roleId", EXISTS (
              SELECT 1 FROM "RbacSubjectsToEcommerceModuleOrders" so2
                JOIN "EcommerceOrder" o2 ON o2."id" = so2."ecommerceModuleOrderId"
                JOIN "EcommerceOrdersToProducts" l2 ON l2."orderId" = o2."id"
                JOIN "EcommerceProduct" p2 ON p2."id" = l2."productId"
                JOIN "RbacRolesToEcommerceModuleProducts" rp2
                  ON rp2."ecommerceModuleProductId" = l2."productId" AND rp2."roleId" = rp."roleId"
               WHERE so2."subjectId" = so."subjectId" AND ${COUNTED_ORDER('o2')}
                 AND (p2."type" <> 'subscription' OR ${LIVE_SUBSCRIPTION('o2')})) AS "backed"
       FROM "EcommerceOrdersToProducts" l
       JOIN "RbacRolesToEcommerceModuleProducts" rp ON rp."ecommerceModuleProductId" = l."productId"
       JOIN "RbacSubjectsToEcommerceModuleOrders" so ON so."ecommerceModuleOrderId" = l."orderId"
      WHERE l."orderId" = ANY($1::text[])
      GROUP BY so."subjectId", rp."roleId" ORDER BY so."subjectId", rp."roleId"`,
    [orderIds],
  );
  const bySubject = new Map<string, { grant: string[]; revoke: string[] }>();
  for (const row of rows) {
    const roles = bySubject.get(row.subjectId) ?? { grant: [], revoke: [] };
    (row.backed ? roles.grant : roles.revoke).push(row.roleId);
    bySubject.set(row.subjectId, roles);
  }
  for (const [subjectId, { grant, revoke }] of bySubject) {
    await grantRoles(tx, subjectId, grant);
    await revokeRoles(tx, subjectId, revoke);
  }
}

/**
 * What each of these subjects has given, per currency: the orders paid through a recorded payment, neither canceled
 * nor refunded, at what each line cost when it was paid. The one answer to "how much has this person given" (the
 * donor's page, the admin's people table); a subject that gave nothing has an empty list.
 */
export async function givenBySubjects(db: Database, subjectIds: readonly string[]): Promise<Map<string, CurrencyTotal[]>> {
  const given = new Map(subjectIds.map((id) => [id, [] as CurrencyTotal[]]));
  if (!subjectIds.length) return given;
  const orders = await db.query<{ subjectId: string; orderId: string }>(
    `SELECT DISTINCT so."subjectId", o."id" AS "orderId" FROM "RbacSubjectsToEcommerceModuleOrders" so
       JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId"
      WHERE so."subjectId" = ANY($1::text[]) AND ${COUNTED_ORDER('o')}`,
    [subjectIds],
  );
  if (!orders.length) return given;
  const totals = await linesWithTotals(
    db,
    orders.map((order) => order.orderId),
  );
  for (const subjectId of subjectIds) {
    const own = new Set(orders.filter((order) => order.subjectId === subjectId).map((order) => order.orderId));
    if (own.size)
      given.set(
        subjectId,
        totals((line) => own.has(line.orderId)),
      );
  }
  return given;
}

/** What one subject has given, per currency (givenBySubjects). */
export async function givenBySubject(db: Database, subjectId: string): Promise<CurrencyTotal[]> {
  return (await givenBySubjects(db, [subjectId])).get(subjectId) ?? [];
}

/** What a payment received outside the site must be to pay the order: its open checkout's amount, else its total now. */
async function amountDue(db: Database, orderId: string, openIntentId: string | null): Promise<OrderPayments['due']> {
  if (openIntentId) {
    const [latest] = await invoicesOfIntents(db, [openIntentId]);
    return latest ? { amount: latest.amount, billingModuleCurrency: latest.currency } : null;
  }
  const [order] = await ordersWithLines(db, [orderId]);
  const [total, other] = order?.totals ?? [];
  return total?.complete && !other && order!.ordersToProducts.length
    ? { amount: total.amount, billingModuleCurrency: total.billingModuleCurrency }
    : null;
}

/**
 * What the order was asked to pay, for the administrator (its form's payments panel): how it stands with its money
 * whatever its status says, what a payment received outside the site must be, and its payment intents, newest first,
 * each with its invoices, their refund flags and the notifications received (billing reads those), and the messages
 * sent about it (the notification module reads those); a 404 for no such order. An order is paid under one intent at
 * a time, but keeps the intents it was released from.
 */
export async function orderPayments(db: Database, orderId: string): Promise<OrderPayments> {
  const [order] = await db.query<{ status: string }>(`SELECT "status" FROM "EcommerceOrder" WHERE "id" = $1::text`, [orderId]);
  if (!order) throw orderMissing(orderId);
  const links = await db.query<{ intentId: string; status: string }>(
    `SELECT p."id" AS "intentId", p."status" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
       JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
      WHERE x."orderId" = $1::text
      GROUP BY p."id" ORDER BY max(p."createdAt") DESC, p."id"`,
    [orderId],
  );
  const payment = (await paymentStates(db, [orderId])).get(orderId) ?? 'unpaid';
  const open = links.find((link) => link.status === 'open')?.intentId ?? null;
  return {
    orderId,
    status: order.status,
    payment,
    due: payment === 'unpaid' ? await amountDue(db, orderId, open) : null,
    paymentIntents: await paymentIntentsOverview(
      db,
      links.map((link) => link.intentId),
    ),
    messages: await messagesOfOrder(db, orderId),
  };
}
