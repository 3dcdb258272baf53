import 'server-only';
import { currentSiteUrl } from '../platform/context/context';
import { serverRuntimeIfStarted } from '../runtime';

/**
 * The site's public address the running server holds (SITE_URL, else the address it listens on), read at run time,
 * when a page is rendered: canonical links, `hreflang` alternates and Open Graph urls are made from it. Outside the
 * platform server (`next build` prerendering), the environment's.
 */
export const siteAddress = (): string => serverRuntimeIfStarted()?.siteUrl ?? currentSiteUrl();
