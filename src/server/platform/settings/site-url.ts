import type { Environment } from './whole-number';

/** PORT when unset: the port `npm start` listens on. */
export const DEFAULT_PORT = 4000;

/** Hosts meaning "every interface": a browser on this machine reaches them as localhost. */
const EVERY_INTERFACE = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The address the server listens on (HOST and PORT), as a browser reaches it: `http://localhost:4000` for the default
 * `0.0.0.0:4000`, `http://127.0.0.1:5000` for HOST=127.0.0.1 and PORT=5000, an IPv6 host in brackets.
 */
export function listeningAddress(environment: Environment): string {
  const port = environment.PORT?.trim() || String(DEFAULT_PORT);
  const host = environment.HOST?.trim() ?? '';
  const name = EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The site's public address, without a trailing slash: SITE_URL, else the address the server listens on. Canonical
 * links, `hreflang` alternates, Open Graph urls and the links in messages are made from it. Anything but an http(s)
 * address stops the start, naming the variable: every absolute link would be wrong.
 */
export function siteUrlOf(environment: Environment): string {
  const configured = environment.SITE_URL?.trim();
  if (!configured) return listeningAddress(environment);
  let url: URL | undefined;
  try {
    url = new URL(configured);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username)
    throw new Error(`SITE_URL must be an http:// or https:// address such as https://example.org; it is "${configured}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
