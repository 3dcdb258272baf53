/** Next.js's page cache, given to procedures that Next.js serves itself (revalidation). */
export interface PageCache {
  revalidate(path: string, type: 'layout' | 'page'): void;
}
