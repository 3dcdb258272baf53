import { useSyncExternalStore } from 'react';

/*
 * The currency the visitor chose to see prices in, the same on every card of every page (kept in localStorage). Until
 * a choice is made, each product shows its first price (the default currency comes first in the admin's order).
 */

const KEY = 'ecommerce.currency';
const listeners = new Set<() => void>();

function read(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    // Storage may be blocked (private mode): the choice then lasts the page.
    return memory;
  }
}

let memory: string | undefined;

export function chooseCurrency(slug: string) {
  memory = slug;
  try {
    localStorage.setItem(KEY, slug);
  } catch {
    // See read().
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen currency's slug, if any (never on the server: the page is the same for every visitor). */
export const useChosenCurrency = (): string | undefined => useSyncExternalStore(subscribe, read, () => undefined);
