import { randomUUID } from 'node:crypto';
import type { Database, SqlTransaction } from '../../db/database';
import type { MessageCode, MessageParams } from '../../../shared/message-codes';
import { badRequest, notFound, type ErrorCause } from '../../errors';
import { noDefaultCurrency } from '../billing';
import { cartLockSql, lockOrders, orderBeingPaid } from './order-locks';
import { MAX_QUANTITY } from './orders.schema';
import type { OrderWithLines } from './orders.answers';
import { ordersWithLines } from './orders.service';
import { NO_PRICE, priceLateral } from './prices.service';
import { toMinorUnits } from '../../../shared/money';

/*
 * The cart: a subject's orders of type `cart`, one per product, store and currency, each with one line, a link to
 * its subject and one to its currency. Adding the same product again adds to that line's quantity. Each write runs in
 * one transaction that holds the subject's cart lock, then the order's row (the lock order of order-locks.ts, which
 * every checkout takes too), so concurrent adds of one subject queue and never make a second order, and no change
 * slips between a checkout's reading of the lines and its invoice; a failure at any step leaves nothing behind.
 */

const CURRENCY_FIELD = 'data.billingModule.currency.id';

/** What adding to the cart takes: the subject's id, the product, and optionally the store and the currency. */
export interface CartAddition {
  subjectId: string;
  productId: string;
  quantity: number;
  storeId?: string | null;
  currencyId?: string;
  /** The amount of one the visitor chose (a decimal text), where the price takes a free amount. */
  amount?: string;
}

/** What an addition was checked to be: its currency, and the amount chosen for a free-amount price (else null). */
export interface CheckedAddition {
  currencyId: string;
  amount: string | null;
}

const cause = (field: string, message: string, code: MessageCode, params?: MessageParams): ErrorCause[] => [
  { field, message: `${field}: ${message}`, code, ...(params ? { params } : {}) },
];

interface AdditionCheck {
  product: boolean;
  offered: boolean;
  priced: boolean;
  currencyId: string | null;
  decimals: number | null;
  /** The price's bounds of a free amount (null for a fixed price), and its suggested amount. */
  minimum: string | null;
  maximum: string | null;
  suggested: string | null;
}

const AMOUNT_FIELD = 'data.amount';

/**
 * The amount of one a free-amount price is charged at: the visitor's, exactly as written (never rounded), within the
 * price's bounds and the currency's decimals, else the suggested one; a fixed price takes none (docs/decisions/0031).
 */
function chosenAmount(amount: string | undefined, check: AdditionCheck & { decimals: number }): string | null {
  const { minimum, maximum, decimals } = check;
  if (minimum === null) {
    if (amount === undefined) return null;
    throw badRequest(
      'This price is fixed: it takes no amount',
      cause(AMOUNT_FIELD, 'the price is fixed: leave amount out', 'fixed_price'),
    );
  }
  const chosen = amount ?? check.suggested ?? minimum;
  let units: bigint;
  try {
    units = toMinorUnits(chosen, decimals);
  } catch {
    throw badRequest(
      `amount must have at most ${decimals} decimals`,
      cause(AMOUNT_FIELD, `must be a decimal number with at most ${decimals} decimals`, 'step', {
        step: 10 ** -decimals,
      }),
    );
  }
  if (units < toMinorUnits(minimum, decimals))
    throw badRequest(
      `amount must be at least ${minimum}`,
      cause(AMOUNT_FIELD, `must be at least ${minimum}`, 'too_small', { minimum, origin: 'number' }),
    );
  if (maximum !== null && units > toMinorUnits(maximum, decimals))
    throw badRequest(
      `amount must be at most ${maximum}`,
      cause(AMOUNT_FIELD, `must be at most ${maximum}`, 'too_big', { maximum, origin: 'number' }),
    );
  return chosen.trim();
}

/**
 * The statement of checkAddition from `one`, its single row: `(SELECT 1)`, or one that takes a cart's lock. Written once
 * per form: a text built per call is hashed and compared again to find its prepared statement's name (issue 34).
 */
const additionCheck = (one: string) => `WITH currency AS (
       SELECT c."id", c."decimals" FROM "BillingCurrency" c
        WHERE CASE WHEN $3::text IS NULL THEN c."isDefault" ELSE c."id" = $3::text END
        ORDER BY c."orderIndex", c."createdAt", c."id" LIMIT 1)
     SELECT EXISTS (SELECT 1 FROM "EcommerceProduct" WHERE "id" = $1::text) AS "product",
            ($2::text IS NULL OR EXISTS (SELECT 1 FROM "EcommerceStoresToProducts" WHERE "storeId" = $2::text AND "productId" = $1::text)) AS "offered",
            currency."id" AS "currencyId", currency."decimals",
            price."attributeId" IS NOT NULL AS "priced",
            trim_scale(price."minimum")::text AS "minimum", trim_scale(price."maximum")::text AS "maximum",
            trim_scale(price."amount")::text AS "suggested"
       FROM ${one} one LEFT JOIN currency ON TRUE
       LEFT JOIN LATERAL ${priceLateral('$1::text', '$2::text', 'currency."id"')} price ON TRUE`;
