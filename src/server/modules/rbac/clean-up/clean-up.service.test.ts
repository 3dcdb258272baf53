import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { testTokenSettings } from '../../../../../tests/helpers/server';
import {
  deleteAbandonedAnonymousSubjects,
  deleteEndedSessions,
  deleteExpiredRefreshTokens,
  forgetExpiredResetCodes,
} from './clean-up.service';
import { rbacCleanUpJob } from './clean-up.jobs';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

const subject = (createdAt = new Date()) => db.prisma.rbacSubject.create({ data: { slug: randomUUID(), createdAt } });

/** A session of the subject with refresh tokens, each given by when it was issued and when it expires. */
async function session(
  subjectId: string,
  tokens: { createdAt: Date; expiresAt: Date }[],
  extra: { createdAt?: Date; revokedAt?: Date } = {},
) {
  const created = await db.prisma.rbacSession.create({
    data: { subjectId, createdAt: extra.createdAt ?? ago(60 * DAY), ...extra },
  });
  for (const token of tokens)
    await db.prisma.rbacRefreshToken.create({ data: { tokenHash: randomUUID(), sessionId: created.id, ...token } });
  return created;
}

const exists = {
  subject: async (id: string) => (await db.prisma.rbacSubject.count({ where: { id } })) === 1,
  session: async (id: string) => (await db.prisma.rbacSession.count({ where: { id } })) === 1,
};

describe('forgetExpiredResetCodes', () => {
  it('forgets expired reset codes only, without touching the identity’s updatedAt', async () => {
    const updatedAt = ago(DAY);
    const expired = await db.prisma.rbacIdentity.create({
      data: { email: 'expired@example.com', code: 'a', codeExpiresAt: ago(1000), updatedAt },
    });
    const live = await db.prisma.rbacIdentity.create({
      data: { email: 'live@example.com', code: 'b', codeExpiresAt: later(HOUR) },
    });
    expect(await forgetExpiredResetCodes(db)).toBe(1);
    expect(await db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: expired.id } })).toMatchObject({
      code: null,
      codeExpiresAt: null,
      updatedAt,
    });
    expect((await db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: live.id } })).code).toBe('b');
  });
});

describe('deleteEndedSessions and deleteExpiredRefreshTokens', () => {
  it('delete revoked sessions and those no token of can still be used, and expired tokens of the others', async () => {
    const owner = await subject();
    const revoked = await session(owner.id, [{ createdAt: ago(HOUR), expiresAt: later(DAY) }], { revokedAt: ago(1000) });
    const expired = await session(owner.id, [
      { createdAt: ago(3 * DAY), expiresAt: ago(2 * DAY) },
      { createdAt: ago(2 * DAY), expiresAt: ago(DAY) },
    ]);
    const live = await session(owner.id, [
      { createdAt: ago(2 * DAY), expiresAt: ago(DAY) },
      { createdAt: ago(HOUR), expiresAt: later(DAY) },
    ]);
    // Just started: its first token is written in the same transaction, a moment later.
    const starting = await session(owner.id, [], { createdAt: new Date() });

    expect(await deleteEndedSessions(db, testTokenSettings())).toBe(2);
    expect(await exists.session(revoked.id)).toBe(false);
    expect(await exists.session(expired.id)).toBe(false);
    expect(await exists.session(live.id)).toBe(true);
    expect(await exists.session(starting.id)).toBe(true);
    expect(await db.prisma.rbacRefreshToken.count({ where: { sessionId: { in: [revoked.id, expired.id] } } })).toBe(0);

    expect(await deleteExpiredRefreshTokens(db)).toBe(1);
    const left = await db.prisma.rbacRefreshToken.findMany({ where: { sessionId: live.id } });
    expect(left.map((token) => token.expiresAt.getTime() > Date.now())).toEqual([true]);
  });

  it('keeps a session while an access token it issued may still be valid (access tokens outliving refresh tokens)', async () => {
    const owner = await subject();
    // Refresh tokens live an hour, access tokens two: the last refresh, 90 minutes ago, issued an access token valid 30 more.
    const recent = await session(owner.id, [{ createdAt: ago(90 * 60_000), expiresAt: ago(30 * 60_000) }]);
    const old = await session(owner.id, [{ createdAt: ago(5 * HOUR), expiresAt: ago(4 * HOUR) }]);
    await deleteEndedSessions(db, testTokenSettings({ accessLifetimeSeconds: 7200, refreshLifetimeSeconds: 3600 }));
    expect(await exists.session(recent.id)).toBe(true);
    expect(await exists.session(old.id)).toBe(false);
  });
});

describe('deleteAbandonedAnonymousSubjects', () => {
  it('deletes only old subjects that hold nothing and that nobody used or can use for the given days', async () => {
    const old = () => subject(ago(40 * DAY));
    const abandoned = await old();
    await session(abandoned.id, [{ createdAt: ago(40 * DAY), expiresAt: ago(39 * DAY) }]);
    const sessionless = await old();
    const recentlyBack = await old();
    await session(recentlyBack.id, [{ createdAt: ago(5 * DAY), expiresAt: ago(4 * DAY) }]);
    const stillSignedIn = await old();
    await session(stillSignedIn.id, [{ createdAt: ago(40 * DAY), expiresAt: later(DAY) }]);
    const registered = await old();
    const identity = await db.prisma.rbacIdentity.create({ data: { email: 'registered@example.com' } });
    await db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: registered.id, identityId: identity.id } });
    const withRole = await old();
    const role = await db.prisma.rbacRole.create({ data: { title: 'Reader', slug: 'reader' } });
    await db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: withRole.id, roleId: role.id } });
    const withCart = await old();
    const order = await db.prisma.ecommerceOrder.create({ data: {} });
    await db.prisma.rbacSubjectsToEcommerceModuleOrders.create({
      data: { subjectId: withCart.id, ecommerceModuleOrderId: order.id },
    });
    const fresh = await subject();

    expect(await deleteAbandonedAnonymousSubjects(db, 30)).toBe(2);
    expect(await exists.subject(abandoned.id)).toBe(false);
    expect(await exists.subject(sessionless.id)).toBe(false);
    for (const kept of [recentlyBack, stillSignedIn, registered, withRole, withCart, fresh])
      expect(await exists.subject(kept.id)).toBe(true);
    expect(await db.prisma.ecommerceOrder.count({ where: { id: order.id } })).toBe(1);
  });
});

describe('the rbac.clean-up job', () => {
  it('runs every clean-up, nonces included, hourly', async () => {
    const definition = rbacCleanUpJob(testTokenSettings(), 30);
    expect(definition.schedule).toBe('17 * * * *');
    await db.prisma.rbacNonce.create({ data: { nonce: 'expired-nonce', expiresAt: ago(1000) } });
    await db.prisma.rbacNonce.create({ data: { nonce: 'live-nonce', expiresAt: later(HOUR) } });
    const identity = await db.prisma.rbacIdentity.create({
      data: { email: 'job@example.com', code: 'c', codeExpiresAt: ago(1000) },
    });
    const gone = await subject(ago(40 * DAY));
    await definition.run(db, { id: randomUUID(), name: definition.name, payload: {}, attempt: 1, maxAttempts: 5 });
    expect((await db.prisma.rbacNonce.findMany({ select: { nonce: true } })).map((row) => row.nonce)).toEqual(['live-nonce']);
    expect((await db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: identity.id } })).code).toBeNull();
    expect(await exists.subject(gone.id)).toBe(false);
  });
});
