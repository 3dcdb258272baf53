import { isLanguage } from '@/shared/languages';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { Filter, Filters, ListInput } from '../entity-api';
import { hiddenByDefault, searchValue } from './search';
import type { TableState } from './url-state';

/*
 * What a table screen asks the server for, from its URL state: no hooks, so the admin page's server render asks for
 * the first page exactly as the table will (the same query keys), and the browser finds it already loaded.
 */

/** The list and count calls of one screen, and the filters and search both share. */
export interface EntityListQuery {
  filters?: Filters;
  search?: string;
  listInput: ListInput;
}

/** `{ and }` without an empty list: the same filters always make the same query key. */
const filtersOf = (and: Filter[]): Filters | undefined => (and.length ? { and } : undefined);

/**
 * The page of records the URL's state asks for: `urlFilters` (its filters the entity knows) and, unless it says `all`,
 * those leaving out what the entity hides by default; the search (the server looks in its text fields), its order
 * (a column, or one language of a multilingual one, by the admin's `language` when none is named) and page. A sort
 * the entity cannot take (an old link, a typo) is left out rather than refused.
 */
export function entityListQuery(
  entity: Pick<AnyEntity, 'fieldsByName' | 'computedColumns'>,
  state: TableState,
  language: string,
  urlFilters: readonly Filter[],
): EntityListQuery {
  const filters = filtersOf([...(state.all ? [] : hiddenByDefault(entity)), ...urlFilters]);
  const search = searchValue(state.q);
  const [sortName = '', sortLanguage] = state.sort?.column.split('.') ?? [];
  const sortField = entity.fieldsByName.get(sortName);
  const sortColumn =
    sortField && !sortField.secret && (sortLanguage === undefined || (sortField.multilingual && isLanguage(sortLanguage)))
      ? sortField.multilingual
        ? `${sortField.name}.${sortLanguage ?? language}`
        : sortField.name
      : undefined;
  return {
    ...(filters ? { filters } : {}),
    ...(search ? { search } : {}),
    listInput: {
      ...(filters ? { filters } : {}),
      ...(search ? { search } : {}),
      ...(sortColumn ? { orderBy: { and: [{ column: sortColumn, method: state.sort?.desc ? 'desc' : 'asc' }] } } : {}),
      limit: state.size,
      offset: (state.page - 1) * state.size,
    },
  };
}

/** The query key of a page of an entity's records (related labels are read under it too: relation-labels.ts). */
export const listKey = (path: string, input: ListInput) => [path, 'list', input] as const;

/** The query key of the count of a screen's records. */
export const countKey = (path: string, { filters, search }: Omit<EntityListQuery, 'listInput'>) =>
  [path, 'count', filters ?? {}, search ?? ''] as const;
