'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { entityApi } from '../entity-api';
import { useErrorMessage } from '../table/messages';
import { hiddenByDefault } from '../table/search';
import { useAdminWords } from '../admin-context';
import { byIdListInput, nextOptionsOffset, optionsListInput, relationKeys, uniqueRows } from './relation-select-options';
import { useLoadedEntity } from '../use-loaded-entity';

/**
 * What a relation select shows: the options matching the search, a page at a time, once open; the chosen record,
 * by id; and a status line (loading, nothing found, the failure).
 */
export function useRelationOptions(
  path: string,
  value: string | null | undefined,
  search: string,
  exclude: readonly string[],
  open: boolean,
) {
  const dictionary = useAdminWords().relationSelect;
  const errorMessage = useErrorMessage();
  // The entity's chunk is needed for the label as soon as there is a value, and for the options once open.
  const entityQuery = useLoadedEntity(path, open || !!value);
  const entity = entityQuery.data;

  const options = useInfiniteQuery({
    queryKey: relationKeys.options(path, search, exclude),
    queryFn: ({ pageParam }) =>
      entityApi(entity!).list(optionsListInput(search, pageParam, exclude, undefined, hiddenByDefault(entity!))),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOptionsOffset(lastPage, pages),
    enabled: open && !!entity,
    // The previous matches stay on screen while the next search runs.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const rows = uniqueRows(options.data?.pages);

  // The chosen record, read by id: it is usually not among the loaded options.
  const current = useQuery({
    queryKey: relationKeys.record(path, value ?? ''),
    queryFn: async () => (await entityApi(entity!).list(byIdListInput(value!)))[0] ?? null,
    enabled: !!entity && !!value,
    staleTime: 60_000,
  });

  const failure = entityQuery.error ?? options.error;
  const loading = (open && !entity && !failure) || (options.isPending && options.fetchStatus === 'fetching');
  const status = failure
    ? `${dictionary.failed} ${errorMessage(failure)}`
    : loading
      ? dictionary.loading
      : options.isSuccess && rows.length === 0
        ? dictionary.noMatches
        : '';

  return { options, rows, current, failure, loading, status };
}
