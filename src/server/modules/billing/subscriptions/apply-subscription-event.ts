import { randomUUID } from 'node:crypto';
import { billingPaths } from '../../../../shared/billing-paths';
import { isLanguage, DEFAULT_LANGUAGE } from '../../../../shared/languages';
import { toMinorUnits } from '../../../../shared/money';
import { periodEndAfter } from '../../../../shared/subscriptions';
import type { SqlTransaction } from '../../../db/database';
import { enqueueJobs } from '../../../platform/jobs/jobs.service';
import type { PaymentEffects } from '../payments/apply-payment.service';
import { holdIntentLock, setIntentStatus } from '../payments/invoices.service';
import type { SubscriptionEventKind } from '../payments/payment-provider';
import { finish, stillPending, type ReceivedEvent, type StoredEvent } from '../payments/stored-events';
import {
  endSubscription,
  holdSubscriptionLock,
  stopAtProvider,
  queueSubscriptionDue,
  subscriptionById,
  terms,
  type Subscription,
} from './subscriptions.service';

/*
 * A subscription's events (docs/decisions/0042), applied in the transaction that stored the event, holding the
 * subscription's lock. A renewal is one payment intent per subscription and provider payment id (a unique index), so a
 * period delivered twice, or by a notification and by reconciliation, is recorded once; one told before the first
 * payment stays pending and is applied with it; one after the subscription ended is money owed back.
 */

export type StoredSubscriptionEvent = StoredEvent & { kind: SubscriptionEventKind };

/** The subscription an event is about: by our first invoice where the provider carried it back, else by its own id. */
async function subscriptionOfEvent(tx: SqlTransaction, event: StoredEvent): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string | null }>(
    `SELECT coalesce(
       (SELECT p."subscriptionId" FROM "BillingPaymentIntentsToInvoices" x
          JOIN "BillingPaymentIntent" p ON p."id" = x."paymentIntentId"
         WHERE x."invoiceId" = $1::text AND p."subscriptionId" IS NOT NULL LIMIT 1),
       (SELECT s."id" FROM "BillingSubscription" s
         WHERE s."provider" = $2::text AND s."providerId" = $3::text ORDER BY s."createdAt" LIMIT 1)) AS "id"`,
    [event.invoiceId, event.provider, event.subscriptionProviderId],
  );
  return row?.id ?? undefined;
}

/** Why a renewal does not pay a period of this subscription (another amount or currency), or undefined when it does. */
function renewalMismatch(event: StoredEvent, subscription: Subscription): string | undefined {
  const currency = subscription.currency;
  if (!currency) return 'the subscription has no currency';
  const due = `${subscription.amount} ${currency.slug.toUpperCase()}`;
  if (event.amount === null || event.currency === null) return undefined;
  const paid = `${event.amount} ${event.currency.toUpperCase()}`;
  if (event.currency.toUpperCase() !== currency.slug.toUpperCase()) return `${paid} paid, ${due} due each period`;
  try {
    if (toMinorUnits(event.amount, currency.decimals) === toMinorUnits(subscription.amount, currency.decimals)) return undefined;
  } catch {
    // An amount with more decimals than the currency has is not this period's.
  }
  return `${paid} paid, ${due} due each period`;
}

