'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { computedSummary } from '@/shared/admin/computed-text';
import { recordSummary } from '@/shared/admin/format';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';
import { entityApi, type Row } from '../entity-api';
import { useErrorMessage } from '../table/messages';
import { joinShape } from './join-shape';
import { movedOrder } from './nested-order';
import { targetPath } from '../related-targets';
import { useRelatedRecords } from '../relation-labels';
import { useAdmin, useAdminWords } from '../admin-context';
import { useRecordLabel } from '../use-record-label';

/** While nothing is loaded: one array, so hooks that depend on the rows do not run again. */
const NO_ROWS: Row[] = [];

/** Rows shown at first; "Show more" adds as many again. */
const PAGE = 50;

/**
 * The rows of a relation entity whose `field` names the parent record, and what is done to them: attach one by the
 * other side of the join, reorder (one bulk update of orderIndex), remove. One change at a time (`busy`); each
 * says how it went and reloads the rows.
 */
export function useNestedRows(entity: AnyEntity, field: string, parentId: string, language: string) {
  const queryClient = useQueryClient();
  const words = useAdminWords();
  const errorMessage = useErrorMessage();
  const label = useRecordLabel();
  const { interfaceLanguage } = useAdmin();
  const api = useMemo(() => entityApi(entity), [entity]);
  const [limit, setLimit] = useState(PAGE);
  const [busy, setBusy] = useState(false);
  // One array of `others` while the entity is the same: the related records' queries and labels depend on it.
  const { others, otherSide, hasLinkSettings } = useMemo(() => joinShape(entity, field), [entity, field]);
  const filters = { and: [{ column: field, method: 'eq' as const, value: parentId }] };
  const rows = useQuery({
    queryKey: [entity.path, 'list', { filters, limit, offset: 0 }],
    queryFn: () => api.list({ filters, limit, offset: 0 }),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({ queryKey: [entity.path, 'count', filters], queryFn: () => api.count(filters) });
  const related = useRelatedRecords(others, rows.data ?? NO_ROWS);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [entity.path] });

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const attach = (otherId: string | null) => {
    if (!otherId || !otherSide) return Promise.resolve();
    const data: Record<string, unknown> = { [field]: parentId, [otherSide.name]: otherId };
    return run(async () => {
      // After the last one, also when not every row is loaded.
      if (entity.hasOrderIndex) data.orderIndex = (await lastOrderIndex()) + 1;
      return api.create(data);
    }, words.form.created);
  };

  const lastOrderIndex = async () => {
    const [last] = await api.list({ filters, orderBy: { and: [{ column: 'orderIndex', method: 'desc' }] }, limit: 1, offset: 0 });
    return (last?.orderIndex as number | undefined) ?? -1;
  };

  const move = (index: number, by: -1 | 1) => {
    const changes = movedOrder(rows.data ?? [], index, by);
    if (changes.length) void run(() => api.bulkUpdate(changes), words.form.updated);
  };

  const remove = (row: Row) => void run(() => api.remove(row.id), words.table.deleted);

  const list = rows.data ?? NO_ROWS;
  const total = count.data ?? list.length;
  const relatedRecord = (row: Row, other: FieldMeta) => related.get(other.name)?.get(String(row[other.name]));
  // A row is named by the records it points at besides the parent; one that points at none of them (an outbox message
  // of no topic, account or order under its template) by its own label rather than by dashes.
  const rowLabel = (row: Row) =>
    others.some((other) => row[other.name] != null)
      ? others
          .map((other) => {
            const record = relatedRecord(row, other);
            const path = targetPath(other, row);
            return record ? label(record, language, path) : ((row[other.name] as string | null) ?? '—');
          })
          .join(' · ')
      : label(row, language, entity.path);
  /** The record a join row stands for, to be edited in its place: its entity, id and what it says besides its label. */
  const joined = (row: Row) => {
    const path = otherSide && targetPath(otherSide, row);
    const id = otherSide && row[otherSide.name];
    if (!otherSide || !path || typeof id !== 'string') return undefined;
    const record = relatedRecord(row, otherSide);
    const summary = record ? recordSummary(record, language) || computedSummary(record, path, language, interfaceLanguage) : '';
    return { path, id, record, summary };
  };
  return {
    rows,
    list,
    total,
    showMore: () => setLimit(limit + PAGE),
    busy,
    otherSide,
    hasLinkSettings,
    label: rowLabel,
    joined,
    refresh,
    attach,
    move,
    remove,
  };
}