const CHECK_ADDITION = additionCheck('(SELECT 1)');
// Holding a cart lock, the statement takes it too (a round trip fewer): what it checks is no cart's.
const CHECK_ADDITION_LOCKING_CART = additionCheck(`(SELECT 1 FROM ${cartLockSql('$4::text')})`);

/**
 * Refuses what cannot go in a cart, each problem naming its field; writes nothing. One statement: the product, the
 * store's offer of it, the currency (named, else the default) and its price there, and (`lockCartOf`, inside a
 * transaction) the cart lock of that subject.
 */
export async function checkAddition(
  db: Pick<Database, 'query'>,
  { productId, storeId, currencyId, amount }: CartAddition,
  productField = 'data.productId',
  { lockCartOf }: { lockCartOf?: string } = {},
): Promise<CheckedAddition> {
  const parameters = [productId, storeId ?? null, currencyId ?? null];
  const [check] = await (lockCartOf === undefined
    ? db.query<AdditionCheck>(CHECK_ADDITION, parameters)
    : db.query<AdditionCheck>(CHECK_ADDITION_LOCKING_CART, [...parameters, lockCartOf]));
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
  return { currencyId: check.currencyId, amount: chosenAmount(amount, { ...check, decimals: check.decimals ?? 0 }) };
}

const tooMany = (field: string) =>
  badRequest(
    `quantity must be at most ${MAX_QUANTITY}`,
    cause(field, `quantity must be at most ${MAX_QUANTITY} of one product in one order`, 'too_big', {
      maximum: MAX_QUANTITY,
      origin: 'number',
    }),
  );

/**
 * The CTEs that make a new cart order of one line, linked to its subject and currency, when `condition` (SQL) holds:
 * parameters as additionParameters gives them.
 */
const NEW_ORDER = (condition: string) => `"newOrder" AS (
       INSERT INTO "EcommerceOrder" ("id", "comment", "updatedAt") SELECT $7::text, $11::text, now() WHERE ${condition}
       RETURNING "id"),
     "newLine" AS (
       INSERT INTO "EcommerceOrdersToProducts" ("id", "orderId", "productId", "storeId", "quantity", "amount", "updatedAt")
       SELECT $8::text, n."id", $2::text, $3::text, $5::int, $6::numeric, now() FROM "newOrder" n),
     "newSubject" AS (
       INSERT INTO "RbacSubjectsToEcommerceModuleOrders" ("id", "subjectId", "ecommerceModuleOrderId", "updatedAt")
       SELECT $9::text, $1::text, n."id", now() FROM "newOrder" n),
     "newCurrency" AS (
       INSERT INTO "EcommerceOrdersToBillingModuleCurrencies" ("id", "orderId", "billingModuleCurrencyId", "updatedAt")
       SELECT $10::text, n."id", $4::text, now() FROM "newOrder" n)`;

/** The parameters of NEW_ORDER and ADD_TO_CART: `orderId` ($7) is the id a new order gets. */
const additionParameters = (
  addition: CartAddition & { comment?: string | null },
  { currencyId, amount }: CheckedAddition,
  orderId: string,
) => [
  addition.subjectId,
  addition.productId,
  addition.storeId ?? null,
  currencyId,
  addition.quantity,
  amount,
  orderId,
  randomUUID(),
  randomUUID(),
  randomUUID(),
  addition.comment ?? null,
];

/**
 * An addition in one statement, holding the subject's cart lock. The subject's cart order of this product, store and
 * currency is locked (its row: order first, then line, as every cart write takes them, setLineQuantities and
 * deleteCartOrder too: a fixed order, so an add racing a change of the same order waits instead of deadlocking); its
 * line grows (or takes the new free amount) and the order is touched (clear-old-orders reads updatedAt); without one,
 * a new order. An order being paid is not added to (it is history unless an administrator set it back by hand): the
 * product gets an order of its own. Answers the order's id and, for a grown line, its quantity.
 */
