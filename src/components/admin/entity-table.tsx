'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ChevronDownIcon, ChevronUpIcon, FilterIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { EXACT_COUNT_LIMIT } from '@/shared/registry/list-input';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { cn } from '@/lib/utils';
import { useAdmin } from './admin-context';
import { entityApi, isNotFound, type Filters, type ListInput, type Row } from './entity-api';
import { isLanguage } from '@/shared/languages';
import { DELETED_MESSAGE, EntityDialog, errorMessage } from './entity-row';
import {
  ACTIONS_COLUMN,
  buildColumns,
  CellsContext,
  orderedFields,
  SELECT_COLUMN,
  tableFeaturesOfAdmin,
  type TableCellsContext,
} from './entity-table-columns';
import { BulkDeleteButton, ColumnMenu, Pagination } from './entity-table-controls';
import { FilterBuilder } from './entity-table-filter-builder';
import { FilterChips } from './entity-table-filter-chips';
import { filterColumns, requestFilters } from './entity-table-filter-columns';
import { useLoadedEntity } from './use-loaded-entity';
import { useRelationLabels } from './relation-labels';
import { isSearchable, searchValue } from './search';
import { readStoredHidden, useTableUrlState, writeStoredHidden, type TableState } from './url-state';

/** Stable while nothing is loaded, so the table's row model is not rebuilt on every render. */
const NO_ROWS: Row[] = [];
const SKELETON_ROWS = 5;

/**
 * admin-table: an entity's records, a page at a time from the server, with everything the screen shows in the URL
 * (url-state.ts). Mounted by the admin page under the entity's heading, inside AdminProviders (the query client and
 * useAdmin()).
 */
export function EntityTable({ path }: { path: string }) {
  // useSearchParams needs a Suspense boundary above it (a static prerender would otherwise bail out whole).
  return (
    <Suspense fallback={<TableSkeleton />}>
      <EntityLoader key={path} path={path} />
    </Suspense>
  );
}

