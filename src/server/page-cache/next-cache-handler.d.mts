/** Ends the current generation: every page cached so far is rendered again on its next visit. */
export function expireAllPages(): void;
/** How many pages are cached (for tests and the benchmark). */
export function cachedPageCount(): number;
declare class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export default PageCacheHandler;
