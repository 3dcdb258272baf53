'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import { ACTIONS_COLUMN, SELECT_COLUMN } from './entity-table-columns';
import { SKELETON_ROWS } from './table-skeleton';
import type { useAdminTable } from './use-admin-table';
import { useAdminWords } from '../admin-context';

interface EntityTableGridProps {
  table: ReturnType<typeof useAdminTable>['table'];
  path: string;
  /** The entity's plural: the table's name. */
  label: string;
  /** The first page is on its way: grey rows. */
  loading: boolean;
  /** Another page is on its way: the current rows faded. */
  refreshing: boolean;
  /** The list failed: no "No found items." then. */
  failed: boolean;
}

/** The records' table: sortable headings, a row per record (grey while loading), or "No found items.". */
export function EntityTableGrid({ table, path, label, loading, refreshing, failed }: EntityTableGridProps) {
  const rows = table.getRowModel().rows;
  const words = useAdminWords();
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  // The rows of the server render show before the scripts have run: a browser test clicks them once this says they
  // answer.
  const hydrated = useHydrated();
  return (
    <Table
      data-admin-table={path}
      data-hydrated={hydrated || undefined}
      aria-busy={loading || refreshing || undefined}
      aria-label={label}
      containerProps={{ className: 'rounded-md border bg-background' }}
    >
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const sortable = header.column.getCanSort();
              return (
                <TableHead
                  key={header.id}
                  scope="col"
                  aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                  className={cn(header.column.id === SELECT_COLUMN && 'w-10', header.column.id === ACTIONS_COLUMN && 'w-24')}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody className={cn(refreshing && 'opacity-60 transition-opacity')}>
        {loading ? (
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index} aria-hidden="true" className="hover:bg-transparent">
              {Array.from({ length: visibleColumnCount }, (__, cell) => (
                <TableCell key={cell}>
                  <Skeleton className="h-5 w-full min-w-8" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : rows.length === 0 ? (
          <TableRow data-admin-table-empty className="hover:bg-transparent">
            <TableCell colSpan={visibleColumnCount} className="h-24 text-center text-muted-foreground">
              {failed ? '' : words.noFoundItems}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id} data-row-id={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cn(cell.column.id === ACTIONS_COLUMN && 'py-0 text-right')}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
