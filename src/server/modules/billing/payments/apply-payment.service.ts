import { toMinorUnits } from '../../../../shared/money';
import type { InvoiceProvider } from '../../../../shared/order-payment';
import type { Database, SqlTransaction } from '../../../db/database';
import { queuedJobsSql, type JobToQueue } from '../../../platform/jobs/jobs.service';
import { invoiceTransition } from './invoice-status';
import {
  cancelOpenInvoices,
  intentState,
  invoiceToPay,
  hasOpenInvoice,
  flagRefundDue,
  lockIntentOfInvoice,
  setIntentStatus,
  setInvoiceStatus,
  type Invoice,
  type InvoiceToPay,
} from './invoices.service';
import { isSubscriptionEvent, type PaymentNotification } from './payment-provider';
import { EVENT_COLUMNS, finish, stillPending, type ReceivedEvent, type StoredEvent } from './stored-events';
import { activateSubscription, applySubscriptionEvent, refuseSubscriptionStart } from '../subscriptions/apply-subscription-event';
import { endPendingSubscription, holdSubscriptionLock, noteSubscriptionProviderId } from '../subscriptions/subscriptions.service';

/**
 * What a payment intent pays for, told inside the transaction that changed the intent, holding its lock: the one
 * place where a payment has effects beyond billing (an order approved, a role given). Given by the module that sells.
 */
export interface PaymentEffects {
  /**
   * The intent is paid: fulfil what it pays for, once. `already-paid` when that was paid through another intent:
   * nothing is fulfilled again and the money is owed back.
   */
  paid(tx: SqlTransaction, paymentIntentId: string): Promise<Fulfilment>;
  /** The intent will not be paid (its last open invoice expired or was canceled): release what it held. */
  released(tx: SqlTransaction, paymentIntentId: string): Promise<void>;
  /** An invoice of the paid intent was refunded: what the payment gave (a role) follows the money back. */
  refunded(tx: SqlTransaction, paymentIntentId: string): Promise<void>;
  /**
   * A subscription's later period is paid (docs/decisions/0042): make what `paymentIntentId` pays for as the first
   * payment's were (a new order of the same products), then fulfil it as `paid` does.
   */
  renewed(tx: SqlTransaction, renewal: { firstPaymentIntentId: string; paymentIntentId: string }): Promise<Fulfilment>;
  /**
   * A subscription started (its first payment), was canceled (it ends with its period) or ended: what it gives follows
   * (a role is held while it is not ended), and its payer is told.
   */
  subscriptionChanged(tx: SqlTransaction, change: { subscriptionId: string; change: SubscriptionChange }): Promise<void>;
}

export type SubscriptionChange = 'started' | 'canceled' | 'ended';

/**
 * What fulfilling a paid intent did: the jobs it needs (the payer's message, the receipts), written by billing with
 * the payment's own writes, in their statement; or `already-paid`.
 */
export type Fulfilment = { jobs: readonly JobToQueue[] } | 'already-paid';

/** Why a `paid` notification does not pay the invoice (another amount or currency), or undefined when it does. */
function paymentMismatch(event: StoredEvent, invoice: Invoice): string | undefined {
  const expected = `${invoice.amount} ${invoice.currency.slug.toUpperCase()}`;
  if (event.amount === null || event.currency === null) return `the notification does not say what was paid; ${expected} is due`;
  const paid = `${event.amount} ${event.currency.toUpperCase()}`;
  if (event.currency.toUpperCase() !== invoice.currency.slug.toUpperCase()) return `${paid} paid, ${expected} due`;
  let units: bigint;
  try {
    units = toMinorUnits(event.amount, invoice.currency.decimals);
  } catch {
    return `${paid} paid, ${expected} due`;
  }
  return units === toMinorUnits(invoice.amount, invoice.currency.decimals) ? undefined : `${paid} paid, ${expected} due`;
}

/**
 * Moves an invoice paid: its intent too, once, with its effects; other open invoices of the intent are superseded.
 * Only an open intent is fulfilled: one already paid, or canceled (expired, superseded: its orders may have changed
 * or gone since), records the payment as owed back instead, and so does one whose orders were paid through another
 * intent, which is then canceled so that what it held is released.
 */
