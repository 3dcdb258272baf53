'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isLanguage } from '@/shared/languages';
import { EXACT_COUNT_LIMIT } from '@/shared/registry/list-input';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { entityApi, type Filters, type ListInput, type Row } from '../entity-api';
import { requestFilters, type FilterColumn } from './entity-table-filter-columns';
import { hiddenByDefault, searchValue } from './search';
import type { TableUrlState } from './use-table-url-state';

/** Stable while nothing is loaded, so the table's row model is not rebuilt on every render. */
const NO_ROWS: Row[] = [];

/** `{ and }` without an empty list: the same filters always make the same query key. */
const filtersOf = (and: Filters['and']): Filters | undefined => (and?.length ? { and } : undefined);

/**
 * The page of records the URL's state asks for, and their count: the URL's filters the entity knows (and, unless it
 * says `all`, those leaving out what the entity hides by default), the search
 * (the server looks in its text fields), its order and page. A page past the end goes to the last page there is.
 */
export function useEntityList(
  entity: AnyEntity,
  filterOptions: readonly FilterColumn[],
  { state, update }: Pick<TableUrlState, 'state' | 'update'>,
  language: string,
) {
  const { path } = entity;
  const filters = useMemo(
    () => filtersOf([...(state.all ? [] : hiddenByDefault(entity)), ...requestFilters(filterOptions, state.filters)]),
    [entity, state.all, filterOptions, state.filters],
  );
  const search = searchValue(state.q);
  // A sort the entity cannot take (an old link, a typo) is left out rather than refused: a column, or one language of a
  // multilingual one (by the admin's language when none is named).
  const [sortName = '', sortLanguage] = state.sort?.column.split('.') ?? [];
  const sortField = entity.fieldsByName.get(sortName);
  const sortColumn =
    sortField && !sortField.secret && (sortLanguage === undefined || (sortField.multilingual && isLanguage(sortLanguage)))
      ? sortField.multilingual
        ? `${sortField.name}.${sortLanguage ?? language}`
        : sortField.name
      : undefined;
  const listInput = useMemo<ListInput>(
    () => ({
      ...(filters ? { filters } : {}),
      ...(search ? { search } : {}),
      ...(sortColumn ? { orderBy: { and: [{ column: sortColumn, method: state.sort?.desc ? 'desc' : 'asc' }] } } : {}),
      limit: state.size,
      offset: (state.page - 1) * state.size,
    }),
    [filters, search, sortColumn, state.sort?.desc, state.size, state.page],
  );

  const api = useMemo(() => entityApi(entity), [entity]);
  const list = useQuery({
    queryKey: [path, 'list', listInput],
    queryFn: () => api.list(listInput),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [path, 'count', filters ?? {}, search ?? ''],
    queryFn: () => api.count(filters, search),
    placeholderData: keepPreviousData,
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
