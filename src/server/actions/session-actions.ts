'use server';

import { cookies } from 'next/headers';
import { auth, signIn, signOut } from '@/server/next-auth';
import { serverSentence } from '@/shared/field-messages';
import type { MessageCode, MessageParams } from '@/shared/message-codes';
import { SUBJECT_JWT_COOKIE, SUBJECT_REFRESH_COOKIE } from '@/shared/session-cookies';
import { serverCaller } from '../caller';
import { logFailure } from '../platform/logging/log-failure';
import { toAppError } from '../public-error';
import { serverRuntime } from '../runtime';
import type { SessionTokens } from '../modules/rbac';

/**
 * The browser's session actions. Each goes through the same rbac procedures as REST and tRPC (validation,
 * abuse limits, errors), then hands the issued access token to next-auth, which keeps it in its session cookie
 * (`rbac.subject.jwt`); the refresh token goes into its own httpOnly cookie.
 */

/**
 * What a form learns: done, or the server's message (with its code when the refusal has one), its HTTP status and each
 * failing field's message and code by field name. The messages are the server's (English); the accounts pages say
 * them in the page's words from their codes (failure-words.ts).
 */
export type ActionResult = { ok: true } | ActionFailure;
export type FieldFailure = { message: string; code: MessageCode; params?: MessageParams };
export type ActionFailure = {
  ok: false;
  message: string;
  messageCode?: MessageCode;
  status: number;
  fields: Record<string, FieldFailure>;
};

const DONE: ActionResult = { ok: true };

function failure(error: unknown): ActionFailure {
  logFailure(error);
  const appError = toAppError(error);
  const fields: Record<string, FieldFailure> = {};
  for (const { field, message, code, params } of appError.causes)
    if (field)
      fields[field.replace(/^data\./, '')] ??= {
        message: serverSentence({ field, message }),
        code,
        ...(params ? { params } : {}),
      };
  const { messageCode } = appError;
  return { ok: false, message: appError.message, ...(messageCode ? { messageCode } : {}), status: appError.status, fields };
}

async function run(work: () => Promise<void>): Promise<ActionResult> {
  try {
    await work();
    return DONE;
  } catch (error) {
    return failure(error);
  }
}

const secure = () => serverRuntime().siteUrl.startsWith('https:');

/** Signs the browser in with tokens the rbac procedures issued. */
async function establish(tokens: SessionTokens): Promise<void> {
  await signIn('credentials', { jwt: tokens.jwt, redirect: false });
  (await cookies()).set(SUBJECT_REFRESH_COOKIE, tokens.refresh, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secure(),
    maxAge: serverRuntime().tokens.refreshLifetimeSeconds,
  });
}

async function clearSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(SUBJECT_JWT_COOKIE);
  jar.delete(SUBJECT_REFRESH_COOKIE);
}

export async function signInWithPassword(data: { login: string; password: string }): Promise<ActionResult> {
  return run(async () => establish(await (await serverCaller()).rbac.subjects.emailAndPasswordAuthentication({ data })));
}

export async function register(data: { login: string; password: string }): Promise<ActionResult> {
  return run(async () => establish(await (await serverCaller()).rbac.subjects.emailAndPasswordRegistration({ data })));
}

export async function signInWithWallet(data: { message: string; signature: string; address: string }): Promise<ActionResult> {
  return run(async () => establish(await (await serverCaller()).rbac.subjects.ethereumVirtualMachine({ data })));
}

/** A fresh nonce for the wallet's sign-in message. */
export async function walletNonce(): Promise<{ ok: true; nonce: string } | ActionFailure> {
  try {
    const { nonce } = await (await serverCaller()).rbac.subjects.ethereumVirtualMachineNonce();
    return { ok: true, nonce };
  } catch (error) {
    return failure(error);
  }
}

export async function forgotPassword(data: { email: string }): Promise<ActionResult> {
  return run(async () => void (await (await serverCaller()).rbac.subjects.emailAndPasswordForgotPassword({ data })));
}

export async function resetPassword(data: {
  password: string;
  passwordConfirmation: string;
  code: string;
}): Promise<ActionResult> {
  return run(async () => void (await (await serverCaller()).rbac.subjects.emailAndPasswordResetPassword({ data })));
}

/** Logout: the session ends on the server (its access tokens stop working at once), then both cookies go. */
export async function logout(): Promise<ActionResult> {
  return run(async () => {
    await (await serverCaller()).rbac.subjects.authenticationLogout({ data: {} });
    await signOut({ redirect: false });
    await clearSession();
  });
}

