import type { Database } from '../../../db/database';

/*
 * Whose payment intents are whose, when a guest's donations are claimed by an account (docs/decisions/0031): the
 * intents follow the orders they pay.
 */

/** Moves these payment intents of `from` to the subject `to`. */
export async function moveIntentsToSubject(tx: Database, from: string, to: string, intentIds: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE "RbacSubjectsToBillingModulePaymentIntents" SET "subjectId" = $2::text, "updatedAt" = now()
      WHERE "subjectId" = $1::text AND "billingModulePaymentIntentId" = ANY($3::text[])`,
    [from, to, intentIds],
  );
}

/**
 * The payment intents guests made with this email on an invoice, by subject: those of subjects nobody can sign in as
 * (no identity), so an account's own payments never move, whatever address its invoices name.
 */
export async function guestIntentsOfEmail(db: Database, email: string): Promise<Map<string, string[]>> {
  const rows = await db.query<{ subjectId: string; intentId: string }>(
    `SELECT DISTINCT si."subjectId", si."billingModulePaymentIntentId" AS "intentId"
       FROM "BillingInvoice" i
       JOIN "BillingPaymentIntentsToInvoices" pi ON pi."invoiceId" = i."id"
       JOIN "RbacSubjectsToBillingModulePaymentIntents" si ON si."billingModulePaymentIntentId" = pi."paymentIntentId"
      WHERE lower(i."email") = lower($1::text)
        AND NOT EXISTS (SELECT 1 FROM "RbacSubjectsToIdentities" x WHERE x."subjectId" = si."subjectId")
      ORDER BY si."subjectId", "intentId"`,
    [email],
  );
  const bySubject = new Map<string, string[]>();
  for (const row of rows) bySubject.set(row.subjectId, [...(bySubject.get(row.subjectId) ?? []), row.intentId]);
  return bySubject;
}

/** Whether the invoice pays a payment intent of this subject: its payer (a guest's, until an account claims it). */
export async function isInvoiceOf(db: Database, invoiceId: string, subjectId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM "BillingPaymentIntentsToInvoices" pi
       JOIN "RbacSubjectsToBillingModulePaymentIntents" si ON si."billingModulePaymentIntentId" = pi."paymentIntentId"
      WHERE pi."invoiceId" = $1::text AND si."subjectId" = $2::text LIMIT 1`,
    [invoiceId, subjectId],
  );
  return rows.length > 0;
}
