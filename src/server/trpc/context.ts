import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../../lib/api-paths';
import { decodeOrUndefined } from '../uri';

/** How a request may write: with no credential, a wrong one, or the configured secret key. */
export type WriteAccess = 'anonymous' | 'invalid-secret-key' | 'secret-key';

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

/** Reads the secret key from the X-RBAC-SECRET-KEY header or the rbac.secret-key cookie. */
export function writeAccessOf(
  headers: { get(name: string): string | null | undefined },
  configuredSecretKey: string | undefined,
): WriteAccess {
  const presented = headers.get(SECRET_KEY_HEADER) ?? cookie(headers.get('cookie') ?? undefined, SECRET_KEY_COOKIE);
  if (!presented) return 'anonymous';
  return configuredSecretKey && sameSecret(presented, configuredSecretKey) ? 'secret-key' : 'invalid-secret-key';
}
