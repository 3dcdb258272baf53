'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { isTechnicalField, orderFields } from '@/shared/admin/field-order';
import { computedFieldMeta, type ComputedColumnMeta } from '@/shared/registry/computed-columns';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { Language } from '@/shared/languages';
import { isGeneratedPlaceholder } from '@/shared/registry/random-values';
import type { FieldMeta } from '@/shared/registry/types';
import type { Row as TableRow, Table } from '@tanstack/react-table';
import type { AdminFeatures } from './admin-table-features';
import { useAdminWords, useRegistryNames } from '../admin-context';
import type { Row } from '../entity-api';
import { ComputedCell } from './computed-cell';
import { EntityRow, type EntityRef } from './entity-row';
import { entityRecordLabel } from '../displays';
import type { DisplayColumn } from '../displays/entity-display';
import { fieldKindOf } from '../field-kinds';
import { EmptyCell, PlaceholderText } from '../field-kinds/shared/cell-parts';
import type { RelationLabels } from '../relation-labels';
import { SortHeader } from './sort-header';

const helper = createColumnHelper<AdminFeatures, Row>();

type AdminTable = Table<AdminFeatures, Row>;
type AdminRow = TableRow<AdminFeatures, Row>;

export const SELECT_COLUMN = '__select';
export const ACTIONS_COLUMN = '__actions';

/**
 * The columns' fields, in the admin's reading order (field-order.ts): names, kinds, the rest, dates, technical; the
 * entity's computed columns (a person's email, a donation's amount) first, as what the records are found by, and a
 * computed date after the record's own.
 */
export function orderedFields(entity: AnyEntity): FieldMeta[] {
  const computed = (dates: boolean) =>
    entity.computedColumns.filter((column) => (column.kind === 'datetime') === dates).map(computedFieldMeta);
  const own = orderFields(entity.readableFields);
  const technical = own.findIndex(isTechnicalField);
  const at = technical < 0 ? own.length : technical;
  return [...computed(false), ...own.slice(0, at), ...computed(true), ...own.slice(at)];
}

/** What cells read that changes without the columns changing: the language, related labels, the row actions. */
export interface TableCellsContext {
  entity: EntityRef & { computedColumns: readonly ComputedColumnMeta[] };
  language: Language;
  relationLabels: RelationLabels;
  edit(id: string): void;
  deleted(id: string): void;
}

export const CellsContext = createContext<TableCellsContext | null>(null);

const useCells = () => {
  const context = useContext(CellsContext);
  if (!context) throw new Error('Admin table cells render inside CellsContext');
  return context;
};

/** How one field's value shows in a table cell: an empty one alike for every kind, else as its kind shows it. */
function DataCell({ field, value }: { field: FieldMeta; value: unknown }) {
  const { language, relationLabels, entity } = useCells();
  const computed = entity.computedColumns.find((column) => column.name === field.name);
  if (computed) return <ComputedCell column={computed} value={value} language={language} />;
  if (value === null || value === undefined || value === '') return <EmptyCell />;
  if (field.generate && isGeneratedPlaceholder(field.generate, value)) return <PlaceholderText text={String(value)} />;
  const { Cell } = fieldKindOf(field);
  const relationLabel = typeof value === 'string' ? relationLabels.get(field.name)?.get(value) : undefined;
  return <Cell field={field} value={value} language={language} relationLabel={relationLabel} />;
}

/** A column the entity's module computes from the record (displays/), in the content language. */
function DisplayCell({ column, row }: { column: DisplayColumn; row: Row }) {
  const { language } = useCells();
  return column.cell(row, language) ?? <EmptyCell />;
}

function ActionsCell({ row }: { row: Row }) {
  const { entity, language, edit, deleted } = useCells();
  const names = useRegistryNames();
  const label = entityRecordLabel(entity, row, language, { path: entity.path, one: names.entity(entity.path, 'one') });
  return <EntityRow entity={entity} row={row} label={label} onEdit={edit} onDeleted={deleted} />;
}

function SelectAllCheckbox({ table }: { table: AdminTable }) {
  const all = table.getIsAllPageRowsSelected();
  const some = table.getIsSomePageRowsSelected();
  return (
    <Checkbox
      aria-label={useAdminWords().table.selectAll}
      checked={all ? true : some ? 'indeterminate' : false}
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
    />
  );
}

function SelectRowCheckbox({ row }: { row: AdminRow }) {
  return (
    <Checkbox
      aria-label={useAdminWords().table.selectRow}
      checked={row.getIsSelected()}
      onCheckedChange={(value) => row.toggleSelected(value === true)}
    />
  );
}

function ActionsHeader() {
  return <span className="sr-only">{useAdminWords().table.actions}</span>;
}

/** The headings the columns are named by (in the column menu, on the sort buttons), in the interface language. */
export interface ColumnTitles {
  field(field: FieldMeta): string;
  display(column: DisplayColumn): string;
  select: string;
  actions: string;
}

/**
 * The table's columns: a selection checkbox, the columns the entity's module computes from the record (displays/),
 * one per readable field, and the row actions. A computed column (a field that is no column of the table, `computed`)
 * is not sorted by: the server pages by the record's own columns.
 */
export function buildColumns(
  fields: readonly FieldMeta[],
  displayColumns: readonly DisplayColumn[],
  titles: ColumnTitles,
  computed: ReadonlySet<string> = new Set(),
) {
  return helper.columns([
    helper.display({
      id: SELECT_COLUMN,
      meta: { title: titles.select },
      enableSorting: false,
      enableHiding: false,
      header: ({ table }) => <SelectAllCheckbox table={table} />,
      cell: ({ row }) => <SelectRowCheckbox row={row} />,
    }),
    ...displayColumns.map((column) =>
      helper.display({
        id: column.id,
        meta: { title: titles.display(column) },
        enableSorting: false,
        header: () => titles.display(column),
        cell: ({ row }) => <DisplayCell column={column} row={row.original} />,
      }),
    ),
    ...fields.map((field) =>
      helper.accessor((row: Row) => row[field.name], {
        id: field.name,
        meta: { field, title: titles.field(field) },
        enableSorting: !computed.has(field.name),
        header: ({ column }) => <SortHeader column={column} />,
        cell: ({ getValue }) => <DataCell field={field} value={getValue()} />,
      }),
    ),
    helper.display({
      id: ACTIONS_COLUMN,
      meta: { title: titles.actions },
      enableSorting: false,
      enableHiding: false,
      header: () => <ActionsHeader />,
      cell: ({ row }) => <ActionsCell row={row.original} />,
    }),
  ]);
}
