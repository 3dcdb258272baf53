'use client';

import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, Columns3Icon, Trash2Icon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { AdminColumn } from './entity-table-columns';
import { PAGE_SIZES } from './url-state';

const numberFormat = new Intl.NumberFormat('en');

/** The columns menu: a checkbox item per data column showing or hiding it; the menu stays open while toggling. */
export function ColumnMenu({ columns, onShowAll }: { columns: AdminColumn[]; onShowAll(): void }) {
  const hidden = columns.filter((column) => !column.getIsVisible()).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3Icon aria-hidden="true" />
          Columns
          {hidden ? <span className="text-xs text-muted-foreground">({hidden} hidden)</span> : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuPrimitive.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50"
          >
            <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
              <DropdownMenuPrimitive.ItemIndicator>
                <CheckIcon aria-hidden="true" className="size-4" />
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            {column.columnDef.meta?.title ?? column.id}
          </DropdownMenuPrimitive.CheckboxItem>
        ))}
        {hidden ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onShowAll}>Show all</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** `Delete 2 selected`, asking `Delete 2 records?` first. The dialog stays open until every delete has answered. */
export function BulkDeleteButton({ count, onConfirm }: { count: number; onConfirm(): Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (count === 0) return null;
  const noun = count === 1 ? 'record' : 'records';
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" size="sm">
          <Trash2Icon aria-hidden="true" />
          Delete {count} selected
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>
            Delete {count} {noun}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            The {count === 1 ? 'selected record' : `${count} selected records`} will be deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              setPending(true);
              void onConfirm().finally(() => {
                setPending(false);
                setOpen(false);
              });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
  const pages = count === undefined ? undefined : Math.max(1, Math.ceil(count / size));
  const canNext = estimated || pages === undefined ? pageRows === size : page < pages;
  const total =
    count === undefined ? null : (
      <span className="text-muted-foreground">
        {estimated ? 'about ' : ''}
        {numberFormat.format(count)} {count === 1 ? 'record' : 'records'}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="text-muted-foreground">
          Rows per page
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
          Page {numberFormat.format(page)}
          {pages === undefined ? '' : ` of ${estimated ? 'about ' : ''}${numberFormat.format(pages)}`}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
          <ChevronLeftIcon aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext} onClick={() => onPage(page + 1)} aria-label="Next page">
          <span className="hidden sm:inline">Next</span>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
