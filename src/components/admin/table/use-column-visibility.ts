'use client';

import type { ColumnVisibilityState, Updater } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultHiddenColumns } from '@/shared/admin/field-order';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';
import { readStoredHidden, writeStoredHidden } from './stored-columns';
import { resolveUpdater } from './updater';
import type { TableUrlState } from './use-table-url-state';

/**
 * Which columns show. What is hidden: the URL's `hide`, else what this browser remembers for the entity (read
 * after mount: the server render cannot see localStorage), else the technical fields (field-order.ts: id, class
 * name, order index, a variant that can only be 'default'). A change goes to both.
 */
export function useColumnVisibility(
  entity: AnyEntity,
  fields: readonly FieldMeta[],
  { state, update }: Pick<TableUrlState, 'state' | 'update'>,
) {
  const { path } = entity;
  const [stored, setStored] = useState<string[] | undefined>(undefined);
  useEffect(() => setStored(readStoredHidden(path)), [path]);
  const fallback = useMemo(() => defaultHiddenColumns(fields), [fields]);
  const hidden = state.hidden ?? stored ?? fallback;
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(hidden.filter((name) => fields.some((field) => field.name === name)).map((name) => [name, false])),
    [hidden, fields],
  );

  const onColumnVisibilityChange = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      const next = resolveUpdater(updater, columnVisibility);
      const hiddenNow = fields.filter((field) => next[field.name] === false).map((field) => field.name);
      writeStoredHidden(path, hiddenNow);
      setStored(hiddenNow);
      update({ hidden: hiddenNow });
    },
    [columnVisibility, fields, path, update],
  );

  return { columnVisibility, onColumnVisibilityChange };
}
