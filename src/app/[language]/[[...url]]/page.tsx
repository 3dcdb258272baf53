import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isLanguage } from '@/lib/languages';
import { cn } from '@/lib/utils';
import { AppError } from '@/server/errors';
import { composePage } from '@/server/modules/host/page-composition.service';
import { pageMetadata } from '@/widgets/page-metadata';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { siteDatabase } from '@/widgets/shared/database';
import type { PageContext } from '@/widgets/types';

/** Rendered on the first visit, then served from the page cache for a day, or until a write to what it shows. */
export const revalidate = 86400;
export const dynamicParams = true;
/** No url is rendered at build time (the database is not there yet): each is rendered on its first visit. */
export const generateStaticParams = async (): Promise<{ url: string[] }[]> => [];

interface Props {
  params: Promise<{ language: string; url?: string[] }>;
}

/** The page at a url, read once per render (metadata and page share it); a url the page calls refuse is no page. */
const loadPage = cache(async (url: string) => {
  try {
    return await composePage(siteDatabase(), url);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return null;
    throw error;
  }
});

async function visited(params: Props['params']) {
  const { language, url = [] } = await params;
  if (!isLanguage(language)) notFound();
  // As Next.js hands them (a Cyrillic segment may come percent-encoded): the page lookup decodes where it must.
  const path = `/${url.join('/')}`;
  const composed = await loadPage(path);
  if (!composed) notFound();
  return { language, path, composed };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language, path, composed } = await visited(params);
  return pageMetadata(composed, language, path);
}

/** A page of the public site: its layouts' widgets around its own, in order, in the visitor's language. */
export default async function SitePage({ params }: Props) {
  const { language, path, composed } = await visited(params);
  const page: PageContext = { language, url: path, segments: composed.segments };
  return (
    <div className={cn('flex min-h-svh flex-col', composed.page.className)} data-page-variant={composed.page.variant}>
      <PlacedWidgets widgets={composed.before} page={page} />
      <main id="main" className="flex-1">
        <PlacedWidgets widgets={composed.widgets} page={page} />
      </main>
      <PlacedWidgets widgets={composed.after} page={page} />
    </div>
  );
}
