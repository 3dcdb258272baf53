'use server';

import type { ReactNode } from 'react';
import { isLanguage } from '@/shared/languages';
import { ERROR_PAGE_URL } from '@/shared/site-pages';
import { loadPage } from '@/server/pages/site-page';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { pageContext } from '@/widgets/registry';

/** The content of the site's page at /500 in `language`, or null when the site has none (or it cannot be read). */
export async function renderErrorPage(language: string): Promise<ReactNode> {
  if (!isLanguage(language)) return null;
  try {
    const composed = await loadPage(ERROR_PAGE_URL);
    if (!composed) return null;
    return <PlacedWidgets widgets={composed.widgets} page={pageContext({ language, url: ERROR_PAGE_URL, segments: {} })} />;
  } catch {
    return null;
  }
}
