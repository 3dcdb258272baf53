import { parseInterval, type SubscriptionTerms } from '../../../../shared/subscriptions';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../errors';
import type { PaymentProvider } from '../../billing';
import type { OrderWithLines } from '../orders.answers';

/*
 * A checkout of a subscription product starts a subscription (docs/decisions/0042): the product's attribute of key type
 * `interval` says its period, the provider must take recurring payments, and the subscription is checked out alone,
 * one order, so that each period charges exactly what that order holds.
 */

/** The interval attribute's texts of these products (any language's, the first found), by product. */
async function intervalTexts(db: Database, productIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ productId: string; text: string | null }>(
    `SELECT DISTINCT ON (pa."productId") pa."productId",
            coalesce(nullif(a."string" ->> 'en', ''), nullif(a."string" ->> 'ru', ''),
                     (SELECT v FROM jsonb_each_text(a."string") AS t(k, v) WHERE v <> '' LIMIT 1)) AS "text"
       FROM "EcommerceProductsToAttributes" pa
       JOIN "EcommerceAttribute" a ON a."id" = pa."attributeId"
       JOIN "EcommerceAttributeKeysToAttributes" ka ON ka."attributeId" = a."id"
       JOIN "EcommerceAttributeKey" k ON k."id" = ka."attributeKeyId" AND k."type" = 'interval'
      WHERE pa."productId" = ANY($1::text[])
      ORDER BY pa."productId", pa."orderIndex", pa."createdAt", pa."id"`,
    [productIds],
  );
  return new Map(rows.flatMap((row) => (row.text ? [[row.productId, row.text] as const] : [])));
}

/** The terms of the subscription this product starts, or undefined when it has no interval that reads as a period. */
export async function productTerms(db: Database, productId: string): Promise<SubscriptionTerms | undefined> {
  const text = (await intervalTexts(db, [productId])).get(productId);
  return text === undefined ? undefined : parseInterval(text);
}

const isSubscription = (order: OrderWithLines) => order.ordersToProducts.some((line) => line.product.type === 'subscription');

/**
 * The terms of the subscription these orders start, or undefined for one-off orders. Refused with a 400 naming the
 * field, before anything is written: a subscription beside other orders, a provider without recurring payments, a
 * product whose interval is missing or not a period.
 */
export async function subscriptionTermsOf(
  db: Database,
  orders: readonly OrderWithLines[],
  orderField: (index: number) => string,
  provider: PaymentProvider,
): Promise<SubscriptionTerms | undefined> {
  const index = orders.findIndex(isSubscription);
  if (index < 0) return undefined;
  const field = orderField(index);
  const order = orders[index]!;
  if (orders.length > 1 || order.ordersToProducts.some((line) => line.product.type !== 'subscription'))
    throw badRequest('A monthly gift is paid on its own', [
      {
        field,
        message: `${field}: a subscription is checked out on its own: pay the other orders in another checkout`,
        code: 'mixed_purchase_types',
      },
    ]);
  if (!provider.subscriptions)
    throw badRequest(`${provider.name} takes no recurring payments`, [
      {
        field: 'data.provider',
        message: `data.provider: ${provider.name} takes no recurring payments: choose one that does`,
        code: 'no_recurring',
      },
    ]);
  const productIds = [...new Set(order.ordersToProducts.map((line) => line.product.id))];
  const texts = await intervalTexts(db, productIds);
  const terms = productIds.map((id) => (texts.has(id) ? parseInterval(texts.get(id)!) : undefined));
  const first = terms[0];
  if (!first || terms.some((one) => !one || one.interval !== first.interval || one.intervalCount !== first.intervalCount))
    throw badRequest('The subscription has no period', [
      {
        field,
        message: `${field}: the subscription product has no attribute of key type interval that reads as a period (month, year…)`,
        code: 'no_interval',
      },
    ]);
  return first;
}
