'use client';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../entity-api';
import type { FoundRecord } from './command-palette-search';

/** Records of every entity the administrator may list whose title, admin title, slug, url or email holds the (debounced) text. */
export function useEverywhereSearch(enabled: boolean, text: string) {
  const query = useQuery({
    queryKey: ['search-everywhere', text],
    queryFn: (): Promise<FoundRecord[]> => apiClient().search.records.query({ text }),
    enabled: enabled && !!text,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
  return { records: query.data, waiting: enabled && !!text && query.isPending, failure: query.error };
}
