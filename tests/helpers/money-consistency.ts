import type { Database } from '../../src/server/db/database';

/** An invoice whose amount is not what the lines of the orders it pays come to at their checkout prices. */
export interface MoneyMismatch {
  invoiceId: string;
  paymentIntentId: string;
  /** The intent's status: `open` (being paid) or `paid`. */
  status: string;
  invoiceAmount: string;
  intentAmount: string;
  /** What the orders' lines come to at their checkout prices (null: no line left). */
  linesAmount: string | null;
  /** Lines of those orders without a checkout price (added after the checkout). */
  unpriced: number;
}

/**
 * The database check of decision 0039: every invoice of a payment intent being paid or paid asks exactly what the lines
 * of the orders that intent holds come to at the prices their checkout kept (`checkoutUnitPrice × quantity`), and so
 * does the intent; every such line has its checkout price. Answers each invoice where that fails (none: consistent).
 * An intent released unpaid (`canceled`) is left out: its orders went back to the cart, where they may change.
 */
export function moneyMismatches(db: Database): Promise<MoneyMismatch[]> {
  return db.query<MoneyMismatch>(
    `WITH charged AS (
       SELECT x."billingModulePaymentIntentId" AS "intentId",
              sum(l."checkoutUnitPrice" * l."quantity") AS "amount",
              (count(l."id") FILTER (WHERE l."checkoutUnitPrice" IS NULL))::int AS "unpriced"
         FROM "EcommerceOrdersToBillingModulePaymentIntents" x
         LEFT JOIN "EcommerceOrdersToProducts" l ON l."orderId" = x."orderId"
        GROUP BY x."billingModulePaymentIntentId")
     SELECT i."id" AS "invoiceId", p."id" AS "paymentIntentId", p."status",
            trim_scale(i."amount")::text AS "invoiceAmount", trim_scale(p."amount")::text AS "intentAmount",
            trim_scale(c."amount")::text AS "linesAmount", c."unpriced"
       FROM "BillingPaymentIntent" p
       JOIN charged c ON c."intentId" = p."id"
       JOIN "BillingPaymentIntentsToInvoices" pi ON pi."paymentIntentId" = p."id"
       JOIN "BillingInvoice" i ON i."id" = pi."invoiceId"
      WHERE p."status" IN ('open', 'paid')
        AND (c."amount" IS DISTINCT FROM i."amount" OR p."amount" <> i."amount" OR c."unpriced" > 0)
      ORDER BY i."createdAt", i."id"`,
  );
}
