import type { Database } from '../../db/database';
import { noProgress, type CurrencyProgress, type ProductProgress } from '../../../shared/fundraising';
import { donorOf } from '../billing';
import { COUNTED_ORDER } from './order-money.service';

/*
 * What each project raised (docs/decisions/0054): the lines of its counted orders (paid through a recorded payment,
 * neither canceled nor refunded: decision 0033), at what each cost when it was paid, per currency of the order; and
 * who gave: an order's donor is billing's donorOf (its subject, a guest's anonymous one too, else the email that paid
 * it), counted once however many times they gave.
 * A cart, a checkout awaiting payment, an expired, failed, canceled or refunded one count for nothing.
 */

interface ProgressRow {
  /** Null on the row that only says when it was read (no product had a goal or money). */
  productId: string | null;
  currencyId: string;
  slug: string;
  symbol: string | null;
  title: Record<string, string>;
  decimals: number;
  goal: string | null;
  raised: string;
  donors: number;
  productDonors: number;
  readAt: string;
}

/**
 * The progress of these products, by id (every id given, an unknown one with none): each currency it has a goal or
 * was given money in, in the admin's order of currencies, and when the database read it (its statement's time, which
 * its snapshot follows). One statement for the whole list.
 */
export async function fundraisingProgress(db: Database, productIds: readonly string[]): Promise<Map<string, ProductProgress>> {
  if (!productIds.length) return new Map();
  const rows = await db.query<ProgressRow>(
    `WITH given AS (
       SELECT l."productId", oc."currencyId", l."checkoutUnitPrice" * l."quantity" AS "amount",
              ${donorOf({ subjectId: 'donor."subjectId"', email: 'payer."email"', record: `'order:' || o."id"` })} AS "donor"
         FROM "EcommerceOrdersToProducts" l
         JOIN "EcommerceOrder" o ON o."id" = l."orderId"
         JOIN LATERAL (
           SELECT x."billingModuleCurrencyId" AS "currencyId" FROM "EcommerceOrdersToBillingModuleCurrencies" x
            WHERE x."orderId" = o."id" ORDER BY x."orderIndex", x."createdAt", x."id" LIMIT 1
         ) oc ON TRUE
         LEFT JOIN LATERAL (
           SELECT so."subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" so
            WHERE so."ecommerceModuleOrderId" = o."id" ORDER BY so."createdAt", so."id" LIMIT 1
         ) donor ON TRUE
         LEFT JOIN LATERAL (
           SELECT i."email" FROM "EcommerceOrdersToBillingModulePaymentIntents" z
             JOIN "BillingPaymentIntentsToInvoices" xi ON xi."paymentIntentId" = z."billingModulePaymentIntentId"
             JOIN "BillingInvoice" i ON i."id" = xi."invoiceId" AND i."status" = 'paid'
            WHERE z."orderId" = o."id" ORDER BY i."paidAt", i."id" LIMIT 1
         ) payer ON TRUE
        WHERE l."productId" = ANY($1::text[]) AND ${COUNTED_ORDER('o')}
     ),
     raised AS (
       SELECT "productId", "currencyId", sum("amount") AS "amount", count(DISTINCT "donor")::int AS "donors"
         FROM given GROUP BY "productId", "currencyId"
     ),
     donors AS (SELECT "productId", count(DISTINCT "donor")::int AS "donors" FROM given GROUP BY "productId"),
     goals AS (
       SELECT "productId", "billingModuleCurrencyId" AS "currencyId", "amount"
         FROM "EcommerceProductGoal" WHERE "productId" = ANY($1::text[])
     )
     SELECT COALESCE(g."productId", r."productId") AS "productId", c."id" AS "currencyId", c."slug", c."symbol",
            c."title", c."decimals", round(g."amount", c."decimals")::text AS "goal",
            round(COALESCE(r."amount", 0), c."decimals")::text AS "raised", COALESCE(r."donors", 0) AS "donors",
            COALESCE(d."donors", 0) AS "productDonors", t."readAt"
       FROM goals g
       FULL JOIN raised r ON r."productId" = g."productId" AND r."currencyId" = g."currencyId"
       JOIN "BillingCurrency" c ON c."id" = COALESCE(g."currencyId", r."currencyId")
       LEFT JOIN donors d ON d."productId" = COALESCE(g."productId", r."productId")
       -- The read's time on every row; on a row of its own (no product) when no product has a goal or money.
       RIGHT JOIN (
         SELECT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "readAt"
       ) t ON TRUE
      ORDER BY c."orderIndex", c."createdAt", c."id"`,
    [productIds],
  );
  const readAt = rows[0]!.readAt;
  const progress = new Map(productIds.map((id) => [id, noProgress(id, readAt)]));
  for (const { productId, currencyId, slug, symbol, title, decimals, goal, raised, donors, productDonors } of rows) {
    if (productId === null) continue;
    const product = progress.get(productId)!;
    const currency: CurrencyProgress = { currency: { id: currencyId, slug, symbol, title, decimals }, goal, raised, donors };
    progress.set(productId, { ...product, donors: productDonors, currencies: [...product.currencies, currency] });
  }
  return progress;
}
