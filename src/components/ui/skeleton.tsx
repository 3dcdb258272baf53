import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder shape: hidden from assistive tech, so mark the loading region itself (aria-busy) instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}
