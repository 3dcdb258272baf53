import { fitsCurrency } from '../../../shared/money';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { advisoryLock } from '../../platform/locks/advisory-lock';
import { currencyById, type CurrencySummary } from '../billing';

/*
 * A price is an attribute whose key has type `price`, linked to a billing currency and to a product
 * (products-to-attributes), or to a store's offer of the product (stores-to-products-to-attributes): the store's
 * own price wins where a cart line names that store. Several prices for one product, store and currency (the
 * price hooks refuse them, older data may hold them) yield the first by the admin's order.
 */

/** Joins after `a` (EcommerceAttribute) that keep the attributes that are prices, with their currency link `ac`. */
const PRICE_JOINS = `
  JOIN "EcommerceAttributeKeysToAttributes" ka ON ka."attributeId" = a."id"
  JOIN "EcommerceAttributeKey" k ON k."id" = ka."attributeKeyId" AND k."type" = 'price'
  JOIN "EcommerceAttributesToBillingModuleCurrencies" ac ON ac."attributeId" = a."id"`;

/** Prices of products themselves: `pa` is the product's link; `joins` add tables. */
const productPrices = (joins = '') => `FROM "EcommerceProductsToAttributes" pa
  JOIN "EcommerceAttribute" a ON a."id" = pa."attributeId" ${PRICE_JOINS} ${joins}
  WHERE a."number" IS NOT NULL`;

/** Prices of stores' offers of products: `sp` is the store's offer, `spa` the price's link to it. */
const storePrices = (joins = '') => `FROM "EcommerceStoresToProducts" sp
  JOIN "EcommerceStoresToProductsToAttributes" spa ON spa."storesToProductsId" = sp."id"
  JOIN "EcommerceAttribute" a ON a."id" = spa."attributeId" ${PRICE_JOINS} ${joins}
  WHERE a."number" IS NOT NULL`;

/**
 * SQL of a LATERAL subquery answering the price (`attributeId`, `amount`, and for a free amount its `minimum` and
 * `maximum`) of a product, in a store or none, in a currency, each given as an SQL expression; no row when there is
 * none.
 */
export const priceLateral = (product: string, store: string, currency: string) => `(
  SELECT "attributeId", "amount", "minimum", "maximum" FROM (
    (SELECT a."id" AS "attributeId", a."number" AS "amount", a."minimum", a."maximum", 0 AS "rank" ${storePrices()}
        AND sp."productId" = ${product} AND sp."storeId" = ${store} AND ac."billingModuleCurrencyId" = ${currency}
      ORDER BY sp."orderIndex", spa."orderIndex", spa."createdAt", spa."id" LIMIT 1)
    UNION ALL
    (SELECT a."id", a."number", a."minimum", a."maximum", 1 ${productPrices()}
        AND pa."productId" = ${product} AND ac."billingModuleCurrencyId" = ${currency}
      ORDER BY pa."orderIndex", pa."createdAt", pa."id" LIMIT 1)
  ) prices ORDER BY "rank" LIMIT 1
)`;

/** The message the spec gives a product without a price in the currency asked for. */
export const NO_PRICE = "Product doesn't have price attributes connected to billing module currency.";

/**
 * SQL of whether a product has a price in a currency (SQL expressions): in the store, when one is named (its own price,
 * else the product's), else the product's own; without a store the store prices are not even planned.
 */
export const priceExists = (product: string, store: string | null, currency: string) =>
  store === null
    ? `EXISTS (SELECT 1 ${productPrices()} AND pa."productId" = ${product} AND ac."billingModuleCurrencyId" = ${currency})`
    : `EXISTS (SELECT 1 FROM ${priceLateral(product, store, currency)} price)`;

/** One price of a product as the storefront shows it. */
export interface ProductPrice {
  productId: string;
  /** The store whose own price it is, or null for the product's own. */
  storeId: string | null;
  attributeId: string;
  billingModuleCurrencyId: string;
  /** The currency, read with the price (a card shows its symbol and decimals). */
  currency: CurrencySummary;
  /** In the currency's decimals (`"150.00"`). */
  amount: string;
  /** Its bounds where the visitor chooses the amount (`amount` is then the suggested one); null for a fixed price. */
  freeAmount: FreeAmount | null;
}

/** The bounds of a free amount, in the currency's decimals; `maximum` null for none. */
export interface FreeAmount {
  minimum: string;
  maximum: string | null;
}

