import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminWords, useRegistryNames } from '../admin-context';

/** A panel's frame, as a nested table's: a bordered section named by its heading (title · module). */
export function PanelSection({
  id,
  title,
  module,
  busy,
  children,
}: {
  /** Unique on the page: the heading's id is made of it. */
  id: string;
  title: string;
  module: string;
  /** Its content is loading or reloading. */
  busy?: boolean;
  children: ReactNode;
}) {
  const names = useRegistryNames();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      className="grid gap-2 rounded-lg border p-3"
      data-admin-panel={id}
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {title}
        <span className="font-normal text-muted-foreground"> · {names.module(module)}</span>
      </h3>
      {children}
    </section>
  );
}

/** What shows while a panel's code or data loads. */
export function PanelSkeleton() {
  const words = useAdminWords();
  return (
    <div aria-busy="true" className="grid gap-2 rounded-lg border p-3">
      <span className="sr-only">{words.loading}</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
