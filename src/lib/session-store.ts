import { useSyncExternalStore } from 'react';
import type { SubjectSummary } from '@/shared/rbac-subject';
import { refreshable, refreshSessionOnce, RestCallError } from './rest-call';

/*
 * Who is signed in, read in the browser once per page and shared by every island that asks (the navbar's account
 * menu, the cart): the public pages are cached for everyone, so the server never renders it into them.
 */

export const ME_PATH = '/api/rbac/subjects/authentication/me';

export type SessionState =
  | { status: 'loading' }
  /**
   * No session, or an anonymous one (a subject without any identity, `anonymousSubjectId`): the visitor has not signed
   * in, though a guest's anonymous subject holds its cart and donations (docs/decisions/0031).
   */
  | { status: 'signed-out'; anonymousSubjectId?: string }
  /** `message` as the server or the browser said it; `failure` for a page to say in its own words (failureText). */
  | { status: 'error'; message: string; failure: unknown }
  | { status: 'signed-in'; subject: SubjectSummary };

interface Me {
  id: string;
  identities: {
    id: string;
    provider: string;
    email: string | null;
    account: string | null;
    createdAt: string;
    deliveryBlockedAt: string | null;
  }[];
  roles: { id: string; title: string; slug: string }[];
}

const LOADING: SessionState = { status: 'loading' };
let state: SessionState = LOADING;
let loading: Promise<SessionState> | undefined;
/** What must finish before the first read: the accounts pages' session keeper (one refresh at a time, see below). */
let gate: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

const ask = () => fetch(ME_PATH, { credentials: 'include', cache: 'no-store', headers: { accept: 'application/json' } });

/** The subject as the menus show it: its identities without secrets, its roles with their slugs. */
export const summaryOf = (me: Me): SubjectSummary => ({
  id: me.id,
  // When each was added, and whether its Telegram chat refuses the bot: the identity settings show both.
  identities: me.identities.map(({ id, provider, email, account, createdAt, deliveryBlockedAt }) => ({
    id,
    provider,
    email,
    account,
    createdAt,
    deliveryBlockedAt,
  })),
  roles: me.roles.map(({ id, title, slug }) => ({ id, title, slug })),
});

async function read(): Promise<SessionState> {
  await gate;
  try {
    let response = await ask();
    // An access token lives an hour: a visitor who signed in earlier has a refresh token to get a new one with.
    if (refreshable(response) && (await refreshSessionOnce())) response = await ask();
    if (response.status === 401) return { status: 'signed-out' };
    if (!response.ok) {
      const message = `${response.status} ${response.statusText}`.trim();
      return { status: 'error', message, failure: new RestCallError(message, response.status) };
    }
    const me = ((await response.json()) as { data: Me }).data;
    return me.identities.length
      ? { status: 'signed-in', subject: summaryOf(me) }
      : { status: 'signed-out', anonymousSubjectId: me.id };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error), failure: error };
  }
}

/** Told when the session has been read anew after the first time (a sign-in or an email change in this page). */
const reloadListeners = new Set<(session: SessionState, previous: SessionState) => void>();

function load(): Promise<SessionState> {
  const again = loading !== undefined;
  const next = read().then((result) => {
    // A later reload wins over an earlier answer.
    if (loading !== next) return result;
    const previous = state;
    publish(result);
    if (again) for (const listener of reloadListeners) listener(result, previous);
    return result;
  });
  loading = next;
  return next;
}

/** The session, read once per page however many islands ask; resolves once it is known. */
export const currentSession = (): Promise<SessionState> => loading ?? load();

/** Reads the session again once it has been read (an email changed, a session refreshed): the islands follow. */
export const reloadSession = (): Promise<SessionState> => (loading ? load() : Promise.resolve(state));

/**
 * Holds the first read until `work` is done. The accounts pages' session keeper refreshes an expired token: a read
 * racing it would present the same refresh token a second time, which ends the session (docs/decisions/0010).
 */
export function readSessionAfter(work: Promise<unknown>): void {
  gate = work.catch(() => undefined);
}

/**
 * Calls `listener` with the new and the former session when it has been read again (not on the first read): what
 * depends on it reads again too.
 */
export function onSessionReload(listener: (session: SessionState, previous: SessionState) => void): () => void {
  reloadListeners.add(listener);
  return () => reloadListeners.delete(listener);
}

/**
 * Whom a session's requests act for: the signed-in subject, a guest's anonymous subject, or nobody (`''`); undefined
 * while it is not known (loading, a failed read).
 */
export function readerOf(session: SessionState): string | undefined {
  if (session.status === 'signed-in') return session.subject.id;
  if (session.status === 'signed-out') return session.anonymousSubjectId ?? '';
  return undefined;
}

const subscribe = (listener: () => void) => {
  void currentSession();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session as the islands render it; `loading` on the server and until the first answer. */
export const useSession = (): SessionState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
