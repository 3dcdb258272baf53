import type { FieldMeta, RelationTarget } from '@/shared/registry/types';
import type { ListInput, Row } from './entity-api';

/*
 * Which records a page of rows points at, without hooks: the table's server render reads them as the table will
 * (relation-labels.ts), so the related labels show from the first paint.
 */

/** `/api/ecommerce/products`: the path of the entity a relation field points at. */
export const relationPath = (relation: RelationTarget) => `/api/${relation.module}/${relation.plural}`;

/** The list input that reads the records with these ids, all in one call. */
export const labelsInput = (ids: readonly string[]): ListInput => ({
  filters: { and: [{ column: 'id', method: 'inArray', value: [...ids] }] },
  limit: ids.length,
  offset: 0,
});

/**
 * The entity a relation field's value names in this row: its related entity, or for a reference (`@refersTo`) the
 * entity of the module the row names (`/api/website-builder/widgets`). Undefined for other fields, or when the row
 * names no module yet.
 */
export function targetPath(field: FieldMeta, row: Readonly<Record<string, unknown>>): string | undefined {
  if (field.relation) return relationPath(field.relation);
  if (!field.reference) return undefined;
  const module = row[field.reference.moduleField];
  return typeof module === 'string' && module ? `/api/${module}/${field.reference.plural}` : undefined;
}

/** One related entity a page of rows points at: the relation fields that do, and the ids, sorted. */
export interface RelatedTarget {
  path: string;
  fields: string[];
  ids: string[];
}

/** The entities a page's relation fields point at, one per entity (fields and rows pointing at it share it). */
export function relatedTargets(fields: readonly FieldMeta[], rows: readonly Row[]): RelatedTarget[] {
  const byPath = new Map<string, { fields: Set<string>; ids: Set<string> }>();
  for (const row of rows)
    for (const field of fields) {
      const path = targetPath(field, row);
      const id = row[field.name];
      if (!path || typeof id !== 'string' || !id) continue;
      const target = byPath.get(path) ?? { fields: new Set<string>(), ids: new Set<string>() };
      target.fields.add(field.name);
      target.ids.add(id);
      byPath.set(path, target);
    }
  // Sorted, so that the same page asks the same thing.
  return [...byPath.entries()].map(([path, target]) => ({ path, fields: [...target.fields], ids: [...target.ids].sort() }));
}