/** The renewal's own intent and paid invoice, linked as the first payment's are (its subject and currency). */
async function recordRenewal(
  tx: SqlTransaction,
  event: StoredEvent,
  subscription: Subscription,
  renewalKey: string,
  periodEnd: Date,
  refundDue: boolean,
): Promise<string> {
  const intentId = randomUUID();
  const invoiceId = randomUUID();
  const language = isLanguage(subscription.language) ? subscription.language : DEFAULT_LANGUAGE;
  const origin = subscription.firstReturnUrl ? new URL(subscription.firstReturnUrl).origin : '';
  const amount = event.amount ?? subscription.amount;
  await tx.query(
    `INSERT INTO "BillingPaymentIntent" ("id", "slug", "adminTitle", "type", "status", "amount", "interval", "description",
            "subscriptionId", "renewalKey", "periodEnd", "updatedAt")
     SELECT $1::text, $1::text, $2::text, 'subscription', 'open', $3::numeric, f."interval", f."description",
            $4::text, $5::text, $6::timestamptz, now()
       FROM "BillingPaymentIntent" f WHERE f."id" = $7::text`,
    [
      intentId,
      `Renewal ${periodEnd.toISOString().slice(0, 10)}`,
      amount,
      subscription.id,
      renewalKey,
      periodEnd,
      subscription.firstPaymentIntentId,
    ],
  );
  await tx.query(
    `INSERT INTO "BillingPaymentIntentsToCurrencies" ("id", "paymentIntentId", "currencyId", "updatedAt")
     SELECT gen_random_uuid()::text, $1::text, y."currencyId", now()
       FROM "BillingPaymentIntentsToCurrencies" y WHERE y."paymentIntentId" = $2::text`,
    [intentId, subscription.firstPaymentIntentId],
  );
  await tx.query(
    `INSERT INTO "RbacSubjectsToBillingModulePaymentIntents" ("id", "subjectId", "billingModulePaymentIntentId", "updatedAt")
     SELECT gen_random_uuid()::text, sp."subjectId", $1::text, now()
       FROM "RbacSubjectsToBillingModulePaymentIntents" sp WHERE sp."billingModulePaymentIntentId" = $2::text`,
    [intentId, subscription.firstPaymentIntentId],
  );
  await tx.query(
    `INSERT INTO "BillingInvoice" ("id", "slug", "adminTitle", "provider", "status", "amount", "providerId", "email",
            "language", "returnUrl", "paidAt", "refundDue", "updatedAt")
     VALUES ($1::text, $1::text, $2::text, $3::text, 'paid', $4::numeric, $5::text, $6::text, $7::text, $8::text, now(), $9::boolean, now())`,
    [
      invoiceId,
      `${event.provider} ${amount}`,
      event.provider,
      amount,
      renewalKey,
      subscription.email,
      language,
      origin ? `${origin}${billingPaths(language).invoice(invoiceId)}` : null,
      refundDue,
    ],
  );
  await tx.query(
    `INSERT INTO "BillingPaymentIntentsToInvoices" ("id", "paymentIntentId", "invoiceId", "updatedAt")
     VALUES (gen_random_uuid()::text, $1::text, $2::text, now())`,
    [intentId, invoiceId],
  );
  await tx.query(`UPDATE "BillingPaymentEvent" SET "invoiceId" = coalesce("invoiceId", $2::text) WHERE "id" = $1::text`, [
    event.id,
    invoiceId,
  ]);
  return intentId;
}

/**
 * An event of another provider subscription than the one this subscription runs on (a second one its first invoice
 * started at another provider or twice): its charge is money owed back, and that subscription is stopped there.
 */
async function foreignCharge(tx: SqlTransaction, event: StoredEvent, subscription: Subscription): Promise<ReceivedEvent> {
  if (event.subscriptionProviderId) await stopAtProvider(tx, event.provider, event.subscriptionProviderId);
  const why = `the subscription runs at ${subscription.provider} (${subscription.providerId ?? 'its id unknown'}), not ${event.provider} (${event.subscriptionProviderId ?? 'no id'})`;
  if (event.kind !== 'renewed') return finish(tx, event, 'ignored', why);
  const renewalKey = `${event.provider}:${event.providerPaymentId ?? event.eventId}`;
  const [recorded] = await tx.query(
    `SELECT 1 AS "recorded" FROM "BillingPaymentIntent" WHERE "subscriptionId" = $1::text AND "renewalKey" = $2::text`,
    [subscription.id, renewalKey],
  );
  if (recorded) return finish(tx, event, 'ignored', `the charge ${renewalKey} is recorded already`);
  const intentId = await recordRenewal(tx, event, subscription, renewalKey, event.periodEnd ?? new Date(), true);
  await setIntentStatus(tx, intentId, 'canceled');
  return finish(tx, event, 'refund-due', `${why}: the payer is owed the money`);
}

