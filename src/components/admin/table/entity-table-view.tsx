'use client';

import { useCallback, useId, useMemo, useState } from 'react';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';
import { useAdmin, useAdminWords, useRegistryNames } from '../admin-context';
import { displayOf } from '../displays';
import { EntityDialog } from './entity-dialog';
import {
  ACTIONS_COLUMN,
  buildColumns,
  CellsContext,
  orderedFields,
  SELECT_COLUMN,
  type TableCellsContext,
} from './entity-table-columns';
import { filterColumns } from './entity-table-filter-columns';
import { EntityTableFilters } from './entity-table-filters';
import { EntityTableGrid } from './entity-table-grid';
import { EntityTableToolbar } from './entity-table-toolbar';
import { LoadError } from './load-error';
import { useErrorMessage } from './messages';
import { Pagination } from './pagination';
import { useRelationLabels } from '../relation-labels';
import { isSearchable } from './search';
import { useAdminTable } from './use-admin-table';
import { useBulkDelete } from './use-bulk-delete';
import { useColumnVisibility } from './use-column-visibility';
import { useEntityList } from './use-entity-list';
import { useTableUrlState } from './use-table-url-state';

/** One entity's table screen, its schema loaded: toolbar, filters, the page of records, paging and the dialog. */
export function EntityTableView({ entity }: { entity: AnyEntity }) {
  const { path } = entity;
  const { language, interfaceLanguage } = useAdmin();
  const words = useAdminWords();
  const names = useRegistryNames();
  const errorMessage = useErrorMessage();
  const urlState = useTableUrlState();
  const { state, update } = urlState;
  const ids = useId();

  const fields = useMemo(() => orderedFields(entity), [entity]);
  const computed = useMemo(() => new Set(entity.computedColumns.map((column) => column.name)), [entity]);
  const fieldTitle = useCallback((field: FieldMeta) => names.field(path, field), [names, path]);
  const { select, actions } = words.table;
  const displayColumns = useMemo(() => displayOf(entity)?.columns ?? [], [entity]);
  const columns = useMemo(
    () =>
      buildColumns(
        fields,
        displayColumns,
        { field: fieldTitle, display: (column) => column.title[interfaceLanguage], select, actions },
        computed,
      ),
    [fields, displayColumns, fieldTitle, interfaceLanguage, select, actions, computed],
  );
  // A computed list (roles, amounts) is shown, not filtered by; a computed text (an email) is filtered as text.
  const filterOptions = useMemo(
    () =>
      filterColumns(
        fields.filter((field) => !(computed.has(field.name) && field.type === 'json')),
        fieldTitle,
      ),
    [fields, computed, fieldTitle],
  );
  const hidesEmpty = entity.computedColumns.find((column) => column.hidesEmpty);
  const visibility = useColumnVisibility(entity, fields, urlState);
  const { api, listInput, list, count, rows, estimated } = useEntityList(entity, filterOptions, urlState, language);
  const { table, selectedIds, deselect } = useAdminTable({
    columns,
    rows,
    count: count.data,
    listInput,
    state,
    update,
    ...visibility,
  });
  const deleteSelected = useBulkDelete(path, api, selectedIds, deselect);

  const { columnVisibility } = visibility;
  const visibleFields = useMemo(
    () => fields.filter((field) => columnVisibility[field.name] !== false),
    [fields, columnVisibility],
  );
  const relationLabels = useRelationLabels(visibleFields, rows, language);
  const edit = useCallback((id: string) => update({ open: id }), [update]);
  const cells = useMemo<TableCellsContext>(
    () => ({ entity, language, relationLabels, edit, deleted: (id) => deselect([id]) }),
    [entity, language, relationLabels, edit, deselect],
  );

  const [collapsed, setCollapsed] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const openRow = state.open && state.open !== 'new' ? rows.find((row) => row.id === state.open) : undefined;
  const dataColumns = table.getAllLeafColumns().filter((column) => column.id !== SELECT_COLUMN && column.id !== ACTIONS_COLUMN);
  const bodyId = `${ids}-body`;
  const plural = names.entity(path, 'plural');

  return (
    <section className="grid min-w-0 gap-3" aria-label={words.table.tableOf(plural)} data-admin-entity={path}>
      <EntityTableToolbar
        search={isSearchable(entity) ? { text: urlState.searchText, onChange: urlState.setSearchText } : undefined}
        showAll={
          hidesEmpty
            ? {
                label: words.table.showWithout(names.field(path, hidesEmpty)),
                checked: state.all === true,
                onChange: (all) => update({ all: all || undefined }),
              }
            : undefined
        }
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filterCount={state.filters.length}
        filtersId={`${ids}-filters`}
        dataColumns={dataColumns}
        onShowAllColumns={() => table.setColumnVisibility({})}
        selectedCount={selectedIds.length}
        onDeleteSelected={deleteSelected}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        bodyId={bodyId}
        onAdd={entity.createdByProduct ? undefined : () => update({ open: 'new' })}
      />

      <EntityTableFilters
        id={`${ids}-filters`}
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        options={filterOptions}
        filters={state.filters}
        onChange={(next) => update({ filters: next })}
      />

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
          <EntityTableGrid
            table={table}
            path={path}
            label={plural}
            loading={list.isPending}
            refreshing={list.isFetching && list.isPlaceholderData}
            failed={list.isError}
          />
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
        // Of an entity only the product makes records of, `?open=new` opens nothing: there is no create to offer.
        open={state.open === 'new' && entity.createdByProduct ? undefined : state.open}
        pageRow={openRow}
        language={language}
        onClose={() => update({ open: undefined })}
        // The new record's own address: a reload or a link shows it, with its nested tables.
        onCreated={(record) => update({ open: record.id })}
      />
    </section>
  );
}
