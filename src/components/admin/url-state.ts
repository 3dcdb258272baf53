'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FILTER_METHODS, type FilterMethod } from '../../shared/registry/list-input';

/*
 * Everything the entity screen shows lives in the URL query, so a link, a reload or Back shows the same screen:
 *
 *   page=3                     1-based page (absent: 1)
 *   size=50                    page size, one of PAGE_SIZES (absent: DEFAULT_TABLE_PAGE_SIZE)
 *   sort=title | sort=-title   ascending / descending by a column (absent: the entity's default order)
 *   q=text                     search text over the entity's text fields
 *   f=column~method~value      a column filter, repeated; value URL-encoded (encodeURIComponent), inArray and
 *                              notInArray values comma separated (each encoded), isNull / isNotNull without value
 *   hide=a,b                   hidden columns (absent: what localStorage remembers for the entity; `hide=` none)
 *   open=<id> | open=new       the record whose Edit dialog is open, or the create dialog
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 25;

/** The query keys this file owns; any other key of the URL is left as it is. */
export const TABLE_QUERY_KEYS = ['page', 'size', 'sort', 'q', 'f', 'hide', 'open'] as const;

/** Filter methods that take no value. */
export const VALUELESS_METHODS: ReadonlySet<FilterMethod> = new Set(['isNull', 'isNotNull']);
/** Filter methods whose value is a list. */
export const LIST_METHODS: ReadonlySet<FilterMethod> = new Set(['inArray', 'notInArray']);

/** One per-column filter as the URL holds it: the value as typed, text (or a list of texts). */
export interface ColumnFilter {
  column: string;
  method: FilterMethod;
  /** Absent for isNull / isNotNull; a list for inArray / notInArray; text otherwise. */
  value?: string | string[];
}

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
  /** Hidden columns; undefined when the URL does not say (the remembered choice applies). */
  hidden?: string[];
  /** A record id whose Edit dialog is open, or `new` for the create dialog. */
  open?: string;
}

export const DEFAULT_TABLE_STATE: TableState = { page: 1, size: DEFAULT_TABLE_PAGE_SIZE, q: '', filters: [] };

/** What parseTableState reads: URLSearchParams, Next's ReadonlyURLSearchParams, or a query string. */
export type SearchParamsLike = Pick<URLSearchParams, 'get' | 'getAll'> | string;

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)?$/;
const isMethod = (value: string): value is FilterMethod => (FILTER_METHODS as readonly string[]).includes(value);

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** Reads one `column~method~value`; undefined when it is malformed. */
export function parseFilter(text: string): ColumnFilter | undefined {
  const first = text.indexOf('~');
  if (first < 0) return undefined;
  const second = text.indexOf('~', first + 1);
  const column = text.slice(0, first);
  const method = second < 0 ? text.slice(first + 1) : text.slice(first + 1, second);
  const raw = second < 0 ? undefined : text.slice(second + 1);
  if (!COLUMN.test(column) || !isMethod(method)) return undefined;
  if (VALUELESS_METHODS.has(method)) return { column, method };
  if (raw === undefined) return undefined;
  if (LIST_METHODS.has(method)) {
    const values = raw === '' ? [] : raw.split(',').map(decode);
    if (values.some((value) => value === undefined)) return undefined;
    return { column, method, value: values as string[] };
  }
  const value = decode(raw);
  return value === undefined ? undefined : { column, method, value };
}

/** Writes one filter as `column~method~value`. */
export function serializeFilter(filter: ColumnFilter): string {
  const head = `${filter.column}~${filter.method}`;
  if (VALUELESS_METHODS.has(filter.method)) return head;
  const value = filter.value ?? '';
  const text = Array.isArray(value) ? value.map(encodeURIComponent).join(',') : encodeURIComponent(value);
  return `${head}~${text}`;
}

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
    ('sort' in change && !sameSort(change.sort, state.sort));
  if (resets && !('page' in change)) next.page = 1;
  if (next.sort === undefined) delete next.sort;
  if (next.hidden === undefined) delete next.hidden;
  if (next.open === undefined) delete next.open;
  return next;
}

const sameSort = (a: TableSort | undefined, b: TableSort | undefined) => a?.column === b?.column && a?.desc === b?.desc;

/** localStorage key of the columns hidden on an entity's table. */
export const columnsStorageKey = (path: string) => `admin.columns.${path}`;

export function readStoredHidden(path: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(columnsStorageKey(path)) ?? 'null');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredHidden(path: string, hidden: readonly string[]) {
  try {
    window.localStorage.setItem(columnsStorageKey(path), JSON.stringify(hidden));
  } catch {
    // Storage full or refused (private mode): the URL still holds the choice.
  }
}

export const SEARCH_DEBOUNCE_MS = 300;

export interface TableUrlState {
  state: TableState;
  /** Changes part of the screen: a new history entry (or, with `replace`, the current one rewritten). */
  update(change: Partial<TableState>, options?: { replace?: boolean }): void;
  /** The search box's text, ahead of the URL while typing. */
  searchText: string;
  /** Types in the search box: the URL follows 300 ms after the last key, replacing the current entry. */
  setSearchText(text: string): void;
}

/**
 * The table's state in the URL of the current page. Screen changes push a history entry; typing in the search
 * box replaces it (debounced) so Back is not flooded with one entry per letter.
 */
export function useTableUrlState(): TableUrlState {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const query = searchParams.toString();
  const state = useMemo(() => parseTableState(query), [query]);

  // Several changes in one tick (a click then a blur) build on each other, not on the URL that has not moved yet.
  const latest = useRef(state);
  const location = useRef({ pathname, query });
  useEffect(() => {
    latest.current = state;
    location.current = { pathname, query };
  }, [state, pathname, query]);

  const navigate = useCallback(
    (next: TableState, replace: boolean) => {
      latest.current = next;
      const search = mergeTableQuery(location.current.query, next);
      const href = search ? `${location.current.pathname}?${search}` : location.current.pathname;
      if (replace) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    [router],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [typed, setTyped] = useState<string | undefined>(undefined);

  const update = useCallback(
    (change: Partial<TableState>, options?: { replace?: boolean }) => {
      // A pending search is part of the screen the change starts from.
      let base = latest.current;
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        timer.current = undefined;
        if (typed !== undefined && !('q' in change)) base = applyTableChange(base, { q: typed });
      }
      setTyped(undefined);
      navigate(applyTableChange(base, change), options?.replace ?? false);
    },
    [navigate, typed],
  );

  const setSearchText = useCallback(
    (text: string) => {
      setTyped(text);
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        navigate(applyTableChange(latest.current, { q: text }), true);
      }, SEARCH_DEBOUNCE_MS);
    },
    [navigate],
  );

  // Once the URL has caught up with what was typed (or moved elsewhere, by Back), the URL's text shows again.
  useEffect(() => {
    if (timer.current === undefined) setTyped(undefined);
  }, [state.q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, update, searchText: typed ?? state.q, setSearchText };
}
