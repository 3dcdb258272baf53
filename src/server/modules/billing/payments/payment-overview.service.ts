import type { Database } from '../../../db/database';
import type { CurrencySummary } from '../currencies.schema';
import {
  LATEST_EVENTS,
  type InvoiceOverview,
  type PaymentEventSummary,
  type PaymentIntentOverview,
} from './payment-overview.schema';

/*
 * Payment intents as an administrator reads them (the order form's payments panel): their invoices newest first, each
 * with its refund flag and the provider notifications received for it. Three statements, however many intents; the
 * currency is joined LEFT, so an intent an administrator made without one is shown all the same.
 */

interface IntentRow extends Omit<PaymentIntentOverview, 'billingModuleCurrency' | 'invoices'> {
  currencyId: string | null;
  currencySlug: string | null;
  currencySymbol: string | null;
  currencyTitle: Record<string, string> | null;
  currencyDecimals: number | null;
}

interface InvoiceRow extends Omit<InvoiceOverview, 'events'> {
  paymentIntentId: string;
}

interface EventRow extends PaymentEventSummary {
  invoiceId: string;
  received: number;
}

/** An amount rounded to the currency's decimals where there is one, else as stored. */
const rounded = (column: string) =>
  `(CASE WHEN c."id" IS NULL THEN trim_scale(${column}) ELSE round(${column}, c."decimals") END)::text`;

/** These intents (ids in that order; unknown ids are left out), each with its invoices and their events. */
export async function paymentIntentsOverview(db: Database, intentIds: readonly string[]): Promise<PaymentIntentOverview[]> {
  if (!intentIds.length) return [];
  const [intents, invoices] = await Promise.all([
    db.query<IntentRow>(
      `SELECT p."id", p."status", ${rounded('p."amount"')} AS "amount", p."description", p."createdAt", p."subscriptionId",
              c."id" AS "currencyId", c."slug" AS "currencySlug", c."symbol" AS "currencySymbol",
              c."title" AS "currencyTitle", c."decimals" AS "currencyDecimals"
         FROM "BillingPaymentIntent" p
         LEFT JOIN LATERAL (
           SELECT y."currencyId" FROM "BillingPaymentIntentsToCurrencies" y
            WHERE y."paymentIntentId" = p."id" ORDER BY y."orderIndex", y."createdAt", y."id" LIMIT 1
         ) pc ON TRUE
         LEFT JOIN "BillingCurrency" c ON c."id" = pc."currencyId"
        WHERE p."id" = ANY($1::text[])`,
      [intentIds],
    ),
    db.query<InvoiceRow>(
      `SELECT i."id", x."paymentIntentId", i."provider", i."status", ${rounded('i."amount"')} AS "amount", i."email",
              i."paymentUrl", i."providerId", i."createdAt", i."paidAt", i."expiresAt", i."refundDue", i."note"
         FROM "BillingPaymentIntentsToInvoices" x
         JOIN "BillingInvoice" i ON i."id" = x."invoiceId"
         LEFT JOIN LATERAL (
           SELECT y."currencyId" FROM "BillingPaymentIntentsToCurrencies" y
            WHERE y."paymentIntentId" = x."paymentIntentId" ORDER BY y."orderIndex", y."createdAt", y."id" LIMIT 1
         ) pc ON TRUE
         LEFT JOIN "BillingCurrency" c ON c."id" = pc."currencyId"
        WHERE x."paymentIntentId" = ANY($1::text[])
        ORDER BY i."createdAt" DESC, i."id"`,
      [intentIds],
    ),
  ]);
  const events = await eventsOf(db, [...new Set(invoices.map((invoice) => invoice.id))]);
  const byId = new Map(intents.map((intent) => [intent.id, intent]));
  return intentIds.flatMap((id) => {
    const intent = byId.get(id);
    if (!intent) return [];
    const { currencyId, currencySlug, currencySymbol, currencyTitle, currencyDecimals, ...fields } = intent;
    const currency: CurrencySummary | null =
      currencyId === null || currencySlug === null
        ? null
        : {
            id: currencyId,
            slug: currencySlug,
            symbol: currencySymbol,
            title: currencyTitle ?? {},
            decimals: currencyDecimals ?? 0,
          };
    return [
      {
        ...fields,
        billingModuleCurrency: currency,
        invoices: invoices
          .filter((invoice) => invoice.paymentIntentId === id)
          .map((invoice) => invoiceOverviewOf(invoice, events.get(invoice.id))),
      },
    ];
  });
}

/** An invoice's row as the overview answers it: its intent left out (it is listed under it), its events added. */
const invoiceOverviewOf = (row: InvoiceRow, events: InvoiceOverview['events'] | undefined): InvoiceOverview => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  amount: row.amount,
  email: row.email,
  paymentUrl: row.paymentUrl,
  providerId: row.providerId,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  expiresAt: row.expiresAt,
  refundDue: row.refundDue,
  note: row.note,
  events: events ?? { received: 0, latest: [] },
});

/** How many notifications each invoice received, and its latest LATEST_EVENTS, newest first. */
async function eventsOf(db: Database, invoiceIds: readonly string[]) {
  const byInvoice = new Map<string, InvoiceOverview['events']>();
  if (!invoiceIds.length) return byInvoice;
  const rows = await db.query<EventRow>(
    `SELECT "id", "invoiceId", "provider", "kind", "outcome", "note", "amount", "currency", "createdAt", "received"
       FROM (SELECT e."id", e."invoiceId", e."provider", e."kind", e."outcome", e."note", e."amount"::text AS "amount",
                    e."currency", e."createdAt",
                    (count(*) OVER (PARTITION BY e."invoiceId"))::int AS "received",
                    row_number() OVER (PARTITION BY e."invoiceId" ORDER BY e."createdAt" DESC, e."id" DESC) AS "place"
               FROM "BillingPaymentEvent" e
              WHERE e."invoiceId" = ANY($1::text[])) ranked
      WHERE "place" <= $2::int
      ORDER BY "invoiceId", "place"`,
    [invoiceIds, LATEST_EVENTS],
  );
  for (const { invoiceId, received, ...event } of rows) {
    const seen = byInvoice.get(invoiceId) ?? { received, latest: [] };
    seen.latest.push(event);
    byInvoice.set(invoiceId, seen);
  }
  return byInvoice;
}
