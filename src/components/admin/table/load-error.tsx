'use client';

import { Button } from '@/components/ui/button';
import { useAdminWords } from '../admin-context';

/** A failed load: its message, Retry, and (when filters or a search may be the cause) a way to clear them. */
export function LoadError({ message, onRetry, onClear }: { message: string; onRetry(): void; onClear?(): void }) {
  const words = useAdminWords();
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-md border border-destructive/40 bg-background p-4 text-sm"
    >
      <p className="whitespace-pre-line text-destructive">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          {words.retry}
        </Button>
        {/* Asking again cannot mend a filter the server refuses (an old link, a value of the wrong kind). */}
        {onClear ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            {words.table.clearFiltersAndSearch}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