/** What keepSession did; `init-failed` with the message to show (the spec's `No data` when init answers no tokens). */
export type SessionState =
  { state: 'signed-in' | 'refreshed' | 'refresh-failed' | 'initialised' } | { state: 'init-failed'; message: string };

/**
 * The spec's session states, run when a page needs a subject: a usable access token is kept; an expired one is
 * refreshed with the refresh token; a failed refresh removes both (the caller then goes to /); with neither,
 * init starts an anonymous session.
 */
export async function keepSession(): Promise<SessionState> {
  // next-auth's session is our access token, verified with its session: no need to read the whole subject.
  if (await auth()) return { state: 'signed-in' };
  const api = await serverCaller();
  if ((await cookies()).get(SUBJECT_REFRESH_COOKIE)?.value) {
    try {
      await establish(await api.rbac.subjects.authenticationRefresh({}));
      return { state: 'refreshed' };
    } catch {
      await clearSession();
      return { state: 'refresh-failed' };
    }
  }
  try {
    const tokens = await api.rbac.subjects.authenticationInit();
    if (!tokens?.jwt || !tokens.refresh) return { state: 'init-failed', message: 'No data' };
    await establish(tokens);
    return { state: 'initialised' };
  } catch (error) {
    return { state: 'init-failed', message: failure(error).message };
  }
}

/**
 * For a page that read something with the visitor's session and was told 401: when the access token has expired but
 * a refresh token is kept, the session is refreshed (true: ask again). No anonymous session is started: a visitor
 * who never signed in stays without one.
 */
export async function refreshExpiredSession(): Promise<boolean> {
  if (await auth()) return false;
  if (!(await cookies()).get(SUBJECT_REFRESH_COOKIE)?.value) return false;
  try {
    await establish(await (await serverCaller()).rbac.subjects.authenticationRefresh({}));
    return true;
  } catch {
    await clearSession();
    return false;
  }
}

export async function changePassword(data: {
  subjectId: string;
  password: string;
  newPassword: string;
  identityId?: string;
}): Promise<ActionResult> {
  const { subjectId, ...passwords } = data;
  return run(async () => void (await (await serverCaller()).rbac.subjects.changePassword({ id: subjectId, data: passwords })));
}

/** What confirms an account change (decision 0028): the current password, or a wallet's signed message. */
export type Confirmation = { currentPassword?: string; wallet?: { message: string; signature: string; address: string } };

export async function changeEmail(data: {
  subjectId: string;
  identityId: string;
  email: string;
  confirmation: Confirmation;
}): Promise<ActionResult> {
  return run(
    async () =>
      void (await (
        await serverCaller()
      ).rbac.subjects.updateIdentity({
        id: data.subjectId,
        identityId: data.identityId,
        data: { email: data.email, ...data.confirmation },
      })),
  );
}

export async function deleteIdentity(data: {
  subjectId: string;
  identityId: string;
  confirmation: Confirmation;
}): Promise<ActionResult> {
  return run(
    async () =>
      void (await (
        await serverCaller()
      ).rbac.subjects.deleteIdentity({ id: data.subjectId, identityId: data.identityId, data: data.confirmation })),
  );
}

/** What the Telegram Login Widget answered for the person (docs/decisions/0047), sent on as it came. */
export type TelegramLoginData = {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
};

export async function signInWithTelegram(data: TelegramLoginData): Promise<ActionResult> {
  return run(async () => establish(await (await serverCaller()).rbac.subjects.telegramAuthentication({ data })));
}

/** Links the Telegram account the widget answered for to the subject; a new one with the subject's confirmation. */
export async function linkTelegram(data: {
  subjectId: string;
  login: TelegramLoginData;
  confirmation: Confirmation;
}): Promise<ActionResult> {
  return run(
    async () =>
      void (await (
        await serverCaller()
      ).rbac.subjects.linkTelegram({ id: data.subjectId, data: { ...data.login, ...data.confirmation } })),
  );
}

/** Where the subject's messages go: e-mail, Telegram or both. */
export async function setNotificationMethod(data: {
  subjectId: string;
  notificationMethod: 'email' | 'telegram' | 'both';
}): Promise<ActionResult> {
  return run(
    async () =>
      void (await (
        await serverCaller()
      ).rbac.subjects.notificationMethod({ id: data.subjectId, data: { notificationMethod: data.notificationMethod } })),
  );
}
