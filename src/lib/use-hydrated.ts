import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server render and while hydrating it, true from then on (and at once in a component mounted later): what
 * only the browser knows (its time zone) shows after hydration without a mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
