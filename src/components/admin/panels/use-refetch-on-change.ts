'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` whenever the queries of these entities are invalidated: what a nested table does after each change
 * of its rows (use-nested-rows.ts), and a form after a save. A panel showing what those rows make up (an order's
 * totals of its lines) so follows them without the nested table knowing of it.
 */
export function useRefetchOnChange(paths: readonly string[], refetch: () => unknown) {
  const queryClient = useQueryClient();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  const watched = paths.join('\n');
  useEffect(() => {
    const names = new Set(watched.split('\n'));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate' && names.has(String(event.query.queryKey[0])))
        void latest.current();
    });
  }, [queryClient, watched]);
}
