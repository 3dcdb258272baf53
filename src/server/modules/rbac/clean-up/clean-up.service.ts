import { DAY_MS } from '../../../../shared/utc-day';
import type { Prisma } from '../../../../generated/prisma/client';
import type { Database } from '../../../db/database';
import type { TokenSettings } from '../../../platform/credentials/token-settings';

/**
 * What the rbac module keeps only for a while: reset codes, sessions and their refresh tokens, and the subjects of
 * anonymous visitors who never came back. Each function deletes (or forgets) only what can no longer be used by anyone,
 * and answers how many rows it touched. The hourly rbac.clean-up job runs them (clean-up.jobs.ts); nonces are pruned
 * by the Ethereum sign-in's own `pruneNonces`.
 */

/** Reset codes past their expiry: refused already, forgotten now. updatedAt stays: nobody edited the identity. */
export async function forgetExpiredResetCodes(db: Database): Promise<number> {
  const rows = await db.query(
    `UPDATE "RbacIdentity" SET "code" = NULL, "codeExpiresAt" = NULL WHERE "codeExpiresAt" <= now() RETURNING "id"`,
  );
  return rows.length;
}

/**
 * Sessions that can no longer be used: revoked ones (a missing session refuses its access tokens as a revoked one
 * does), and those whose every refresh token has expired and whose last access token has too. An access token is
 * issued with a refresh token, so it is valid until that token's expiry − refresh lifetime + access lifetime. Their
 * refresh tokens go with them (cascade).
 */
export async function deleteEndedSessions(db: Database, tokens: TokenSettings): Promise<number> {
  const accessOutlivesRefresh = Math.max(0, tokens.accessLifetimeSeconds - tokens.refreshLifetimeSeconds);
  const rows = await db.query(
    `DELETE FROM "RbacSession" AS session
     WHERE session."revokedAt" IS NOT NULL
        OR (session."createdAt" < now() - $1::float8 * interval '1 second'
            AND NOT EXISTS (SELECT 1 FROM "RbacRefreshToken" AS token
                            WHERE token."sessionId" = session."id"
                              AND token."expiresAt" > now() - $2::float8 * interval '1 second'))
     RETURNING session."id"`,
    [tokens.accessLifetimeSeconds, accessOutlivesRefresh],
  );
  return rows.length;
}

/**
 * Expired refresh tokens of sessions still going: refused either way. A rotated token is kept until it expires to tell
 * its reuse (which ends the session); once expired, presenting it is refused as unknown instead.
 */
export async function deleteExpiredRefreshTokens(db: Database): Promise<number> {
  const { count } = await db.prisma.rbacRefreshToken.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  return count;
}

type SubjectWhere = Prisma.RbacSubjectWhereInput;
/** Every list relation of a subject (roles, identities, orders, profiles …): its keys with a `none` filter. */
type SubjectRelation = {
  [Key in keyof SubjectWhere]-?: NonNullable<SubjectWhere[Key]> extends { none?: unknown } ? Key : never;
}[keyof SubjectWhere];

/**
 * A subject that holds nothing: no identity, role, order, profile, product, topic, payment intent nor article. A
 * `Record` over every relation but its sessions, so a relation added to RbacSubject does not compile until it is named
 * here, and a subject holding it is never taken for an abandoned one.
 */
const HOLDS_NOTHING = {
  subjectsToRoles: { none: {} },
  subjectsToIdentities: { none: {} },
  subjectsToSocialModuleProfiles: { none: {} },
  subjectsToEcommerceModuleProducts: { none: {} },
  subjectsToEcommerceModuleOrders: { none: {} },
  subjectsToNotificationModuleTopics: { none: {} },
  subjectsToBillingModulePaymentIntents: { none: {} },
  subjectsToBlogModuleArticles: { none: {} },
} satisfies Record<Exclude<SubjectRelation, 'sessions' | 'notificationModuleNotifications'>, { none: object }>;

/**
 * Subjects of anonymous visitors who did not come back for `days` days (RBAC_ANONYMOUS_SUBJECT_LIFETIME_IN_DAYS).
 * Deleted only when nobody can use one again and it holds nothing: no identity (so nobody can sign in as it), no role,
 * no link to any record (a cart keeps it until clear-old-orders removes the cart), no refresh token that still works,
 * none issued within `days` days, and created more than `days` days ago.
 */
export async function deleteAbandonedAnonymousSubjects(db: Database, days: number): Promise<number> {
  const now = new Date();
  const since = new Date(now.getTime() - days * DAY_MS);
  const { count } = await db.prisma.rbacSubject.deleteMany({
    where: {
      createdAt: { lt: since },
      ...HOLDS_NOTHING,
      sessions: {
        none: {
          OR: [
            { refreshTokens: { some: { createdAt: { gte: since } } } },
            { revokedAt: null, refreshTokens: { some: { expiresAt: { gt: now } } } },
          ],
        },
      },
    },
  });
  return count;
}