async function renew(
  tx: SqlTransaction,
  event: StoredEvent,
  subscription: Subscription,
  effects: PaymentEffects,
): Promise<ReceivedEvent> {
  const renewalKey = event.providerPaymentId ?? event.eventId;
  const [recorded] = await tx.query(
    `SELECT 1 AS "recorded" FROM "BillingPaymentIntent" WHERE "subscriptionId" = $1::text AND "renewalKey" = $2::text`,
    [subscription.id, renewalKey],
  );
  if (recorded) return finish(tx, event, 'ignored', `the period paid by ${renewalKey} is recorded already`);
  const periodEnd = event.periodEnd ?? periodEndAfter(subscription.currentPeriodEnd ?? new Date(), terms(subscription));
  const refusal =
    subscription.status === 'ended'
      ? 'the subscription had ended when this period was charged: the payer is owed the money'
      : renewalMismatch(event, subscription);
  const intentId = await recordRenewal(tx, event, subscription, renewalKey, periodEnd, Boolean(refusal));
  await holdIntentLock(tx, intentId);
  if (refusal) {
    await setIntentStatus(tx, intentId, 'canceled');
    return finish(tx, event, 'refund-due', refusal);
  }
  const fulfilled = await effects.renewed(tx, {
    firstPaymentIntentId: subscription.firstPaymentIntentId!,
    paymentIntentId: intentId,
  });
  if (fulfilled === 'already-paid') {
    await tx.query(
      `UPDATE "BillingInvoice" i SET "refundDue" = TRUE FROM "BillingPaymentIntentsToInvoices" x
                     WHERE x."invoiceId" = i."id" AND x."paymentIntentId" = $1::text`,
      [intentId],
    );
    await setIntentStatus(tx, intentId, 'canceled');
    return finish(tx, event, 'refund-due', 'what the first payment paid for is gone: the payer is owed the money');
  }
  await enqueueJobs(tx, fulfilled.jobs);
  await setIntentStatus(tx, intentId, 'paid');
  const [updated] = await tx.query<{ currentPeriodEnd: Date }>(
    `UPDATE "BillingSubscription"
        SET "status" = 'active', "failedAt" = NULL, "failure" = NULL, "updatedAt" = now(),
            "currentPeriodEnd" = greatest(coalesce("currentPeriodEnd", $2::timestamptz), $2::timestamptz)
      WHERE "id" = $1::text RETURNING "currentPeriodEnd"`,
    [subscription.id, periodEnd],
  );
  await queueSubscriptionDue(tx, subscription.id, updated!.currentPeriodEnd);
  return finish(tx, event, 'applied');
}

/** Applies a subscription event in the caller's transaction, or keeps it pending until its subscription has started. */
export async function applySubscriptionEvent(
  tx: SqlTransaction,
  event: StoredSubscriptionEvent,
  effects: PaymentEffects,
): Promise<ReceivedEvent> {
  const subscriptionId = await subscriptionOfEvent(tx, event);
  if (!subscriptionId) return stillPending(event);
  await holdSubscriptionLock(tx, subscriptionId);
  const subscription = (await subscriptionById(tx, subscriptionId))!;
  if (subscription.status === 'pending') return stillPending(event);
  // Its first payment deleted by hand: nothing to renew from, said once rather than failed at every delivery.
  if (!subscription.firstPaymentIntentId)
    return finish(tx, event, 'refused', 'the subscription has no first payment any more: its charge cannot be recorded');
  const foreign =
    subscription.provider !== event.provider ||
    Boolean(subscription.providerId && event.subscriptionProviderId && subscription.providerId !== event.subscriptionProviderId);
  if (foreign) return foreignCharge(tx, event, subscription);
  // Its provider's id, where the first payment did not say it: kept, so that a cancel can reach it.
  if (!subscription.providerId && event.subscriptionProviderId)
    await tx.query(`UPDATE "BillingSubscription" SET "providerId" = $2::text, "updatedAt" = now() WHERE "id" = $1::text`, [
      subscriptionId,
      event.subscriptionProviderId,
    ]);
  switch (event.kind) {
    case 'renewed':
      return renew(tx, event, subscription, effects);
    case 'renewal-failed':
      if (subscription.status === 'ended') return finish(tx, event, 'ignored', 'the subscription has ended');
      await tx.query(
        `UPDATE "BillingSubscription" SET "status" = 'past_due', "failedAt" = now(), "failure" = $2::text, "updatedAt" = now()
          WHERE "id" = $1::text`,
        [
          subscriptionId,
          `the provider could not charge the period${event.providerPaymentId ? ` (${event.providerPaymentId})` : ''}`,
        ],
      );
      return finish(tx, event, 'applied');
    case 'subscription-ended':
      if (subscription.status === 'ended') return finish(tx, event, 'ignored', 'the subscription has ended already');
      // Ended at the provider (canceled there, or at once by a provider that cannot wait): what was paid for still
      // runs to its end, when the due job ends it.
      if (subscription.currentPeriodEnd && subscription.currentPeriodEnd > new Date()) {
        await tx.query(
          `UPDATE "BillingSubscription" SET "cancelAtPeriodEnd" = TRUE, "canceledAt" = coalesce("canceledAt", now()), "updatedAt" = now()
            WHERE "id" = $1::text`,
          [subscriptionId],
        );
        await queueSubscriptionDue(tx, subscriptionId, subscription.currentPeriodEnd);
        return finish(tx, event, 'applied', 'canceled at the provider: it ends with the period paid for');
      }
      await endSubscription(tx, subscriptionId, subscription.cancelAtPeriodEnd ? 'canceled' : 'expired', effects);
      return finish(tx, event, 'applied');
  }
}

