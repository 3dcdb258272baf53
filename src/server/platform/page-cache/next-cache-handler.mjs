/**
 * Next.js's cache of rendered pages (`cacheHandler` in next.config.mjs): the pages of the public site, each rendered
 * once and then served from here for a day (their `revalidate`), unless what they show changes first.
 *
 * Plain JavaScript because Next.js imports it by path at build and at run time. Its state lives on globalThis (one per
 * process; Next.js makes a handler per request), where the database listener reaches it (content-changes.ts): any
 * write to what pages show, in this process or another, ends the current generation, and entries of an older one are
 * misses. A render is stored only if it began (its lookup missed) in the current generation, so a render that began
 * before a change and ends after it cannot keep old content alive.
 */

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const STATE = Symbol.for('platform.page-cache');
/** Most bytes the cached pages may take (PAGE_CACHE_MAX_MB, default 64): the least recently used go first. */
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 64) * 1024 * 1024;
/** Renders waiting to be stored, at most: a render that fails never stores, so its mark must not stay for ever. */
const MAX_PENDING = 10_000;
const TAGS_HEADER = 'x-next-cache-tags';

function state() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis);
  holder[STATE] ??= {
    entries: new Map(),
    bytes: 0,
    generation: 0,
    pending: new Map(),
    tagExpiry: new Map(),
    // A page's url → its entry's key (`/route-cache/APP_PAGE/<route hash>/$/ru/about`), for cachedPageFor.
    pageKeys: new Map(),
  };
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
  if (entry.path !== undefined && cache.pageKeys.get(entry.path) === key) cache.pageKeys.delete(entry.path);
}

/** Drops the least recently used entries while the cache is over its size. */
function evict(cache) {
  while (cache.bytes > MAX_BYTES && cache.entries.size > 1) remove(cache, cache.entries.keys().next().value);
}

/** An entry stored before the last change, or holding a tag revalidated since: a miss. */
const expired = (cache, entry) =>
  entry.generation !== cache.generation ||
  entry.tags.some((tag) => (cache.tagExpiry.get(tag) ?? -Infinity) >= entry.lastModified);

/** The url path of an App Router page's key (Next.js writes `/` as `/index`, and `/index…` as `/index/index…`). */
function pagePathOf(key) {
  const match = /^\/route-cache\/APP_PAGE\/[^/]+\/\$(\/.*)$/.exec(key);
  if (!match) return undefined;
  const path = match[1];
  return path === '/index' ? '/' : path.startsWith('/index/') ? path.slice('/index'.length) : path;
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? [])];
}

/**
 * Notes that a render of `key` begins in the current generation; an earlier note stands (the render it belongs to
 * began first, and whichever render stores must have begun after the last change).
 */
function awaitRender(cache, key) {
  if (cache.pending.has(key)) return;
  cache.pending.set(key, cache.generation);
  if (cache.pending.size > MAX_PENDING) cache.pending.delete(cache.pending.keys().next().value);
}

/** Past the revalidate time it was rendered with: Next.js renders it again in the background. */
const pastRevalidate = (entry) => {
  const revalidate = entry.cacheControl?.revalidate;
  return typeof revalidate === 'number' && Date.now() - entry.lastModified >= revalidate * 1000;
};

/** A year: how long Next.js serves a page past its revalidate time while it renders it again, unless told otherwise. */
const DEFAULT_EXPIRE_SECONDS = 31_536_000;

/**
 * The HTML of the page at `path` as the cache holds it, ready to send (bytes, gzip, ETag, status, Cache-Control), when it
 * is current: stored in this generation, no tag revalidated since, within its revalidate time. Null otherwise: the
 * request then goes to Next.js, which renders (or revalidates) the page. The platform server answers plain page
 * requests with it, without entering Next.js (src/server/http/cached-pages.ts).
 */
export function cachedPageFor(path) {
  const cache = state();
  const key = cache.pageKeys.get(path);
  const entry = key === undefined ? undefined : cache.entries.get(key);
  if (!entry || typeof entry.value?.html !== 'string' || expired(cache, entry) || pastRevalidate(entry)) return null;
  const status = entry.value.status ?? 200;
  // A redirect needs its Location, a partly prerendered page its resumption: Next.js answers those.
  if ((status >= 300 && status < 400) || entry.value.postponed) return null;
  // Most recently used last: a page answered here is in use though Next.js never looks it up.
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  const revalidate = entry.cacheControl?.revalidate;
  if (!entry.ready) {
    const html = Buffer.from(entry.value.html);
    const expire = entry.cacheControl?.expire ?? DEFAULT_EXPIRE_SECONDS;
    entry.ready = {
      status,
      html,
      gzip: gzipSync(html),
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      cacheControl:
        typeof revalidate !== 'number'
          ? 's-maxage=31536000'
          : expire > revalidate
            ? `s-maxage=${revalidate}, stale-while-revalidate=${expire - revalidate}`
            : `s-maxage=${revalidate}`,
    };
    const added = entry.ready.html.byteLength + entry.ready.gzip.byteLength;
    cache.bytes += added;
    entry.bytes += added;
    evict(cache);
  }
  return entry.ready;
}

export default class PageCacheHandler {
  async get(key) {
    const cache = state();
    const entry = cache.entries.get(key);
    if (entry && !expired(cache, entry)) {
      // Most recently used last: eviction takes the first.
      cache.entries.delete(key);
      cache.entries.set(key, entry);
      // A page past its revalidate time is served once more while Next.js renders it again: that render is awaited.
      if (pastRevalidate(entry)) awaitRender(cache, key);
      return { lastModified: entry.lastModified, value: entry.value };
    }
    if (entry) remove(cache, key);
    awaitRender(cache, key);
    return null;
  }

  async set(key, data, ctx) {
    const cache = state();
    const generation = cache.pending.get(key);
    cache.pending.delete(key);
    // Stored only when the render began in the current generation: one that began before a change (or whose start is
    // unknown) may hold what the change replaced. A refused render leaves a current copy alone (two renders of one page
    // can overlap: a prefetch and a visit), and drops an expired one.
    if (data && generation !== cache.generation) {
      const current = cache.entries.get(key);
      if (current && expired(cache, current)) remove(cache, key);
      return;
    }
    remove(cache, key);
    if (!data) return;
    const entry = {
      value: data,
      lastModified: Date.now(),
      generation,
      tags: tagsOf(data, ctx),
      bytes: sizeOf(data),
      path: data.kind === 'APP_PAGE' ? pagePathOf(key) : undefined,
      cacheControl: ctx?.cacheControl,
    };
    cache.entries.set(key, entry);
    cache.bytes += entry.bytes;
    if (entry.path !== undefined) cache.pageKeys.set(entry.path, key);
    evict(cache);
  }

  /** revalidatePath and revalidateTag inside Next.js: entries holding one of the tags, stored until now, are misses. */
  async revalidateTag(tags) {
    const cache = state();
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) cache.tagExpiry.set(tag, now);
  }

  resetRequestCache() {}
}
