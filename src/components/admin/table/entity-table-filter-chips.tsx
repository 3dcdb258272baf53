'use client';

import { FilterIcon, XIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { filterText, type FilterColumn } from './entity-table-filter-columns';
import type { ColumnFilter } from './url-filters';
import { useAdminWords } from '../admin-context';

/** The active filters as chips, each with a remove button, and Clear all. */
export function FilterChips({
  options,
  filters,
  onChange,
}: {
  options: readonly FilterColumn[];
  filters: readonly ColumnFilter[];
  onChange(filters: ColumnFilter[]): void;
}) {
  const { filters: words, enumValues } = useAdminWords();
  const texts = useMemo(
    () => filters.map((filter) => filterText(options, filter, words, enumValues)),
    [options, filters, words, enumValues],
  );
  if (!filters.length) return null;
  return (
    <ul aria-label={words.active} className="flex flex-wrap items-center gap-2">
      {filters.map((filter, index) => (
        <li
          key={`${index}-${texts[index]}`}
          className="inline-flex max-w-full items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-xs text-secondary-foreground"
        >
          <FilterIcon aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
          <span className="truncate" title={texts[index]}>
            {texts[index]}
          </span>
          <button
            type="button"
            className="inline-flex size-6 shrink-0 items-center justify-center rounded hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            aria-label={words.remove(texts[index]!)}
            onClick={() => onChange(filters.filter((_, other) => other !== index))}
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <Button variant="ghost" size="sm" className="h-7 text-xs" onClick={() => onChange([])}>
            {words.clear}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
