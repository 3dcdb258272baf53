import type { Database } from '../../../db/database';
import { AppError, badRequest } from '../../../errors';
import type { Mailer } from '../../../platform/mail/mailer';
import { queueMessage, type MessageRequest } from '../../notification/messages.service';
import { deliverNotifications } from '../../notification/notifications.service';
import { verifyEthereumSignIn } from '../ethereum/ethereum.service';
import type { EthereumSignInInput } from '../ethereum/ethereum.schema';
import {
  createPasswordIdentity,
  ETHEREUM_VIRTUAL_MACHINE,
  issueResetCode,
  passwordIdentity,
  resetPassword,
  RESET_CODE_LIFETIME_SECONDS,
} from '../identities/identities.service';
import { hashPassword, verifyPassword } from '../passwords/passwords';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { createSubject, grantRoles, rolesAvailableOnRegistration } from '../subjects/subjects.service';
import {
  endOtherSessions,
  revokeRefreshToken,
  rotateRefreshToken,
  startSession,
  type IssuedSession,
} from '../tokens/session.service';
import type { TokenSettings } from '../../../platform/credentials/token-settings';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import { rbacPaths } from '../../../../shared/rbac-paths';
import { toAppError } from '../../../public-error';
import { RATE_LIMIT_RULES } from '../abuse-limits';
import { logger } from '../../../platform/logging/logger';
import type { SubjectClaims } from './subject-claims';

/** What signing in needs: the database, the token service's settings, the abuse limits and the mail. */
export interface AuthenticationDependencies {
  db: Database;
  tokens: TokenSettings;
  limiter: RateLimiter;
  mailer: Mailer | undefined;
  /** Public address of the site, for links sent by email (never the request's Host, which a caller chooses). */
  siteUrl: string;
  /** What a sign-in brings along from the other modules: a guest's donations. */
  claims: SubjectClaims;
}

/** What the calls that sign in to nothing need (init, refresh, logout, forgotten password). */
export type SessionDependencies = Omit<AuthenticationDependencies, 'claims'>;

/** The caller: its address (abuse limits), the subject it is signed in as, if any, and its language. */
export interface Caller {
  ip: string;
  subjectId?: string;
  language?: Language;
}

/** The same answer for an unknown email and a wrong password: it must not tell which accounts exist. */
const wrongCredentials = () => new AppError('UNAUTHORIZED', 'Wrong email or password', [], { messageCode: 'wrong_credentials' });

/** Email and password sign-in: per-IP and per-login limits, the same work and answer whether the login exists. */
export async function signInWithPassword(
  deps: AuthenticationDependencies,
  caller: Caller,
  credentials: { login: string; password: string },
): Promise<IssuedSession> {
  await deps.limiter.consume(RATE_LIMIT_RULES.signInPerIp, caller.ip);
  // Counted before the password is checked, so guesses sent at once cannot all slip past the limit; forgiven
  // when the password is right.
  await deps.limiter.consume(RATE_LIMIT_RULES.signInFailuresPerLogin, credentials.login);
  const identity = await passwordIdentity(deps.db, credentials.login);
  const valid = await verifyPassword(identity?.password, credentials.password);
  if (!valid || !identity?.subjectId) throw wrongCredentials();
  await deps.limiter.reset(RATE_LIMIT_RULES.signInFailuresPerLogin, credentials.login);
  return carryOn(deps, caller, await anonymousSubject(deps.db, caller), identity.subjectId);
}

/** The caller's subject when it has no identity yet (an anonymous session from init): signing up keeps it. */
export async function anonymousSubject(db: Database, caller: Caller): Promise<string | undefined> {
  if (!caller.subjectId) return undefined;
  return (await db.prisma.rbacSubjectsToIdentities.count({ where: { subjectId: caller.subjectId } })) === 0
    ? caller.subjectId
    : undefined;
}

/**
 * A new session for the subject signed in. The anonymous subject's sessions it came from end (every one: whoever holds
 * a copy of its tokens): they would otherwise go on working, as the account it registered or left for another one.
 * What that guest gave moves to the account it signed in to (a registration keeps the guest's subject itself).
 */
