'use client';

import { CheckIcon, Columns3Icon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { AdminColumn } from './admin-table-features';
import { useAdminWords } from '../admin-context';

/** The columns menu: a checkbox item per data column showing or hiding it; the menu stays open while toggling. */
export function ColumnMenu({ columns, onShowAll }: { columns: AdminColumn[]; onShowAll(): void }) {
  const hidden = columns.filter((column) => !column.getIsVisible()).length;
  const words = useAdminWords().table;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3Icon aria-hidden="true" />
          {words.columns}
          {hidden ? <span className="text-xs text-muted-foreground">({words.hiddenColumns(hidden)})</span> : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{words.showColumns}</DropdownMenuLabel>
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
            <DropdownMenuItem onSelect={onShowAll}>{words.showAll}</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
