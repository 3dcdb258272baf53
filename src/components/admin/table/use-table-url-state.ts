'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyTableChange, mergeTableQuery, parseTableState, type TableState } from './url-state';

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
