import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../errors';
import { hashPassword, verifyPassword } from '../passwords/passwords';
import { endOtherSessions } from '../tokens/session.service';
import { EMAIL_AND_PASSWORD, identityName } from '../../../../shared/rbac-subject';
import { deliverAccountNotices, emailsOf, queueAccountNotices, type AccountNotices } from './account-notices';

export { EMAIL_AND_PASSWORD, ETHEREUM_VIRTUAL_MACHINE } from '../../../../shared/rbac-subject';

/** How long a password reset code may be used. */
export const RESET_CODE_LIFETIME_SECONDS = 600;

const emailTaken = (field: string) =>
  new AppError(
    'CONFLICT',
    'An account with this email already exists',
    [{ field, message: `${field}: an account with this email already exists`, code: 'email_taken' }],
    { messageCode: 'email_taken' },
  );

/** A subject's new email-and-password identity; the password is kept only as its argon2id hash. */
export async function createPasswordIdentity(
  db: Database,
  subjectId: string,
  credentials: { email: string; password: string },
  field = 'data.email',
): Promise<{ id: string }> {
  if (await db.prisma.rbacIdentity.count({ where: { provider: EMAIL_AND_PASSWORD, email: credentials.email } }))
    throw emailTaken(field);
  const password = await hashPassword(credentials.password);
  return db.transaction(async (tx) => {
    const identity = await tx.prisma.rbacIdentity.create({
      data: { provider: EMAIL_AND_PASSWORD, email: credentials.email, password },
      select: { id: true },
    });
    await tx.prisma.rbacSubjectsToIdentities.create({ data: { subjectId, identityId: identity.id } });
    return identity;
  });
}

/**
 * Adds an email-and-password identity to an existing subject and tells the addresses it had (decision 0028): someone
 * holding the subject's session must not add a way in unnoticed.
 */
export async function addPasswordIdentity(
  db: Database,
  notices: AccountNotices,
  subjectId: string,
  credentials: { email: string; password: string },
): Promise<{ id: string }> {
  const { identity, queued } = await db.transaction(async (tx) => {
    const recipients = await emailsOf(tx, subjectId);
    const identity = await createPasswordIdentity(tx, subjectId, credentials);
    const change = { kind: 'identity-added', identity: credentials.email } as const;
    return { identity, queued: await queueAccountNotices(tx, notices, subjectId, change, recipients) };
  });
  deliverAccountNotices(db, notices, queued);
  return identity;
}