/**
 * Applies the events of a subscription kept while it was pending, oldest first (inside the caller's transaction). One
 * that another transaction holds (applyPendingEvents, waiting for this subscription's lock) is skipped, not waited
 * for: that one applies it once this transaction ends, seeing the subscription active.
 */
export async function applyEventsKeptFor(tx: SqlTransaction, subscriptionId: string, effects: PaymentEffects): Promise<void> {
  const subscription = (await subscriptionById(tx, subscriptionId))!;
  const kept = await tx.query<StoredSubscriptionEvent>(
    `SELECT e."id", e."provider", e."eventId", e."invoiceId", e."providerPaymentId", e."kind", e."amount"::text AS "amount",
            e."currency", e."subscriptionProviderId", e."periodEnd"
       FROM "BillingPaymentEvent" e
      WHERE e."outcome" = 'pending' AND e."kind" IN ('renewed', 'renewal-failed', 'subscription-ended')
        AND e."provider" = $1::text
        AND (e."invoiceId" = $2::text OR (e."subscriptionProviderId" IS NOT NULL AND e."subscriptionProviderId" = $3::text))
      ORDER BY e."createdAt", e."id" FOR UPDATE SKIP LOCKED`,
    [subscription.provider, subscription.firstInvoiceId, subscription.providerId],
  );
  for (const event of kept) await applySubscriptionEvent(tx, event, effects);
}

/**
 * The first payment of a subscription is applied (inside its transaction, holding its intent's and the subscription's
 * locks): it is active for one period at the provider that was paid (a retried checkout may have named another since),
 * its payer is told, and the events kept for it meanwhile are applied.
 */
export async function activateSubscription(
  tx: SqlTransaction,
  subscriptionId: string,
  event: StoredEvent,
  effects: PaymentEffects,
) {
  const subscription = (await subscriptionById(tx, subscriptionId))!;
  if (subscription.status !== 'pending') return;
  const periodEnd = event.periodEnd ?? periodEndAfter(new Date(), terms(subscription));
  await tx.query(
    `UPDATE "BillingSubscription" SET "status" = 'active', "provider" = $4::text, "providerId" = coalesce($2::text, "providerId"),
            "currentPeriodEnd" = $3::timestamptz, "updatedAt" = now()
      WHERE "id" = $1::text`,
    [subscriptionId, event.subscriptionProviderId, periodEnd, event.provider],
  );
  await tx.query(`UPDATE "BillingPaymentIntent" SET "periodEnd" = $2::timestamptz, "updatedAt" = now() WHERE "id" = $1::text`, [
    subscription.firstPaymentIntentId,
    periodEnd,
  ]);
  await queueSubscriptionDue(tx, subscriptionId, periodEnd);
  await effects.subscriptionChanged(tx, { subscriptionId, change: 'started' });
  await applyEventsKeptFor(tx, subscriptionId, effects);
}

/**
 * A first payment of a subscription that does not start it (its checkout expired or was replaced, or it was paid
 * already at another provider): the money is owed back (the caller flags it), and the subscription this payment
 * started at its provider is stopped there. A subscription still pending ends; one that runs is left as it is.
 */
export async function refuseSubscriptionStart(
  tx: SqlTransaction,
  subscriptionId: string,
  event: StoredEvent,
  effects: PaymentEffects,
) {
  const subscription = (await subscriptionById(tx, subscriptionId))!;
  if (subscription.status === 'pending') await endSubscription(tx, subscriptionId, 'expired', effects);
  if (event.subscriptionProviderId) await stopAtProvider(tx, event.provider, event.subscriptionProviderId);
}
