import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { MessageCode, MessageParams } from '../../../shared/message-codes';
import { badRequest, notFound, type ErrorCause } from '../../errors';
import { advisoryLock } from '../../platform/locks/advisory-lock';
import { noDefaultCurrency } from '../billing';
import { MAX_QUANTITY } from './orders.schema';
import type { OrderWithLines } from './orders.answers';
import { ordersWithLines } from './orders.service';
import { NO_PRICE, priceExists } from './prices.service';

/*
 * The cart: a subject's orders of type `cart`, one per product, store and currency, each with one line, a link to
 * its subject and one to its currency. Adding the same product again adds to that line's quantity. Each write runs in
 * one transaction that holds the subject's cart lock, so concurrent adds of one subject queue and never make a second
 * order; a failure at any step leaves nothing behind.
 */

const CURRENCY_FIELD = 'data.billingModule.currency.id';

/** What adding to the cart takes: the subject's id, the product, and optionally the store and the currency. */
export interface CartAddition {
  subjectId: string;
  productId: string;
  quantity: number;
  storeId?: string | null;
  currencyId?: string;
}

const cause = (field: string, message: string, code: MessageCode, params?: MessageParams): ErrorCause[] => [
  { field, message: `${field}: ${message}`, code, ...(params ? { params } : {}) },
];

interface AdditionCheck {
  product: boolean;
  offered: boolean;
  priced: boolean;
  currencyId: string | null;
}

/**
 * Refuses what cannot go in a cart, each problem naming its field; writes nothing. One statement: the product, the
 * store's offer of it, the currency (named, else the default) and its price there.
 */
export async function checkAddition(
  db: Database,
  { productId, storeId, currencyId }: CartAddition,
  productField = 'data.productId',
): Promise<string> {
  const store = storeId ?? null;
  const [check] = await db.query<AdditionCheck>(
    `WITH currency AS (
       SELECT c."id" FROM "BillingCurrency" c
        WHERE CASE WHEN $3::text IS NULL THEN c."isDefault" ELSE c."id" = $3::text END
        ORDER BY c."orderIndex", c."createdAt", c."id" LIMIT 1)
     SELECT EXISTS (SELECT 1 FROM "EcommerceProduct" WHERE "id" = $1::text) AS "product",
            ($2::text IS NULL OR EXISTS (SELECT 1 FROM "EcommerceStoresToProducts" WHERE "storeId" = $2::text AND "productId" = $1::text)) AS "offered",
            currency."id" AS "currencyId",
            ${priceExists('$1::text', store === null ? null : '$2::text', 'currency."id"')} AS "priced"
       FROM (SELECT 1) one LEFT JOIN currency ON TRUE`,
    [productId, store, currencyId ?? null],
  );
  if (!check?.currencyId)
    throw currencyId
      ? notFound(`BillingCurrency with id ${currencyId} not found`, CURRENCY_FIELD)
      : noDefaultCurrency(CURRENCY_FIELD);
  if (!check.product) throw notFound(`EcommerceProduct with id ${productId} not found`, productField);
  if (!check.offered)
    throw badRequest(
      'The store does not offer this product',
      cause('data.storeId', 'the store does not offer this product', 'not_offered'),
    );
  if (!check.priced) throw badRequest(NO_PRICE, cause(productField, NO_PRICE, 'no_price'));
  return check.currencyId;
}

const tooMany = (field: string) =>
  badRequest(
    `quantity must be at most ${MAX_QUANTITY}`,
    cause(field, `quantity must be at most ${MAX_QUANTITY} of one product in one order`, 'too_big', {
      maximum: MAX_QUANTITY,
      origin: 'number',
    }),
  );

/** Adds a product to the subject's cart (to its line's quantity when the cart holds it already); answers that order. */
export async function addToCart(db: Database, addition: CartAddition): Promise<OrderWithLines> {
  const currencyId = await checkAddition(db, addition);
  const { subjectId, productId, quantity } = addition;
  const storeId = addition.storeId ?? null;
  const orderId = await db.transaction(async (tx) => {
    await advisoryLock.hold(tx, `ecommerce.cart:${subjectId}`);
    // Rows are locked order first, then line, as every cart write does (setLineQuantities, deleteCartOrder): a fixed
    // order, so an add racing a change of the same order waits instead of deadlocking.
    const [existing] = await tx.query<{ orderId: string; lineId: string }>(
      `SELECT o."id" AS "orderId", l."id" AS "lineId" FROM "RbacSubjectsToEcommerceModuleOrders" so
         JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId" AND o."type" = 'cart'
         JOIN "EcommerceOrdersToProducts" l ON l."orderId" = o."id" AND l."productId" = $2::text
          AND l."storeId" IS NOT DISTINCT FROM $3::text
         JOIN "EcommerceOrdersToBillingModuleCurrencies" oc ON oc."orderId" = o."id" AND oc."billingModuleCurrencyId" = $4::text
        WHERE so."subjectId" = $1::text ORDER BY o."createdAt", o."id" LIMIT 1
        FOR UPDATE OF o`,
      [subjectId, productId, storeId, currencyId],
    );
    if (existing) {
      // The line grows and its order is touched (clear-old-orders reads updatedAt) in one statement.
      const [added] = await tx.query<{ quantity: number }>(
        `WITH line AS (UPDATE "EcommerceOrdersToProducts" SET "quantity" = "quantity" + $2::int, "updatedAt" = now()
                        WHERE "id" = $1::text RETURNING "quantity")
         UPDATE "EcommerceOrder" SET "updatedAt" = now() WHERE "id" = $3::text RETURNING (SELECT "quantity" FROM line)`,
        [existing.lineId, quantity, existing.orderId],
      );
      if (added!.quantity > MAX_QUANTITY) throw tooMany('data.quantity');
      return existing.orderId;
    }
    return insertOrder(tx, { subjectId, productId, storeId, quantity }, currencyId);
  });
  return (await ordersWithLines(db, [orderId]))[0]!;
}

