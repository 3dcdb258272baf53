import type { ReactNode } from 'react';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { pageContext } from '@/widgets/registry';
import { loadPage } from '@/server/pages/site-page';

/**
 * The frame of a page: its layouts' widgets (navbar before, footer after) around its content. A path with no page of
 * its own (the 404 page, the payment pages) gets the home page's frame, so the visitor still has the site's menu.
 */
export async function SiteFrame({ language, path, children }: { language: Language; path: string; children: ReactNode }) {
  const composed = (await loadPage(path)) ?? (await loadPage('/'));
  const page = pageContext({ language, url: path, segments: composed?.segments ?? {} });
  return (
    <div className={cn('flex min-h-svh flex-col', composed?.page.className)} data-page-variant={composed?.page.variant}>
      {composed ? <PlacedWidgets widgets={composed.before} page={page} /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {composed ? <PlacedWidgets widgets={composed.after} page={page} /> : null}
    </div>
  );
}