/** Controls and rows in grey while the entity's schema (its module's chunk) loads. */
function TableSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3" data-admin-table-loading>
      <span className="sr-only">Loading…</span>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-full max-w-xs" />
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-24" />
        <Skeleton className="ml-auto h-9 w-24" />
      </div>
      <div className="grid gap-2 rounded-md border bg-background p-3">
        {Array.from({ length: SKELETON_ROWS + 1 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}

function EntityLoader({ path }: { path: string }) {
  const entity = useLoadedEntity(path);
  if (entity.error) return <LoadError message={errorMessage(entity.error)} onRetry={() => void entity.refetch()} />;
  if (!entity.data) return <TableSkeleton />;
  return <EntityTableView entity={entity.data} />;
}

function LoadError({ message, onRetry, onClear }: { message: string; onRetry(): void; onClear?(): void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-md border border-destructive/40 bg-background p-4 text-sm"
    >
      <p className="whitespace-pre-line text-destructive">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
        {/* Asking again cannot mend a filter the server refuses (an old link, a value of the wrong kind). */}
        {onClear ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters and search
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** `{ and }` without an empty list: the same filters always make the same query key. */
const filtersOf = (and: Filters['and']): Filters | undefined => (and?.length ? { and } : undefined);

const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

function EntityTableView({ entity }: { entity: AnyEntity }) {
  const { path } = entity;
  const { language } = useAdmin();
  const queryClient = useQueryClient();
  const { state, update, searchText, setSearchText } = useTableUrlState();
  const ids = useId();

  const fields = useMemo(() => orderedFields(entity), [entity]);
  const columns = useMemo(() => buildColumns(fields), [fields]);
  const filterOptions = useMemo(() => filterColumns(fields), [fields]);
  const searchable = isSearchable(entity);

  // What is hidden: the URL's `hide`, else what this browser remembers for the entity (read after mount: the
  // server render cannot see localStorage).
  const [stored, setStored] = useState<string[] | undefined>(undefined);
  useEffect(() => setStored(readStoredHidden(path)), [path]);
  const hidden = state.hidden ?? stored;
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries((hidden ?? []).filter((name) => entity.fieldsByName.has(name)).map((name) => [name, false])),
    [hidden, entity],
  );

  // The request: the URL's filters the entity knows, the search (the server looks in its text fields), its order and page.
  const filters = useMemo(() => filtersOf(requestFilters(filterOptions, state.filters)), [filterOptions, state.filters]);
  const search = searchValue(state.q);
  // A sort the entity cannot take (an old link, a typo) is left out rather than refused: a column, or one language of a
  // multilingual one (by the admin's language when none is named).
  const [sortName = '', sortLanguage] = state.sort?.column.split('.') ?? [];
  const sortField = entity.fieldsByName.get(sortName);
  const sortColumn =
    sortField && !sortField.secret && (sortLanguage === undefined || (sortField.multilingual && isLanguage(sortLanguage)))
      ? sortField.multilingual
        ? `${sortField.name}.${sortLanguage ?? language}`
        : sortField.name
      : undefined;
  const listInput = useMemo<ListInput>(
    () => ({
      ...(filters ? { filters } : {}),
      ...(search ? { search } : {}),
      ...(sortColumn ? { orderBy: { and: [{ column: sortColumn, method: state.sort?.desc ? 'desc' : 'asc' }] } } : {}),
      limit: state.size,
      offset: (state.page - 1) * state.size,
    }),
    [filters, search, sortColumn, state.sort?.desc, state.size, state.page],
  );

  const api = useMemo(() => entityApi(entity), [entity]);
  const list = useQuery({
    queryKey: [path, 'list', listInput],
    queryFn: () => api.list(listInput),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [path, 'count', filters ?? {}, search ?? ''],
    queryFn: () => api.count(filters, search),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? NO_ROWS;
  const estimated = count.data !== undefined && count.data > EXACT_COUNT_LIMIT;

  // A page past the end (the last rows were deleted, or an old link): go to the last page there is.
  const pageCount = count.data === undefined ? undefined : Math.max(1, Math.ceil(count.data / state.size));
  useEffect(() => {
    if (
      pageCount !== undefined &&
      !estimated &&
      state.page > pageCount &&
      !count.isPlaceholderData &&
      !list.isPlaceholderData &&
      !list.isFetching &&
      rows.length === 0
    )
      update({ page: pageCount }, { replace: true });
  }, [pageCount, estimated, state.page, count.isPlaceholderData, list.isPlaceholderData, list.isFetching, rows.length, update]);

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
      const [first] = resolve(updater, sorting);
      update({ sort: first ? { column: first.id, desc: first.desc } : undefined });
    },
    [sorting, update],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = resolve(updater, pagination);
      update(next.pageSize !== state.size ? { size: next.pageSize } : { page: next.pageIndex + 1 });
    },
    [pagination, state.size, update],
  );
  const onColumnVisibilityChange = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      const next = resolve(updater, columnVisibility);
      const hiddenNow = fields.filter((field) => next[field.name] === false).map((field) => field.name);
      writeStoredHidden(path, hiddenNow);
      setStored(hiddenNow);
      update({ hidden: hiddenNow });
    },
    [columnVisibility, fields, path, update],
  );

  const table = useTable({
    features: tableFeaturesOfAdmin,
    columns,
    data: rows,
    rowCount: count.data,
    getRowId: (row) => row.id,
    state: { sorting, pagination, columnVisibility, rowSelection },
    onSortingChange,
    onPaginationChange,
    onColumnVisibilityChange,
    onRowSelectionChange: setRowSelection,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    // A first click sorts ascending whatever the column holds (TanStack starts numbers descending).
    sortDescFirst: false,
    enableRowRangeSelection: false,
    autoResetPageIndex: false,
  });

  const visibleFields = useMemo(
    () => fields.filter((field) => columnVisibility[field.name] !== false),
    [fields, columnVisibility],
  );
  const relationLabels = useRelationLabels(visibleFields, rows, language);

  const edit = useCallback((id: string) => update({ open: id }), [update]);
  const deselect = useCallback(
    (removed: readonly string[]) =>
      setRowSelection((old) => Object.fromEntries(Object.entries(old).filter(([id]) => !removed.includes(id)))),
    [],
  );
  const cells = useMemo<TableCellsContext>(
    () => ({ entity, language, relationLabels, edit, deleted: (id) => deselect([id]) }),
    [entity, language, relationLabels, edit, deselect],
  );

  const selectedIds = Object.keys(rowSelection);
  async function deleteSelected() {
    const ids = [...selectedIds];
    const results = await Promise.allSettled(ids.map((id) => api.remove(id)));
    // A record someone else deleted meanwhile is gone all the same.
    const gone = (result: PromiseSettledResult<unknown>) => result.status === 'fulfilled' || isNotFound(result.reason);
    const deleted = ids.filter((_, index) => gone(results[index]!));
    const failures = results.flatMap((result) => (gone(result) ? [] : [(result as PromiseRejectedResult).reason as unknown]));
    deselect(deleted);
    if (deleted.length) toast.success(DELETED_MESSAGE);
    if (failures.length)
      toast.error(
        `${failures.length} of ${ids.length} ${ids.length === 1 ? 'record was' : 'records were'} not deleted: ${errorMessage(failures[0])}`,
      );
    await queryClient.invalidateQueries({ queryKey: [path] });
  }

  const [collapsed, setCollapsed] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const setFilters = (next: TableState['filters']) => update({ filters: next });

  const openRow = state.open && state.open !== 'new' ? rows.find((row) => row.id === state.open) : undefined;
  const dataColumns = table.getAllLeafColumns().filter((column) => column.id !== SELECT_COLUMN && column.id !== ACTIONS_COLUMN);
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const bodyId = `${ids}-body`;
  const loading = list.isPending;
  const refreshing = list.isFetching && list.isPlaceholderData;

  return (
    <section className="grid min-w-0 gap-3" aria-label={`${entity.plural} table`} data-admin-entity={path}>
      <div className="flex flex-wrap items-center gap-2">
        {searchable ? (
          <div className="relative w-full sm:w-72">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search"
              placeholder="Search…"
              className="pl-8"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon aria-hidden="true" />
          Filters
          {state.filters.length ? <span className="text-xs text-muted-foreground">({state.filters.length})</span> : null}
        </Button>
        <ColumnMenu columns={dataColumns} onShowAll={() => table.setColumnVisibility({})} />
        <BulkDeleteButton count={selectedIds.length} onConfirm={deleteSelected} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <ChevronDownIcon aria-hidden="true" /> : <ChevronUpIcon aria-hidden="true" />}
            {collapsed ? 'Show' : 'Hide'}
          </Button>
          <Button size="sm" onClick={() => update({ open: 'new' })}>
            <PlusIcon aria-hidden="true" />
            Add new
          </Button>
        </div>
      </div>

      <div id={`${ids}-filters`} className="grid gap-2" hidden={!filtersOpen && state.filters.length === 0}>
        {filtersOpen ? (
          <FilterBuilder
            options={filterOptions}
            filters={state.filters}
            onChange={setFilters}
            onClose={() => setFiltersOpen(false)}
          />
        ) : null}
        <FilterChips options={filterOptions} filters={state.filters} onChange={setFilters} />
      </div>

      <div id={bodyId} hidden={collapsed} className="grid min-w-0 gap-3">
        {list.isError && !list.isFetching ? (
          <LoadError
            message={errorMessage(list.error)}
            onRetry={() => {
              void list.refetch();
              if (count.isError) void count.refetch();
            }}
            onClear={state.filters.length || state.q ? () => update({ filters: [], q: '' }) : undefined}
          />
        ) : null}
        <CellsContext.Provider value={cells}>
          <Table
            data-admin-table={path}
            aria-busy={loading || refreshing || undefined}
            aria-label={entity.plural}
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
                        aria-sort={
                          sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                        }
                        className={cn(
                          header.column.id === SELECT_COLUMN && 'w-10',
                          header.column.id === ACTIONS_COLUMN && 'w-24',
                        )}
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
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={visibleColumnCount} className="h-24 text-center text-muted-foreground">
                    {list.isError ? '' : 'No found items.'}
                  </TableCell>
                </TableRow>
              ) : (
                table.getRowModel().rows.map((row) => (
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
        </CellsContext.Provider>
        <Pagination
          page={state.page}
          size={state.size}
          count={count.data}
          estimated={estimated}
          pageRows={rows.length}
          onPage={(page) => update({ page })}
          onSize={(size) => update({ size })}
        />
      </div>

      <EntityDialog
        entity={entity}
        open={state.open}
        pageRow={openRow}
        language={language}
        onClose={() => update({ open: undefined })}
        // The new record's own address: a reload or a link shows it, with its nested tables.
        onCreated={(record) => update({ open: record.id })}
      />
    </section>
  );
}
