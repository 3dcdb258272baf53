import 'server-only';
import { revalidatePath } from 'next/cache';
import type { PageCache } from './page-cache';

/** Next.js's page cache, for procedures that run inside Next.js (its API routes, Server Actions). */
export const pageCache: PageCache = { revalidate: (path, type) => revalidatePath(path, type) };
