'use client';

import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recordLabel } from '@/shared/admin/format';
import { camel } from '@/shared/registry/names';
import type { FieldMeta, RelationTarget } from '@/shared/registry/types';
import { entityApi, type ListInput, type Row } from './entity-api';

/** `/api/ecommerce/products`: the path of the entity a relation field points at. */
export const relationPath = (relation: RelationTarget) => `/api/${relation.module}/${relation.plural}`;

/** The list input that reads the records with these ids, all in one call. */
export const labelsInput = (ids: readonly string[]): ListInput => ({
  filters: { and: [{ column: 'id', method: 'inArray', value: [...ids] }] },
  limit: ids.length,
  offset: 0,
});

/** The id in each row's relation field, distinct and sorted (so the same page asks the same thing). */
function relatedIds(rows: readonly Row[], fields: readonly FieldMeta[]): string[] {
  const ids = new Set<string>();
  for (const row of rows)
    for (const field of fields) {
      const value = row[field.name];
      if (typeof value === 'string' && value) ids.add(value);
    }
  return [...ids].sort();
}

/** Labels per relation field name, then per related id. */
export type RelationLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

const pickData = (results: readonly { data?: Row[] }[]) => results.map((result) => result.data);

/**
 * The labels of the records a page's relation fields point at: one list call per related entity for the whole
 * page (fields pointing at the same entity share it), never one per row. Keyed [targetPath, 'list', input], so
 * invalidating the target entity's queries refreshes them.
 */
export function useRelationLabels(fields: readonly FieldMeta[], rows: readonly Row[], language: string): RelationLabels {
  const targets = useMemo(() => {
    const byPath = new Map<string, { relation: RelationTarget; fields: FieldMeta[] }>();
    for (const field of fields) {
      if (!field.relation) continue;
      const path = relationPath(field.relation);
      const target = byPath.get(path) ?? { relation: field.relation, fields: [] };
      target.fields.push(field);
      byPath.set(path, target);
    }
    return [...byPath.entries()]
      .map(([path, target]) => ({ path, ...target, ids: relatedIds(rows, target.fields) }))
      .filter((target) => target.ids.length > 0);
  }, [fields, rows]);

  const data = useQueries({
    queries: targets.map((target) => {
      const input = labelsInput(target.ids);
      return {
        queryKey: [target.path, 'list', input],
        queryFn: () =>
          entityApi({ moduleKey: camel(target.relation.module), routerKey: camel(target.relation.plural) }).list(input),
        staleTime: 30_000,
        // A related entity the admin may not read leaves the ids showing; it is no error of this table.
        retry: false,
      };
    }),
    combine: pickData,
  });

  return useMemo(() => {
    const labels = new Map<string, Map<string, string>>();
    targets.forEach((target, index) => {
      const byId = new Map((data[index] ?? []).map((record) => [record.id, recordLabel(record, language)] as const));
      for (const field of target.fields) labels.set(field.name, byId);
    });
    return labels;
  }, [targets, data, language]);
}
