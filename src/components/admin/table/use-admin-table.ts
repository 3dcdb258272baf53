'use client';

import {
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { ListInput, Row } from '../entity-api';
import { tableFeaturesOfAdmin } from './admin-table-features';
import type { buildColumns } from './entity-table-columns';
import { resolveUpdater } from './updater';
import type { TableUrlState } from './use-table-url-state';

interface AdminTableOptions extends Pick<TableUrlState, 'state' | 'update'> {
  columns: ReturnType<typeof buildColumns>;
  rows: Row[];
  /** The record count, undefined while it loads. */
  count: number | undefined;
  /** What is asked for: another page, search or filter starts a new selection. */
  listInput: ListInput;
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange(updater: Updater<ColumnVisibilityState>): void;
}

/**
 * The TanStack table of a page of records: sorting and paging go to the URL (the server sorts and pages), the row
 * selection stays here.
 */
export function useAdminTable({ columns, rows, count, listInput, state, update, ...visibility }: AdminTableOptions) {
  // The selection is of rows on screen: another page, search or filter starts a new one, so a bulk delete never
  // takes rows the person cannot see.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const listKey = JSON.stringify(listInput);
  const [selectionOf, setSelectionOf] = useState(listKey);
  if (selectionOf !== listKey) {
    setSelectionOf(listKey);
    setRowSelection({});
  }
  const sorting = useMemo<SortingState>(
    () => (state.sort ? [{ id: state.sort.column, desc: state.sort.desc }] : []),
    [state.sort],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.page - 1, pageSize: state.size }),
    [state.page, state.size],
  );

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const [first] = resolveUpdater(updater, sorting);
      update({ sort: first ? { column: first.id, desc: first.desc } : undefined });
    },
    [sorting, update],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = resolveUpdater(updater, pagination);
      update(next.pageSize !== state.size ? { size: next.pageSize } : { page: next.pageIndex + 1 });
    },
    [pagination, state.size, update],
  );

  const table = useTable({
    features: tableFeaturesOfAdmin,
    columns,
    data: rows,
    rowCount: count,
    getRowId: (row) => row.id,
    state: { sorting, pagination, columnVisibility: visibility.columnVisibility, rowSelection },
    onSortingChange,
    onPaginationChange,
    onColumnVisibilityChange: visibility.onColumnVisibilityChange,
    onRowSelectionChange: setRowSelection,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    // A first click sorts ascending whatever the column holds (TanStack starts numbers descending).
    sortDescFirst: false,
    enableRowRangeSelection: false,
    autoResetPageIndex: false,
  });

  const deselect = useCallback(
    (removed: readonly string[]) =>
      setRowSelection((old) => Object.fromEntries(Object.entries(old).filter(([id]) => !removed.includes(id)))),
    [],
  );

  return { table, selectedIds: Object.keys(rowSelection), deselect };
}
