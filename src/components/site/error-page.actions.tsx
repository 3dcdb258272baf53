'use server';

import { revalidatePath } from 'next/cache';
import type { ReactNode } from 'react';
import { isLanguage } from '@/shared/languages';
import { composePage } from '@/server/modules/host/page-composition.service';
import { rateLimitKey, type RateLimitRule } from '@/server/platform/rate-limit/rate-limiter';
import { announceContentChange } from '@/server/platform/page-cache/content-changes';
import { serverRuntime } from '@/server/runtime';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { pageContext } from '@/widgets/registry';
import { siteDatabase } from '@/widgets/shared/database';

/** The url of the page shown when a page fails. */
const ERROR_PAGE_URL = '/500';

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

/** The content of the site's page at /500 in `language`, or null when the site has none (or it cannot be read). */
export async function renderErrorPage(language: string): Promise<ReactNode> {
  if (!isLanguage(language)) return null;
  try {
    const composed = await composePage(siteDatabase(), ERROR_PAGE_URL);
    if (!composed) return null;
    return <PlacedWidgets widgets={composed.widgets} page={pageContext({ language, url: ERROR_PAGE_URL, segments: {} })} />;
  } catch {
    return null;
  }
}