async function pay(tx: SqlTransaction, event: StoredEvent, toPay: InvoiceToPay, effects: PaymentEffects) {
  const { invoice, intentStatus, startsSubscription: subscriptionId } = toPay;
  if (subscriptionId) await holdSubscriptionLock(tx, subscriptionId);
  const fulfilled = intentStatus === 'open' ? await effects.paid(tx, invoice.paymentIntentId) : 'already-paid';
  if (fulfilled === 'already-paid') {
    if (subscriptionId) await refuseSubscriptionStart(tx, subscriptionId, event, effects);
    await setInvoiceStatus(tx, invoice.id, 'paid', { refundDue: true });
    if (intentStatus === 'open') {
      await cancelOpenInvoices(tx, invoice.paymentIntentId);
      await setIntentStatus(tx, invoice.paymentIntentId, 'canceled');
      await effects.released(tx, invoice.paymentIntentId);
    }
    return finish(
      tx,
      event,
      'refund-due',
      intentStatus === 'canceled'
        ? 'the invoice was paid after it expired or was replaced: the payer is owed the money'
        : 'what the invoice pays for was paid through another invoice: the payer is owed the money',
    );
  }
  await settlePaid(tx, event, invoice, fulfilled.jobs);
  if (subscriptionId) await activateSubscription(tx, subscriptionId, event, effects);
  return { eventId: event.eventId, invoiceId: event.invoiceId, outcome: 'applied' as const };
}

/**
 * The writes of a payment that pays its open intent, in one statement (each is a round trip): the invoice paid, the
 * intent paid, its other open invoices canceled, the event applied, and the jobs its fulfilment needs queued. The
 * invoice's `refundDue` is cleared unless money of another payment was refused or owed back for it: a short report of
 * this same payment (0xProcessing's Insufficient, then the top-up) is part of it, not money owed.
 */
function settlePaid(tx: SqlTransaction, event: StoredEvent, invoice: Invoice, jobs: readonly JobToQueue[]) {
  const queued = queuedJobsSql(jobs, 5);
  return tx.query(
    `WITH "paidInvoice" AS (
       UPDATE "BillingInvoice" SET "status" = 'paid', "paidAt" = now(), "updatedAt" = now(),
              "refundDue" = "refundDue" AND EXISTS (
                SELECT 1 FROM "BillingPaymentEvent" e WHERE e."invoiceId" = $1::text AND e."kind" = 'paid'
                   AND e."outcome" IN ('refused', 'refund-due') AND e."providerPaymentId" IS DISTINCT FROM $3::text)
        WHERE "id" = $1::text),
     "paidIntent" AS (
       UPDATE "BillingPaymentIntent" SET "status" = 'paid', "updatedAt" = now() WHERE "id" = $2::text),
     "superseded" AS (
       UPDATE "BillingInvoice" i SET "status" = 'canceled', "updatedAt" = now()
         FROM "BillingPaymentIntentsToInvoices" x
        WHERE x."invoiceId" = i."id" AND x."paymentIntentId" = $2::text AND i."status" IN ('open', 'failed') AND i."id" <> $1::text),
     "applied" AS (
       UPDATE "BillingPaymentEvent" SET "outcome" = 'applied', "note" = NULL, "appliedAt" = now(), "updatedAt" = now()
        WHERE "id" = $4::text),
     ${queued.cte}
     SELECT ${queued.notify}::text AS "notified"`,
    [invoice.id, invoice.paymentIntentId, event.providerPaymentId, event.id, ...queued.params],
  );
}

/** The provider's id of the payment that paid the invoice, as its applied event said. */
async function payingPayment(tx: SqlTransaction, invoiceId: string): Promise<string | null> {
  const [row] = await tx.query<{ providerPaymentId: string | null }>(
    `SELECT "providerPaymentId" FROM "BillingPaymentEvent"
      WHERE "invoiceId" = $1::text AND "kind" = 'paid' AND "outcome" IN ('applied', 'refund-due')
      ORDER BY "appliedAt", "id" LIMIT 1`,
    [invoiceId],
  );
  return row?.providerPaymentId ?? null;
}

/** Applies a stored event whose invoice exists, holding its intent's lock. */
async function applyEvent(tx: SqlTransaction, event: StoredEvent, effects: PaymentEffects): Promise<ReceivedEvent> {
  const toPay = (await invoiceToPay(tx, event.invoiceId!))!;
  const { invoice } = toPay;
  if (invoice.provider !== event.provider)
    return finish(tx, event, 'refused', `the invoice is paid through ${invoice.provider}, not ${event.provider}`);
  // The subscription a first payment started, told only by a later notification of it: kept, so that it can be canceled.
  if (event.subscriptionProviderId) await noteSubscriptionProviderId(tx, invoice.paymentIntentId, event.subscriptionProviderId);
  if (event.kind === 'paid') {
    const mismatch = paymentMismatch(event, invoice);
    if (mismatch) {
      await flagRefundDue(tx, invoice.id);
      return finish(tx, event, 'refused', mismatch);
    }
  }
  if (isSubscriptionEvent(event.kind)) throw new Error('a subscription event is applied by applySubscriptionEvent');
  const transition = invoiceTransition(invoice.status, event.kind);
  if (transition.to === null && event.kind === 'paid' && event.providerPaymentId) {
    // A second payment of a paid invoice (a provider that made two payment pages for it): money to give back.
    const paidBy = await payingPayment(tx, invoice.id);
    if (paidBy && paidBy !== event.providerPaymentId) {
      await flagRefundDue(tx, invoice.id);
      return finish(tx, event, 'refund-due', `a second payment (${event.providerPaymentId}) of an invoice paid by ${paidBy}`);
    }
  }
  if (transition.to === null) return finish(tx, event, 'ignored', transition.why);
  if (transition.to === 'paid') return pay(tx, event, toPay, effects);
  await setInvoiceStatus(tx, invoice.id, transition.to);
  if (transition.to === 'expired' || transition.to === 'canceled') await releaseIfLast(tx, invoice.paymentIntentId, effects);
  if (transition.to === 'refunded') await effects.refunded(tx, invoice.paymentIntentId);
  return finish(tx, event, 'applied');
}

