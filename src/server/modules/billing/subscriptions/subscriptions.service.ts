import { randomUUID } from 'node:crypto';
import type { InvoiceProvider } from '../../../../shared/order-payment';
import type {
  SubscriptionEndReason,
  SubscriptionInterval,
  SubscriptionStatus,
  SubscriptionTerms,
} from '../../../../shared/subscriptions';
import type { Database, SqlTransaction } from '../../../db/database';
import { AppError, notFound } from '../../../errors';
import { enqueueJob } from '../../../platform/jobs/jobs.service';
import { advisoryLock } from '../../../platform/locks/advisory-lock';
import type { CurrencySummary } from '../currencies.schema';
import type { PaymentEffects } from '../payments/apply-payment.service';
import type { SubscriptionState } from './subscriptions.schema';

/*
 * Subscriptions (docs/decisions/0042): a checkout of a subscription product opens a payment intent like any other and
 * a subscription beside it, `pending`; the intent's payment makes it `active` for one period. Each renewal the provider
 * reports is a payment intent of its own under the subscription (unique per subscription and the provider's payment id
 * of that period), paid at once, whose orders the selling module makes. Every write to a subscription holds its lock;
 * the lock order is: the intent a payment pays (when there is one), then the subscription, then the orders' rows.
 */

export const holdSubscriptionLock = (tx: SqlTransaction, subscriptionId: string) =>
  advisoryLock.hold(tx, `billing.subscription:${subscriptionId}`);

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  provider: InvoiceProvider;
  providerId: string | null;
  interval: SubscriptionInterval;
  intervalCount: number;
  amount: string;
  currency: CurrencySummary | null;
  email: string | null;
  language: string;
  description: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  endReason: SubscriptionEndReason | null;
  failedAt: Date | null;
  failure: string | null;
  /** The intent of its first payment (made by the checkout). */
  firstPaymentIntentId: string | null;
  /** The invoice that paid it: renewals are told against it where the provider carries it back. */
  firstInvoiceId: string | null;
  /** Where the first payer returned to: renewals' invoice pages sit beside it. */
  firstReturnUrl: string | null;
  startedAt: Date | null;
  payments: number;
  given: string;
}

interface SubscriptionRow extends Omit<Subscription, 'currency'> {
  currencyId: string | null;
  currencySlug: string | null;
  currencySymbol: string | null;
  currencyTitle: Record<string, string> | null;
  currencyDecimals: number | null;
}

const SUBSCRIPTION_SELECT = `SELECT s."id", s."status", s."provider", s."providerId", s."interval", s."intervalCount",
       round(s."amount", coalesce(c."decimals", 2))::text AS "amount", s."email", s."language", s."description",
       s."currentPeriodEnd", s."cancelAtPeriodEnd", s."canceledAt", s."endedAt", s."endReason", s."failedAt", s."failure",
       c."id" AS "currencyId", c."slug" AS "currencySlug", c."symbol" AS "currencySymbol", c."title" AS "currencyTitle",
       c."decimals" AS "currencyDecimals",
       f."id" AS "firstPaymentIntentId", fi."id" AS "firstInvoiceId", fi."returnUrl" AS "firstReturnUrl", fi."paidAt" AS "startedAt",
       (SELECT count(*)::int FROM "BillingPaymentIntent" p WHERE p."subscriptionId" = s."id" AND p."status" = 'paid') AS "payments",
       round((SELECT coalesce(sum(p."amount"), 0) FROM "BillingPaymentIntent" p
               WHERE p."subscriptionId" = s."id" AND p."status" = 'paid'), coalesce(c."decimals", 2))::text AS "given"
  FROM "BillingSubscription" s
  LEFT JOIN "BillingCurrency" c ON c."id" = s."currencyId"
  LEFT JOIN LATERAL (
    SELECT p."id" FROM "BillingPaymentIntent" p WHERE p."subscriptionId" = s."id" AND p."renewalKey" IS NULL
     ORDER BY p."createdAt", p."id" LIMIT 1) f ON TRUE
  LEFT JOIN LATERAL (
    SELECT i."id", i."returnUrl", i."paidAt" FROM "BillingPaymentIntentsToInvoices" x
      JOIN "BillingInvoice" i ON i."id" = x."invoiceId"
     WHERE x."paymentIntentId" = f."id"
     ORDER BY (i."status" IN ('paid', 'refunded')) DESC, i."createdAt" DESC, i."id" LIMIT 1) fi ON TRUE`;

const subscriptionOf = ({
  currencyId,
  currencySlug,
  currencySymbol,
  currencyTitle,
  currencyDecimals,
  ...row
}: SubscriptionRow): Subscription => ({
  ...row,
  currency:
    currencyId && currencySlug
      ? {
          id: currencyId,
          slug: currencySlug,
          symbol: currencySymbol,
          title: currencyTitle ?? {},
          decimals: currencyDecimals ?? 2,
        }
      : null,
});

