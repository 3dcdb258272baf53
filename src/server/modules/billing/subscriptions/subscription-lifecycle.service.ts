import { DAY_MS } from '../../../../shared/utc-day';
import { isPaymentProvider } from '../../../../shared/payment-providers';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import { logger } from '../../../platform/logging/logger';
import { receivePaymentEvent, type PaymentEffects } from '../payments/apply-payment.service';
import { ProviderUnavailable, type PaymentProvider } from '../payments/payment-provider';
import type { PaymentProviders } from '../payments/providers-from-environment';
import type { SubscriptionState } from './subscriptions.schema';
import {
  cancelRefusal,
  endSubscription,
  holdSubscriptionLock,
  queueSubscriptionDue,
  stateOf,
  subscriptionById,
  subscriptionStateById,
  type Subscription,
} from './subscriptions.service';

/*
 * What time and people do to a subscription (docs/decisions/0042): its payer or the team cancels it (the provider stops
 * charging, it lasts to the end of the period paid for), and a job looks at it when a period ends: a dummy one is
 * renewed there (the test provider charges nothing, so the job plays the provider's part), a canceled one ends, and
 * one whose renewal is still unpaid after the grace days ends as unpaid and is canceled at its provider.
 */

/** The configured provider of a subscription, if it is still configured here. */
function providerOf(providers: PaymentProviders, subscription: Subscription): PaymentProvider | undefined {
  if (!isPaymentProvider(subscription.provider) || !providers.configured.includes(subscription.provider)) return undefined;
  return providers.get(subscription.provider);
}

/**
 * Cancels a subscription: the provider is told first (nothing is written when it cannot be reached: a 503 to try
 * again), then it is marked to end with its period, its payer told. Canceling a canceled or ended one answers its state.
 */
export async function cancelSubscription(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  subscriptionId: string,
): Promise<SubscriptionState> {
  const subscription = await subscriptionById(db, subscriptionId);
  if (!subscription) return subscriptionStateById(db, subscriptionId);
  const refusal = cancelRefusal(subscription);
  if (refusal) throw refusal;
  if (subscription.status === 'ended' || subscription.cancelAtPeriodEnd) return stateOf(subscription);
  const support = providerOf(providers, subscription)?.subscriptions;
  if (subscription.providerId && support) {
    try {
      await support.cancel(subscription.providerId);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      logger().warn({ subscriptionId, err: error }, 'the payment provider did not cancel the subscription');
      const message = `id: ${subscription.provider} did not answer: nothing is canceled yet, try again`;
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `The payment provider ${subscription.provider} did not answer: try again`,
        [{ field: 'id', message, code: 'provider_unavailable' }],
        { headers: { 'retry-after': '5' } },
      );
    }
  }
  await db.transaction(async (tx) => {
    await holdSubscriptionLock(tx, subscriptionId);
    const [canceled] = await tx.query<{ currentPeriodEnd: Date | null }>(
      `UPDATE "BillingSubscription" SET "cancelAtPeriodEnd" = TRUE, "canceledAt" = now(), "updatedAt" = now()
        WHERE "id" = $1::text AND "status" <> 'ended' AND NOT "cancelAtPeriodEnd" RETURNING "currentPeriodEnd"`,
      [subscriptionId],
    );
    if (!canceled) return;
    await effects.subscriptionChanged(tx, { subscriptionId, change: 'canceled' });
    await queueSubscriptionDue(tx, subscriptionId, canceled.currentPeriodEnd ?? new Date());
  });
  return subscriptionStateById(db, subscriptionId);
}

/** What the due job is given beside the subscription. */
export interface DueSettings {
  graceDays: number;
  now?: () => Date;
}

/** The dummy provider renews a period that has come to its end, as a real provider's notification would. */
async function renewAtDummy(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  subscription: Subscription,
  now: Date,
) {
  const renewal = providerOf(providers, subscription)?.subscriptions?.renewal;
  if (
    !renewal ||
    subscription.status === 'ended' ||
    subscription.cancelAtPeriodEnd ||
    !subscription.currentPeriodEnd ||
    subscription.currentPeriodEnd > now ||
    !subscription.currency ||
    !subscription.firstInvoiceId
  )
    return;
  await receivePaymentEvent(
    db,
    subscription.provider,
    renewal({
      subscriptionId: subscription.id,
      firstInvoiceId: subscription.firstInvoiceId,
      amount: subscription.amount,
      currency: subscription.currency.slug.toUpperCase(),
      periodStart: subscription.currentPeriodEnd,
      recurring: { interval: subscription.interval, intervalCount: subscription.intervalCount },
    }),
    effects,
  );
}

