import { AppError } from '../../../errors';
import { accessRefusal, callerMayUse } from '../../../platform/procedures/access';
import type { Context } from '../../../platform/context/context';
import { publicProcedure, signedInProcedure } from '../../../platform/procedures/init';
import type { RestRoute } from '../../../platform/procedures/meta';
import { issueNonce } from '../ethereum/ethereum.service';
import { subjectProfile } from '../subjects/subjects.service';
import { endSession } from '../tokens/session.service';
import {
  emailAndPasswordInput,
  ethereumInput,
  forgotPasswordInput,
  isAuthorizedInput,
  isAuthorizedOutput,
  logoutInput,
  noInput,
  refreshInput,
  resetPasswordInput,
} from './authentication.schema';
import * as authentication from './authentication.service';
import { answerTokens, clearSessionCookies, presentedRefreshToken } from './session-cookies';
import { RATE_LIMIT_RULES } from '../abuse-limits';
import type { SubjectClaims } from './subject-claims';

const AUTHENTICATION = '/api/rbac/subjects/authentication';

const route = (method: RestRoute['method'], path: string, summary: string): { rest: RestRoute } => ({
  rest: { method, path: `${AUTHENTICATION}${path}`, summary },
});

const caller = (ctx: Context): authentication.Caller => ({
  ip: ctx.ip,
  subjectId: ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.subjectId : undefined,
  language: ctx.language,
});

/**
 * The subject routes of signing in and out, under `/api/rbac/subjects/authentication/…`; `claims` is what a sign-in
 * brings along from the other modules (a guest's donations).
 */
export const authenticationProcedures = (claims: SubjectClaims) => ({
  authenticationInit: publicProcedure
    .meta(route('GET', '/init', 'Tokens of a new anonymous subject, for a visitor with no usable session'))
    .input(noInput)
    .query(async ({ ctx }) => answerTokens(ctx, await authentication.init(ctx, caller(ctx)))),
  authenticationMe: signedInProcedure
    .meta(route('GET', '/me', 'The signed-in subject with its identities and roles'))
    .input(noInput)
    .query(({ ctx }) => {
      const subject = ctx.credentials.subject;
      if (subject.state !== 'valid') throw new AppError('UNAUTHORIZED', 'Sign in first');
      return subjectProfile(ctx.db, subject.subjectId);
    }),
  authenticationIsAuthorized: publicProcedure
    .meta(route('GET', '/is-authorized', 'Whether the caller may call a route (permission[route], permission[method])'))
    .input(isAuthorizedInput)
    .output(isAuthorizedOutput)
    .query(async ({ ctx, input }) => {
      // Public, but the answer is the caller's.
      ctx.response.forbidCaching();
      const { route: path, method } = input.permission;
      const match = ctx.routes.match(method, path);
      // A route of the table answers by its own access rule; any other path by the caller's actions alone.
      const authorized =
        match.kind === 'route'
          ? !(await accessRefusal(match.route.access, ctx, { routes: match.route.procedureRoutes, id: match.params.id }))
          : await callerMayUse(ctx, [{ method, path }]);
      return { authorized };
    }),
  emailAndPasswordAuthentication: publicProcedure
    .meta(route('POST', '/email-and-password/authentication', 'Sign in with email (login) and password'))
    .input(emailAndPasswordInput)
    .mutation(async ({ ctx, input }) =>
      answerTokens(ctx, await authentication.signInWithPassword({ ...ctx, claims }, caller(ctx), input.data)),
    ),
  emailAndPasswordRegistration: publicProcedure
    .meta(route('POST', '/email-and-password/registration', 'Register with email (login) and password'))
    .input(emailAndPasswordInput)
    .mutation(async ({ ctx, input }) =>
      answerTokens(
        ctx,
        await authentication.register({ ...ctx, claims }, { ...caller(ctx), language: ctx.language }, input.data),
      ),
    ),
  emailAndPasswordForgotPassword: publicProcedure
    .meta(route('POST', '/email-and-password/forgot-password', 'Send a password reset code to an email, if it has an account'))
    .input(forgotPasswordInput)
    .mutation(async ({ ctx, input }) => {
      await authentication.forgotPassword(ctx, { ...caller(ctx), language: ctx.language }, input.data.email);
      // The same answer whether the email has an account or not.
      return { sent: true };
    }),
  emailAndPasswordResetPassword: publicProcedure
    .meta(route('POST', '/email-and-password/reset-password', 'Set a new password with a reset code'))
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => {
      await authentication.resetPasswordWithCode({ ...ctx, claims }, caller(ctx), input.data);
      return { reset: true };
    }),
  ethereumVirtualMachineNonce: publicProcedure
    .meta(route('GET', '/ethereum-virtual-machine/nonce', 'A single-use nonce for an EIP-4361 sign-in message'))
    .input(noInput)
    .query(async ({ ctx }) => {
      // Each nonce is a row: issuing them counts against the same limit as signing in.
      await ctx.limiter.consume(RATE_LIMIT_RULES.walletSignInPerIp, ctx.ip);
      // A nonce is for one sign-in: a cached one would be spent already.
      ctx.response.forbidCaching();
      return issueNonce(ctx.db);
    }),
  ethereumVirtualMachine: publicProcedure
    .meta(route('POST', '/ethereum-virtual-machine', 'Sign in with a wallet: a signed EIP-4361 message'))
    .input(ethereumInput)
    .mutation(async ({ ctx, input }) => {
      const domain = new URL(ctx.siteUrl).host;
      return answerTokens(
        ctx,
        await authentication.signInWithEthereum({ ...ctx, claims }, { ...caller(ctx), domain }, input.data),
      );
    }),
  authenticationRefresh: publicProcedure
    .meta(route('POST', '/refresh', 'A new token pair for a refresh token (each refresh token works once)'))
    .input(refreshInput)
    .mutation(async ({ ctx, input }) => {
      const token = presentedRefreshToken(ctx, input.data?.refresh);
      try {
        if (!token) throw new AppError('UNAUTHORIZED', 'No refresh token: send it as data.refresh');
        return answerTokens(ctx, await authentication.refresh(ctx, token));
      } catch (error) {
        // The spec's session states: a failed refresh removes both tokens.
        clearSessionCookies(ctx);
        throw error;
      }
    }),
  authenticationLogout: publicProcedure
    .meta(route('POST', '/logout', 'End the session of a refresh token (or of the access token sent)'))
    .input(logoutInput)
    .mutation(async ({ ctx, input }) => {
      await authentication.logout(ctx, presentedRefreshToken(ctx, input.data?.refresh));
      if (ctx.credentials.subject.state === 'valid') await endSession(ctx.db, ctx.credentials.subject.sessionId);
      clearSessionCookies(ctx);
      return { redirectTo: input.data?.redirectTo ?? '/' };
    }),
});
