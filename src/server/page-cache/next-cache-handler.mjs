/**
 * Next.js's cache of rendered pages (`cacheHandler` in next.config.mjs): the pages of the public site, each rendered
 * once and then served from here for a day (their `revalidate`), unless what they show changes first.
 *
 * Plain JavaScript because Next.js imports it by path at build and at run time. Its state lives on globalThis (one per
 * process; Next.js makes a handler per request), where the database listener reaches it (content-changes.ts): any
 * write to what pages show, in this process or another, ends the current generation, and entries of an older one are
 * misses. A render that began before a change and ends after it is not stored, so it cannot keep old content alive.
 */

const STATE = Symbol.for('platform.page-cache');
/** Most bytes the cached pages may take (PAGE_CACHE_MAX_MB, default 64): the least recently used go first. */
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 64) * 1024 * 1024;
/** Renders waiting to be stored, at most: a render that fails never stores, so its mark must not stay for ever. */
const MAX_PENDING = 10_000;
const TAGS_HEADER = 'x-next-cache-tags';

function state() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis);
  holder[STATE] ??= { entries: new Map(), bytes: 0, generation: 0, pending: new Map(), tagExpiry: new Map() };
  return holder[STATE];
}

/** Ends the current generation: every page cached so far is rendered again on its next visit. */
export function expireAllPages() {
  state().generation += 1;
}

/** How many pages are cached (for tests and the benchmark). */
export function cachedPageCount() {
  return state().entries.size;
}

function sizeOf(value) {
  if (!value) return 0;
  let bytes = 0;
  if (typeof value.html === 'string') bytes += value.html.length * 2;
  if (value.rscData) bytes += value.rscData.byteLength ?? 0;
  if (value.body) bytes += value.body.byteLength ?? 0;
  if (value.segmentData) for (const segment of value.segmentData.values()) bytes += segment.byteLength ?? 0;
  if (value.data) bytes += JSON.stringify(value.data).length * 2;
  return bytes + 1024;
}

function remove(cache, key) {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  cache.bytes -= entry.bytes;
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? [])];
}

export default class PageCacheHandler {
  async get(key) {
    const cache = state();
    // A render may follow this lookup: what it stores is current only if no change comes in the meantime.
    cache.pending.delete(key);
    cache.pending.set(key, cache.generation);
    if (cache.pending.size > MAX_PENDING) cache.pending.delete(cache.pending.keys().next().value);
    const entry = cache.entries.get(key);
    if (!entry) return null;
    const expired =
      entry.generation !== cache.generation ||
      entry.tags.some((tag) => (cache.tagExpiry.get(tag) ?? -Infinity) >= entry.lastModified);
    if (expired) {
      remove(cache, key);
      return null;
    }
    // Most recently used last: eviction takes the first.
    cache.entries.delete(key);
    cache.entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, data, ctx) {
    const cache = state();
    const generation = cache.pending.get(key) ?? cache.generation;
    cache.pending.delete(key);
    remove(cache, key);
    if (!data || generation !== cache.generation) return;
    const entry = { value: data, lastModified: Date.now(), generation, tags: tagsOf(data, ctx), bytes: sizeOf(data) };
    cache.entries.set(key, entry);
    cache.bytes += entry.bytes;
    while (cache.bytes > MAX_BYTES && cache.entries.size > 1) remove(cache, cache.entries.keys().next().value);
  }

  /** revalidatePath and revalidateTag inside Next.js: entries holding one of the tags, stored until now, are misses. */
  async revalidateTag(tags) {
    const cache = state();
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) cache.tagExpiry.set(tag, now);
  }

  resetRequestCache() {}
}
