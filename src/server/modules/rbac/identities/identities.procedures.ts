import { AppError, notFound } from '../../../errors';
import { callerMayUse } from '../../../platform/procedures/access';
import type { Context } from '../../../platform/context/context';
import { ownRecordsProcedure, permissionProcedure, signedInProcedure } from '../../../platform/procedures/init';
import type { RestRoute } from '../../../platform/procedures/meta';
import { createSubject, identitiesOfSubject } from '../subjects/subjects.service';
import {
  createIdentityInput,
  emailAndPasswordIdentityInput,
  identityChangePasswordInput,
  deleteIdentityInput,
  notifyInput,
  subjectChangePasswordInput,
  subjectInput,
  updateIdentityInput,
} from './identities.schema';
import * as identities from './identities.service';
import { notifySubject } from './notify.service';
import { RATE_LIMIT_RULES } from '../abuse-limits';
import type { AccountNotices } from './account-notices';
import type { ReauthenticationProof } from '../reauthentication/reauthentication.schema';
import { reauthenticate, stampReauthentication } from '../reauthentication/reauthentication.service';

const SUBJECT = '/api/rbac/subjects/{id}';

const route = (method: RestRoute['method'], path: string, summary: string): { rest: RestRoute } => ({
  rest: { method, path, summary },
});

/**
 * A password change checks the current password: guesses count against the subject, as every confirmation of it
 * does (decision 0028), and against the address as sign-ins do; counted before the check, forgiven when it passes.
 * A right one given by the subject itself confirms its session as a confirmation would.
 */
async function guardedPasswordChange(ctx: Context, identityId: string, change: () => Promise<{ id: string }>) {
  const owner = (await identities.subjectOfIdentity(ctx.db, identityId)) ?? `identity:${identityId}`;
  await ctx.limiter.consume(RATE_LIMIT_RULES.signInPerIp, ctx.ip);
  await ctx.limiter.consume(RATE_LIMIT_RULES.reauthenticationFailuresPerSubject, owner);
  const changed = await change();
  await ctx.limiter.reset(RATE_LIMIT_RULES.reauthenticationFailuresPerSubject, owner);
  const caller = ctx.credentials.subject;
  if (caller.state === 'valid' && caller.subjectId === owner) await stampReauthentication(ctx.db, caller.sessionId);
  return changed;
}

/** The caller's session, kept open when it changes its own password (the others end). */
const ownSession = (ctx: Context) => (ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.sessionId : undefined);

const noticesOf = (ctx: Context): AccountNotices => ({ siteUrl: ctx.siteUrl, language: ctx.language, mailer: ctx.mailer });

/**
 * Before an account change the subject makes in its own session: who is there (decision 0028), then the subject's limit
 * of changes (decision 0041). An administrator acting for another subject (a permitting role) and the secret key are
 * neither asked nor limited: they may write identities through the generic routes anyway, and they cannot know the
 * subject's password.
 */
export async function confirmSubject(ctx: Context, subjectId: string, proof: ReauthenticationProof = {}) {
  const subject = ctx.credentials.subject;
  if (ctx.credentials.secretKey === 'valid' || subject.state !== 'valid' || subject.subjectId !== subjectId) return;
  const who = { subjectId, sessionId: subject.sessionId, ip: ctx.ip, domain: new URL(ctx.siteUrl).host };
  await reauthenticate(ctx, who, { currentPassword: proof.currentPassword, wallet: proof.wallet });
  // Confirmed: the change counts against the subject's own limit (decision 0041). Counted after the confirmation, so
  // that a stolen access token without the password cannot use up the owner's changes; guesses have their own limit.
  await ctx.limiter.consume(RATE_LIMIT_RULES.accountChangesPerSubject, subjectId);
}

/**
 * A subject with no identity (an anonymous session) adding its first through this route would learn whether an email
 * has an account from its 409: it registers instead, which answers a taken email as a new one (decision 0029).
 */
async function refuseSubjectWithoutIdentities(ctx: Context, subjectId: string) {
  const subject = ctx.credentials.subject;
  if (ctx.credentials.secretKey === 'valid' || subject.state !== 'valid' || subject.subjectId !== subjectId) return;
  if (await identities.hasIdentities(ctx.db, subjectId)) return;
  throw new AppError(
    'FORBIDDEN',
    'Register first: a subject with no way to sign in becomes an account through POST /api/rbac/subjects/authentication/email-and-password/registration',
    [{ field: 'id', message: 'id: has no identity yet: register first', code: 'register_first' }],
    { messageCode: 'register_first' },
  );
}

