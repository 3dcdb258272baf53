import type { Filter, ListInput, Row } from '../entity-api';
import { searchValue } from '../table/search';

/*
 * The pure part of the relation select and the command palette: which list calls they make and how the answers
 * are read. No runtime import of `@/…` here, so unit tests load it as it is.
 */

/** Options fetched per page of the relation select. */
export const OPTIONS_PAGE_SIZE = 20;

/** Records the command palette lists for a search. */
export const PALETTE_RECORDS_LIMIT = 10;

/**
 * Query keys. Each starts with the entity's path, so invalidating `[path]` after a write (the table, the form)
 * refreshes every option list and label of that entity too.
 */
export const relationKeys = {
  entity: (path: string) => [path, 'entity'] as const,
  options: (path: string, text: string, exclude: readonly string[]) => [path, 'options', text, [...exclude].sort()] as const,
  record: (path: string, id: string) => [path, 'record', id] as const,
  palette: (path: string, text: string) => [path, 'palette', text] as const,
};

/**
 * One page of options: the records matching the search text (the server looks in every text field and language,
 * and matches a pasted id too), minus the ids not to offer (left out by the server, so pages stay full) and what the
 * entity hides from pickers (`hidden`: subjects with no email, table/search.ts).
 */
export function optionsListInput(
  text: string,
  offset: number,
  exclude: readonly string[] = [],
  limit = OPTIONS_PAGE_SIZE,
  hidden: readonly Filter[] = [],
): ListInput {
  const search = searchValue(text);
  const and: Filter[] = [
    ...hidden,
    ...(exclude.length ? [{ column: 'id', method: 'notInArray', value: [...exclude] } as const] : []),
  ];
  return {
    ...(search ? { search } : {}),
    ...(and.length ? { filters: { and } } : {}),
    limit,
    offset,
  };
}

/** The offset of the next page, or undefined after a short page (the last one). */
export function nextOptionsOffset(lastPage: readonly Row[], pages: readonly (readonly Row[])[], pageSize = OPTIONS_PAGE_SIZE) {
  return lastPage.length < pageSize ? undefined : pages.reduce((count, page) => count + page.length, 0);
}

/** The loaded pages as one list, each record once (a record created while paging shifts the offsets). */
export function uniqueRows(pages: readonly (readonly Row[])[] | undefined): Row[] {
  const seen = new Set<string>();
  return (pages ?? []).flat().filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** The list call that reads one record by id: an empty answer (not an error) when it no longer exists. */
export const byIdListInput = (id: string): ListInput => ({
  filters: { and: [{ column: 'id', method: 'eq', value: id }] },
  limit: 1,
  offset: 0,
});

/** The muted second line of an option: the record's slug when it has one, else its id. */
export function secondaryLine(record: Row): string {
  return typeof record.slug === 'string' && record.slug.trim() ? record.slug : record.id;
}