/** These subscriptions, newest first (unknown ids are left out). */
export async function subscriptionsById(db: SqlTransaction, ids: readonly string[]): Promise<Subscription[]> {
  if (!ids.length) return [];
  const rows = await db.query<SubscriptionRow>(
    `${SUBSCRIPTION_SELECT} WHERE s."id" = ANY($1::text[]) ORDER BY s."createdAt" DESC, s."id"`,
    [ids],
  );
  return rows.map(subscriptionOf);
}

export async function subscriptionById(db: SqlTransaction, id: string): Promise<Subscription | undefined> {
  return (await subscriptionsById(db, [id]))[0];
}

/** The subscriptions a subject pays (through the subject of their first payment), newest first. */
export async function subscriptionsOfSubject(db: Database, subjectId: string): Promise<Subscription[]> {
  const rows = await db.query<SubscriptionRow>(
    `${SUBSCRIPTION_SELECT}
      WHERE EXISTS (SELECT 1 FROM "RbacSubjectsToBillingModulePaymentIntents" sp
                     WHERE sp."billingModulePaymentIntentId" = f."id" AND sp."subjectId" = $1::text)
      ORDER BY s."createdAt" DESC, s."id"`,
    [subjectId],
  );
  return rows.map(subscriptionOf);
}

export async function isSubscriptionOf(db: Database, subscriptionId: string, subjectId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 AS "own" FROM "BillingPaymentIntent" p
       JOIN "RbacSubjectsToBillingModulePaymentIntents" sp ON sp."billingModulePaymentIntentId" = p."id"
      WHERE p."subscriptionId" = $1::text AND sp."subjectId" = $2::text LIMIT 1`,
    [subscriptionId, subjectId],
  );
  return rows.length > 0;
}

export const stateOf = (subscription: Subscription): SubscriptionState => ({
  id: subscription.id,
  status: subscription.status,
  provider: subscription.provider === 'offline' ? 'dummy' : subscription.provider,
  interval: subscription.interval,
  intervalCount: subscription.intervalCount,
  amount: subscription.amount,
  billingModuleCurrency: subscription.currency,
  email: subscription.email,
  startedAt: subscription.startedAt,
  currentPeriodEnd: subscription.currentPeriodEnd,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  canceledAt: subscription.canceledAt,
  endedAt: subscription.endedAt,
  endReason: subscription.endReason,
  failedAt: subscription.failedAt,
  failure: subscription.failure,
  payments: subscription.payments,
  given: subscription.given,
});

export async function subscriptionStateById(db: Database, id: string): Promise<SubscriptionState> {
  const subscription = await subscriptionById(db, id);
  if (!subscription) throw notFound(`BillingSubscription with id ${id} not found`, 'id');
  return stateOf(subscription);
}

export const terms = (subscription: Pick<Subscription, 'interval' | 'intervalCount'>): SubscriptionTerms => ({
  interval: subscription.interval,
  intervalCount: subscription.intervalCount,
});

/** What a new subscription is: its provider, terms and what each period charges. */
export interface NewSubscription {
  provider: InvoiceProvider;
  recurring: SubscriptionTerms;
  amount: string;
  currency: CurrencySummary;
  email: string | null;
  language: string;
  description: string;
}

/** A pending subscription beside the checkout's new intent, which becomes its first payment (inside the checkout). */
export async function startSubscription(
  tx: SqlTransaction,
  paymentIntentId: string,
  subscription: NewSubscription,
): Promise<string> {
  const id = randomUUID();
  const { interval, intervalCount } = subscription.recurring;
  await tx.query(
    `INSERT INTO "BillingSubscription" ("id", "slug", "adminTitle", "provider", "interval", "intervalCount", "amount",
            "currencyId", "email", "language", "description", "updatedAt")
     VALUES ($1::text, $1::text, $2::text, $3::text, $4::text, $5::int, $6::numeric, $7::text, $8::text, $9::text, $10::text, now())`,
    [
      id,
      `${subscription.description} — ${subscription.amount} ${subscription.currency.slug.toUpperCase()}`.slice(0, 200),
      subscription.provider,
      interval,
      intervalCount,
      subscription.amount,
      subscription.currency.id,
      subscription.email,
      subscription.language,
      subscription.description,
    ],
  );
  await tx.query(
    `UPDATE "BillingPaymentIntent" SET "type" = 'subscription', "interval" = $2::text, "subscriptionId" = $3::text, "updatedAt" = now()
      WHERE "id" = $1::text`,
    [paymentIntentId, intervalCount === 1 ? interval : `${intervalCount} ${interval}`, id],
  );
  return id;
}

/** A retried checkout at another provider: the pending subscription of its intent starts there instead. */
export async function movePendingSubscription(
  tx: SqlTransaction,
  paymentIntentId: string,
  provider: InvoiceProvider,
  email: string,
) {
  await tx.query(
    `UPDATE "BillingSubscription" s SET "provider" = $2::text, "email" = $3::text, "updatedAt" = now()
       FROM "BillingPaymentIntent" p
      WHERE p."id" = $1::text AND s."id" = p."subscriptionId" AND p."renewalKey" IS NULL AND s."status" = 'pending'`,
    [paymentIntentId, provider, email],
  );
}

/** Keeps the provider's id of the subscription this intent's payment started, where it was not known yet. */
export async function noteSubscriptionProviderId(tx: SqlTransaction, paymentIntentId: string, providerId: string) {
  await tx.query(
    `UPDATE "BillingSubscription" s SET "providerId" = $2::text, "updatedAt" = now()
       FROM "BillingPaymentIntent" p
      WHERE p."id" = $1::text AND s."id" = p."subscriptionId" AND p."renewalKey" IS NULL AND s."providerId" IS NULL`,
    [paymentIntentId, providerId],
  );
}

export const SUBSCRIPTION_DUE_JOB = 'billing.subscription-due';
export const CANCEL_AT_PROVIDER_JOB = 'billing.cancel-subscription-at-provider';

/** Looks at the subscription again at `at` (its period's end, or its grace's): renews a dummy one, ends an overdue one. */
export async function queueSubscriptionDue(tx: SqlTransaction, subscriptionId: string, at: Date) {
  await enqueueJob(
    tx,
    SUBSCRIPTION_DUE_JOB,
    { subscriptionId },
    { runAt: at, key: `subscription-due:${subscriptionId}:${at.toISOString()}` },
  );
}

/**
 * Stops a provider charging a subscription of its own (a job after the commit that decided it; retried): one that
 * ended here unpaid, or one that never should have started (its first payment owed back).
 */
export async function stopAtProvider(tx: SqlTransaction, provider: InvoiceProvider, providerSubscriptionId: string) {
  await enqueueJob(
    tx,
    CANCEL_AT_PROVIDER_JOB,
    { provider, providerSubscriptionId },
    { key: `cancel-at-provider:${provider}:${providerSubscriptionId}` },
  );
}

/**
 * Ends a subscription (holding its lock): what it gave is taken back, its payer told; nothing more is applied to it.
 * `stop`: the provider must be told to stop charging (it ended here as unpaid), not when the end came from it.
 */
export async function endSubscription(
  tx: SqlTransaction,
  subscriptionId: string,
  reason: SubscriptionEndReason,
  effects: PaymentEffects,
  { stop = false }: { stop?: boolean } = {},
) {
  const [ended] = await tx.query<{ provider: InvoiceProvider; providerId: string | null }>(
    `UPDATE "BillingSubscription" SET "status" = 'ended', "endedAt" = now(), "endReason" = $2::text, "updatedAt" = now()
      WHERE "id" = $1::text AND "status" <> 'ended' RETURNING "provider", "providerId"`,
    [subscriptionId, reason],
  );
  if (!ended) return;
  await effects.subscriptionChanged(tx, { subscriptionId, change: 'ended' });
  if (stop && ended.providerId) await stopAtProvider(tx, ended.provider, ended.providerId);
}

/** A checkout's intent released unpaid (expired, superseded): the subscription it would have started never does. */
export async function endPendingSubscription(tx: SqlTransaction, paymentIntentId: string) {
  const [ended] = await tx.query<{ provider: InvoiceProvider; providerId: string | null }>(
    `UPDATE "BillingSubscription" s SET "status" = 'ended', "endedAt" = now(), "endReason" = 'expired', "updatedAt" = now()
       FROM "BillingPaymentIntent" p
      WHERE p."id" = $1::text AND s."id" = p."subscriptionId" AND p."renewalKey" IS NULL AND s."status" = 'pending'
      RETURNING s."provider", s."providerId"`,
    [paymentIntentId],
  );
  // A payment refused for its amount may have started one there all the same.
  if (ended?.providerId) await stopAtProvider(tx, ended.provider, ended.providerId);
}

/** Refuses to cancel what cannot be: a subscription whose first payment is not made (it starts only if paid). */
export function cancelRefusal(subscription: Subscription): AppError | undefined {
  if (subscription.status !== 'pending') return undefined;
  const message = `id: the subscription's first payment is not made: it starts only if it is paid, and ends by itself if not`;
  return new AppError('CONFLICT', message, [{ field: 'id', message, code: 'subscription_pending' }]);
}