/** The identity an email signs in with, its password hash and its subject; null when there is none. */
export async function passwordIdentity(db: Database, email: string) {
  const identity = await db.prisma.rbacIdentity.findFirst({
    where: { provider: EMAIL_AND_PASSWORD, email },
    select: {
      id: true,
      password: true,
      subjectsToIdentities: { select: { subjectId: true }, take: 1, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!identity) return null;
  return { id: identity.id, password: identity.password, subjectId: identity.subjectsToIdentities[0]?.subjectId };
}

/** Whether the subject has any identity: a way to sign in. */
export async function hasIdentities(db: Database, subjectId: string): Promise<boolean> {
  return (await db.prisma.rbacSubjectsToIdentities.count({ where: { subjectId } })) > 0;
}

/** The subject holding an identity (the first, should an admin have linked it twice). */

export async function subjectOfIdentity(db: Database, identityId: string): Promise<string | undefined> {
  const link = await db.prisma.rbacSubjectsToIdentities.findFirst({
    where: { identityId },
    select: { subjectId: true },
    orderBy: { createdAt: 'asc' },
  });
  return link?.subjectId;
}

/** An identity of this subject, or a 404 naming identityId: another subject's identity is not told apart from none. */
export async function ownedIdentity(db: Database, subjectId: string, identityId: string) {
  const identity = await db.prisma.rbacIdentity.findFirst({
    where: { id: identityId, subjectsToIdentities: { some: { subjectId } } },
    select: { id: true, provider: true, email: true, password: true },
  });
  if (!identity) throw notFound('The subject has no identity with this id', 'identityId');
  return identity;
}

/** A reset code sent to the old address must not set the password of the account under its new one. */
const FORGOTTEN_RESET_CODE = { code: null, codeExpiresAt: null } as const;

/**
 * Forgets the identity's reset code after its email changed through a generic write (identities.hooks.ts). Its
 * updatedAt stays: the write just answered it, and an edit made on that answer must not be refused as stale.
 */
export async function forgetResetCode(db: Database, identityId: string): Promise<void> {
  await db.query('UPDATE "RbacIdentity" SET "code" = NULL, "codeExpiresAt" = NULL WHERE "id" = $1', [identityId]);
}

/**
 * Changes the email of a subject's email-and-password identity, forgetting its reset code, and tells the addresses
 * the subject had (the old one among them).
 */
export async function changeEmail(db: Database, notices: AccountNotices, subjectId: string, identityId: string, email: string) {
  const identity = await ownedIdentity(db, subjectId, identityId);
  if (identity.provider !== EMAIL_AND_PASSWORD)
    throw badRequest('Only an email-and-password identity has an email', [
      { field: 'identityId', message: 'identityId: not an email-and-password identity', code: 'invalid' },
    ]);
  if (email !== identity.email && (await db.prisma.rbacIdentity.count({ where: { provider: EMAIL_AND_PASSWORD, email } })))
    throw emailTaken('data.email');
  const { changed, queued } = await db.transaction(async (tx) => {
    const recipients = await emailsOf(tx, subjectId);
    const changed = await tx.prisma.rbacIdentity.update({
      where: { id: identityId },
      data: { email, ...FORGOTTEN_RESET_CODE },
      select: { id: true, provider: true, email: true, account: true, variant: true, createdAt: true },
    });
    const queued =
      email === identity.email
        ? []
        : await queueAccountNotices(
            tx,
            notices,
            subjectId,
            { kind: 'email-changed', from: identity.email ?? '', to: email },
            recipients,
          );
    return { changed, queued };
  });
  deliverAccountNotices(db, notices, queued);
  return changed;
}

/**
 * Removes a subject's identity; the last one stays, or the subject could never sign in again. The subject's row is
 * locked while it counts, so two deletions at once cannot each see the other identity and remove both. The addresses
 * the subject had (the removed one's among them) are told.
 */
export async function deleteIdentity(db: Database, notices: AccountNotices, subjectId: string, identityId: string) {
  const { deleted, queued } = await db.transaction(async (tx) => {
    await tx.query('SELECT "id" FROM "RbacSubject" WHERE "id" = $1 FOR UPDATE', [subjectId]);
    await ownedIdentity(tx, subjectId, identityId);
    const recipients = await emailsOf(tx, subjectId);
    if ((await tx.prisma.rbacSubjectsToIdentities.count({ where: { subjectId } })) <= 1)
      throw new AppError(
        'CONFLICT',
        'This is the subject’s only identity: add another before deleting it',
        [{ field: 'identityId', message: 'identityId: the subject’s only identity', code: 'only_identity' }],
        { messageCode: 'only_identity' },
      );
    const deleted = await tx.prisma.rbacIdentity.delete({
      where: { id: identityId },
      select: { id: true, provider: true, email: true, account: true, variant: true, createdAt: true },
    });
    const change = { kind: 'identity-deleted', identity: identityName(deleted) ?? deleted.provider } as const;
    return { deleted, queued: await queueAccountNotices(tx, notices, subjectId, change, recipients) };
  });
  deliverAccountNotices(db, notices, queued);
  return deleted;
}

/**
 * Changes an identity's password once the current one is given, and ends the subject's other sessions: whoever
 * else was signed in with the old password is signed out. The caller's own session (`keepSession`) goes on. Every
 * address of the subject is told, with the identities added lately, for the subject to review.
 */
export async function changePassword(
  db: Database,
  notices: AccountNotices,
  identityId: string,
  passwords: { password: string; newPassword: string },
  keepSession?: string,
): Promise<{ id: string }> {
  const identity = await db.prisma.rbacIdentity.findUnique({
    where: { id: identityId },
    select: { password: true, provider: true },
  });
  if (!identity) throw notFound('No identity with this id', 'id');
  if (identity.provider !== EMAIL_AND_PASSWORD)
    throw badRequest('Only an email-and-password identity has a password', [
      { field: 'identityId', message: 'identityId: not an email-and-password identity', code: 'invalid' },
    ]);
  if (!(await verifyPassword(identity.password, passwords.password)))
    throw badRequest(
      'The current password is wrong',
      [{ field: 'data.password', message: 'data.password: the current password is wrong', code: 'current_password_wrong' }],
      { messageCode: 'current_password_wrong' },
    );
  await setPassword(db, notices, identityId, passwords.newPassword, { kind: 'password-changed', keepSession });
  return { id: identityId };
}

/** Sets the hash, ends the subject's sessions (but the one kept) and tells every address the subject has. */
async function setPassword(
  db: Database,
  notices: AccountNotices,
  identityId: string,
  password: string,
  how: { kind: 'password-changed' | 'password-reset'; keepSession?: string },
) {
  const hash = await hashPassword(password);
  const subjectId = await subjectOfIdentity(db, identityId);
  const queued = await db.transaction(async (tx) => {
    const { email } = await tx.prisma.rbacIdentity.update({
      where: { id: identityId },
      data: { password: hash, code: null, codeExpiresAt: null },
      select: { email: true },
    });
    if (!subjectId) return [];
    await endOtherSessions(tx, subjectId, how.keepSession);
    const change = { kind: how.kind, identity: email ?? identityId };
    return queueAccountNotices(tx, notices, subjectId, change, await emailsOf(tx, subjectId));
  });
  deliverAccountNotices(db, notices, queued);
}

const codeDigest = (code: string) => createHash('sha256').update(code).digest('hex');

/** A fresh single-use reset code for the identity of an email (replacing any earlier one), or null without one. */
export async function issueResetCode(db: Database, email: string): Promise<{ code: string; email: string } | null> {
  const identity = await db.prisma.rbacIdentity.findFirst({
    where: { provider: EMAIL_AND_PASSWORD, email },
    select: { id: true },
  });
  if (!identity) return null;
  const code = randomBytes(24).toString('base64url');
  await db.prisma.rbacIdentity.update({
    where: { id: identity.id },
    data: { code: codeDigest(code), codeExpiresAt: new Date(Date.now() + RESET_CODE_LIFETIME_SECONDS * 1000) },
  });
  return { code, email };
}

/**
 * Sets a new password with a reset code: the code is spent, every session of the subject ends, its addresses are told.
 * Answers the identity's email and subject: the code, sent to that address, proved who owns it.
 */
export async function resetPassword(
  db: Database,
  notices: AccountNotices,
  code: string,
  password: string,
): Promise<{ email: string; subjectId: string } | undefined> {
  const digest = codeDigest(code);
  // Spending the code and finding its identity is one statement: two requests with one code cannot both pass.
  const spent = await db.query<{ id: string }>(
    `UPDATE "RbacIdentity" SET "code" = NULL, "codeExpiresAt" = NULL
     WHERE "code" = $1 AND "codeExpiresAt" > now() RETURNING "id"`,
    [digest],
  );
  const identity = spent[0];
  if (!identity)
    throw badRequest(
      'The reset code is not valid or has expired: ask for a new one',
      [{ field: 'data.code', message: 'data.code: not valid or expired', code: 'reset_code_invalid' }],
      { messageCode: 'reset_code_invalid' },
    );
  await setPassword(db, notices, identity.id, password, { kind: 'password-reset' });
  const owner = await db.prisma.rbacSubjectsToIdentities.findFirst({
    where: { identityId: identity.id },
    orderBy: { createdAt: 'asc' },
    select: { subjectId: true, identity: { select: { email: true } } },
  });
  return owner?.identity.email ? { email: owner.identity.email, subjectId: owner.subjectId } : undefined;
}
