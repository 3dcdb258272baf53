'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { useAdminWords } from '../admin-context';

/** Rows shown in grey while a page loads. */
export const SKELETON_ROWS = 5;

/** Controls and rows in grey while the entity's schema (its module's chunk) loads. */
export function TableSkeleton() {
  const words = useAdminWords();
  return (
    <div aria-busy="true" className="grid gap-3" data-admin-table-loading>
      <span className="sr-only">{words.loading}</span>
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
