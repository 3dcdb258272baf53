import type { SqlTransaction } from '../../../db/database';
import type { PaymentEffects } from '../../billing';
import { grantRolesStatement } from '../../rbac/subjects/subjects.service';
import { rolesFollowOrders } from '../order-money.service';
import { invoicesOfOrdersQuery, notifyOrderStatus, statusJobsOf, type OrderInvoice } from '../order-status.service';
import { receiptJobs } from '../receipts/receipts.service';
import { copyOrdersForRenewal, subscriptionChanged } from './subscription-effects';

/*
 * What paying for orders does, told by billing inside the transaction that changed the payment intent, holding its
 * lock: the orders move to approving, their payer is told, their receipts are queued, and a product tied to a role (roles-to-ecommerce-module-
 * products) gives the order's subject that role. The orders' rows are locked in id order, so that two payments of the
 * same orders (a late one of a superseded intent and the current one) take turns: the first approves them, the second
 * finds them paid, in the statement after the one that waited for their lock (order-payments.test.ts forces that turn).
 */

/** The roles the products of the orders `orders` answers (a query answering their ids) give, by subject of the order. */
const rolesBoughtQuery = (orders: string) =>
  `SELECT so."subjectId", rp."roleId"
     FROM "EcommerceOrdersToProducts" l
     JOIN "RbacRolesToEcommerceModuleProducts" rp ON rp."ecommerceModuleProductId" = l."productId"
     JOIN "RbacSubjectsToEcommerceModuleOrders" so ON so."ecommerceModuleOrderId" = l."orderId"
    WHERE l."orderId" IN (${orders})`;

/** Gives each paid order's subject the roles its products are tied to (a paid order, or one claimed by an account). */
export async function grantRolesBought(tx: SqlTransaction, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length) await tx.query(grantRolesStatement(rolesBoughtQuery(`SELECT unnest($1::text[])`)), [orderIds]);
}

/**
 * The ids of the intent's orders, their rows locked in id order. Only the ids: under READ COMMITTED a statement that
 * waited for a row re-reads that row once it is free, but reads every other table as they were when it began, before
 * the wait. So what another payment committed meanwhile (its intent paid) is read by the next statement, not this one.
 */
const lockOrdersOfIntent = async (tx: SqlTransaction, paymentIntentId: string) =>
  (
    await tx.query<{ id: string }>(
      `SELECT o."id" FROM "EcommerceOrder" o
         JOIN "EcommerceOrdersToBillingModulePaymentIntents" x ON x."orderId" = o."id"
        WHERE x."billingModulePaymentIntentId" = $1::text
        ORDER BY o."id" FOR UPDATE OF o`,
      [paymentIntentId],
    )
  ).map((order) => order.id);

/**
 * The locked orders approved, in the statement after their lock (so it sees every payment committed before it), unless
 * one of them was paid through another intent: then none is, and nothing is answered. The same statement gives the
 * roles their products are tied to and reads the invoices their status messages need: a row per approved order, its
 * invoice's columns null where it has none. The orders are named by their intent, not by the locked ids: an intent's
 * links are written only with the intent, so they are the ones just locked, and with the intent's id as its only
 * parameter PostgreSQL keeps one generic plan of the statement instead of planning it again at every payment (an id
 * list's length is unknown to a generic plan, which then costs more than a custom one).
 */
const approveUnlessPaidElsewhere = (tx: SqlTransaction, paymentIntentId: string) =>
  tx.query<{ approvedId: string } & Nullable<OrderInvoice>>(
    `WITH "locked" AS (
       SELECT x."orderId" FROM "EcommerceOrdersToBillingModulePaymentIntents" x WHERE x."billingModulePaymentIntentId" = $1::text),
     "approved" AS (
       UPDATE "EcommerceOrder" SET "type" = 'history', "status" = 'approving', "updatedAt" = now()
        WHERE "id" IN (SELECT "orderId" FROM "locked") AND NOT EXISTS (
                SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" z
                  JOIN "BillingPaymentIntent" p ON p."id" = z."billingModulePaymentIntentId"
                 WHERE z."orderId" IN (SELECT "orderId" FROM "locked") AND p."status" = 'paid' AND p."id" <> $1::text)
        RETURNING "id", "status"),
     "granted" AS (${grantRolesStatement(rolesBoughtQuery(`SELECT "id" FROM "approved"`))})
     SELECT a."id" AS "approvedId", m.* FROM "approved" a
       LEFT JOIN (${invoicesOfOrdersQuery(`SELECT "id", "status" FROM "approved"`)}) m ON m."orderId" = a."id"`,
    [paymentIntentId],
  );

type Nullable<T> = { [K in keyof T]: T[K] | null };
const withInvoice = <T extends Nullable<OrderInvoice>>(row: T): row is T & OrderInvoice => row.orderId !== null;

export const orderPaymentEffects: PaymentEffects = {
  /** Paid orders leave the cart for good and wait for approval; paid twice, the second payment is owed back. */
  async paid(tx, paymentIntentId) {
    const locked = await lockOrdersOfIntent(tx, paymentIntentId);
    // Nothing left to fulfil (its orders deleted), or paid already: the money is owed back.
    const approved = locked.length ? await approveUnlessPaidElsewhere(tx, paymentIntentId) : [];
    if (!approved.length) return 'already-paid';
    // The payer told and the receipts drawn by jobs, which billing queues with the payment's own writes.
    return {
      jobs: [...statusJobsOf(approved.filter(withInvoice)), ...receiptJobs(approved.map((order) => order.approvedId))],
    };
  },
  /** Orders no open payment holds any more go back to the cart, as they were before the checkout. */
  async released(tx, paymentIntentId) {
    // Its own conditions, read after the lock, leave out an order paid through another intent (no longer paying).
    const locked = await lockOrdersOfIntent(tx, paymentIntentId);
    const released = await tx.query<{ id: string }>(
      `UPDATE "EcommerceOrder" o SET "type" = 'cart', "status" = 'new', "updatedAt" = now()
        WHERE o."id" = ANY($1::text[]) AND o."status" = 'paying'
          AND NOT EXISTS (SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                            JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
                           WHERE x."orderId" = o."id" AND p."status" IN ('open', 'paid'))
        RETURNING o."id"`,
      [locked],
    );
    await notifyOrderStatus(
      tx,
      released.map((order) => order.id),
    );
  },
  /** The payment was given back: the roles its orders gave are taken back, unless another counted order gives them. */
  async refunded(tx, paymentIntentId) {
    await rolesFollowOrders(tx, await lockOrdersOfIntent(tx, paymentIntentId));
  },
  /** A later period of a subscription: the first payment's orders again, under the renewal, paid. */
  async renewed(tx, { firstPaymentIntentId, paymentIntentId }) {
    if (!(await copyOrdersForRenewal(tx, firstPaymentIntentId, paymentIntentId))) return 'already-paid';
    return orderPaymentEffects.paid(tx, paymentIntentId);
  },
  async subscriptionChanged(tx, { subscriptionId, change }) {
    await subscriptionChanged(tx, subscriptionId, change);
  },
};
