'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { EXACT_COUNT_LIMIT } from '@/shared/registry/list-input';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { entityApi, type Row } from '../entity-api';
import { requestFilters, type FilterColumn } from './entity-table-filter-columns';
import { countKey, entityListQuery, listKey } from './list-query';
import type { TableUrlState } from './use-table-url-state';

/**
 * How long a page of records and its count stay fresh. The first screen comes with the HTML (prefetched-entity-table.tsx)
 * and must not be fetched again when the table mounts: at the client's default of 5 s, a page that took longer to load
 * and hydrate (a slow phone, a busy server) asked for it again at once. Saving or deleting a record refreshes it anyway.
 */
const LIST_FRESH_MS = 30_000;

/** Stable while nothing is loaded, so the table's row model is not rebuilt on every render. */
const NO_ROWS: Row[] = [];

/**
 * The page of records the URL's state asks for (list-query.ts), and their count. A page past the end goes to the last
 * page there is.
 */
export function useEntityList(
  entity: AnyEntity,
  filterOptions: readonly FilterColumn[],
  { state, update }: Pick<TableUrlState, 'state' | 'update'>,
  language: string,
) {
  const { path } = entity;
  const urlFilters = useMemo(() => requestFilters(filterOptions, state.filters), [filterOptions, state.filters]);
  const { filters, search, listInput } = useMemo(
    () => entityListQuery(entity, state, language, urlFilters),
    [entity, state, language, urlFilters],
  );

  const api = useMemo(() => entityApi(entity), [entity]);
  const list = useQuery({
    queryKey: listKey(path, listInput),
    queryFn: () => api.list(listInput),
    placeholderData: keepPreviousData,
    staleTime: LIST_FRESH_MS,
  });
  const count = useQuery({
    queryKey: countKey(path, { filters, search }),
    queryFn: () => api.count(filters, search),
    placeholderData: keepPreviousData,
    staleTime: LIST_FRESH_MS,
  });
  const rows = list.data ?? NO_ROWS;
  const estimated = count.data !== undefined && count.data > EXACT_COUNT_LIMIT;

  // A page past the end (the last rows were deleted, or an old link): go to the last page there is.
  const pageCount = count.data === undefined ? undefined : Math.max(1, Math.ceil(count.data / state.size));
  useEffect(() => {
    if (
      pageCount !== undefined &&
      !estimated &&
      state.page > pageCount &&
      !count.isPlaceholderData &&
      !list.isPlaceholderData &&
      !list.isFetching &&
      rows.length === 0
    )
      update({ page: pageCount }, { replace: true });
  }, [pageCount, estimated, state.page, count.isPlaceholderData, list.isPlaceholderData, list.isFetching, rows.length, update]);

  return { api, listInput, list, count, rows, estimated };
}
