/** Ends the current generation: every page cached so far is rendered again on its next visit. */
export function expireAllPages(): void;
/** How many pages are cached (for tests and the benchmark). */
export function cachedPageCount(): number;
/** A cached page ready to send. */
export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  cacheControl: string;
}
/** The current cached HTML of the page at `path`, or null (then Next.js answers the request). */
export function cachedPageFor(path: string): CachedPage | null;
declare class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export default PageCacheHandler;