export async function carryOn(
  deps: AuthenticationDependencies,
  caller: Caller,
  anonymous: string | undefined,
  subjectId: string,
) {
  const issued = await startSession(deps.db, deps.tokens, subjectId, caller.language);
  if (anonymous) await endOtherSessions(deps.db, anonymous, issued.sessionId);
  if (anonymous && anonymous !== subjectId) await deps.claims.signedIn(deps.db, anonymous, subjectId);
  return issued;
}

/**
 * Registration: an email-and-password identity with the roles available on registration. A caller signed in as a
 * subject without identities (an anonymous session from init) keeps its subject, and what it holds (a cart).
 *
 * An email that already has an account gets the same answer (docs/decisions/0029): a new session of the caller's
 * anonymous subject (a new one if it has none), not signed in to anything, and the address's owner a message saying
 * so. Both ways hash the password once, and the message is queued after the answer, so the time taken does not tell
 * either.
 */
export async function register(
  deps: AuthenticationDependencies,
  caller: Caller & { language: Language },
  credentials: { login: string; password: string },
): Promise<IssuedSession> {
  await deps.limiter.consume(RATE_LIMIT_RULES.registrationPerIp, caller.ip);
  const roles = await rolesAvailableOnRegistration(deps.db);
  const anonymous = await anonymousSubject(deps.db, caller);
  const registered = await deps.db
    .transaction(async (tx) => {
      const subject = anonymous ?? (await createSubject(tx)).id;
      await grantRoles(tx, subject, roles);
      await createPasswordIdentity(tx, subject, { email: credentials.login, password: credentials.password }, 'data.login');
      return subject;
    })
    // Taken, checked first or (a registration of the same email at the same moment) by the unique index.
    .catch((error: unknown) => {
      if (toAppError(error).code === 'CONFLICT') return undefined;
      throw error;
    });
  if (registered) return carryOn(deps, caller, anonymous, registered);
  await hashPassword(credentials.password);
  void sendRegistrationNotice(deps, caller.language, credentials.login).catch((error: unknown) =>
    logger().error({ err: error }, 'registration: the notice to the existing account could not be sent'),
  );
  return carryOn(deps, caller, anonymous, anonymous ?? (await createSubject(deps.db)).id);
}

const accountsPage = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** Tells an account's owner that its email was registered again, at most a few times an hour (mail bombing). */
async function sendRegistrationNotice(deps: AuthenticationDependencies, language: Language, email: string): Promise<void> {
  const allowed = await deps.limiter.consume(RATE_LIMIT_RULES.registrationNoticePerEmail, email).then(
    () => true,
    () => false,
  );
  // Only an account's address: a clash of anything else must not mail whoever typed it.
  if (!allowed || !(await passwordIdentity(deps.db, email))) return;
  const paths = rbacPaths(language);
  await queueAndDeliver(deps, {
    variant: 'generate-email-rbac-registration-attempted',
    to: { email },
    language,
    data: {
      signInLink: accountsPage(deps.siteUrl, paths.signIn),
      forgotPasswordLink: accountsPage(deps.siteUrl, paths.forgotPassword),
    },
  });
}

/** Writes one message to an address into the outbox, then delivers it: for callers with no transaction of their own. */
async function queueAndDeliver(deps: SessionDependencies, request: MessageRequest): Promise<void> {
  const rows = await queueMessage(deps.db, { siteUrl: deps.siteUrl }, request);
  await deliverNotifications(
    deps.db,
    deps.mailer,
    rows.map((row) => row.id),
  );
}

/**
 * init: the tokens of a subject for a caller that has none usable. A new anonymous subject (no identity, no role)
 * and its session: the site's visitors can hold a cart before they register.
 */
export async function init(deps: SessionDependencies, caller: Caller): Promise<IssuedSession> {
  await deps.limiter.consume(RATE_LIMIT_RULES.initPerIp, caller.ip);
  const subject = await createSubject(deps.db);
  return startSession(deps.db, deps.tokens, subject.id, caller.language);
}

export function refresh(deps: SessionDependencies, token: string): Promise<IssuedSession> {
  return rotateRefreshToken(deps.db, deps.tokens, token);
}

export const logout = (deps: SessionDependencies, token: string | undefined) =>
  token ? revokeRefreshToken(deps.db, token) : Promise.resolve();