const ADD_TO_CART = `WITH "existing" AS (
       SELECT o."id" AS "orderId", l."id" AS "lineId" FROM "RbacSubjectsToEcommerceModuleOrders" so
         JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId" AND o."type" = 'cart'
         JOIN "EcommerceOrdersToProducts" l ON l."orderId" = o."id" AND l."productId" = $2::text
          AND l."storeId" IS NOT DISTINCT FROM $3::text
         JOIN "EcommerceOrdersToBillingModuleCurrencies" oc ON oc."orderId" = o."id" AND oc."billingModuleCurrencyId" = $4::text
        WHERE so."subjectId" = $1::text
          AND NOT EXISTS (SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                            JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
                           WHERE x."orderId" = o."id" AND p."status" = 'open')
        ORDER BY o."createdAt", o."id" LIMIT 1
        FOR UPDATE OF o),
     "grown" AS (
       UPDATE "EcommerceOrdersToProducts" l
          SET "quantity" = CASE WHEN $6::numeric IS NULL THEN l."quantity" + $5::int ELSE l."quantity" END,
              "amount" = $6::numeric, "updatedAt" = now()
         FROM "existing" e WHERE l."id" = e."lineId" RETURNING l."quantity"),
     "touched" AS (UPDATE "EcommerceOrder" o SET "updatedAt" = now() FROM "existing" e WHERE o."id" = e."orderId"),
     ${NEW_ORDER('NOT EXISTS (SELECT 1 FROM "existing")')}
   SELECT COALESCE((SELECT "orderId" FROM "existing"), $7::text) AS "orderId", (SELECT "quantity" FROM "grown") AS "quantity"`;

/**
 * Adds a product to the subject's cart (to its line's quantity when the cart holds it already; a free-amount line takes
 * the amount now chosen instead); answers that order. The transaction is two statements of ours, the check with the
 * cart's lock, then the addition: run on the driver (sqlTransaction), without Prisma's interactive transaction.
 */
export async function addToCart(db: Database, addition: CartAddition): Promise<OrderWithLines> {
  const orderId = await db.sqlTransaction(async (tx) => {
    const checked = await checkAddition(tx, addition, 'data.productId', { lockCartOf: addition.subjectId });
    const [added] = await tx.query<{ orderId: string; quantity: number | null }>(
      ADD_TO_CART,
      additionParameters(addition, checked, randomUUID()),
    );
    if ((added!.quantity ?? 0) > MAX_QUANTITY) throw tooMany('data.quantity');
    return added!.orderId;
  });
  return (await ordersWithLines(db, [orderId]))[0]!;
}

/** insertOrder's statement, written once (see additionCheck). */
const INSERT_ORDER = `WITH ${NEW_ORDER('TRUE')} SELECT 1 AS "inserted"`;

/**
 * A new cart order of one line, linked to its subject and currency (checked by checkAddition), in one statement;
 * answers its id. The caller holds the subject's cart lock.
 */
export async function insertOrder(
  tx: SqlTransaction,
  addition: CartAddition & { comment?: string | null },
  checked: CheckedAddition,
) {
  const orderId = randomUUID();
  await tx.query(INSERT_ORDER, additionParameters(addition, checked, orderId));
  return orderId;
}

/**
 * The order, locked for the change (its subject's cart, then its row), if it is a cart order; else a 404, a 409 while it
 * is being paid, or a 400, each naming `orderField`.
 */
async function lockedCartOrder(tx: Database, orderId: string, orderField: string) {
  const order = (await lockOrders(tx, [orderId])).get(orderId);
  if (!order) throw notFound(`EcommerceOrder with id ${orderId} not found`, orderField);
  if (order.paying) throw orderBeingPaid(orderId, orderField);
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
  // An order someone holds now (a checkout, a change) is not abandoned: skipped, never waited for, so that this delete
  // takes no lock out of order-locks.ts's order. One being paid is never deleted.
  const deleted = await db.query<{ id: string }>(
    `DELETE FROM "EcommerceOrder" WHERE "id" IN (
       SELECT o."id" FROM "EcommerceOrder" o
        WHERE o."type" = 'cart' AND o."updatedAt" < now() - make_interval(days => $1::int)
          AND NOT EXISTS (SELECT 1 FROM "EcommerceOrdersToProducts" l
                           WHERE l."orderId" = o."id" AND l."updatedAt" >= now() - make_interval(days => $1::int))
          AND NOT EXISTS (SELECT 1 FROM "EcommerceOrdersToBillingModulePaymentIntents" x
                            JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
                           WHERE x."orderId" = o."id" AND p."status" = 'open')
        ORDER BY o."id" FOR UPDATE SKIP LOCKED)
     RETURNING "id"`,
    [days],
  );
  return { deleted: deleted.length, olderThanDays: days };
}
