import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import { invalidToken, readAccessToken, signAccessToken, type AccessClaims } from './access-token';
import type { TokenSettings } from '../../../platform/credentials/token-settings';
import { announceSessionsEnded } from '../../../platform/live/live-events';
import { isLanguage, type Language } from '../../../../shared/languages';

/** What a sign-in, registration or refresh answers: `{ data: { jwt, refresh } }`. */
export interface SessionTokens {
  jwt: string;
  refresh: string;
}

export interface IssuedSession extends SessionTokens, AccessClaims {}

const invalidRefresh = () => new AppError('UNAUTHORIZED', 'The refresh token is not valid: sign in again');

/** Refresh tokens are kept as digests: a stolen table holds nothing to present. 256 random bits need no salt. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueRefreshToken(db: Database, settings: TokenSettings, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.prisma.rbacRefreshToken.create({
    data: { tokenHash: digest(token), sessionId, expiresAt: new Date(Date.now() + settings.refreshLifetimeSeconds * 1000) },
  });
  return token;
}

/**
 * Signs a subject in: a new session, its first refresh token and an access token naming the session. `language` is
 * the sign-in's, kept for the messages about the account (subjectLanguage).
 */
export function startSession(
  db: Database,
  settings: TokenSettings,
  subjectId: string,
  language?: Language,
): Promise<IssuedSession> {
  return db.transaction(async (tx) => {
    const session = await tx.prisma.rbacSession.create({ data: { subjectId, language } });
    const claims = { subjectId, sessionId: session.id };
    return {
      ...claims,
      refresh: await issueRefreshToken(tx, settings, session.id),
      jwt: await signAccessToken(settings, claims),
    };
  });
}

const SESSION_STATE_SQL = 'SELECT "subjectId", "revokedAt" IS NOT NULL AS "revoked" FROM "RbacSession" WHERE "id" = $1::text';

/** A correctly signed access token whose session is still open (not logged out, not ended by a password change). */
export async function verifyAccessToken(db: Database, settings: TokenSettings, token: string): Promise<AccessClaims> {
  const claims = await readAccessToken(settings, token);
  // Every signed-in request asks: one statement on the driver, without the ORM's per-query work (issue 34).
  const [session] = await db.query<{ subjectId: string; revoked: boolean }>(SESSION_STATE_SQL, [claims.sessionId]);
  if (!session || session.revoked || session.subjectId !== claims.subjectId)
    throw invalidToken('The session has ended: sign in again');
  return claims;
}

/** Ends sessions; the live streams opened under them end at once (docs/decisions/0045), not at their next check. */
async function revoke(db: Database, where: { id: string } | { subjectId: string; id?: { not: string } }) {
  const ended = await db.prisma.rbacSession.updateManyAndReturn({
    where: { ...where, revokedAt: null },
    data: { revokedAt: new Date() },
    select: { subjectId: true },
  });
  await announceSessionsEnded(db, [...new Set(ended.map((session) => session.subjectId))]);
}

/**
 * Exchanges a refresh token for a new pair in the same session. A token is good once: presenting one that was
 * already rotated means it was copied, so the whole session (every token rotated from the same sign-in) ends.
 */
export async function rotateRefreshToken(db: Database, settings: TokenSettings, token: string): Promise<IssuedSession> {
  const tokenHash = digest(token);
  const stored = await db.prisma.rbacRefreshToken.findUnique({
    where: { tokenHash },
    select: { sessionId: true, session: { select: { subjectId: true, revokedAt: true } } },
  });
  if (!stored || stored.session.revokedAt) throw invalidRefresh();
  // Only one of two requests presenting the same token can mark it rotated; the other is a reuse.
  const { count } = await db.prisma.rbacRefreshToken.updateMany({
    where: { tokenHash, rotatedAt: null, expiresAt: { gt: new Date() } },
    data: { rotatedAt: new Date() },
  });
  if (count === 0) {
    const unrotated = await db.prisma.rbacRefreshToken.count({ where: { tokenHash, rotatedAt: null } });
    // Not rotated: it expired. Rotated: a reuse, and the session ends.
    if (!unrotated) await revoke(db, { id: stored.sessionId });
    throw invalidRefresh();
  }
  const claims = { subjectId: stored.session.subjectId, sessionId: stored.sessionId };
  return {
    ...claims,
    refresh: await issueRefreshToken(db, settings, stored.sessionId),
    jwt: await signAccessToken(settings, claims),
  };
}

/** Logout: ends the session the refresh token belongs to (its access tokens stop working at once). */
export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  const stored = await db.prisma.rbacRefreshToken.findUnique({
    where: { tokenHash: digest(token) },
    select: { sessionId: true },
  });
  if (stored) await revoke(db, { id: stored.sessionId });
}

export const endSession = (db: Database, sessionId: string) => revoke(db, { id: sessionId }).then(() => undefined);

/** Ends every session of a subject but `keep` (the one changing its password stays signed in). */
export const endOtherSessions = (db: Database, subjectId: string, keep?: string) =>
  revoke(db, keep ? { subjectId, id: { not: keep } } : { subjectId }).then(() => undefined);

/** The language of the subject's latest sign-in that recorded one: what it reads its account's messages in. */
export async function subjectLanguage(db: Database, subjectId: string): Promise<Language | undefined> {
  const session = await db.prisma.rbacSession.findFirst({
    where: { subjectId, language: { not: null } },
    orderBy: { createdAt: 'desc' },
    select: { language: true },
  });
  return isLanguage(session?.language) ? session.language : undefined;
}
