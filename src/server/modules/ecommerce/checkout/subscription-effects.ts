import { amountText } from '../../../../shared/amount-text';
import { ecommercePaths } from '../../../../shared/ecommerce-paths';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../shared/languages';
import { localized, richTextToParagraphs } from '../../../../shared/localized-text';
import { periodPhrase, type SubscriptionInterval } from '../../../../shared/subscriptions';
import type { Database } from '../../../db/database';
import type { SubscriptionChange } from '../../billing';
import { queueNotification } from '../../notification/notifications.service';
import { rolesFollowOrders } from '../order-money.service';

/*
 * What a subscription does to orders and roles (docs/decisions/0042). A renewal is a new history order of each order
 * the first payment paid, with the same lines at the prices the first checkout kept, paid like any order. A role tied
 * to a subscription product is held while its subscription has not ended (order-money.service.ts, COUNTED_ORDER and
 * LIVE_SUBSCRIPTION), so a change of the subscription makes the roles of its orders follow; its payer is told each time.
 */

/** Copies the first payment's orders under the renewal's intent: one new order per order, its lines, subject and currency. */
export async function copyOrdersForRenewal(tx: Database, firstPaymentIntentId: string, paymentIntentId: string): Promise<number> {
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
const ordersOfSubscription = (tx: Database, subscriptionId: string) =>
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
  endReason: string | null;
  returnUrl: string | null;
  symbol: string | null;
  slug: string | null;
  decimals: number | null;
  roles: string[];
}

const FALLBACK: Record<Language, Record<SubscriptionChange, { title: string; text: string }>> = {
  ru: {
    started: {
      title: 'Ежемесячное пожертвование оформлено',
      text: 'Спасибо! Ваше пожертвование {{amount}} {{period}} оформлено. Следующее списание — {{date}}.{{roles}}\n\nОтменить его можно в разделе «Мои пожертвования»: {{link}}',
    },
    canceled: {
      title: 'Ежемесячное пожертвование отменено',
      text: 'Ваше пожертвование {{amount}} {{period}} отменено: больше списаний не будет. Оплаченный период действует до {{date}}.{{roles}}\n\n{{link}}',
    },
    ended: {
      title: 'Ежемесячное пожертвование завершено',
      text: 'Ваше пожертвование {{amount}} {{period}} завершено{{reason}}.{{roles}}\n\nОформить его снова можно на сайте фонда: {{link}}',
    },
  },
  en: {
    started: {
      title: 'Your monthly gift is set up',
      text: 'Thank you! Your gift of {{amount}} {{period}} is set up. The next charge is on {{date}}.{{roles}}\n\nYou can cancel it on your donations page: {{link}}',
    },
    canceled: {
      title: 'Your monthly gift is canceled',
      text: 'Your gift of {{amount}} {{period}} is canceled: nothing more will be charged. The period paid for lasts until {{date}}.{{roles}}\n\n{{link}}',
    },
    ended: {
      title: 'Your monthly gift has ended',
      text: 'Your gift of {{amount}} {{period}} has ended{{reason}}.{{roles}}\n\nYou can set it up again on the foundation’s site: {{link}}',
    },
  },
};

const ROLE_WORDS: Record<Language, Record<SubscriptionChange, (roles: string) => string>> = {
  ru: {
    started: (roles) => ` Пока оно действует, вы — ${roles}.`,
    canceled: (roles) => ` До этого дня вы остаётесь: ${roles}.`,
    ended: (roles) => ` Роль ${roles} снята.`,
  },
  en: {
    started: (roles) => ` While it lasts, you are: ${roles}.`,
    canceled: (roles) => ` Until then you remain: ${roles}.`,
    ended: (roles) => ` The role ${roles} is taken back.`,
  },
};

const REASON_WORDS: Record<Language, Record<string, string>> = {
  ru: { unpaid: ': очередной платёж не удалось списать', expired: '', canceled: '' },
  en: { unpaid: ': its latest payment could not be charged', expired: '', canceled: '' },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** Tells the subscription's payer what changed, in the language they checked out in (queued in the caller's transaction). */
async function tellPayer(tx: Database, subscriptionId: string, change: SubscriptionChange) {
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
              WHERE p."subscriptionId" = s."id"), '{}') AS "roles"
       FROM "BillingSubscription" s LEFT JOIN "BillingCurrency" c ON c."id" = s."currencyId"
      WHERE s."id" = $1::text`,
    [subscriptionId],
  );
  if (!told?.email) return;
  const language = isLanguage(told.language) ? told.language : DEFAULT_LANGUAGE;
  const template = await tx.prisma.notificationTemplate.findFirst({
    where: { variant: `subscription-${change}` },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { title: true, description: true },
  });
  const currency = { slug: told.slug ?? '', symbol: told.symbol, decimals: told.decimals ?? 2 };
  const date = told.currentPeriodEnd
    ? new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        told.currentPeriodEnd,
      )
    : '';
  const origin = told.returnUrl ? new URL(told.returnUrl).origin : '';
  const values = {
    amount: amountText(told.amount, currency, language),
    period: periodPhrase({ interval: told.interval, intervalCount: told.intervalCount }, language),
    date,
    roles: told.roles.length ? ROLE_WORDS[language][change](told.roles.map((role) => `«${role}»`).join(', ')) : '',
    reason: REASON_WORDS[language][told.endReason ?? ''] ?? '',
    link: `${origin}${ecommercePaths(language).donations}`,
  };
  const fallback = FALLBACK[language][change];
  const title = localized(template?.title, language) || fallback.title;
  const text = richTextToParagraphs(localized(template?.description, language)) || fallback.text;
  await queueNotification(tx, { recipient: told.email, title: fill(title, values), text: fill(text, values) });
}

/** The roles of the subscription's orders follow whether it lasts, and its payer is told. */
export async function subscriptionChanged(tx: Database, subscriptionId: string, change: SubscriptionChange): Promise<void> {
  const orders = await ordersOfSubscription(tx, subscriptionId);
  await rolesFollowOrders(
    tx,
    orders.map((order) => order.id),
  );
  await tellPayer(tx, subscriptionId, change);
}
