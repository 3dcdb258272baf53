'use server';

import { revalidatePath } from 'next/cache';
import { announceContentChange } from '../platform/page-cache/content-changes';
import { rateLimitKey, type RateLimitRule } from '../platform/rate-limit/rate-limiter';
import { serverRuntime } from '../runtime';

/**
 * Anyone may call a Server Action: a visitor reloading an error page must not be able to flush the site's cache non-stop.
 * One window for the whole site (every process shares the limiter's store), not per visitor.
 */
const SITE_REVALIDATIONS: RateLimitRule = {
  name: 'errorPageRevalidations',
  action: 'revalidations from the error page',
  limit: 1,
  windowSeconds: 30,
};

/**
 * Asked by the global error page: renders the site's pages again from the database (a page cached while something
 * was broken is dropped), in this process and the others. At most once per 30 s for the whole site.
 */
export async function revalidateSiteLayout(): Promise<void> {
  const { limiter, db } = serverRuntime();
  const { hits } = await limiter.store.hit(rateLimitKey(SITE_REVALIDATIONS, 'site'), SITE_REVALIDATIONS.windowSeconds);
  if (hits > SITE_REVALIDATIONS.limit) return;
  revalidatePath('/', 'layout');
  await announceContentChange(db, 'error-page');
}
