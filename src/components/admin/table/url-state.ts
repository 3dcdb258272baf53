import { COLUMN, parseFilter, serializeFilter, type ColumnFilter } from './url-filters';

/*
 * Everything the entity screen shows lives in the URL query, so a link, a reload or Back shows the same screen:
 *
 *   page=3                     1-based page (absent: 1)
 *   size=50                    page size, one of PAGE_SIZES (absent: DEFAULT_TABLE_PAGE_SIZE)
 *   sort=title | sort=-title   ascending / descending by a column (absent: the entity's default order)
 *   q=text                     search text over the entity's text fields
 *   f=column~method~value      a column filter, repeated; value URL-encoded (encodeURIComponent), inArray and
 *                              notInArray values comma separated (each encoded), isNull / isNotNull without value
 *   all=1                      records the entity hides by default shown too (a subject with no email: computed-columns.ts)
 *   hide=a,b                   hidden columns (absent: what localStorage remembers for the entity; `hide=` none)
 *   open=<id> | open=new       the record whose Edit dialog is open, or the create dialog
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 25;

/** The query keys this file owns; any other key of the URL is left as it is. */
export const TABLE_QUERY_KEYS = ['page', 'size', 'sort', 'q', 'f', 'all', 'hide', 'open'] as const;

export interface TableSort {
  column: string;
  desc: boolean;
}

export interface TableState {
  /** 1-based. */
  page: number;
  size: number;
  sort?: TableSort;
  q: string;
  filters: ColumnFilter[];
  /** The records hidden by default (anonymous subjects) are shown too. */
  all?: true;
  /** Hidden columns; undefined when the URL does not say (the remembered choice applies). */
  hidden?: string[];
  /** A record id whose Edit dialog is open, or `new` for the create dialog. */
  open?: string;
}

export const DEFAULT_TABLE_STATE: TableState = { page: 1, size: DEFAULT_TABLE_PAGE_SIZE, q: '', filters: [] };

/** What parseTableState reads: URLSearchParams, Next's ReadonlyURLSearchParams, or a query string. */
export type SearchParamsLike = Pick<URLSearchParams, 'get' | 'getAll'> | string;

const wholeNumber = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** The screen a URL query describes; anything malformed reads as its default. */
export function parseTableState(searchParams: SearchParamsLike): TableState {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const page = wholeNumber(params.get('page'));
  const size = wholeNumber(params.get('size'));
  const sortText = params.get('sort') ?? '';
  const sortColumn = sortText.startsWith('-') ? sortText.slice(1) : sortText;
  const hide = params.get('hide');
  const open = params.get('open')?.trim();
  const state: TableState = {
    page: page && page >= 1 ? page : 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TABLE_PAGE_SIZE,
    q: params.get('q') ?? '',
    filters: params.getAll('f').flatMap((text) => parseFilter(text) ?? []),
  };
  if (COLUMN.test(sortColumn)) state.sort = { column: sortColumn, desc: sortText.startsWith('-') };
  if (params.get('all') === '1') state.all = true;
  if (hide !== null) state.hidden = [...new Set(hide.split(',').filter((column) => COLUMN.test(column)))];
  if (open) state.open = open;
  return state;
}

/** Encodes a query value; commas stay readable (`hide=a,b`), an encoded comma inside a filter value does not. */
const encodeQueryValue = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');

/** The pairs of a state's query, defaults left out, in a fixed order. */
export function tableStatePairs(state: TableState): [string, string][] {
  const pairs: [string, string][] = [];
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  if (state.size !== DEFAULT_TABLE_PAGE_SIZE) pairs.push(['size', String(state.size)]);
  if (state.sort) pairs.push(['sort', `${state.sort.desc ? '-' : ''}${state.sort.column}`]);
  if (state.q) pairs.push(['q', state.q]);
  for (const filter of state.filters) pairs.push(['f', serializeFilter(filter)]);
  if (state.all) pairs.push(['all', '1']);
  if (state.hidden) pairs.push(['hide', state.hidden.join(',')]);
  if (state.open) pairs.push(['open', state.open]);
  return pairs;
}

/** The query string (without `?`) of a state: `page=2&sort=-createdAt&f=title~ilike~shoe`. */
export function tableStateQuery(state: TableState): string {
  return tableStatePairs(state)
    .map(([key, value]) => `${key}=${encodeQueryValue(value)}`)
    .join('&');
}

/** The query of `state`, with every key of the `current` query this file does not own kept (before ours). */
export function mergeTableQuery(current: string, state: TableState): string {
  const own = new Set<string>(TABLE_QUERY_KEYS);
  const kept = [...new URLSearchParams(current).entries()]
    .filter(([key]) => !own.has(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value)}`)
    .join('&');
  return [kept, tableStateQuery(state)].filter(Boolean).join('&');
}

/** What changing part of the screen does to the rest of it: a new search, filter set or size starts at page 1. */
export function applyTableChange(state: TableState, change: Partial<TableState>): TableState {
  const next: TableState = { ...state, ...change };
  const resets =
    ('q' in change && change.q !== state.q) ||
    ('size' in change && change.size !== state.size) ||
    ('filters' in change && change.filters !== state.filters) ||
    ('all' in change && change.all !== state.all) ||
    ('sort' in change && !sameSort(change.sort, state.sort));
  if (resets && !('page' in change)) next.page = 1;
  if (next.sort === undefined) delete next.sort;
  if (!next.all) delete next.all;
  if (next.hidden === undefined) delete next.hidden;
  if (next.open === undefined) delete next.open;
  return next;
}

const sameSort = (a: TableSort | undefined, b: TableSort | undefined) => a?.column === b?.column && a?.desc === b?.desc;
