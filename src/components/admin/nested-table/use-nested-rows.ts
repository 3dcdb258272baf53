'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { recordLabel, recordSummary } from '@/shared/admin/format';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';
import { entityApi, type Row } from '../entity-api';
import { useErrorMessage } from '../table/messages';
import { movedOrder } from './nested-order';
import { targetPath, useRelatedRecords } from '../relation-labels';
import { useAdminWords } from '../admin-context';

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
  const api = useMemo(() => entityApi(entity), [entity]);
  const [limit, setLimit] = useState(PAGE);
  const [busy, setBusy] = useState(false);
  const pointsAtRecord = (candidate: FieldMeta) => Boolean(candidate.relation || candidate.reference);
  // The other side of a join (a page's widgets, a host widget's module widget): its rows stand for those records.
  const others = entity.fields.filter((candidate) => pointsAtRecord(candidate) && candidate.name !== field && !candidate.secret);
  const otherSide =
    others.length === 1 && !entity.fields.some((f) => f.required && f.name !== field && !pointsAtRecord(f))
      ? others[0]
      : undefined;
  // What a join row holds besides its two sides and its place: a variant to choose (a layout's default or additional).
  const hasLinkSettings = entity.fields.some(
    (f) =>
      !f.readOnly &&
      !f.secret &&
      ![field, otherSide?.name, 'orderIndex', 'className'].includes(f.name) &&
      !(f.name === 'variant' && (f.values?.length ?? 0) <= 1),
  );
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
  const label = (row: Row) =>
    others.length
      ? others
          .map((other) => {
            const record = relatedRecord(row, other);
            return record ? recordLabel(record, language) : ((row[other.name] as string | null) ?? '—');
          })
          .join(' · ')
      : recordLabel(row, language);
  /** The record a join row stands for, to be edited in its place: its entity, id and what it says besides its label. */
  const joined = (row: Row) => {
    const path = otherSide && targetPath(otherSide, row);
    const id = otherSide && row[otherSide.name];
    if (!otherSide || !path || typeof id !== 'string') return undefined;
    const record = relatedRecord(row, otherSide);
    return { path, id, summary: record ? recordSummary(record, language) : '' };
  };
  return {
    rows,
    list,
    total,
    showMore: () => setLimit(limit + PAGE),
    busy,
    otherSide,
    hasLinkSettings,
    label,
    joined,
    refresh,
    attach,
    move,
    remove,
  };
}
