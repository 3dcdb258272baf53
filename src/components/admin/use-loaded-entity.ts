'use client';

import { useQuery } from '@tanstack/react-query';
import { loadEntity } from './registry-loader';
import { relationKeys } from './relation-select/relation-select-options';

/**
 * The entity at `path` (fields, router keys), from its module's chunk: loaded once per path and kept, shared by
 * every relation select and the command palette.
 */
export function useLoadedEntity(path: string | undefined, enabled = true) {
  return useQuery({
    queryKey: relationKeys.entity(path ?? ''),
    queryFn: () => loadEntity(path!),
    enabled: enabled && !!path,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // Schemas and Maps: nothing to compare structurally.
    structuralSharing: false,
  });
}
