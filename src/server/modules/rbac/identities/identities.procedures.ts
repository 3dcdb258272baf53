import { notFound } from '../../../errors';
import { callerMayUse } from '../../../platform/procedures/access';
import type { Context } from '../../../platform/context/context';
import { ownRecordsProcedure, permissionProcedure, signedInProcedure } from '../../../platform/procedures/init';
import type { RestRoute } from '../../../platform/procedures/meta';
import { notify } from '../../notification/notifications.service';
import { createSubject, identitiesOfSubject } from '../subjects/subjects.service';
import {
  createIdentityInput,
  emailAndPasswordIdentityInput,
  identityChangePasswordInput,
  identityInput,
  notifyInput,
  subjectChangePasswordInput,
  subjectInput,
  updateIdentityInput,
} from './identities.schema';
import * as identities from './identities.service';
import { RATE_LIMIT_RULES } from '../abuse-limits';

const SUBJECT = '/api/rbac/subjects/{id}';

const route = (method: RestRoute['method'], path: string, summary: string): { rest: RestRoute } => ({
  rest: { method, path, summary },
});

/**
 * A password change checks the current password: guesses count against the identity as failed sign-ins do, from
 * the same address limit, counted before the check and forgiven when it passes.
 */
async function guardedPasswordChange(ctx: Context, identityId: string, change: () => Promise<{ id: string }>) {
  await ctx.limiter.consume(RATE_LIMIT_RULES.signInPerIp, ctx.ip);
  await ctx.limiter.consume(RATE_LIMIT_RULES.signInFailuresPerLogin, `identity:${identityId}`);
  const changed = await change();
  await ctx.limiter.reset(RATE_LIMIT_RULES.signInFailuresPerLogin, `identity:${identityId}`);
  return changed;
}

/** The caller's session, kept open when it changes its own password (the others end). */
const ownSession = (ctx: Context) => (ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.sessionId : undefined);

/** Subject routes of its own records: `{id}` is the subject's id (a permitting role or the secret key may act for it). */
export const subjectIdentityProcedures = {
  identities: ownRecordsProcedure
    .meta(route('GET', `${SUBJECT}/identities`, "The subject's identities"))
    .input(subjectInput)
    .query(({ ctx, input }) => identitiesOfSubject(ctx.db, input.id)),
  createIdentity: ownRecordsProcedure
    .meta({
      rest: { ...route('POST', `${SUBJECT}/identities`, 'Add an email-and-password identity to the subject').rest, status: 201 },
    })
    .input(createIdentityInput)
    .mutation(async ({ ctx, input }) => {
      // Adding an email is registering one: the same limit, so an anonymous session cannot probe or claim emails at will.
      await ctx.limiter.consume(RATE_LIMIT_RULES.registrationPerIp, ctx.ip);
      const { id } = await identities.createPasswordIdentity(ctx.db, input.id, input.data);
      return (await identitiesOfSubject(ctx.db, input.id)).find((identity) => identity.id === id)!;
    }),
  updateIdentity: ownRecordsProcedure
    .meta(route('PATCH', `${SUBJECT}/identities/{identityId}`, "Change the email of one of the subject's identities"))
    .input(updateIdentityInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.limiter.consume(RATE_LIMIT_RULES.registrationPerIp, ctx.ip);
      return identities.changeEmail(ctx.db, input.id, input.identityId, input.data.email);
    }),
  deleteIdentity: ownRecordsProcedure
    .meta(route('DELETE', `${SUBJECT}/identities/{identityId}`, "Delete one of the subject's identities (not its last)"))
    .input(identityInput)
    .mutation(({ ctx, input }) => identities.deleteIdentity(ctx.db, input.id, input.identityId)),
  changePassword: ownRecordsProcedure
    .meta(route('PATCH', `${SUBJECT}/change-password`, "Change the subject's password; its other sessions end"))
    .input(subjectChangePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const { identityId, ...passwords } = input.data;
      const identity = identityId
        ? await identities.ownedIdentity(ctx.db, input.id, identityId)
        : (await identitiesOfSubject(ctx.db, input.id)).find((each) => each.provider === identities.EMAIL_AND_PASSWORD);
      if (!identity) throw notFound('The subject has no email-and-password identity', 'data.identityId');
      return guardedPasswordChange(ctx, identity.id, () =>
        identities.changePassword(ctx.db, identity.id, passwords, ownSession(ctx)),
      );
    }),
  notify: permissionProcedure
    .meta(route('POST', `${SUBJECT}/notify`, "Send a message to the subject's email identities"))
    .input(notifyInput)
    .mutation(async ({ ctx, input }) => {
      const recipients = (await identitiesOfSubject(ctx.db, input.id)).flatMap((identity) =>
        identity.email ? [identity.email] : [],
      );
      if (!recipients.length) throw notFound('The subject has no identity with an email', 'id');
      const sent = [];
      for (const recipient of recipients) sent.push(await notify(ctx.db, ctx.mailer, { recipient, ...input.data }));
      return sent;
    }),
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
      const { id } = await identities.createPasswordIdentity(ctx.db, subjectId, credentials);
      return { id, subjectId, provider: identities.EMAIL_AND_PASSWORD, email: credentials.email };
    }),
  changePassword: signedInProcedure
    .meta(
      route(
        'PATCH',
        '/api/rbac/identities/{id}/change-password',
        "Change an identity's password; the subject's other sessions end",
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
      return guardedPasswordChange(ctx, input.id, () => identities.changePassword(ctx.db, input.id, input.data, ownSession(ctx)));
    }),
};
