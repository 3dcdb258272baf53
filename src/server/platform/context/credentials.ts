import { createHash, timingSafeEqual } from 'node:crypto';
import { SECRET_KEY_COOKIE, SECRET_KEY_HEADER } from '../../../shared/api-paths';
import { SUBJECT_JWT_COOKIE } from '../../../shared/session-cookies';
import { AppError } from '../../errors';
import { readCookie } from './cookies';
import { header, type RequestHeaders } from './request-headers';

/** The secret key a request presented: none, a wrong one, the cookie sent from another site, or the configured one. */
export type SecretKeyCredential = 'absent' | 'invalid' | 'cross-site-cookie' | 'valid';

/** The subject an access token named: none presented, one refused (expired, tampered, ended), or a live session's. */
export type SubjectCredential =
  { state: 'absent' } | { state: 'invalid'; error: AppError } | { state: 'valid'; subjectId: string; sessionId: string };

/** Who is calling; procedures' access rules read it (src/server/platform/procedures/access.ts). */
export interface Credentials {
  secretKey: SecretKeyCredential;
  subject: SubjectCredential;
}

/**
 * Checks an access token and the session it names (the rbac module's token service, handed in by the server):
 * answers its subject and session, or throws an AppError saying why it is refused.
 */
export type AccessTokenVerifier = (token: string) => Promise<{ subjectId: string; sessionId: string }>;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares digests: equal lengths whatever the texts (timingSafeEqual throws otherwise), in constant time. */
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * A browser sends cookies with requests that other sites make it send; such a request says where it comes
 * from (Sec-Fetch-Site, or an Origin that is not this host). Programs send neither and are not at risk.
 */
export function crossSite(headers: RequestHeaders): boolean {
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
export function secretKeyCredential(headers: RequestHeaders, configuredSecretKey: string | undefined): SecretKeyCredential {
  const fromHeader = header(headers, SECRET_KEY_HEADER);
  const fromCookie = fromHeader ? undefined : readCookie(header(headers, 'cookie'), SECRET_KEY_COOKIE);
  const presented = fromHeader ?? fromCookie;
  if (!presented) return 'absent';
  if (fromCookie && crossSite(headers)) return 'cross-site-cookie';
  return configuredSecretKey && sameSecret(presented, configuredSecretKey) ? 'valid' : 'invalid';
}

/** The access token of a request: `Authorization: Bearer`, or for a request from this site the rbac.subject.jwt cookie. */
function presentedAccessToken(headers: RequestHeaders): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const cookie = readCookie(header(headers, 'cookie'), SUBJECT_JWT_COOKIE);
  return cookie && !crossSite(headers) ? cookie : undefined;
}

export async function subjectCredential(verify: AccessTokenVerifier, headers: RequestHeaders): Promise<SubjectCredential> {
  const token = presentedAccessToken(headers);
  if (!token) return { state: 'absent' };
  try {
    return { state: 'valid', ...(await verify(token)) };
  } catch (error) {
    if (error instanceof AppError) return { state: 'invalid', error };
    throw error;
  }
}
