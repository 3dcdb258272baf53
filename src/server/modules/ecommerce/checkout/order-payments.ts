import type { Database } from '../../../db/database';
import type { PaymentEffects } from '../../billing';

/*
 * What paying for orders does, told by billing inside the transaction that changed the payment intent, holding its
 * lock. The orders' rows are locked in id order, so that two payments of the same orders (a late one of a superseded
 * intent and the current one) take turns: the first approves them, the second finds them paid.
 */

interface PaidOrder {
  id: string;
  /** Paid through another intent already. */
  paidElsewhere: boolean;
}

const ordersOfIntent = (tx: Database, paymentIntentId: string) =>
  tx.query<PaidOrder>(
    `SELECT o."id", EXISTS (
              SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" z
                JOIN "BillingPaymentIntent" p ON p."id" = z."billingModulePaymentIntentId"
               WHERE z."orderId" = o."id" AND p."status" = 'paid' AND p."id" <> $1::text) AS "paidElsewhere"
       FROM "EcommerceOrder" o
       JOIN "EcommerceOrdersToBillingModulePaymentIntents" x ON x."orderId" = o."id"
      WHERE x."billingModulePaymentIntentId" = $1::text
      ORDER BY o."id" FOR UPDATE OF o`,
    [paymentIntentId],
  );

export const orderPaymentEffects: PaymentEffects = {
  /** Paid orders leave the cart for good and wait for approval; paid twice, the second payment is owed back. */
  async paid(tx, paymentIntentId) {
    const orders = await ordersOfIntent(tx, paymentIntentId);
    if (orders.some((order) => order.paidElsewhere)) return 'already-paid';
    await tx.query(
      `UPDATE "EcommerceOrder" SET "type" = 'history', "status" = 'approving', "updatedAt" = now() WHERE "id" = ANY($1::text[])`,
      [orders.map((order) => order.id)],
    );
    return 'fulfilled';
  },
  /** Orders no open payment holds any more go back to the cart, as they were before the checkout. */
  async released(tx, paymentIntentId) {
    const orders = await ordersOfIntent(tx, paymentIntentId);
    await tx.query(
      `UPDATE "EcommerceOrder" o SET "type" = 'cart', "status" = 'new', "updatedAt" = now()
        WHERE o."id" = ANY($1::text[]) AND o."status" = 'paying'
          AND NOT EXISTS (SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                            JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
                           WHERE x."orderId" = o."id" AND p."status" IN ('open', 'paid'))`,
      [orders.filter((order) => !order.paidElsewhere).map((order) => order.id)],
    );
  },
};
