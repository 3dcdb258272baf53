'use client';

import { ChevronDownIcon, ChevronUpIcon, FilterIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { BulkDeleteButton } from './bulk-delete-button';
import { ColumnMenu } from './column-menu';
import type { AdminColumn } from './admin-table-features';
import { useAdminWords } from '../admin-context';

interface EntityTableToolbarProps {
  /** The search box, when the entity has text to search. */
  search?: { text: string; onChange(text: string): void };
  /** The switch that shows the records the entity hides by default (subjects without an email), when it has any. */
  showAll?: { label: string; checked: boolean; onChange(checked: boolean): void };
  filtersOpen: boolean;
  onToggleFilters(): void;
  filterCount: number;
  filtersId: string;
  dataColumns: AdminColumn[];
  onShowAllColumns(): void;
  selectedCount: number;
  onDeleteSelected(): Promise<void>;
  collapsed: boolean;
  onToggleCollapsed(): void;
  bodyId: string;
  /** Opens the create form; absent where only the product makes the entity's records (no Add then). */
  onAdd?(): void;
}

/** The table's search box. */
function SearchBox({
  text,
  onChange,
  label,
  placeholder,
}: {
  text: string;
  onChange(text: string): void;
  label: string;
  placeholder: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  // The box is in the server's HTML: what was typed before the scripts ran is searched for too. Hydration keeps it in
  // the box; read before any render after it could put the URL's text back. Once: later typing goes through onChange.
  const early = useRef({ text, onChange });
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== early.current.text) early.current.onChange(typed);
  }, []);
  return (
    <div className="relative w-full sm:w-72">
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
      <Input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-8"
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Above the table: search, the filters' toggle, the columns menu, the bulk delete, hide/show and Add new (if any). */
export function EntityTableToolbar(props: EntityTableToolbarProps) {
  const { search, showAll, filtersOpen, filterCount, collapsed } = props;
  const words = useAdminWords();
  const showAllId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {search ? <SearchBox {...search} label={words.search} placeholder={words.searchPlaceholder} /> : null}
      <Button
        variant="outline"
        size="sm"
        aria-expanded={filtersOpen}
        aria-controls={props.filtersId}
        onClick={props.onToggleFilters}
      >
        <FilterIcon aria-hidden="true" />
        {words.table.filters}
        {filterCount ? <span className="text-xs text-muted-foreground">({filterCount})</span> : null}
      </Button>
      {showAll ? (
        <div className="flex items-center gap-2 text-sm">
          <Checkbox id={showAllId} checked={showAll.checked} onCheckedChange={(checked) => showAll.onChange(checked === true)} />
          <label htmlFor={showAllId}>{showAll.label}</label>
        </div>
      ) : null}
      <ColumnMenu columns={props.dataColumns} onShowAll={props.onShowAllColumns} />
      <BulkDeleteButton count={props.selectedCount} onConfirm={props.onDeleteSelected} />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={!collapsed}
          aria-controls={props.bodyId}
          onClick={props.onToggleCollapsed}
        >
          {collapsed ? <ChevronDownIcon aria-hidden="true" /> : <ChevronUpIcon aria-hidden="true" />}
          {collapsed ? words.show : words.hide}
        </Button>
        {props.onAdd ? (
          <Button size="sm" onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" />
            {words.table.addNew}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