/** The reset page's address, where the code arrives as the `code` query parameter. */
export const resetPasswordUrl = (siteUrl: string, language: Language, code: string) =>
  `${siteUrl.replace(/\/+$/, '')}/${language}/rbac/subject/authentication/email-and-password/reset-password?code=${encodeURIComponent(code)}`;

/**
 * Forgot password: a reset code by email when the address has an account. The answer is the same either way and
 * comes at once: the code is made, queued in the outbox and sent after it, so that neither the database writes nor
 * an SMTP exchange tell an existing email from an unknown one by the time taken.
 */
export async function forgotPassword(
  deps: SessionDependencies,
  caller: Caller & { language: Language },
  email: string,
): Promise<void> {
  await deps.limiter.consume(RATE_LIMIT_RULES.forgotPasswordPerIp, caller.ip);
  await deps.limiter.consume(RATE_LIMIT_RULES.forgotPasswordPerEmail, email);
  void sendResetCode(deps, caller.language, email).catch((error: unknown) =>
    logger().error({ err: error }, 'forgot-password: the reset code could not be sent'),
  );
}

async function sendResetCode(deps: SessionDependencies, language: Language, email: string): Promise<void> {
  const issued = await issueResetCode(deps.db, email);
  if (!issued) return;
  await queueAndDeliver(deps, {
    variant: 'reset-password',
    to: { email: issued.email },
    language,
    data: {
      link: resetPasswordUrl(deps.siteUrl, language, issued.code),
      code: issued.code,
      minutes: String(RESET_CODE_LIFETIME_SECONDS / 60),
    },
  });
}

export async function resetPasswordWithCode(
  deps: AuthenticationDependencies,
  caller: Caller,
  input: { code: string; password: string; passwordConfirmation: string },
): Promise<void> {
  await deps.limiter.consume(RATE_LIMIT_RULES.resetPasswordPerIp, caller.ip);
  if (input.password !== input.passwordConfirmation)
    throw badRequest(
      'The passwords do not match',
      [
        {
          field: 'data.passwordConfirmation',
          message: 'data.passwordConfirmation: does not match password',
          code: 'passwords_do_not_match',
        },
      ],
      { messageCode: 'passwords_do_not_match' },
    );
  const notices = { siteUrl: deps.siteUrl, mailer: deps.mailer, language: caller.language ?? DEFAULT_LANGUAGE };
  const owner = await resetPassword(deps.db, notices, input.code, input.password);
  // The code came to the address: its owner is proven, and what guests gave under it is theirs.
  if (owner) await deps.claims.emailProven(deps.db, owner.email, owner.subjectId);
}

/**
 * Wallet sign-in: a signed EIP-4361 message with a fresh nonce. The first time an address signs in, its subject
 * (the caller's anonymous one, if any) and identity (provider ethereum_virtual_machine, the checksummed address as
 * account) are created.
 */
export async function signInWithEthereum(
  deps: AuthenticationDependencies,
  caller: Caller & { domain: string },
  input: EthereumSignInInput,
): Promise<IssuedSession> {
  await deps.limiter.consume(RATE_LIMIT_RULES.walletSignInPerIp, caller.ip);
  const { address } = await verifyEthereumSignIn(deps.db, input, { domain: caller.domain });
  const anonymous = await anonymousSubject(deps.db, caller);
  const subjectId = await deps.db.transaction(async (tx) => {
    const existing = await tx.prisma.rbacIdentity.findFirst({
      where: { provider: ETHEREUM_VIRTUAL_MACHINE, account: address },
      select: { subjectsToIdentities: { select: { subjectId: true }, take: 1, orderBy: { createdAt: 'asc' } } },
    });
    const linked = existing?.subjectsToIdentities[0]?.subjectId;
    if (linked) return linked;
    const subject = anonymous ?? (await createSubject(tx)).id;
    await grantRoles(tx, subject, await rolesAvailableOnRegistration(tx));
    const identity = await tx.prisma.rbacIdentity.create({
      data: { provider: ETHEREUM_VIRTUAL_MACHINE, account: address },
      select: { id: true },
    });
    await tx.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: subject, identityId: identity.id } });
    return subject;
  });
  return carryOn(deps, caller, anonymous, subjectId);
}
