import { SiteLink } from '@/components/site/site-link';
import type { ComponentProps } from 'react';
import type { Language } from '@/shared/languages';
import { siteLink } from '../shared/links';

/** The url of the page visited, as siteLink writes internal links: to mark the menu item of the current page. */
export const currentHref = (url: string, language: Language) => siteLink(url, language).href;

/** A link to a record's url: SiteLink inside the site, a new tab (without the opener) for a url with a scheme. */
export function SiteAnchor({
  url,
  language,
  ...props
}: { url: string | null | undefined; language: Language } & Omit<ComponentProps<'a'>, 'href'>) {
  const { href, external } = siteLink(url, language);
  return external ? <a href={href} target="_blank" rel="noopener noreferrer" {...props} /> : <SiteLink href={href} {...props} />;
}
