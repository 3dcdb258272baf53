import type { Prisma } from '../../../generated/prisma/client';
import { canonicalDecimal } from '../../../shared/registry/zod-fields';
import { LANGUAGES } from '../../../shared/languages';
import { parseInterval, type SubscriptionTerms } from '../../../shared/subscriptions';
import { ADMIN_ORDER } from '../../db/admin-order';

/*
 * Attributes as a storefront shows them: each with its key's title, prefix and suffix, and a value of the key's field
 * type. Prices are attributes too (key type `price`), shown by the price views, not in these lists.
 */

/** What a shown attribute's key says. */
export interface AttributeKeyView {
  /** string, number, boolean, date or datetime: how the value reads. */
  field: string;
  title: Prisma.JsonValue;
  prefix: Prisma.JsonValue;
  suffix: Prisma.JsonValue;
}

/** One feature of a product or store, ready to format in a language. */
export interface AttributeView {
  id: string;
  key: AttributeKeyView;
  /** The multilingual text, the decimal text, the flag or the date, as the key's field says. */
  value: Prisma.JsonValue | string | boolean | Date | null;
}

/** Select of an attribute with its first key, for a link's `attribute`. */
export const attributeSelect = {
  id: true,
  string: true,
  number: true,
  boolean: true,
  date: true,
  datetime: true,
  attributeKeysToAttributes: {
    orderBy: ADMIN_ORDER,
    take: 1,
    select: { attributeKey: { select: { type: true, field: true, title: true, prefix: true, suffix: true } } },
  },
} satisfies Prisma.EcommerceAttributeSelect;

type AttributeRow = Prisma.EcommerceAttributeGetPayload<{ select: typeof attributeSelect }>;

const VALUE_OF_FIELD = {
  string: (row: AttributeRow) => row.string,
  number: (row: AttributeRow) => (row.number === null ? null : canonicalDecimal(row.number.toFixed())),
  boolean: (row: AttributeRow) => row.boolean,
  date: (row: AttributeRow) => row.date,
  datetime: (row: AttributeRow) => row.datetime,
} as const;

const isField = (field: string): field is keyof typeof VALUE_OF_FIELD => field in VALUE_OF_FIELD;

/** Key types whose attributes are no features: a price shows as the price, an interval as its period after it. */
const NOT_FEATURES = new Set(['price', 'interval']);

/** The features among linked attributes (not prices, intervals or keyless), in link order. */
export function featureViews(rows: readonly AttributeRow[]): AttributeView[] {
  return rows.flatMap((row) => {
    const key = row.attributeKeysToAttributes[0]?.attributeKey;
    if (!key || NOT_FEATURES.has(key.type)) return [];
    const field = isField(key.field) ? key.field : 'string';
    const value = VALUE_OF_FIELD[field](row);
    if (value === null) return [];
    return [{ id: row.id, key: { field, title: key.title, prefix: key.prefix, suffix: key.suffix }, value }];
  });
}

/**
 * How often a subscription charges, from an attribute of key type `interval` (docs/decisions/0042): its multilingual
 * text in any language read by parseInterval (`month`, `месяц`, `3 month`), the site's languages first; undefined when
 * no language's text reads as one.
 */
export function intervalTermsOfText(texts: unknown): SubscriptionTerms | undefined {
  if (!texts || typeof texts !== 'object' || Array.isArray(texts)) return undefined;
  const byLanguage = texts as Record<string, unknown>;
  for (const text of [...LANGUAGES.map((language) => byLanguage[language]), ...Object.values(byLanguage)]) {
    const terms = typeof text === 'string' ? parseInterval(text) : undefined;
    if (terms) return terms;
  }
  return undefined;
}

/** The terms of the first of these linked attributes whose key has type `interval`; undefined without one. */
export const intervalTerms = (rows: readonly AttributeRow[]): SubscriptionTerms | undefined =>
  intervalTermsOfText(rows.find((row) => row.attributeKeysToAttributes[0]?.attributeKey.type === 'interval')?.string);

/**
 * SQL of the interval text (`string`, multilingual) of the product `product` (an SQL expression of its id) when its
 * `type` (an SQL expression) is `subscription`: its first linked attribute whose key has type `interval`; else NULL.
 */
export const INTERVAL_TEXT_SQL = (product: string, type: string) => `CASE WHEN ${type} = 'subscription' THEN (
         SELECT a."string" FROM "EcommerceProductsToAttributes" pa
           JOIN "EcommerceAttribute" a ON a."id" = pa."attributeId"
          WHERE pa."productId" = ${product}
            AND EXISTS (SELECT 1 FROM "EcommerceAttributeKeysToAttributes" ka
                          JOIN "EcommerceAttributeKey" k ON k."id" = ka."attributeKeyId"
                         WHERE ka."attributeId" = a."id" AND k."type" = 'interval')
          ORDER BY pa."orderIndex", pa."createdAt", pa."id" LIMIT 1) END`;