/** Every price of these products, their own and their stores', in every currency, in the admin's order. */
export async function pricesOfProducts(db: Database, productIds: readonly string[]): Promise<ProductPrice[]> {
  if (!productIds.length) return [];
  // `owner` is the product's own link (pa) or the store's offer (sp), `link` the price's link to it (pa or spa).
  const columns = (owner: string, store: string, link: string) =>
    `SELECT ${owner}."productId", ${store} AS "storeId", a."id" AS "attributeId", c."id" AS "billingModuleCurrencyId",
            round(a."number", c."decimals")::text AS "amount", c."orderIndex" AS "currencyOrder",
            round(a."minimum", c."decimals")::text AS "minimum", round(a."maximum", c."decimals")::text AS "maximum",
            c."slug", c."symbol", c."title", c."decimals",
            ${link}."orderIndex", ${link}."createdAt"`;
  const currency = `JOIN "BillingCurrency" c ON c."id" = ac."billingModuleCurrencyId"`;
  type Row = Omit<ProductPrice, 'currency' | 'freeAmount'> &
    Omit<CurrencySummary, 'id'> & { minimum: string | null; maximum: string | null };
  const rows = await db.query<Row>(
    `SELECT "productId", "storeId", "attributeId", "billingModuleCurrencyId", "amount", "minimum", "maximum",
            "slug", "symbol", "title", "decimals" FROM (
       ${columns('pa', 'NULL::text', 'pa')} ${productPrices(currency)} AND pa."productId" = ANY($1::text[])
       UNION ALL
       ${columns('sp', 'sp."storeId"', 'spa')} ${storePrices(currency)} AND sp."productId" = ANY($1::text[])
     ) prices
     ORDER BY "currencyOrder", "orderIndex", "createdAt"`,
    [productIds],
  );
  return rows.map(({ slug, symbol, title, decimals, minimum, maximum, ...price }) => ({
    ...price,
    freeAmount: minimum === null ? null : { minimum, maximum },
    currency: { id: price.billingModuleCurrencyId, slug, symbol, title, decimals },
  }));
}

/** A product's price to set: in a currency, its own or a store's (which must offer it); `amount` null removes it. */
export interface PriceSetting {
  productId: string;
  billingModuleCurrencyId: string;
  /** An exact decimal text within the currency's decimals, or null to remove the price. */
  amount: string | null;
  storeId?: string | null;
}

