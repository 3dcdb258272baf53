import { amountText } from '../../../../shared/amount-text';
import { ecommercePaths } from '../../../../shared/ecommerce-paths';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../shared/languages';
import { SUBSCRIPTION_END_REASON_WORDS } from '../../../../shared/subscription-standing';
import { periodPhrase, type SubscriptionEndReason, type SubscriptionInterval } from '../../../../shared/subscriptions';
import type { SqlTransaction } from '../../../db/database';
import type { SubscriptionChange } from '../../billing';
import { enqueueJobs, type JobToQueue } from '../../../platform/jobs/jobs.service';
import { messageJobOf } from '../../notification/message-job';
import { orderSite } from '../order-message-terms';
import { rolesFollowOrders } from '../order-money.service';

/*
 * What a subscription does to orders and roles (docs/decisions/0042). A renewal is a new history order of each order
 * the first payment paid, with the same lines at the prices the first checkout kept, paid like any order. A role tied
 * to a subscription product is held while its subscription has not ended (order-money.service.ts, COUNTED_ORDER and
 * LIVE_SUBSCRIPTION), so a change of the subscription makes the roles of its orders follow; its payer is told each time
 * (`generate-email-billing-subscription-started`, `-canceled`, `-ended`: the words are the kinds' templates).
 */

/** Copies the first payment's orders under the renewal's intent: one new order per order, its lines, subject and currency. */
export async function copyOrdersForRenewal(
  tx: SqlTransaction,
  firstPaymentIntentId: string,
  paymentIntentId: string,
): Promise<number> {
  const orders = await tx.query<{ id: string }>(
    `SELECT x."orderId" AS "id" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
      WHERE x."billingModulePaymentIntentId" = $1::text ORDER BY x."orderId"`,
    [firstPaymentIntentId],
  );
  for (const { id } of orders) {
    const [copy] = await tx.query<{ id: string }>(
      `INSERT INTO "EcommerceOrder" ("id", "variant", "type", "status", "comment", "updatedAt")
       SELECT gen_random_uuid()::text, o."variant", 'history', 'paying', o."comment", now() FROM "EcommerceOrder" o WHERE o."id" = $1::text
       RETURNING "id"`,
      [id],
    );
    const copied = [id, copy!.id];
    await tx.query(
      `INSERT INTO "EcommerceOrdersToProducts" ("id", "variant", "orderIndex", "orderId", "productId", "storeId", "quantity", "amount",
              "checkoutUnitPrice", "updatedAt")
       SELECT gen_random_uuid()::text, l."variant", l."orderIndex", $2::text, l."productId", l."storeId", l."quantity", l."amount",
              l."checkoutUnitPrice", now()
         FROM "EcommerceOrdersToProducts" l WHERE l."orderId" = $1::text`,
      copied,
    );
    await tx.query(
      `INSERT INTO "RbacSubjectsToEcommerceModuleOrders" ("id", "subjectId", "ecommerceModuleOrderId", "updatedAt")
       SELECT gen_random_uuid()::text, so."subjectId", $2::text, now()
         FROM "RbacSubjectsToEcommerceModuleOrders" so WHERE so."ecommerceModuleOrderId" = $1::text`,
      copied,
    );
    await tx.query(
      `INSERT INTO "EcommerceOrdersToBillingModuleCurrencies" ("id", "orderId", "billingModuleCurrencyId", "updatedAt")
       SELECT gen_random_uuid()::text, $2::text, oc."billingModuleCurrencyId", now()
         FROM "EcommerceOrdersToBillingModuleCurrencies" oc WHERE oc."orderId" = $1::text`,
      copied,
    );
    await tx.query(
      `INSERT INTO "EcommerceOrdersToBillingModulePaymentIntents" ("id", "orderId", "billingModulePaymentIntentId", "updatedAt")
       VALUES (gen_random_uuid()::text, $1::text, $2::text, now())`,
      [copy!.id, paymentIntentId],
    );
  }
  return orders.length;
}

/** Every order any payment of the subscription paid for. */
const ordersOfSubscription = (tx: SqlTransaction, subscriptionId: string) =>
  tx.query<{ id: string }>(
    `SELECT DISTINCT x."orderId" AS "id" FROM "EcommerceOrdersToBillingModulePaymentIntents" x
       JOIN "BillingPaymentIntent" p ON p."id" = x."billingModulePaymentIntentId"
      WHERE p."subscriptionId" = $1::text ORDER BY 1`,
    [subscriptionId],
  );

interface Told {
  email: string | null;
  language: string;
  amount: string;
  interval: SubscriptionInterval;
  intervalCount: number;
  currentPeriodEnd: Date | null;
  endReason: SubscriptionEndReason | null;
  returnUrl: string | null;
  symbol: string | null;
  slug: string | null;
  decimals: number | null;
  roles: string[];
  /** The order that started it, and the account that placed it: what its messages are filed under. */
  firstOrderId: string | null;
  subjectId: string | null;
}