/** An open intent none of whose invoices can still be paid is canceled, and what it held released. */
export async function releaseIfLast(tx: SqlTransaction, paymentIntentId: string, effects: PaymentEffects) {
  const intent = await intentState(tx, paymentIntentId);
  if (intent?.status !== 'open' || (await hasOpenInvoice(tx, paymentIntentId))) return;
  await setIntentStatus(tx, paymentIntentId, 'canceled');
  await endPendingSubscription(tx, paymentIntentId);
  await effects.released(tx, paymentIntentId);
}

/** Applies a stored event in `tx` if its invoice exists now; else it stays pending. */
async function applyIfKnown(tx: SqlTransaction, event: StoredEvent, effects: PaymentEffects): Promise<ReceivedEvent> {
  if (isSubscriptionEvent(event.kind)) return applySubscriptionEvent(tx, { ...event, kind: event.kind }, effects);
  if (!event.invoiceId) return finish(tx, event, 'ignored', 'the notification names no invoice of ours');
  if (!(await lockIntentOfInvoice(tx, event.invoiceId))) return stillPending(event);
  return applyEvent(tx, event, effects);
}

/**
 * The one path every payment takes, from a webhook, the return page or reconciliation: stores the verified
 * notification once per (provider, event id) and applies it in the same transaction. The same event delivered again,
 * even at the same moment, is a `duplicate` that changes nothing; one naming an invoice not committed yet stays
 * `pending` until applyPendingEvents finds its invoice.
 */
export async function receivePaymentEvent(
  db: Database,
  provider: InvoiceProvider,
  notification: PaymentNotification,
  effects: PaymentEffects,
): Promise<ReceivedEvent> {
  return db.sqlTransaction(async (tx) => {
    const [stored] = await tx.query<StoredEvent>(
      `INSERT INTO "BillingPaymentEvent" ("id", "provider", "eventId", "invoiceId", "providerPaymentId", "kind", "amount", "currency",
              "subscriptionProviderId", "periodEnd", "updatedAt")
       VALUES (gen_random_uuid()::text, $1::text, $2::text, $3::text, $4::text, $5::text, $6::numeric, $7::text, $8::text, $9::timestamptz, now())
       ON CONFLICT ("provider", "eventId") DO NOTHING
       RETURNING ${EVENT_COLUMNS}`,
      [
        provider,
        notification.eventId,
        notification.invoiceId,
        notification.providerPaymentId,
        notification.kind,
        notification.amount,
        notification.currency,
        notification.subscriptionProviderId ?? null,
        notification.periodEnd ?? null,
      ],
    );
    if (!stored) return { eventId: notification.eventId, invoiceId: notification.invoiceId, outcome: 'duplicate' as const };
    return applyIfKnown(tx, stored, effects);
  });
}

/** Applies the events still pending for an invoice (or for every invoice that exists now), each once. */
export async function applyPendingEvents(db: Database, effects: PaymentEffects, invoiceId?: string): Promise<ReceivedEvent[]> {
  const pending = await db.query<{ id: string }>(
    `SELECT e."id" FROM "BillingPaymentEvent" e
      WHERE e."outcome" = 'pending' AND ($1::text IS NULL OR e."invoiceId" = $1::text)
        AND (EXISTS (SELECT 1 FROM "BillingInvoice" i WHERE i."id" = e."invoiceId")
             OR (e."kind" IN ('renewed', 'renewal-failed', 'subscription-ended') AND EXISTS (
                   SELECT 1 FROM "BillingSubscription" s
                    WHERE s."status" <> 'pending' AND s."provider" = e."provider" AND s."providerId" = e."subscriptionProviderId")))
      ORDER BY e."createdAt", e."id"`,
    [invoiceId ?? null],
  );
  const applied: ReceivedEvent[] = [];
  for (const { id } of pending)
    await db.sqlTransaction(async (tx) => {
      // Another process may have applied it meanwhile: the row lock makes this one wait, then see it done.
      const [event] = await tx.query<StoredEvent>(
        `SELECT ${EVENT_COLUMNS} FROM "BillingPaymentEvent" WHERE "id" = $1::text AND "outcome" = 'pending' FOR UPDATE`,
        [id],
      );
      if (event) applied.push(await applyIfKnown(tx, event, effects));
    });
  return applied;
}
