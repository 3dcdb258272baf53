import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../errors';
import type { TokenSettings } from '../../../platform/credentials/token-settings';

/** The only algorithm a token may name: a token saying `none` or RS256 is refused before its signature is read. */
const ALGORITHMS = ['HS256'];

/** The token-type claim of an access token, so that no other token we sign is ever taken for one. */
const ACCESS_TOKEN_TYPE = 'access';

/** Who an access token speaks for: the subject, and the session it was issued in (revoking it ends the token). */
export interface AccessClaims {
  subjectId: string;
  sessionId: string;
}

export const invalidToken = (message = 'The access token is not valid: sign in again') => new AppError('UNAUTHORIZED', message);

export function signAccessToken(settings: TokenSettings, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: ACCESS_TOKEN_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.subjectId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${settings.accessLifetimeSeconds}s`)
    .sign(settings.secret);
}

/**
 * The secret as a verifying CryptoKey, imported once per secret: handed the raw bytes, jose imports a key at every
 * verification, a cost every signed-in request paid (issue 34).
 */
const verifyingKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function verifyingKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key)
    verifyingKeys.set(
      secret,
      (key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])),
    );
  return key;
}

/**
 * The claims of a well-formed, correctly signed, unexpired access token; a 401 for anything else. It does not
 * look at the session: `verifyAccessToken` in session.service.ts does.
 */
export async function readAccessToken(settings: TokenSettings, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(settings.secret), { algorithms: ALGORITHMS });
    if (payload.typ !== ACCESS_TOKEN_TYPE || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      throw invalidToken('The token is not an access token');
    return { subjectId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw invalidToken('The access token has expired: refresh it or sign in again');
    throw invalidToken();
  }
}
