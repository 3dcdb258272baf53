import type { Metadata } from 'next';
import type { HostMetadata } from '@/generated/prisma/client';
import { localized } from '@/shared/localized-text';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/languages';
import type { ComposedPage } from '@/server/modules/host/page-composition.service';
import { isErrorPageUrl } from '@/shared/site-pages';
import { languageHref } from './shared/links';

/** The spec's title for a page that has none. */
const FALLBACK_TITLE = 'Untitled';

/** The page's metadata record in the visitor's language (by its Open Graph locale, `ru_RU`), else its first one. */
const recordFor = (metadata: readonly HostMetadata[], language: Language) =>
  metadata.find((record) => record.opengraphLocale?.toLowerCase().startsWith(language)) ?? metadata[0];

/** Keeps the fields a record has: Next.js writes a tag for every key, even an undefined one in some places. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined && field !== ''));

/** A url of the site's own made absolute (`/ru/about` → `https://venets.example/ru/about`); any other as it is. */
const absolute = (siteUrl: string, href: string) => (href.startsWith('/') && !href.startsWith('//') ? `${siteUrl}${href}` : href);

/**
 * The document head of a page: title, description, keywords, author, Open Graph and Twitter fields from its metadata
 * record, and `hreflang` alternates for every language of the site at the same url. Canonical, alternates and the
 * Open Graph url are absolute, on `siteUrl` (SITE_URL, else the address the server listens on). The error page is
 * not to be indexed.
 */
export function pageMetadata(composed: ComposedPage, language: Language, url: string, siteUrl: string): Metadata {
  const record = recordFor(composed.metadata, language);
  const pageTitle = record?.title || composed.page.title || FALLBACK_TITLE;
  // A page that shows a record (a project, an article) is titled by it first.
  const shown = localized(composed.recordTitle, language);
  const title = shown ? `${shown} — ${pageTitle}` : pageTitle;
  const description = record?.description || composed.page.description;
  const site = siteUrl.replace(/\/+$/, '');
  const at = (other: Language) => absolute(site, languageHref(other, url));
  const path = at(language);
  return {
    title,
    description,
    keywords: record?.keywords
      ?.split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    authors: record?.author ? [{ name: record.author }] : undefined,
    alternates: {
      canonical: path,
      languages: {
        ...Object.fromEntries(LANGUAGES.map((other) => [other, at(other)])),
        'x-default': at(DEFAULT_LANGUAGE),
      },
    },
    ...(isErrorPageUrl(url) ? { robots: { index: false, follow: false } } : {}),
    openGraph: defined({
      title: shown ? title : record?.opengraphTitle || title,
      description: record?.opengraphDescription || description,
      url: record?.opengraphUrl ? absolute(site, record.opengraphUrl) : path,
      type: (record?.opengraphType === 'article' ? 'article' : 'website') as 'article' | 'website',
      siteName: record?.opengraphSiteName,
      locale: record?.opengraphLocale,
    }),
    twitter: defined({
      card: (record?.twitterCard || 'summary') as 'summary' | 'summary_large_image' | 'app' | 'player',
      site: record?.twitterSite,
      creator: record?.twitterCreator,
      title: shown ? title : record?.twitterTitle || title,
      description: record?.twitterDescription || description,
    }),
    other: defined({
      'twitter:url': record?.twitterUrl ? absolute(site, record.twitterUrl) : undefined,
      'twitter:domain': record?.twitterDomain,
      'twitter:app:country': record?.twitterAppCountryName,
    }) as Record<string, string>,
  };
}