/**
 * Looks at a subscription whose period (or grace) has ended: renews a dummy one, ends a canceled one, ends an unpaid
 * one past its grace (and stops its provider charging), and queues the next look.
 */
export async function settleDueSubscription(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  subscriptionId: string,
  { graceDays, now = () => new Date() }: DueSettings,
): Promise<void> {
  const before = await subscriptionById(db, subscriptionId);
  if (!before || before.status === 'pending' || before.status === 'ended') return;
  await renewAtDummy(db, providers, effects, before, now());
  await db.transaction(async (tx) => {
    await holdSubscriptionLock(tx, subscriptionId);
    const subscription = (await subscriptionById(tx, subscriptionId))!;
    const periodEnd = subscription.currentPeriodEnd;
    if (subscription.status === 'ended' || !periodEnd) return;
    const at = now();
    if (subscription.cancelAtPeriodEnd) {
      if (periodEnd <= at) await endSubscription(tx, subscriptionId, 'canceled', effects);
      else await queueSubscriptionDue(tx, subscriptionId, periodEnd);
      return;
    }
    const graceEnd = new Date(periodEnd.getTime() + graceDays * DAY_MS);
    if (graceEnd <= at) await endSubscription(tx, subscriptionId, 'unpaid', effects, { stop: true });
    else await queueSubscriptionDue(tx, subscriptionId, periodEnd > at ? periodEnd : graceEnd);
  });
}

/** Tells a provider to stop charging a subscription of its own now (the job stopAtProvider queues; retried). */
export async function stopChargingAtProvider(providers: PaymentProviders, provider: string, providerSubscriptionId: string) {
  if (!isPaymentProvider(provider) || !providers.configured.includes(provider)) return;
  const support = providers.get(provider).subscriptions;
  await (support?.stop ?? support?.cancel)?.(providerSubscriptionId);
}

/** The subscriptions whose period or grace ended with no look at them since: the due jobs' safety net. */
export async function overdueSubscriptions(db: Database, graceDays: number, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT "id" FROM "BillingSubscription"
      WHERE "status" IN ('active', 'past_due') AND "currentPeriodEnd" IS NOT NULL
        AND ("currentPeriodEnd" <= $1::timestamptz - make_interval(days => $2::int)
             OR ("cancelAtPeriodEnd" AND "currentPeriodEnd" <= $1::timestamptz)
             OR ("provider" = 'dummy' AND "currentPeriodEnd" <= $1::timestamptz))
      ORDER BY "currentPeriodEnd", "id" LIMIT 500`,
    [now, graceDays],
  );
  return rows.map((row) => row.id);
}

/** A subscription is looked up at its provider once its renewal is this late with no notification of it. */
export const RECONCILE_SUBSCRIPTION_AFTER_MINUTES = 30;

/**
 * What no notification told of subscriptions, asked of their providers: each paid period they report is applied as its
 * renewal notification would be (once: the period's payment id is its key), and an end there as the end.
 */
export async function reconcileSubscriptions(
  db: Database,
  providers: PaymentProviders,
  effects: PaymentEffects,
  now = new Date(),
) {
  const late = await db.query<{ id: string }>(
    `SELECT "id" FROM "BillingSubscription"
      WHERE "status" IN ('active', 'past_due') AND "providerId" IS NOT NULL AND "provider" <> 'dummy'
        AND "currentPeriodEnd" <= $1::timestamptz - make_interval(mins => $2::int)
      ORDER BY "currentPeriodEnd", "id" LIMIT 200`,
    [now, RECONCILE_SUBSCRIPTION_AFTER_MINUTES],
  );
  for (const { id } of late) {
    const subscription = await subscriptionById(db, id);
    const lookup = subscription && providerOf(providers, subscription)?.subscriptions?.lookup;
    if (!subscription?.providerId || !lookup) continue;
    try {
      const found = await lookup(subscription.providerId);
      for (const renewal of found.renewals.filter((paid) => paid.providerPaymentId))
        await receivePaymentEvent(
          db,
          subscription.provider,
          { ...renewal, eventId: `lookup:${renewal.providerPaymentId ?? ''}`, subscriptionProviderId: subscription.providerId },
          effects,
        );
      if (found.ended)
        await receivePaymentEvent(
          db,
          subscription.provider,
          {
            eventId: `lookup:ended:${subscription.providerId}`,
            kind: 'subscription-ended',
            invoiceId: null,
            providerPaymentId: null,
            amount: null,
            currency: null,
            subscriptionProviderId: subscription.providerId,
          },
          effects,
        );
    } catch (error) {
      logger().warn({ subscriptionId: id, err: error }, 'the subscription could not be looked up at its provider');
    }
  }
}
