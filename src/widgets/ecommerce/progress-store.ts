import { useCallback, useSyncExternalStore } from 'react';
import { subscribeLive } from '@/lib/live-events';
import { restCall } from '@/lib/rest-call';
import { MAX_PROGRESS_IDS, type ProductProgress } from '@/shared/fundraising';

/*
 * Projects' fundraising progress in the browser, shared by every progress island of the page. The page renders what
 * the server read (a cached page is emptied when a payment moves what was raised: docs/decisions/0054); while an island
 * shows one, the live channel's `content` events read every shown project's progress again, in one call for the page (one per
 * hundred projects).
 */

const PROGRESS_PATH = '/api/ecommerce/products/progress';

/** What was read again since the page was rendered, by product. */
const read = new Map<string, ProductProgress>();
/** How many islands show each product. */
const shown = new Map<string, number>();
const listeners = new Set<() => void>();
let stopLive: (() => void) | undefined;

/** The progress of these projects, in calls of at most MAX_PROGRESS_IDS. */
async function readProgress(ids: readonly string[]): Promise<ProductProgress[]> {
  const parts: Promise<ProductProgress[]>[] = [];
  for (let start = 0; start < ids.length; start += MAX_PROGRESS_IDS) {
    const query = ids
      .slice(start, start + MAX_PROGRESS_IDS)
      .map((id) => `ids[]=${encodeURIComponent(id)}`)
      .join('&');
    parts.push(restCall<ProductProgress[]>('GET', `${PROGRESS_PATH}?${query}`));
  }
  return (await Promise.all(parts)).flat();
}

async function readAgain() {
  const ids = [...shown.keys()];
  if (!ids.length) return;
  try {
    for (const progress of await readProgress(ids)) read.set(progress.productId, progress);
  } catch {
    // The figures on the page stay as they were; the next event reads them again.
    return;
  }
  for (const listener of listeners) listener();
}

function watch(productId: string, listener: () => void) {
  shown.set(productId, (shown.get(productId) ?? 0) + 1);
  listeners.add(listener);
  stopLive ??= subscribeLive(['content'], () => void readAgain());
  return () => {
    listeners.delete(listener);
    const count = (shown.get(productId) ?? 1) - 1;
    if (count > 0) shown.set(productId, count);
    else shown.delete(productId);
    if (listeners.size > 0) return;
    stopLive?.();
    stopLive = undefined;
  };
}

/** The project's progress: as the page was rendered with, until the live channel says it may have changed. */
export function useProgress(initial: ProductProgress): ProductProgress {
  const { productId } = initial;
  const subscribe = useCallback((listener: () => void) => watch(productId, listener), [productId]);
  return useSyncExternalStore(
    subscribe,
    () => read.get(productId) ?? initial,
    () => initial,
  );
}
