'use client';

import { useSyncExternalStore } from 'react';
import { browserOnly } from '@/lib/islands';

/*
 * Toasts for a public page's islands, whose first JavaScript is counted: sonner and the Toaster load with the first
 * toast, not with the page. Sonner shows a new Toaster the toasts made before it subscribed, so nothing is lost while
 * its code arrives.
 */

const Toaster = browserOnly(() => import('./toaster').then((module) => module.Toaster));

let wanted = false;
const listeners = new Set<() => void>();

async function show(kind: 'success' | 'error', text: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('./toaster');
  toast[kind](text);
}

export const lazyToast = {
  success: (text: string) => void show('success', text),
  error: (text: string) => void show('error', text),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mount it where `lazyToast` is used: the Toaster, once a toast was asked for. */
export function LazyToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? <Toaster /> : null;
}
