import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../errors';
import { NativeDate } from '../../../db/native-date';
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

/** How many verified tokens are remembered per secret: the oldest goes first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  /** Its `exp`, in seconds since 1970. */
  expiresAt: number;
}

/**
 * Tokens whose signature and claims were checked already, by their whole text, per secret. A signed-in client sends the
 * same token with every request for up to its lifetime, and checking the signature through WebCrypto took about 55 µs
 * of the event loop each time (issue 34). Only a token that passed every check is kept; its expiry is still checked at
 * each use, as jose checks it, and its session by verifyAccessToken.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function verifiedTokensOf(secret: Uint8Array): Map<string, VerifiedToken> {
  let known = verifiedTokens.get(secret);
  if (!known) verifiedTokens.set(secret, (known = new Map()));
  return known;
}

const expiredToken = () => invalidToken('The access token has expired: refresh it or sign in again');

/** jose's rule: a token is expired from the second its `exp` names (no clock tolerance is given). */
const hasExpired = (expiresAt: number) => expiresAt <= Math.floor(NativeDate.now() / 1000);

/**
 * The claims of a well-formed, correctly signed, unexpired access token; a 401 for anything else. It does not
 * look at the session: `verifyAccessToken` in session.service.ts does.
 */
export async function readAccessToken(settings: TokenSettings, token: string): Promise<AccessClaims> {
  const known = verifiedTokensOf(settings.secret);
  const verified = known.get(token);
  if (verified) {
    if (!hasExpired(verified.expiresAt)) return verified.claims;
    known.delete(token);
    throw expiredToken();
  }
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(settings.secret), { algorithms: ALGORITHMS });
    if (payload.typ !== ACCESS_TOKEN_TYPE || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      throw invalidToken('The token is not an access token');
    const claims = { subjectId: payload.sub, sessionId: payload.sid };
    // Ours always say when they expire; one that does not is checked again each time.
    if (typeof payload.exp === 'number') {
      if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value!);
      known.set(token, { claims, expiresAt: payload.exp });
    }
    return claims;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw expiredToken();
    throw invalidToken();
  }
}
