import { randomUUID } from 'node:crypto';
import { billingPaths } from '../../../../shared/billing-paths';
import type { Language } from '../../../../shared/languages';
import type { InvoiceProvider } from '../../../../shared/order-payment';
import type { SubscriptionInterval, SubscriptionTerms } from '../../../../shared/subscriptions';
import type { Database, SqlTransaction } from '../../../db/database';
import { advisoryLock } from '../../../platform/locks/advisory-lock';
import type { CurrencySummary } from '../currencies.schema';
import type { InvoiceStatus } from './invoice-status';

/*
 * Payment intents and their invoices. An intent is what is to be paid in one currency (an amount, its subject); an
 * invoice is one attempt to pay it at a provider. Every write to an intent or its invoices, whichever path makes it
 * (checkout, webhook, return page, reconciliation, expiry), holds the intent's lock first: one at a time per intent.
 */

const INTENT_LOCK = 'billing.payment-intent:';

/** The lock every path takes before it reads an intent's state to change it. */
export const holdIntentLock = (tx: SqlTransaction, paymentIntentId: string) =>
  advisoryLock.hold(tx, `${INTENT_LOCK}${paymentIntentId}`);

/**
 * The intent an invoice belongs to, its lock held (as holdIntentLock takes it), in one round trip; undefined, and no
 * lock taken, for no such invoice. Links never change, so the link read before the lock is still the one after it.
 */
export async function lockIntentOfInvoice(tx: SqlTransaction, invoiceId: string): Promise<string | undefined> {
  const [row] = await tx.query<{ paymentIntentId: string }>(
    `SELECT x."paymentIntentId" FROM "BillingPaymentIntentsToInvoices" x
       CROSS JOIN LATERAL pg_advisory_xact_lock(hashtext($2::text || x."paymentIntentId")) AS l
      WHERE x."invoiceId" = $1::text LIMIT 1`,
    [invoiceId, INTENT_LOCK],
  );
  return row?.paymentIntentId;
}

/** An invoice as checkout answers it and the payment paths read it. */
export interface Invoice {
  id: string;
  paymentIntentId: string;
  provider: InvoiceProvider;
  status: InvoiceStatus;
  /** A decimal text in its currency's decimals. */
  amount: string;
  currency: CurrencySummary;
  email: string | null;
  language: string;
  /** The invoice's page on the site, where the payer returns from the provider. */
  returnUrl: string | null;
  /** What the payer is told at the provider: its intent's, the same for every attempt. */
  description: string;
  paymentUrl: string | null;
  providerId: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  refundDue: boolean;
  createdAt: Date;
  /** The first payment of a subscription: the provider starts it with these terms (docs/decisions/0042). */
  recurring: SubscriptionTerms | null;
}

interface InvoiceRow extends Omit<Invoice, 'currency' | 'recurring'> {
  interval: SubscriptionInterval | null;
  intervalCount: number | null;
  currencyId: string;
  currencySlug: string;
  currencySymbol: string | null;
  currencyTitle: Record<string, string>;
  currencyDecimals: number;
}

const INVOICE_COLUMNS = `i."id", x."paymentIntentId", i."provider", i."status", round(i."amount", c."decimals")::text AS "amount",
       i."email", i."language", i."returnUrl", coalesce(p."description", p."adminTitle") AS "description", i."paymentUrl", i."providerId", i."expiresAt", i."paidAt", i."refundDue", i."createdAt",
       c."id" AS "currencyId", c."slug" AS "currencySlug", c."symbol" AS "currencySymbol", c."title" AS "currencyTitle",
       c."decimals" AS "currencyDecimals", s."interval", s."intervalCount"`;

const INVOICE_FROM = `FROM "BillingInvoice" i
  JOIN "BillingPaymentIntentsToInvoices" x ON x."invoiceId" = i."id"
  JOIN "BillingPaymentIntent" p ON p."id" = x."paymentIntentId"
  LEFT JOIN "BillingSubscription" s ON s."id" = p."subscriptionId" AND p."renewalKey" IS NULL
  JOIN "BillingPaymentIntentsToCurrencies" y ON y."paymentIntentId" = x."paymentIntentId"
  JOIN "BillingCurrency" c ON c."id" = y."currencyId"`;

