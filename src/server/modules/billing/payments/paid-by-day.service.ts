import type { Database } from '../../../db/database';
import { donorOf } from './donor';

/** A currency as an amount is written in it (amountText). */
export interface PaidCurrency {
  slug: string;
  symbol: string | null;
  decimals: number;
}

/** What was paid in one currency over a period, or on one of its days: the invoices, their exact sum, who paid. */
export interface PaidTotal {
  invoices: number;
  /** Exact decimal text. */
  amount: string;
  donors: number;
}

export interface PaidByDay {
  /** Per currency that was paid in, by slug. */
  currencies: (PaidCurrency & PaidTotal)[];
  /** Per UTC day (`2026-11-29`) and currency slug, only the days something was paid. */
  days: ({ day: string; currency: string } & PaidTotal)[];
  /** People who paid, in any currency: one who paid in two currencies is one donor. */
  donors: number;
}

/**
 * The invoices paid in [from, to) (by their paidAt, days in UTC) that are still paid and not owed back (`refundDue`:
 * a second payment of the same orders), by the currency of the intent they pay: per day, per currency and in all. A
 * donor is the intent's subject, else the email the guest gave, else the invoice itself.
 */
export async function paidByDay(db: Pick<Database, 'query'>, from: Date, to: Date): Promise<PaidByDay> {
  const rows = await db.query<{ day: string | null; currency: string | null; invoices: number; amount: string; donors: number }>(
    `WITH paid AS (
       SELECT inv."amount", c."slug" AS "currency", to_char(inv."paidAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day",
              ${donorOf({
                subjectId: `(SELECT sp."subjectId" FROM "RbacSubjectsToBillingModulePaymentIntents" sp
                  WHERE sp."billingModulePaymentIntentId" = pv."paymentIntentId" ORDER BY sp."createdAt", sp."id" LIMIT 1)`,
                email: 'inv."email"',
                record: `'invoice:' || inv."id"`,
              })} AS "donor"
         FROM "BillingInvoice" inv
         JOIN LATERAL (SELECT x."paymentIntentId" FROM "BillingPaymentIntentsToInvoices" x
                        WHERE x."invoiceId" = inv."id" ORDER BY x."createdAt", x."id" LIMIT 1) pv ON TRUE
         JOIN LATERAL (SELECT y."currencyId" FROM "BillingPaymentIntentsToCurrencies" y
                        WHERE y."paymentIntentId" = pv."paymentIntentId" ORDER BY y."createdAt", y."id" LIMIT 1) pc ON TRUE
         JOIN "BillingCurrency" c ON c."id" = pc."currencyId"
        WHERE inv."status" = 'paid' AND NOT inv."refundDue"
          AND inv."paidAt" >= $1::timestamptz AND inv."paidAt" < $2::timestamptz)
     SELECT "day", "currency", count(*)::int AS "invoices", sum("amount")::text AS "amount",
            count(DISTINCT "donor")::int AS "donors"
       FROM paid GROUP BY GROUPING SETS (("day", "currency"), ("currency"), ())
      ORDER BY "day" NULLS FIRST, "currency" NULLS FIRST`,
    [from.toISOString(), to.toISOString()],
  );
  const slugs = rows.flatMap((row) => (row.day === null && row.currency !== null ? [row.currency] : []));
  const currencies = slugs.length
    ? await db.query<PaidCurrency>(
        `SELECT "slug", "symbol", "decimals" FROM "BillingCurrency" WHERE "slug" = ANY($1::text[]) ORDER BY "slug"`,
        [slugs],
      )
    : [];
  const totalOf = ({ invoices, amount, donors }: PaidTotal): PaidTotal => ({ invoices, amount, donors });
  return {
    currencies: currencies.map((currency) => ({
      ...currency,
      ...totalOf(rows.find((row) => row.day === null && row.currency === currency.slug)!),
    })),
    days: rows.flatMap(({ day, currency, ...total }) =>
      day !== null && currency !== null ? [{ day, currency, ...totalOf(total) }] : [],
    ),
    donors: rows.find((row) => row.day === null && row.currency === null)?.donors ?? 0,
  };
}
