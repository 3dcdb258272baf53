'use client';

import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES } from './url-state';
import { useAdminWords } from '../admin-context';

/**
 * Rows per page, previous / next and `Page X of Y`. Past the exact-count limit the count is an estimate:
 * `Page X of about Y`, and next stays allowed while pages come back full.
 */
export function Pagination({
  page,
  size,
  count,
  estimated,
  pageRows,
  onPage,
  onSize,
}: {
  page: number;
  size: number;
  /** The record count (an estimate when `estimated`), undefined while it loads or when it failed. */
  count: number | undefined;
  estimated: boolean;
  /** Rows on the page shown. */
  pageRows: number;
  onPage(page: number): void;
  onSize(size: number): void;
}) {
  const id = useId();
  const words = useAdminWords().pagination;
  const numberFormat = new Intl.NumberFormat(words.numberLocale);
  const pages = count === undefined ? undefined : Math.max(1, Math.ceil(count / size));
  const canNext = estimated || pages === undefined ? pageRows === size : page < pages;
  const total =
    count === undefined ? null : (
      <span className="text-muted-foreground">{words.records(numberFormat.format(count), count, estimated)}</span>
    );
  return (
    <nav aria-label={words.label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="text-muted-foreground">
          {words.rowsPerPage}
        </label>
        <select
          id={`${id}-size`}
          className="h-8 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          value={size}
          onChange={(event) => onSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {total}
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite" data-admin-page-status>
          {words.page(numberFormat.format(page), pages === undefined ? undefined : numberFormat.format(pages), estimated)}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={words.previousPage}>
          <ChevronLeftIcon aria-hidden="true" />
          <span className="hidden sm:inline">{words.previous}</span>
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext} onClick={() => onPage(page + 1)} aria-label={words.nextPage}>
          <span className="hidden sm:inline">{words.next}</span>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