const INVOICE_SELECT = `SELECT ${INVOICE_COLUMNS} ${INVOICE_FROM}`;

const invoiceOf = ({
  currencyId,
  currencySlug,
  currencySymbol,
  currencyTitle,
  currencyDecimals,
  interval,
  intervalCount,
  ...row
}: InvoiceRow): Invoice => ({
  ...row,
  recurring: interval ? { interval, intervalCount: intervalCount ?? 1 } : null,
  currency: {
    id: currencyId,
    slug: currencySlug,
    symbol: currencySymbol,
    title: currencyTitle ?? {},
    decimals: currencyDecimals,
  },
});

/** These invoices (ids in that order; unknown ids are left out). */
export async function invoicesById(db: Database, ids: readonly string[]): Promise<Invoice[]> {
  if (!ids.length) return [];
  const rows = await db.query<InvoiceRow>(`${INVOICE_SELECT} WHERE i."id" = ANY($1::text[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, invoiceOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One invoice, or undefined. */
export async function invoiceById(db: Database, id: string): Promise<Invoice | undefined> {
  return (await invoicesById(db, [id]))[0];
}

/** The invoices of these intents, newest first. */
export async function invoicesOfIntents(db: SqlTransaction, intentIds: readonly string[]): Promise<Invoice[]> {
  if (!intentIds.length) return [];
  const rows = await db.query<InvoiceRow>(
    `${INVOICE_SELECT} WHERE x."paymentIntentId" = ANY($1::text[]) ORDER BY i."createdAt" DESC, i."id"`,
    [intentIds],
  );
  return rows.map(invoiceOf);
}

export type IntentStatus = 'open' | 'paid' | 'canceled';

/** An invoice as the payment path reads it, holding its intent's lock: with its intent's status in the same read. */
export interface InvoiceToPay {
  invoice: Invoice;
  intentStatus: IntentStatus;
  /** The subscription the intent's payment starts (its first payment, not a renewal), if any. */
  startsSubscription: string | null;
}

/** One invoice with what paying it depends on, in one statement; undefined for no such invoice. */
export async function invoiceToPay(tx: SqlTransaction, id: string): Promise<InvoiceToPay | undefined> {
  const [row] = await tx.query<InvoiceRow & { intentStatus: IntentStatus; startsSubscription: string | null }>(
    `SELECT ${INVOICE_COLUMNS}, p."status" AS "intentStatus",
            CASE WHEN p."renewalKey" IS NULL THEN p."subscriptionId" END AS "startsSubscription"
       ${INVOICE_FROM} WHERE i."id" = $1::text`,
    [id],
  );
  if (!row) return undefined;
  const { intentStatus, startsSubscription, ...invoice } = row;
  return { invoice: invoiceOf(invoice), intentStatus, startsSubscription };
}

/** An intent's status and amount (read under its lock by the paths that change it). */
export async function intentState(db: SqlTransaction, paymentIntentId: string) {
  const [row] = await db.query<{ status: IntentStatus; amount: string }>(
    `SELECT "status", "amount"::text FROM "BillingPaymentIntent" WHERE "id" = $1::text`,
    [paymentIntentId],
  );
  return row;
}

export const setIntentStatus = (tx: SqlTransaction, paymentIntentId: string, status: IntentStatus) =>
  tx.query(`UPDATE "BillingPaymentIntent" SET "status" = $2::text, "updatedAt" = now() WHERE "id" = $1::text`, [
    paymentIntentId,
    status,
  ]);

/** What a new invoice is: where it is paid, to whom the receipt goes, in which language, until when. */
export interface InvoiceTerms {
  provider: InvoiceProvider;
  email: string | null;
  language: Language;
  expiresAt: Date;
  /** The site's public address: the invoice's page there is where the payer returns. */
  siteUrl: string;
}

/** What a new payment intent is: an amount in a currency, owed by a subject. */
export interface IntentTerms {
  subjectId: string;
  currency: CurrencySummary;
  amount: string;
  /** What the intent pays for, as the admin lists it (`Orders 3f2a…, 9c1b…`). */
  title: string;
  /** What the payer is told at the provider. */
  description: string;
}

/**
 * The end of a statement that adds an open invoice ("invoice") and links it to the intent $1: parameters $2 to $9, as
 * invoiceParameters gives them. One statement instead of Prisma's inserts and read-backs: each is a round trip.
 * The times are the clock's, as Prisma's are, so that invoices made in one transaction still come in order.
 */
const INSERT_INVOICE = `"invoice" AS (
    INSERT INTO "BillingInvoice" ("id", "slug", "adminTitle", "provider", "amount", "email", "language", "returnUrl", "expiresAt",
                                  "createdAt", "updatedAt")
    VALUES ($2::text, $2::text, $3::text, $4::text, $5::numeric, $6::text, $7::text, $8::text, $9::timestamptz,
            clock_timestamp(), clock_timestamp())
    RETURNING "id")
  INSERT INTO "BillingPaymentIntentsToInvoices" ("id", "paymentIntentId", "invoiceId", "updatedAt")
  SELECT gen_random_uuid()::text, $1::text, "id", now() FROM "invoice"`;

const invoiceParameters = (paymentIntentId: string, id: string, amount: string, terms: InvoiceTerms) => [
  paymentIntentId,
  id,
  `${terms.provider} ${amount}`,
  terms.provider,
  amount,
  terms.email,
  terms.language,
  `${terms.siteUrl}${billingPaths(terms.language).invoice(id)}`,
  terms.expiresAt,
];

/** Adds an open invoice to an open intent (inside the caller's transaction, holding the intent's lock). */
export async function addInvoice(
  tx: SqlTransaction,
  paymentIntentId: string,
  amount: string,
  terms: InvoiceTerms,
): Promise<string> {
  const id = randomUUID();
  await tx.query(`WITH ${INSERT_INVOICE}`, invoiceParameters(paymentIntentId, id, amount, terms));
  return id;
}

/**
 * A new open intent with its first invoice, linked to its subject and currency (inside the caller's transaction), in
 * one statement.
 */
export async function openIntent(tx: SqlTransaction, intent: IntentTerms, invoice: InvoiceTerms) {
  const paymentIntentId = randomUUID();
  const invoiceId = randomUUID();
  await tx.query(
    `WITH "intent" AS (
       INSERT INTO "BillingPaymentIntent" ("id", "slug", "adminTitle", "description", "amount", "createdAt", "updatedAt")
       VALUES ($1::text, $1::text, $10::text, $11::text, $5::numeric, clock_timestamp(), clock_timestamp())),
     "currency" AS (
       INSERT INTO "BillingPaymentIntentsToCurrencies" ("id", "paymentIntentId", "currencyId", "updatedAt")
       VALUES (gen_random_uuid()::text, $1::text, $12::text, now())),
     "subject" AS (
       INSERT INTO "RbacSubjectsToBillingModulePaymentIntents" ("id", "subjectId", "billingModulePaymentIntentId", "updatedAt")
       VALUES (gen_random_uuid()::text, $13::text, $1::text, now())),
     ${INSERT_INVOICE}`,
    [
      ...invoiceParameters(paymentIntentId, invoiceId, intent.amount, invoice),
      intent.title,
      intent.description,
      intent.currency.id,
      intent.subjectId,
    ],
  );
  return { paymentIntentId, invoiceId };
}

/** Sets an invoice's status (inside the caller's transaction, holding its intent's lock). */
export async function setInvoiceStatus(
  tx: SqlTransaction,
  invoiceId: string,
  status: InvoiceStatus,
  extra: { refundDue?: boolean } = {},
) {
  await tx.query(
    `UPDATE "BillingInvoice" SET "status" = $2::text, "updatedAt" = now(),
            "paidAt" = CASE WHEN $2::text = 'paid' THEN now() ELSE "paidAt" END,
            "refundDue" = "refundDue" OR $3::boolean
      WHERE "id" = $1::text`,
    [invoiceId, status, extra.refundDue ?? false],
  );
}

/** Flags an invoice: money arrived for it that does not pay it (too little, another currency) and is owed back. */
export const flagRefundDue = (tx: SqlTransaction, invoiceId: string) =>
  tx.query(`UPDATE "BillingInvoice" SET "refundDue" = TRUE, "updatedAt" = now() WHERE "id" = $1::text`, [invoiceId]);

/**
 * Keeps what the provider made for an invoice. Only the first is kept: a retried checkout whose provider deduped on
 * the idempotency key answers the same payment, and one that did not must not replace the link the payer may hold.
 * Answers whether this one was kept, and whether events for the invoice wait to be applied (applyPendingEvents), in
 * the same statement.
 */
export async function recordProviderPayment(
  db: Database,
  invoiceId: string,
  payment: { providerId: string; paymentUrl: string },
): Promise<{ kept: boolean; eventsPending: boolean }> {
  const [row] = await db.query<{ kept: boolean; eventsPending: boolean }>(
    `WITH "kept" AS (
       UPDATE "BillingInvoice" SET "providerId" = $2::text, "paymentUrl" = $3::text, "updatedAt" = now()
        WHERE "id" = $1::text AND "providerId" IS NULL RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM "kept") AS "kept",
            EXISTS (SELECT 1 FROM "BillingPaymentEvent" WHERE "invoiceId" = $1::text AND "outcome" = 'pending') AS "eventsPending"`,
    [invoiceId, payment.providerId, payment.paymentUrl],
  );
  return row ?? { kept: false, eventsPending: true };
}

/** Whether an invoice of the intent may still be paid (open, or failed at a provider that lets the payer try again). */
export async function hasOpenInvoice(db: SqlTransaction, paymentIntentId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 AS "open" FROM "BillingInvoice" i JOIN "BillingPaymentIntentsToInvoices" x ON x."invoiceId" = i."id"
      WHERE x."paymentIntentId" = $1::text AND i."status" IN ('open', 'failed') LIMIT 1`,
    [paymentIntentId],
  );
  return rows.length > 0;
}

