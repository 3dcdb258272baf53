import type { Updater } from '@tanstack/react-table';

/** The new value an updater of TanStack Table gives: the value itself, or a function of the old one. */
export const resolveUpdater = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