/** Subject routes of its own records: `{id}` is the subject's id (a permitting role or the secret key may act for it). */
export const subjectIdentityProcedures = {
  identities: ownRecordsProcedure
    .meta(route('GET', `${SUBJECT}/identities`, "The subject's identities"))
    .input(subjectInput)
    .query(({ ctx, input }) => identitiesOfSubject(ctx.db, input.id)),
  createIdentity: ownRecordsProcedure
    .meta({
      rest: {
        ...route(
          'POST',
          `${SUBJECT}/identities`,
          "Add an email-and-password identity to the subject (with data.currentPassword, or data.wallet for a wallet-only subject, unless confirmed in the last 5 minutes); the subject's other addresses are told",
        ).rest,
        status: 201,
      },
    })
    .input(createIdentityInput)
    .mutation(async ({ ctx, input }) => {
      const { currentPassword, wallet, ...credentials } = input.data;
      await refuseSubjectWithoutIdentities(ctx, input.id);
      await confirmSubject(ctx, input.id, { currentPassword, wallet });
      const { id } = await identities.addPasswordIdentity(ctx.db, noticesOf(ctx), input.id, credentials);
      return (await identitiesOfSubject(ctx.db, input.id)).find((identity) => identity.id === id)!;
    }),
  updateIdentity: ownRecordsProcedure
    .meta(
      route(
        'PATCH',
        `${SUBJECT}/identities/{identityId}`,
        "Change the email of one of the subject's identities (with data.currentPassword or data.wallet unless confirmed in the last 5 minutes); the addresses it had are told",
      ),
    )
    .input(updateIdentityInput)
    .mutation(async ({ ctx, input }) => {
      await confirmSubject(ctx, input.id, input.data);
      return identities.changeEmail(ctx.db, noticesOf(ctx), input.id, input.identityId, input.data.email);
    }),
  deleteIdentity: ownRecordsProcedure
    .meta(
      route(
        'DELETE',
        `${SUBJECT}/identities/{identityId}`,
        "Delete one of the subject's identities, not its last (with data.currentPassword or data.wallet in the body unless confirmed in the last 5 minutes); the addresses it had are told",
      ),
    )
    .input(deleteIdentityInput)
    .mutation(async ({ ctx, input }) => {
      await confirmSubject(ctx, input.id, input.data);
      return identities.deleteIdentity(ctx.db, noticesOf(ctx), input.id, input.identityId);
    }),
  changePassword: ownRecordsProcedure
    .meta(
      route(
        'PATCH',
        `${SUBJECT}/change-password`,
        "Change the subject's password (data.password is the current one); its other sessions end and its addresses are told",
      ),
    )
    .input(subjectChangePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const { identityId, ...passwords } = input.data;
      const identity = identityId
        ? await identities.ownedIdentity(ctx.db, input.id, identityId)
        : (await identitiesOfSubject(ctx.db, input.id)).find((each) => each.provider === identities.EMAIL_AND_PASSWORD);
      if (!identity) throw notFound('The subject has no email-and-password identity', 'data.identityId');
      return guardedPasswordChange(ctx, identity.id, () =>
        identities.changePassword(ctx.db, noticesOf(ctx), identity.id, passwords, ownSession(ctx)),
      );
    }),
  notify: permissionProcedure
    .meta(
      route(
        'POST',
        `${SUBJECT}/notify`,
        "Send a message to the subject by the channels it chose: data { title, text } written by the sender, or the origin's " +
          'data { notification: { topic: { slug }, template: { variant }, notification: { method, data, sendAfter } }, ' +
          'ecommerce: { order: { id } } } filling a template; sendAfter holds it until then',
      ),
    )
    .input(notifyInput)
    .mutation(({ ctx, input }) => notifySubject(ctx, input.id, input.data)),
};

/** Identity routes beside the generic ones of `rbac.identities`. */
export const identityProcedures = {
  emailAndPassword: permissionProcedure
    .meta({
      rest: {
        ...route(
          'POST',
          '/api/rbac/identities/email-and-password',
          'Create an email-and-password identity (for a subject, or a new one)',
        ).rest,
        status: 201,
      },
    })
    .input(emailAndPasswordIdentityInput)
    .mutation(async ({ ctx, input }) => {
      const { subjectId: fromBody, ...credentials } = input.data;
      const subjectId = fromBody ?? input.subjectId ?? (await createSubject(ctx.db)).id;
      const { id } = await identities.addPasswordIdentity(ctx.db, noticesOf(ctx), subjectId, credentials);
      return { id, subjectId, provider: identities.EMAIL_AND_PASSWORD, email: credentials.email };
    }),
  changePassword: signedInProcedure
    .meta(
      route(
        'PATCH',
        '/api/rbac/identities/{id}/change-password',
        "Change an identity's password (data.password is the current one); the subject's other sessions end and its addresses are told",
      ),
    )
    .input(identityChangePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const subject = ctx.credentials.subject;
      const owner = await identities.subjectOfIdentity(ctx.db, input.id);
      const own = subject.state === 'valid' && owner === subject.subjectId;
      // Another subject's identity is not told apart from none.
      if (!own && !(await callerMayUse(ctx, [{ method: 'PATCH', path: '/api/rbac/identities/{id}/change-password' }])))
        throw notFound('No identity with this id', 'id');
      return guardedPasswordChange(ctx, input.id, () =>
        identities.changePassword(ctx.db, noticesOf(ctx), input.id, input.data, ownSession(ctx)),
      );
    }),
};