/** An invoice superseded: canceled here, and to be expired at its provider (after the commit) where it was made there. */
export interface SupersededInvoice {
  id: string;
  provider: InvoiceProvider;
  providerId: string | null;
}

/** Cancels the open invoices of an intent but `keep` (inside the caller's transaction, holding the intent's lock). */
export async function cancelOpenInvoices(
  tx: SqlTransaction,
  paymentIntentId: string,
  keep?: string,
): Promise<SupersededInvoice[]> {
  return tx.query<SupersededInvoice>(
    `UPDATE "BillingInvoice" i SET "status" = 'canceled', "updatedAt" = now()
       FROM "BillingPaymentIntentsToInvoices" x
      WHERE x."invoiceId" = i."id" AND x."paymentIntentId" = $1::text AND i."status" IN ('open', 'failed') AND i."id" <> $2::text
      RETURNING i."id", i."provider", i."providerId"`,
    [paymentIntentId, keep ?? ''],
  );
}

/** The answer of an invoice. */
export const invoiceAnswerOf = ({ currency, ...invoice }: Invoice) => ({
  id: invoice.id,
  paymentIntentId: invoice.paymentIntentId,
  provider: invoice.provider,
  status: invoice.status,
  amount: invoice.amount,
  billingModuleCurrency: currency,
  paymentUrl: invoice.paymentUrl,
  expiresAt: invoice.expiresAt,
  paidAt: invoice.paidAt,
  refundDue: invoice.refundDue,
});