/**
 * A new cart order of one line, linked to its subject and currency (checked by checkAddition), in one statement;
 * answers its id. The caller holds the subject's cart lock.
 */
export async function insertOrder(tx: Database, addition: CartAddition & { comment?: string | null }, currencyId: string) {
  const id = randomUUID();
  await tx.query(
    `WITH o AS (INSERT INTO "EcommerceOrder" ("id", "comment", "updatedAt") VALUES ($1::text, $10::text, now()) RETURNING "id"),
          l AS (INSERT INTO "EcommerceOrdersToProducts" ("id", "orderId", "productId", "storeId", "quantity", "updatedAt")
                SELECT $2::text, o."id", $3::text, $4::text, $5::int, now() FROM o),
          s AS (INSERT INTO "RbacSubjectsToEcommerceModuleOrders" ("id", "subjectId", "ecommerceModuleOrderId", "updatedAt")
                SELECT $6::text, $7::text, o."id", now() FROM o)
     INSERT INTO "EcommerceOrdersToBillingModuleCurrencies" ("id", "orderId", "billingModuleCurrencyId", "updatedAt")
     SELECT $8::text, o."id", $9::text, now() FROM o`,
    [
      id,
      randomUUID(),
      addition.productId,
      addition.storeId ?? null,
      addition.quantity,
      randomUUID(),
      addition.subjectId,
      randomUUID(),
      currencyId,
      addition.comment ?? null,
    ],
  );
  return id;
}

/** The order, locked for the change, if it is a cart order; else a 404 or a 400 naming `orderField`. */
async function lockedCartOrder(tx: Database, orderId: string, orderField: string) {
  const [order] = await tx.query<{ type: string }>(`SELECT "type" FROM "EcommerceOrder" WHERE "id" = $1::text FOR UPDATE`, [
    orderId,
  ]);
  if (!order) throw notFound(`EcommerceOrder with id ${orderId} not found`, orderField);
  if (order.type !== 'cart')
    throw badRequest(
      'Only a cart order can be changed: this one is history',
      cause(orderField, 'only a cart order can be changed', 'not_in_cart'),
    );
}

/** New quantities of lines of one order: `field(index)` names where each line was given. */
export interface LineQuantities {
  lines: readonly { id: string; quantity: number }[];
  field(index: number): string;
  orderField: string;
}

/** Sets the quantities of lines of a cart order, all or none; answers the order. Lines of other orders are refused. */
export async function setLineQuantities(db: Database, orderId: string, { lines, field, orderField }: LineQuantities) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.id))
      throw badRequest('A line is named twice', cause(field(index), 'this line is named twice', 'duplicate'));
    seen.add(line.id);
  });
  await db.transaction(async (tx) => {
    await lockedCartOrder(tx, orderId, orderField);
    const updated = await tx.query<{ id: string }>(
      `UPDATE "EcommerceOrdersToProducts" l SET "quantity" = v."quantity", "updatedAt" = now()
         FROM unnest($2::text[], $3::int[]) AS v("id", "quantity")
        WHERE l."id" = v."id" AND l."orderId" = $1::text RETURNING l."id"`,
      [orderId, lines.map((line) => line.id), lines.map((line) => line.quantity)],
    );
    const found = new Set(updated.map((row) => row.id));
    const missing = lines.findIndex((line) => !found.has(line.id));
    if (missing >= 0)
      throw notFound(`EcommerceOrdersToProducts with id ${lines[missing]!.id} not found in this order`, field(missing));
    await tx.query(`UPDATE "EcommerceOrder" SET "updatedAt" = now() WHERE "id" = $1::text`, [orderId]);
  });
  return (await ordersWithLines(db, [orderId]))[0]!;
}

/** Deletes a cart order with its lines and links; answers it as it was. History is never deleted here. */
export async function deleteCartOrder(db: Database, orderId: string, orderField: string): Promise<OrderWithLines> {
  return db.transaction(async (tx) => {
    await lockedCartOrder(tx, orderId, orderField);
    const [order] = await ordersWithLines(tx, [orderId]);
    await tx.query(`DELETE FROM "EcommerceOrder" WHERE "id" = $1::text`, [orderId]);
    return order!;
  });
}

/**
 * Deletes cart orders nobody has touched (the order nor any of its lines) for `days` days: abandoned carts. History
 * is never touched. Answers how many were deleted.
 */
export async function clearOldOrders(db: Database, days: number): Promise<{ deleted: number; olderThanDays: number }> {
  const deleted = await db.query<{ id: string }>(
    `DELETE FROM "EcommerceOrder" o
      WHERE o."type" = 'cart' AND o."updatedAt" < now() - make_interval(days => $1::int)
        AND NOT EXISTS (SELECT 1 FROM "EcommerceOrdersToProducts" l
                         WHERE l."orderId" = o."id" AND l."updatedAt" >= now() - make_interval(days => $1::int))
      RETURNING o."id"`,
    [days],
  );
  return { deleted: deleted.length, olderThanDays: days };
}
