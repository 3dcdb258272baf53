import type { Database } from '../../../db/database';
import type { PaymentEffects } from '../../billing';
import { grantRoles } from '../../rbac/subjects/subjects.service';
import { rolesFollowOrders } from '../order-money.service';
import { enqueueJobs } from '../../../platform/jobs/jobs.service';
import { notifyOrderStatus, orderStatusJobs } from '../order-status.service';
import { receiptJobs } from '../receipts/receipts.service';
import { copyOrdersForRenewal, subscriptionChanged } from './subscription-effects';

/*
 * What paying for orders does, told by billing inside the transaction that changed the payment intent, holding its
 * lock: the orders move to approving, their payer is told, their receipts are queued, and a product tied to a role (roles-to-ecommerce-module-
 * products) gives the order's subject that role. The orders' rows are locked in id order, so that two payments of the
 * same orders (a late one of a superseded intent and the current one) take turns: the first approves them, the second
 * finds them paid, in the statement after the one that waited for their lock (order-payments.test.ts forces that turn).
 */

/** The roles the products of these orders give, by subject of the order. */
async function rolesBought(tx: Database, orderIds: readonly string[]) {
  const rows = await tx.query<{ subjectId: string; roleId: string }>(
    `SELECT DISTINCT so."subjectId", rp."roleId"
       FROM "EcommerceOrdersToProducts" l
       JOIN "RbacRolesToEcommerceModuleProducts" rp ON rp."ecommerceModuleProductId" = l."productId"
       JOIN "RbacSubjectsToEcommerceModuleOrders" so ON so."ecommerceModuleOrderId" = l."orderId"
      WHERE l."orderId" = ANY($1::text[]) ORDER BY so."subjectId", rp."roleId"`,
    [orderIds],
  );
  const bySubject = new Map<string, string[]>();
  for (const row of rows) bySubject.set(row.subjectId, [...(bySubject.get(row.subjectId) ?? []), row.roleId]);
  return bySubject;
}

/** Gives each paid order's subject the roles its products are tied to (a paid order, or one claimed by an account). */
export async function grantRolesBought(tx: Database, orderIds: readonly string[]): Promise<void> {
  for (const [subjectId, roleIds] of await rolesBought(tx, orderIds)) await grantRoles(tx, subjectId, roleIds);
}

/**
 * The ids of the intent's orders, their rows locked in id order. Only the ids: under READ COMMITTED a statement that
 * waited for a row re-reads that row once it is free, but reads every other table as they were when it began, before
 * the wait. So what another payment committed meanwhile (its intent paid) is read by the next statement, not this one.
 */
const lockOrdersOfIntent = async (tx: Database, paymentIntentId: string) =>
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
 * one of them was paid through another intent: then none is, and nothing is answered. No extra round trip.
 */
const approveUnlessPaidElsewhere = (tx: Database, paymentIntentId: string, orderIds: readonly string[]) =>
  tx.query<{ id: string }>(
    `UPDATE "EcommerceOrder" SET "type" = 'history', "status" = 'approving', "updatedAt" = now()
      WHERE "id" = ANY($1::text[]) AND NOT EXISTS (
              SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" z
                JOIN "BillingPaymentIntent" p ON p."id" = z."billingModulePaymentIntentId"
               WHERE z."orderId" = ANY($1::text[]) AND p."status" = 'paid' AND p."id" <> $2::text)
      RETURNING "id"`,
    [orderIds, paymentIntentId],
  );

export const orderPaymentEffects: PaymentEffects = {
  /** Paid orders leave the cart for good and wait for approval; paid twice, the second payment is owed back. */
  async paid(tx, paymentIntentId) {
    const locked = await lockOrdersOfIntent(tx, paymentIntentId);
    // Nothing left to fulfil (its orders deleted), or paid already: the money is owed back.
    const ids = locked.length ? (await approveUnlessPaidElsewhere(tx, paymentIntentId, locked)).map((order) => order.id) : [];
    if (!ids.length) return 'already-paid';
    await grantRolesBought(tx, ids);
    // The payer told and the receipts drawn by jobs, queued in one statement.
    await enqueueJobs(tx, [...(await orderStatusJobs(tx, ids)), ...receiptJobs(ids)]);
    return 'fulfilled';
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
