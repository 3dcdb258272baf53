import type { ReactNode } from 'react';
import { isLanguage } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { pageContext } from '@/widgets/registry';
import { loadPage, urlOf } from '@/server/pages/site-page';

/**
 * The frame of a page: its layouts' widgets (navbar before, footer after) around its own. A url with no page gets the
 * home page's frame around the 404 page, so a visitor who followed a dead link still has the site's menu.
 */
export default async function SiteFrame({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ language: string; url?: string[] }>;
}) {
  const { language, url } = await params;
  if (!isLanguage(language)) return children;
  const path = urlOf(url);
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
