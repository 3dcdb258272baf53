import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLanguage } from '@/shared/languages';
import { pageMetadata } from '@/widgets/page-metadata';
import { PlacedWidgets } from '@/widgets/placed-widgets';
import { pageContext } from '@/widgets/registry';
import { loadPage, urlOf } from '@/server/pages/site-page';
import { siteAddress } from '@/server/pages/site-address';

/** Rendered on the first visit, then served from the page cache for a day, or until a write to what it shows. */
export const revalidate = 86400;
export const dynamicParams = true;
/** No url is rendered at build time (the database is not there yet): each is rendered on its first visit. */
export const generateStaticParams = async (): Promise<{ url: string[] }[]> => [];

interface Props {
  params: Promise<{ language: string; url?: string[] }>;
}

async function visited(params: Props['params']) {
  const { language, url } = await params;
  if (!isLanguage(language)) notFound();
  const path = urlOf(url);
  const composed = await loadPage(path);
  if (!composed) notFound();
  return { language, path, composed };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language, path, composed } = await visited(params);
  return pageMetadata(composed, language, path, siteAddress());
}

/** A page of the public site: its own widgets, in order, in the visitor's language (its frame is the layout's). */
export default async function SitePage({ params }: Props) {
  const { language, path, composed } = await visited(params);
  const page = pageContext({ language, url: path, segments: composed.segments });
  return <PlacedWidgets widgets={composed.widgets} page={page} />;
}
