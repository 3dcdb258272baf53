import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../../lib/api-paths';
import { decodeOrUndefined } from '../uri';

/** How a request may write: with no credential, a wrong one, the cookie sent from another site, or the configured secret key. */
export type WriteAccess = 'anonymous' | 'invalid-secret-key' | 'cross-site-cookie' | 'secret-key';

export interface Context {
  db: Database;
  writeAccess: WriteAccess;
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeOrUndefined(value.join('='));
  }
  return undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares digests: equal lengths whatever the texts (timingSafeEqual throws otherwise), in constant time. */
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

type Headers = Readonly<Record<string, string | string[] | undefined>>;
const header = (headers: Headers, name: string) => [headers[name]].flat()[0];

/**
 * A browser sends cookies with requests that other sites make it send; such a request says where it comes
 * from (Sec-Fetch-Site, or an Origin that is not this host). Programs send neither and are not at risk.
 */
function crossSite(headers: Headers): boolean {
  const site = header(headers, 'sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = header(headers, 'origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== header(headers, 'host');
  } catch {
    return true;
  }
}

/** Reads the secret key from the X-RBAC-SECRET-KEY header or, for a request from this site, the rbac.secret-key cookie. */
export function writeAccessOf(headers: Headers, configuredSecretKey: string | undefined): WriteAccess {
  const fromHeader = header(headers, SECRET_KEY_HEADER);
  const fromCookie = fromHeader ? undefined : cookie(header(headers, 'cookie'), SECRET_KEY_COOKIE);
  const presented = fromHeader ?? fromCookie;
  if (!presented) return 'anonymous';
  if (fromCookie && crossSite(headers)) return 'cross-site-cookie';
  return configuredSecretKey && sameSecret(presented, configuredSecretKey) ? 'secret-key' : 'invalid-secret-key';
}

/** The context of one request, the same for the tRPC handler and the REST adapter. */
export const createContext = (db: Database, headers: Headers, configuredSecretKey: string | undefined): Context => ({
  db,
  writeAccess: writeAccessOf(headers, configuredSecretKey),
});
