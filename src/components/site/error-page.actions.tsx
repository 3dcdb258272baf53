'use server';

import { revalidatePath } from 'next/cache';
import type { ReactNode } from 'react';
import { isLanguage } from '@/lib/languages';
import { composePage } from '@/server/modules/host/page-composition.service';
import { announceContentChange } from '@/server/page-cache/content-changes';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { siteDatabase } from '@/widgets/shared/database';

/** The url of the page shown when a page fails. */
const ERROR_PAGE_URL = '/500';
/** Anyone may call a Server Action: a visitor reloading an error page must not be able to flush the cache non-stop. */
const REVALIDATE_EVERY_MS = 30_000;
let lastRevalidation = 0;

/**
 * Asked by the global error page: renders the site's pages again from the database (a page cached while something
 * was broken is dropped), in this process and the others. At most once per 30 s per process.
 */
export async function revalidateSiteLayout(): Promise<void> {
  const now = Date.now();
  if (now - lastRevalidation < REVALIDATE_EVERY_MS) return;
  lastRevalidation = now;
  revalidatePath('/', 'layout');
  await announceContentChange(siteDatabase(), 'error-page');
}

/** The content of the site's page at /500 in `language`, or null when the site has none (or it cannot be read). */
export async function renderErrorPage(language: string): Promise<ReactNode> {
  if (!isLanguage(language)) return null;
  try {
    const composed = await composePage(siteDatabase(), ERROR_PAGE_URL);
    if (!composed) return null;
    return <PlacedWidgets widgets={composed.widgets} page={{ language, url: ERROR_PAGE_URL, segments: {} }} />;
  } catch {
    return null;
  }
}
