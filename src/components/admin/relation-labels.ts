'use client';

import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { camel } from '@/shared/registry/names';
import type { FieldMeta } from '@/shared/registry/types';
import { entityApi, type Row } from './entity-api';
import { labelsInput, relatedTargets, relationPath } from './related-targets';
import { listKey } from './table/list-query';
import { useRecordLabel } from './use-record-label';

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
  const targets = useMemo(() => relatedTargets(fields, rows), [fields, rows]);

  const data = useQueries({
    queries: targets.map((target) => {
      const input = labelsInput(target.ids);
      return {
        queryKey: listKey(target.path, input),
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
