import type { Database } from '../../../db/database';

/** What was paid in one currency over a period: paid invoices, their sum (exact decimal text), and the people who paid. */
export interface PaidInCurrency {
  currency: string;
  invoices: number;
  amount: string;
  donors: number;
}

/**
 * The invoices paid in [from, to) (by their paidAt) that are still paid and not owed back (`refundDue`), by the
 * currency of the intent they pay, and how many people paid them: per currency, and in all (one who paid in two
 * currencies is one donor). A donor is the intent's subject, else the email the guest gave, else the invoice itself.
 */
export async function paidBetween(
  db: Pick<Database, 'query'>,
  from: Date,
  to: Date,
): Promise<{ byCurrency: PaidInCurrency[]; donors: number }> {
  const rows = await db.query<{ currency: string | null; invoices: number; amount: string; donors: number }>(
    `WITH paid AS (
       SELECT inv."id", inv."amount", c."slug" AS "currency",
              COALESCE(
                (SELECT 'subject:' || sp."subjectId" FROM "RbacSubjectsToBillingModulePaymentIntents" sp
                  WHERE sp."billingModulePaymentIntentId" = pv."paymentIntentId" ORDER BY sp."createdAt", sp."id" LIMIT 1),
                'email:' || lower(inv."email"),
                'invoice:' || inv."id") AS "donor"
         FROM "BillingInvoice" inv
         JOIN LATERAL (SELECT x."paymentIntentId" FROM "BillingPaymentIntentsToInvoices" x
                        WHERE x."invoiceId" = inv."id" ORDER BY x."createdAt", x."id" LIMIT 1) pv ON TRUE
         JOIN LATERAL (SELECT y."currencyId" FROM "BillingPaymentIntentsToCurrencies" y
                        WHERE y."paymentIntentId" = pv."paymentIntentId" ORDER BY y."createdAt", y."id" LIMIT 1) pc ON TRUE
         JOIN "BillingCurrency" c ON c."id" = pc."currencyId"
        WHERE inv."status" = 'paid' AND NOT inv."refundDue"
          AND inv."paidAt" >= $1::timestamptz AND inv."paidAt" < $2::timestamptz)
     SELECT "currency", count(*)::int AS "invoices", sum("amount")::text AS "amount", count(DISTINCT "donor")::int AS "donors"
       FROM paid GROUP BY GROUPING SETS (("currency"), ()) ORDER BY "currency" NULLS LAST`,
    [from.toISOString(), to.toISOString()],
  );
  const total = rows.find((row) => row.currency === null);
  return {
    byCurrency: rows.flatMap((row) => (row.currency === null ? [] : [{ ...row, currency: row.currency }])),
    donors: total?.donors ?? 0,
  };
}
