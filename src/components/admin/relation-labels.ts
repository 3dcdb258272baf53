'use client';

import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { camel } from '@/shared/registry/names';
import type { FieldMeta, RelationTarget } from '@/shared/registry/types';
import { entityApi, type ListInput, type Row } from './entity-api';
import { useRecordLabel } from './use-record-label';

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

/** The generic calls of the entity at `/api/{module}/{plural}`. */
function entityApiAt(path: string) {
  const [, , module = '', plural = ''] = path.split('/');
  return entityApi({ moduleKey: camel(module), routerKey: camel(plural) });
}

/** Records related to a page of rows, per relation field name, then per related id. */
export type RelatedRecords = ReadonlyMap<string, ReadonlyMap<string, Row>>;

/** Labels per relation field name, then per related id. */
export type RelationLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

const pickData = (results: readonly { data?: Row[] }[]) => results.map((result) => result.data);

/**
 * The records a page's relation fields point at: one list call per related entity for the whole page (fields and
 * rows pointing at the same entity share it), never one per row. Keyed [targetPath, 'list', input], so invalidating
 * the target entity's queries refreshes them.
 */
export function useRelatedRecords(fields: readonly FieldMeta[], rows: readonly Row[]): RelatedRecords {
  const targets = useMemo(() => {
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
  }, [fields, rows]);

  const data = useQueries({
    queries: targets.map((target) => {
      const input = labelsInput(target.ids);
      return {
        queryKey: [target.path, 'list', input],
        queryFn: () => entityApiAt(target.path).list(input),
        staleTime: 30_000,
        // A related entity the admin may not read leaves the ids showing; it is no error of this table.
        retry: false,
      };
    }),
    combine: pickData,
  });

  return useMemo(() => {
    const records = new Map<string, Map<string, Row>>();
    targets.forEach((target, index) => {
      for (const name of target.fields) {
        const byId = records.get(name) ?? new Map<string, Row>();
        for (const record of data[index] ?? []) byId.set(record.id, record);
        records.set(name, byId);
      }
    });
    return records;
  }, [targets, data]);
}

/** The labels of the records a page's relation fields point at (see useRelatedRecords), in `language`. */
export function useRelationLabels(fields: readonly FieldMeta[], rows: readonly Row[], language: string): RelationLabels {
  const records = useRelatedRecords(fields, rows);
  const label = useRecordLabel();
  return useMemo(
    () =>
      new Map(
        [...records].map(([name, byId]) => {
          const relation = fields.find((field) => field.name === name)?.relation;
          const path = relation && relationPath(relation);
          return [name, new Map([...byId].map(([id, record]) => [id, label(record, language, path)] as const))];
        }),
      ),
    [records, fields, label, language],
  );
}