/** The attribute key prices hang on: the first of type `price`, made (slug `price`) when there is none. */
async function priceKey(tx: Database): Promise<string> {
  const key = await tx.prisma.ecommerceAttributeKey.findFirst({
    where: { type: 'price' },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  if (key) return key.id;
  const made = await tx.prisma.ecommerceAttributeKey.upsert({
    where: { slug: 'price' },
    update: { type: 'price', field: 'number' },
    create: { slug: 'price', adminTitle: 'Price', type: 'price', field: 'number', title: { ru: 'Цена', en: 'Price' } },
    select: { id: true },
  });
  return made.id;
}

/**
 * Sets (or with a null amount removes) one price of a product in a currency, its own or a store's, writing the
 * attribute and its three links in one transaction: what an administrator would otherwise do in four relation
 * tables. Answers the price attribute's id (null once removed). Errors name the setting's fields after
 * `fieldPrefix` (`data.prices[1].`), where a route took them.
 */
export async function setPrice(
  db: Database,
  { productId, billingModuleCurrencyId, amount, storeId }: PriceSetting,
  fieldPrefix = '',
) {
  return db.transaction(async (tx) => {
    await holdPriceLock(tx);
    const currency = await currencyById(tx, billingModuleCurrencyId, `${fieldPrefix}billingModuleCurrencyId`);
    if (amount !== null && (amount.trim().startsWith('-') || !fitsCurrency(amount, currency.decimals)))
      throw badRequest(`amount must be a decimal number of at least 0 with at most ${currency.decimals} decimals`, [
        {
          field: `${fieldPrefix}amount`,
          message: `${fieldPrefix}amount: must be a decimal number of at least 0 with at most ${currency.decimals} decimals in ${currency.slug}`,
          code: 'invalid',
        },
      ]);
    const offer = storeId
      ? await tx.prisma.ecommerceStoresToProducts.findFirst({ where: { storeId, productId }, select: { id: true } })
      : undefined;
    if (storeId && !offer)
      throw badRequest('The store does not offer this product', [
        {
          field: `${fieldPrefix}storeId`,
          message: `${fieldPrefix}storeId: the store does not offer this product`,
          code: 'not_offered',
        },
      ]);
    const [existing] = await tx.query<{ attributeId: string }>(
      offer
        ? `SELECT a."id" AS "attributeId" ${storePrices()} AND sp."id" = $1::text AND ac."billingModuleCurrencyId" = $2::text
           ORDER BY spa."orderIndex", spa."createdAt", spa."id" LIMIT 1`
        : `SELECT a."id" AS "attributeId" ${productPrices()} AND pa."productId" = $1::text AND ac."billingModuleCurrencyId" = $2::text
           ORDER BY pa."orderIndex", pa."createdAt", pa."id" LIMIT 1`,
      [offer?.id ?? productId, billingModuleCurrencyId],
    );
    if (amount === null) {
      if (existing) await tx.prisma.ecommerceAttribute.delete({ where: { id: existing.attributeId } });
      return null;
    }
    if (existing) {
      await tx.prisma.ecommerceAttribute.update({ where: { id: existing.attributeId }, data: { number: amount } });
      return existing.attributeId;
    }
    const attribute = await tx.prisma.ecommerceAttribute.create({
      data: {
        number: amount,
        attributeKeysToAttributes: { create: { attributeKeyId: await priceKey(tx) } },
        attributesToBillingModuleCurrencies: { create: { billingModuleCurrencyId } },
        ...(offer
          ? { storesToProductsToAttributes: { create: { storesToProductsId: offer.id } } }
          : { productsToAttributes: { create: { productId } } }),
      },
      select: { id: true },
    });
    return attribute.id;
  });
}

/** One place where a product would have two prices in one currency. */
export interface PriceClash {
  productSlug: string;
  storeSlug: string | null;
  currencySlug: string;
}

/** Every price slot (a product's own, or a store's offer of it) in a currency: `owner` is the product or the offer. */
const PRICE_SLOTS = `
  SELECT pa."productId" AS "owner", 'product' AS "kind", ac."billingModuleCurrencyId" AS "currencyId", a."id" AS "attributeId"
  ${productPrices()}
  UNION ALL
  SELECT sp."id", 'store', ac."billingModuleCurrencyId", a."id" ${storePrices()}`;

/**
 * Slots the attributes take part in that now hold more than one price: a product has at most one price per
 * currency and store. Run after a write that may have made a price, inside its transaction.
 */
export async function priceClashes(db: Database, attributeIds: readonly string[]): Promise<PriceClash[]> {
  return db.query<PriceClash>(
    `WITH slots AS (${PRICE_SLOTS}),
          touched AS (SELECT DISTINCT "owner", "kind", "currencyId" FROM slots WHERE "attributeId" = ANY($1::text[]))
     SELECT COALESCE(p."slug", op."slug") AS "productSlug", st."slug" AS "storeSlug", c."slug" AS "currencySlug"
       FROM slots s JOIN touched t USING ("owner", "kind", "currencyId")
       JOIN "BillingCurrency" c ON c."id" = s."currencyId"
       LEFT JOIN "EcommerceProduct" p ON s."kind" = 'product' AND p."id" = s."owner"
       LEFT JOIN "EcommerceStoresToProducts" o ON s."kind" = 'store' AND o."id" = s."owner"
       LEFT JOIN "EcommerceProduct" op ON op."id" = o."productId"
       LEFT JOIN "EcommerceStore" st ON st."id" = o."storeId"
      GROUP BY 1, 2, 3 HAVING count(DISTINCT s."attributeId") > 1`,
    [attributeIds],
  );
}

/** Serialises the writes that may make a price, so that two at once cannot each add a second one unseen. */
export const holdPriceLock = (tx: Database) => advisoryLock.hold(tx, 'ecommerce.prices');

/** A price among these attributes that no currency can charge: below zero, or with more decimals than its currency's. */
export async function unpayablePrice(
  db: Database,
  attributeIds: readonly string[],
): Promise<{ amount: string; currencySlug: string; decimals: number } | undefined> {
  const [row] = await db.query<{ amount: string; currencySlug: string; decimals: number }>(
    `SELECT trim_scale(a."number")::text AS "amount", c."slug" AS "currencySlug", c."decimals"
       FROM "EcommerceAttribute" a ${PRICE_JOINS}
       JOIN "BillingCurrency" c ON c."id" = ac."billingModuleCurrencyId"
      WHERE a."id" = ANY($1::text[]) AND (a."number" < 0 OR scale(trim_scale(a."number")) > c."decimals")
      LIMIT 1`,
    [attributeIds],
  );
  return row;
}
