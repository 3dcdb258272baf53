import type { FieldMeta } from '@/shared/registry/types';

/*
 * In what order the admin shows an entity's fields (table columns, form inputs), and which columns a table hides
 * until asked: one rule over the registry's field metadata, no entity listed by hand.
 *
 *   1. what names the record: title, name, adminTitle, slug;
 *   2. its enumerated fields (`/// @values`: status, type, state, provider…), a variant with a choice among them;
 *   3. every other field, as the registry lists it;
 *   4. the dates every record has: createdAt, updatedAt;
 *   5. the technical fields: id, className, orderIndex, and a variant that can only be 'default'.
 */

/** The fields that name a record, in the order a person reads them. */
export const NAMING_FIELDS = ['title', 'name', 'adminTitle', 'slug'] as const;

const DATE_FIELDS = ['createdAt', 'updatedAt'];
const TECHNICAL_FIELDS = ['id', 'className', 'orderIndex'];

/** A field nobody reads in a day's work: hidden on the table until shown, last in the form. */
export function isTechnicalField(field: Pick<FieldMeta, 'name' | 'values'>): boolean {
  if (TECHNICAL_FIELDS.includes(field.name)) return true;
  return field.name === 'variant' && (field.values ?? []).every((value) => value === 'default');
}

function rank(field: FieldMeta): number {
  if (isTechnicalField(field)) return 4;
  if ((NAMING_FIELDS as readonly string[]).includes(field.name)) return 0;
  if (DATE_FIELDS.includes(field.name)) return 3;
  if (field.values?.length && !field.relation) return 1;
  return 2;
}

/** Secondary order inside a rank: naming fields and dates by their list above, the rest as the registry lists them. */
function within(field: FieldMeta): number {
  const naming = (NAMING_FIELDS as readonly string[]).indexOf(field.name);
  if (naming >= 0 && !isTechnicalField(field)) return naming;
  const date = DATE_FIELDS.indexOf(field.name);
  if (date >= 0) return date;
  // Variant after the entity's own enumerations; technical fields in their list's order.
  if (field.name === 'variant') return 1;
  const technical = TECHNICAL_FIELDS.indexOf(field.name);
  return technical >= 0 ? technical : 0;
}

/** The fields in the order the admin shows them (stable: equal ones keep the registry's order). */
export function orderFields<T extends FieldMeta>(fields: readonly T[]): T[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || within(a.field) - within(b.field) || a.index - b.index)
    .map(({ field }) => field);
}

/** The columns a table hides until the person shows them (one click away in its column menu). */
export const defaultHiddenColumns = (fields: readonly FieldMeta[]): string[] =>
  fields.filter(isTechnicalField).map((field) => field.name);
