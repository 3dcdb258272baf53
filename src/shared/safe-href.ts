/**
 * A link a reader may follow: web, mail and phone links, paths and anchors; never `javascript:`, `data:` nor another
 * host by `//host` (or `/\host`, which browsers read the same way). The site's rich text and the e-mails keep only
 * such links.
 */
export const safeHref = (href: unknown): string | undefined =>
  typeof href === 'string' && /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i.test(href) ? href : undefined;
