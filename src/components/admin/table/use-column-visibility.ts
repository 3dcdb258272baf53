'use client';

import type { ColumnVisibilityState, Updater } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultHiddenColumns } from '@/shared/admin/field-order';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';
import { displayOf } from '../displays';
import { readStoredHidden, writeStoredHidden } from './stored-columns';
import { resolveUpdater } from './updater';
import type { TableUrlState } from './use-table-url-state';

/**
 * Which columns show. What is hidden: the URL's `hide`, else what this browser remembers for the entity (read
 * after mount: the server render cannot see localStorage), else the technical fields (field-order.ts: id, class
 * name, order index, a variant that can only be 'default') and those the entity's display shows better. A change goes
 * to both.
 */
export function useColumnVisibility(
  entity: AnyEntity,
  fields: readonly FieldMeta[],
  { state, update }: Pick<TableUrlState, 'state' | 'update'>,
) {
  const { path } = entity;
  const [stored, setStored] = useState<string[] | undefined>(undefined);
  useEffect(() => setStored(readStoredHidden(path)), [path]);
  const display = displayOf(entity);
  // The columns that may be hidden: the module's computed ones (displays/) and the fields.
  const columnIds = useMemo(
    () => [...(display?.columns.map((column) => column.id) ?? []), ...fields.map((field) => field.name)],
    [display, fields],
  );
  const fallback = useMemo(() => [...defaultHiddenColumns(fields), ...(display?.hiddenFields ?? [])], [fields, display]);
  const hidden = state.hidden ?? stored ?? fallback;
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(hidden.filter((name) => columnIds.includes(name)).map((name) => [name, false])),
    [hidden, columnIds],
  );

  const onColumnVisibilityChange = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      const next = resolveUpdater(updater, columnVisibility);
      const hiddenNow = columnIds.filter((id) => next[id] === false);
      writeStoredHidden(path, hiddenNow);
      setStored(hiddenNow);
      update({ hidden: hiddenNow });
    },
    [columnVisibility, columnIds, path, update],
  );

  return { columnVisibility, onColumnVisibilityChange };
}
