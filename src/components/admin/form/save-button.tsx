'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useAdminWords } from '../admin-context';

export type SaveStatus = 'idle' | 'pending' | 'success' | 'error';

/** How long a success or an error shows before the button is idle again (the spec's 5 seconds). */
export const SETTLED_FOR_MS = 5_000;

/** The spec's save status: idle, pending, then success or error, back to idle after five seconds. */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback((next: SaveStatus) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (next === 'success' || next === 'error') timer.current = setTimeout(() => setStatus('idle'), SETTLED_FOR_MS);
  }, []);
  return [status, set] as const;
}

/** The form's submit button: `Loading...` while pending, green after a success, red after an error. */
export function SaveButton({ status, label }: { status: SaveStatus; label?: string }) {
  const words = useAdminWords().form;
  return (
    <>
      <Button
        type="submit"
        data-status={status}
        disabled={status === 'pending'}
        aria-keyshortcuts="Control+S Meta+S"
        className={cn(
          'min-w-24',
          // White text needs green 700 or darker, hovered too, for the 4.5:1 contrast of a label (green 600: 3.3:1).
          status === 'success' && 'bg-green-700 text-white hover:bg-green-800',
          status === 'error' && 'bg-red-600 text-white hover:bg-red-600/90',
        )}
      >
        {status === 'pending' ? words.saving : (label ?? words.save)}
      </Button>
      <span role="status" className="sr-only">
        {words.announced[status]}
      </span>
    </>
  );
}
