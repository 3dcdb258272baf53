'use client';

import { useQuery } from '@tanstack/react-query';
import type { EntitySummary } from '@/shared/admin/entity-summary';
import { entityApi } from '../entity-api';
import { optionsListInput, PALETTE_RECORDS_LIMIT, relationKeys } from '../relation-select/relation-select-options';
import { hiddenByDefault } from '../table/search';
import { useLoadedEntity } from '../use-loaded-entity';

/**
 * The records of one entity matching the (debounced) text, read from the server, 10 at most. `waiting` while the
 * entity's chunk loads, the typing has not paused yet, or the answer is on its way.
 */
export function useRecordSearch(summary: EntitySummary | undefined, text: string) {
  const entityQuery = useLoadedEntity(summary?.path);
  const entity = entityQuery.data;
  const records = useQuery({
    queryKey: relationKeys.palette(summary?.path ?? '', text),
    queryFn: () => entityApi(entity!).list(optionsListInput(text, 0, [], PALETTE_RECORDS_LIMIT, hiddenByDefault(entity!))),
    enabled: !!summary && !!entity && entity.path === summary.path && !!text,
    // The previous matches stay while the next search runs, but never another entity's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === summary?.path ? previous : undefined),
    staleTime: 30_000,
  });
  if (!summary) return { waiting: false, records: undefined, failure: null };
  const failure = entityQuery.error ?? records.error;
  return { waiting: !failure && (!text || !entity || records.isPending), records: records.data, failure };
}
