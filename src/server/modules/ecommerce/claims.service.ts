import type { Database } from '../../db/database';
import { guestIntentsOfEmail, moveIntentsToSubject } from '../billing';
import type { SubjectClaims } from '../rbac';
import { grantRolesBought } from './checkout/order-payments';
import { holdCarts } from './order-locks';

/*
 * A guest's donations brought into an account (docs/decisions/0031): the orders' subject links (which carry the
 * receipts' access too), the payment intents paying them, and the roles the paid ones give. Only ever for someone who
 * proved both ends: the guest's own session signing in, or the address's owner using a code sent to it.
 */

/**
 * Moves orders of `from` to `to`: those the intents `intentIds` pay, or (none named) all of them but a cart order of a
 * product the account's cart holds already (the account's line stays as it is). Answers the orders moved.
 */
async function moveOrders(db: Database, from: string, to: string, intentIds?: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Both carts, in the order every cart write takes them.
    await holdCarts(tx, [from, to]);
    const moved = await tx.query<{ orderId: string }>(
      `UPDATE "RbacSubjectsToEcommerceModuleOrders" so SET "subjectId" = $2::text, "updatedAt" = now()
         FROM "EcommerceOrder" o
        WHERE o."id" = so."ecommerceModuleOrderId" AND so."subjectId" = $1::text
          AND ($3::text[] IS NULL OR EXISTS (
                SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                 WHERE x."orderId" = o."id" AND x."billingModulePaymentIntentId" = ANY($3::text[])))
          AND NOT (o."type" = 'cart' AND EXISTS (
                SELECT 1 FROM "EcommerceOrdersToProducts" l
                  JOIN "EcommerceOrdersToBillingModuleCurrencies" c ON c."orderId" = l."orderId"
                  JOIN "EcommerceOrdersToProducts" ml ON ml."productId" = l."productId" AND ml."storeId" IS NOT DISTINCT FROM l."storeId"
                  JOIN "EcommerceOrder" mo ON mo."id" = ml."orderId" AND mo."type" = 'cart'
                  JOIN "EcommerceOrdersToBillingModuleCurrencies" mc ON mc."orderId" = mo."id" AND mc."billingModuleCurrencyId" = c."billingModuleCurrencyId"
                  JOIN "RbacSubjectsToEcommerceModuleOrders" mine ON mine."ecommerceModuleOrderId" = mo."id" AND mine."subjectId" = $2::text
                 WHERE l."orderId" = o."id"))
       RETURNING so."ecommerceModuleOrderId" AS "orderId"`,
      [from, to, intentIds ?? null],
    );
    const orderIds = moved.map((row) => row.orderId);
    if (!orderIds.length) return orderIds;
    const paying = await tx.query<{ intentId: string; paid: boolean }>(
      `SELECT DISTINCT x."billingModulePaymentIntentId" AS "intentId", p."status" = 'paid' AS "paid"
         FROM "EcommerceOrdersToBillingModulePaymentIntents" x
         JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
        WHERE x."orderId" = ANY($1::text[])`,
      [orderIds],
    );
    await moveIntentsToSubject(
      tx,
      from,
      to,
      paying.map((row) => row.intentId),
    );
    const paid = await tx.query<{ id: string }>(
      `SELECT DISTINCT x."orderId" AS "id" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
        WHERE x."orderId" = ANY($1::text[]) AND x."billingModulePaymentIntentId" = ANY($2::text[])`,
      [orderIds, paying.filter((row) => row.paid).map((row) => row.intentId)],
    );
    await grantRolesBought(
      tx,
      paid.map((row) => row.id),
    );
    return orderIds;
  });
}

/** What a sign-in brings into the account from ecommerce: the donations a guest made (rbac's SubjectClaims). */
export const orderClaims: SubjectClaims = {
  async signedIn(db, from, to) {
    await moveOrders(db, from, to);
  },
  async emailProven(db, email, to) {
    for (const [guest, intentIds] of await guestIntentsOfEmail(db, email)) await moveOrders(db, guest, to, intentIds);
  },
};
