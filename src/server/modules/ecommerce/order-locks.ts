import type { Database, SqlTransaction } from '../../db/database';
import { AppError } from '../../errors';
import { advisoryLock } from '../../platform/locks/advisory-lock';

/*
 * One lock order for every write of an order, its lines or its payment (docs/decisions/0039):
 *   1. the carts of the orders' subjects (`ecommerce.cart:<subjectId>`, advisory), in subject id order;
 *   2. the orders' open payment intents (billing's lock), in id order: the payment paths only;
 *   3. the orders' rows, FOR UPDATE, in id order;
 *   4. their lines.
 * The order's row is what keeps a checkout and a change of its lines apart: a checkout reads the lines it charges for
 * holding it, and every change of a line holds it first. The carts before it keep everyone waiting in the same order,
 * so that nobody waits in a circle (a deadlock, noticed only after a second); a path may take fewer locks, never
 * another order of them.
 */

const CART_LOCK = 'ecommerce.cart:';

/** The lock of a subject's cart: every write of its cart orders, and every checkout of them, holds it first. */
export const holdCart = (tx: SqlTransaction, subjectId: string) => advisoryLock.hold(tx, `${CART_LOCK}${subjectId}`);

/**
 * SQL that takes the cart lock of the subject `subjectId` (SQL), as holdCart does (advisoryLock hashes its key by
 * `hashtext`), inside a statement that does more: one round trip instead of two.
 */
export const cartLockSql = (subjectId: string) => `pg_advisory_xact_lock(hashtext('${CART_LOCK}' || ${subjectId}))`;

/** The carts of these subjects, in id order. */
export async function holdCarts(tx: SqlTransaction, subjectIds: Iterable<string>): Promise<void> {
  for (const subjectId of [...new Set(subjectIds)].sort()) await holdCart(tx, subjectId);
}

const idsOf = (ids: Iterable<unknown>) => [...new Set([...ids].filter((id): id is string => typeof id === 'string'))].sort();

/** Step 3: the rows of these orders, locked one after another in id order. Ids of no order lock nothing. */
export async function lockOrderRows(tx: SqlTransaction, orderIds: Iterable<string>): Promise<void> {
  const ids = idsOf(orderIds);
  if (ids.length) await tx.query(`SELECT 1 FROM "EcommerceOrder" WHERE "id" = ANY($1::text[]) ORDER BY "id" FOR UPDATE`, [ids]);
}

/** An order as it is once locked. */
export interface LockedOrder {
  id: string;
  type: string;
  status: string;
  /** It has an open payment intent: a checkout of it waits for its payment. */
  paying: boolean;
}

/**
 * Steps 1 and 3, for a write of orders or their lines (not of their payment): the carts of the orders' subjects, then
 * the orders' rows. Answers the orders found, read once their rows are locked (a statement of its own, so that it sees
 * what the writers it waited for committed). Ids that are not strings (a create naming no order) are left out.
 */
export async function lockOrders(tx: Database, orderIds: Iterable<unknown>): Promise<Map<string, LockedOrder>> {
  const ids = idsOf(orderIds);
  if (!ids.length) return new Map();
  const subjects = await tx.query<{ subjectId: string }>(
    `SELECT DISTINCT "subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" WHERE "ecommerceModuleOrderId" = ANY($1::text[])`,
    [ids],
  );
  await holdCarts(
    tx,
    subjects.map((row) => row.subjectId),
  );
  await lockOrderRows(tx, ids);
  const orders = await tx.query<LockedOrder>(
    `SELECT o."id", o."type", o."status", EXISTS (
              SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
               WHERE x."orderId" = o."id" AND p."status" = 'open') AS "paying"
       FROM "EcommerceOrder" o WHERE o."id" = ANY($1::text[])`,
    [ids],
  );
  return new Map(orders.map((order) => [order.id, order]));
}

/** The orders of these lines (ids of no line left out). */
export async function ordersOfLines(tx: Database, lineIds: readonly string[]): Promise<string[]> {
  if (!lineIds.length) return [];
  const rows = await tx.query<{ orderId: string }>(
    `SELECT DISTINCT "orderId" FROM "EcommerceOrdersToProducts" WHERE "id" = ANY($1::text[])`,
    [lineIds],
  );
  return rows.map((row) => row.orderId);
}

/** The 409 of a change to an order being paid, naming where the order was given (`field`). */
export function orderBeingPaid(orderId: string, field: string): AppError {
  const message = `${field}: order ${orderId} is being paid: it and its lines stay as they are until its payment ends or expires`;
  return new AppError('CONFLICT', message, [{ field, message, code: 'order_paying' }]);
}

/**
 * Locks these orders (the carts, then the rows) and refuses, naming `field`, a change to any of them that is being paid.
 * Answers the orders found.
 */
export async function lockOrdersNotPaying(
  tx: Database,
  orderIds: Iterable<unknown>,
  field: string,
): Promise<Map<string, LockedOrder>> {
  const orders = await lockOrders(tx, orderIds);
  const paying = [...orders.values()].find((order) => order.paying);
  if (paying) throw orderBeingPaid(paying.id, field);
  return orders;
}
