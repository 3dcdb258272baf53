'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms: what a search box sends to the server as the user types. */
export function useDebouncedValue<T>(value: T, delay = 200): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
