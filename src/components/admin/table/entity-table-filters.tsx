'use client';

import { FilterBuilder } from './entity-table-filter-builder';
import { FilterChips } from './entity-table-filter-chips';
import type { FilterColumn } from './entity-table-filter-columns';
import type { ColumnFilter } from './url-filters';

interface EntityTableFiltersProps {
  id: string;
  /** The builder shows; the chips show whenever there are filters. */
  open: boolean;
  onClose(): void;
  options: readonly FilterColumn[];
  filters: readonly ColumnFilter[];
  onChange(filters: ColumnFilter[]): void;
}

/** Under the toolbar: the filter builder when opened, and the active filters' chips. */
export function EntityTableFilters({ id, open, onClose, options, filters, onChange }: EntityTableFiltersProps) {
  return (
    <div id={id} className="grid gap-2" hidden={!open && filters.length === 0}>
      {open ? <FilterBuilder options={options} filters={filters} onChange={onChange} onClose={onClose} /> : null}
      <FilterChips options={options} filters={filters} onChange={onChange} />
    </div>
  );
}