/**
 * Why it ended, as the site says it, for the message's "ended: …"; nothing for a gift its payer canceled (they know).
 */
const endReasonText = (reason: SubscriptionEndReason | null, language: Language) =>
  reason && reason !== 'canceled' ? SUBSCRIPTION_END_REASON_WORDS[language][reason] : '';

/** Names as a list reads in `language`: «Друг фонда», «Хранитель» / “Friend”, “Keeper”. */
const quoted = (names: readonly string[], language: Language) =>
  names.map((name) => (language === 'ru' ? `«${name}»` : `“${name}”`)).join(', ');

/**
 * The job that tells the subscription's payer what changed, in the language they checked out in, with the values as
 * they are at the change; none when it has no address.
 */
async function payerMessageJob(
  tx: SqlTransaction,
  subscriptionId: string,
  change: SubscriptionChange,
): Promise<JobToQueue | undefined> {
  const [told] = await tx.query<Told>(
    `SELECT s."email", s."language", s."amount"::text AS "amount", s."interval", s."intervalCount", s."currentPeriodEnd", s."endReason",
            c."symbol", c."slug", c."decimals",
            (SELECT i."returnUrl" FROM "BillingPaymentIntent" p
               JOIN "BillingPaymentIntentsToInvoices" x ON x."paymentIntentId" = p."id"
               JOIN "BillingInvoice" i ON i."id" = x."invoiceId"
              WHERE p."subscriptionId" = s."id" AND i."returnUrl" IS NOT NULL ORDER BY i."createdAt" LIMIT 1) AS "returnUrl",
            coalesce((SELECT array_agg(DISTINCT r."title" ORDER BY r."title")
               FROM "BillingPaymentIntent" p
               JOIN "EcommerceOrdersToBillingModulePaymentIntents" x ON x."billingModulePaymentIntentId" = p."id"
               JOIN "EcommerceOrdersToProducts" l ON l."orderId" = x."orderId"
               JOIN "RbacRolesToEcommerceModuleProducts" rp ON rp."ecommerceModuleProductId" = l."productId"
               JOIN "RbacRole" r ON r."id" = rp."roleId"
              WHERE p."subscriptionId" = s."id"), '{}') AS "roles",
            first."orderId" AS "firstOrderId",
            (SELECT so."subjectId" FROM "RbacSubjectsToEcommerceModuleOrders" so
              WHERE so."ecommerceModuleOrderId" = first."orderId" ORDER BY so."createdAt", so."id" LIMIT 1) AS "subjectId"
       FROM "BillingSubscription" s LEFT JOIN "BillingCurrency" c ON c."id" = s."currencyId"
       LEFT JOIN LATERAL (
         SELECT x."orderId" FROM "BillingPaymentIntent" p
           JOIN "EcommerceOrdersToBillingModulePaymentIntents" x ON x."billingModulePaymentIntentId" = p."id"
           JOIN "EcommerceOrder" o ON o."id" = x."orderId"
          WHERE p."subscriptionId" = s."id" ORDER BY p."createdAt", o."createdAt", o."id" LIMIT 1) first ON TRUE
      WHERE s."id" = $1::text`,
    [subscriptionId],
  );
  if (!told?.email) return undefined;
  const language = isLanguage(told.language) ? told.language : DEFAULT_LANGUAGE;
  const currency = { slug: told.slug ?? '', symbol: told.symbol, decimals: told.decimals ?? 2 };
  const date = told.currentPeriodEnd
    ? new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        told.currentPeriodEnd,
      )
    : '';
  const site = orderSite(told.returnUrl);
  // Its messages are e-mail only, to the address it is paid from: it is about that payment, whatever channel the
  // account chose for news.
  return messageJobOf(site.siteUrl, {
    variant: `generate-email-billing-subscription-${change}` as const,
    to: told.subjectId ? { email: told.email, subjectId: told.subjectId } : { email: told.email },
    language,
    ...(told.firstOrderId ? { orderId: told.firstOrderId } : {}),
    data: {
      amount: amountText(told.amount, currency, language),
      period: periodPhrase({ interval: told.interval, intervalCount: told.intervalCount }, language),
      date,
      roles: quoted(told.roles, language),
      reason: endReasonText(told.endReason, language),
      link: `${site.siteUrl}${ecommercePaths(language).donations}`,
    },
  });
}

/** The roles of the subscription's orders follow whether it lasts, and its payer is told (by a job, docs/decisions/0066). */
export async function subscriptionChanged(tx: SqlTransaction, subscriptionId: string, change: SubscriptionChange): Promise<void> {
  const orders = await ordersOfSubscription(tx, subscriptionId);
  await rolesFollowOrders(
    tx,
    orders.map((order) => order.id),
  );
  const told = await payerMessageJob(tx, subscriptionId, change);
  if (told) await enqueueJobs(tx, [told]);
}
