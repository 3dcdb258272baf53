import { useSyncExternalStore } from 'react';
import { currentSession, onSessionReload } from '@/lib/session-store';
import { chatApi, type ChatProfile } from './chat-api';

/*
 * The signed-in subject's inbox (its own profiles and its unread messages in all), read in the browser once per page
 * and shared by the islands that show it: the account menu's count and the chat page change together.
 */

export type InboxState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** What failed, for the page to say in its language (failureText). */
  | { status: 'error'; failure: unknown }
  | { status: 'ready'; subjectId: string; profiles: ChatProfile[]; unread: number };

let state: InboxState = { status: 'loading' };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: InboxState) {
  state = next;
  for (const listener of listeners) listener();
}

async function read(): Promise<InboxState> {
  const session = await currentSession();
  if (session.status === 'error') return { status: 'error', failure: session.failure };
  if (session.status !== 'signed-in') return { status: 'signed-out' };
  try {
    const inbox = await chatApi.inbox(session.subject.id);
    return { status: 'ready', subjectId: session.subject.id, ...inbox };
  } catch (error) {
    return { status: 'error', failure: error };
  }
}

function load(): Promise<void> {
  const next = read().then((result) => {
    // A later read wins over an earlier answer.
    if (loading === next) publish(result);
  });
  loading = next;
  return next;
}

/** Reads the inbox again (a message came or was read), once it had been asked for. */
export const reloadInbox = (): Promise<void> => (loading ? load() : Promise.resolve());

onSessionReload(() => void reloadInbox());

const subscribe = (listener: () => void) => {
  loading ??= load();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The inbox as the islands render it; `loading` on the server and until the first answer. */
export const useInbox = (): InboxState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => ({ status: 'loading' }) as const,
  );
