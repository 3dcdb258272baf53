import { LANGUAGES, type Language } from '@/shared/languages';

/** The schemes a link of the site may take the visitor to; `javascript:`, `data:` and the like lead nowhere (to `/`). */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/** The page at `url` in `language`: `/en/projects/x` for `/projects/x`, `/en` for `/`. */
export const languageHref = (language: string, url: string) => `/${language}${url === '/' ? '' : url}`;

export interface SiteLink {
  href: string;
  /** Opens in a new tab (a url with a scheme such as `https:` or `mailto:`). */
  external: boolean;
}

/**
 * Where a button (or any link a record holds) leads, by the spec's rules: an empty url to `/`; a url holding `:`
 * as it is, in a new tab (when its scheme is a web, mail or phone one); a url already a language root (`/ru`) as it is; any other url under the page's language
 * (`/about` → `/ru/about`, `/` → `/ru`).
 */
export function siteLink(url: string | null | undefined, language: Language): SiteLink {
  const text = url?.trim() ?? '';
  if (!text) return { href: '/', external: false };
  if (text.includes(':')) return SAFE_SCHEME.test(text) ? { href: text, external: true } : { href: '/', external: false };
  if (LANGUAGES.some((root) => text === `/${root}`)) return { href: text, external: false };
  // Without a trailing slash, which Next.js would answer with a redirect: `/` is the language root itself.
  const path = `/${text.replace(/^\/+|\/+$/g, '')}`;
  return { href: path === '/' ? `/${language}` : `/${language}${path}`, external: false };
}
