import type { Prisma } from '../../../generated/prisma/client';
import { canonicalDecimal } from '../../../shared/registry/zod-fields';
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

/** The features among linked attributes (not prices, not keyless), in link order. */
export function featureViews(rows: readonly AttributeRow[]): AttributeView[] {
  return rows.flatMap((row) => {
    const key = row.attributeKeysToAttributes[0]?.attributeKey;
    if (!key || key.type === 'price') return [];
    const field = isField(key.field) ? key.field : 'string';
    const value = VALUE_OF_FIELD[field](row);
    if (value === null) return [];
    return [{ id: row.id, key: { field, title: key.title, prefix: key.prefix, suffix: key.suffix }, value }];
  });
}
