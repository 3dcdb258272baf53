'use client';

import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { AdminColumn } from './admin-table-features';
import { useAdminWords } from '../admin-context';

/** A column heading that sorts: ascending, then descending, then the default order; one that cannot, its title. */
export function SortHeader({ column }: { column: AdminColumn }) {
  const title = column.columnDef.meta?.title ?? column.id;
  const words = useAdminWords().table;
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  if (!column.getCanSort()) return <span className="font-medium">{title}</span>;
  const next = column.getNextSortingOrder();
  const action = next === 'asc' ? words.sortAscending : next === 'desc' ? words.sortDescending : words.defaultOrder;
  return (
    <button
      type="button"
      className="-mx-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      onClick={column.getToggleSortingHandler()}
      title={`${title}: ${action}`}
    >
      {title}
      <Icon aria-hidden="true" className={sorted ? 'size-3.5' : 'size-3.5 text-muted-foreground/60'} />
    </button>
  );
}
