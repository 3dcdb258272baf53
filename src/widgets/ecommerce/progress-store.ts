import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { subscribeLive } from '@/lib/live-events';
import { restCall } from '@/lib/rest-call';
import { fresherProgress, MAX_PROGRESS_IDS, type ProductProgress } from '@/shared/fundraising';

/*
 * Projects' fundraising progress in the browser, shared by every progress island of the page and kept across client
 * navigations. Each figure says when the database read it; the store keeps the latest of each project, whether a page
 * was rendered with it or it was read again, so neither an older page (a client navigation) nor an older read hides a
 * newer one. While an island shows one, the live channel's `content` events (a cached page is emptied when a payment
 * moves what was raised: docs/decisions/0054) read every shown project's progress again, in one call for the page (one
 * per hundred projects); so does each opening of the stream, for what was paid before it was open.
 */

const PROGRESS_PATH = '/api/ecommerce/products/progress';

/** The latest figure known of each product. */
const latest = new Map<string, ProductProgress>();
/** How many islands show each product. */
const shown = new Map<string, number>();
const listeners = new Set<() => void>();
let stopLive: (() => void) | undefined;

/** Keeps these figures where they are later reads; tells the islands when one was. */
function keep(figures: readonly ProductProgress[]) {
  let changed = false;
  for (const figure of figures) {
    const known = latest.get(figure.productId);
    if (fresherProgress(known, figure) === known) continue;
    latest.set(figure.productId, figure);
    changed = true;
  }
  if (changed) for (const listener of listeners) listener();
}

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
    keep(await readProgress(ids));
  } catch {
    // The figures on the page stay as they were; the next event reads them again.
  }
}

function watch(productId: string, listener: () => void) {
  shown.set(productId, (shown.get(productId) ?? 0) + 1);
  listeners.add(listener);
  // Caught up once the stream is open: a payment between the page's render and then sent its event to nobody. A
  // reopened stream (a drop, another tab's handed over) has every topic read again by the live channel itself.
  stopLive ??= subscribeLive(['content'], () => void readAgain(), { catchUp: true });
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

/** The project's progress: the latest read of it this page knows, the one it was rendered with included. */
export function useProgress(rendered: ProductProgress): ProductProgress {
  const { productId } = rendered;
  const subscribe = useCallback((listener: () => void) => watch(productId, listener), [productId]);
  // The other islands of the project show it too when the page brought a later figure than they had.
  useEffect(() => keep([rendered]), [rendered]);
  return useSyncExternalStore(
    subscribe,
    () => fresherProgress(latest.get(productId), rendered),
    () => rendered,
  );
}
