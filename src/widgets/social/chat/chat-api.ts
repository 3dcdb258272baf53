import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';
import { restCall } from '@/lib/rest-call';
import { chatPaths } from '@/shared/chat-paths';
import type { ChatReaction } from '@/shared/chat-reactions';

/*
 * The chat's calls from the browser: the social module's chat routes (shared/chat-paths), with the visitor's session.
 */

/** An answer as JSON brings it: its dates are strings. */
type Json<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

type Chats = inferRouterOutputs<AppRouter>['social']['chats'];
export type Inbox = Json<Chats['inbox']>;
export type ChatProfile = Inbox['profiles'][number];
export type ChatSummary = Json<Chats['profileChat']>;
export type ChatMessage = Json<Chats['postMessage']>;
export type StartedChat = Json<Chats['start']>;

/** Messages read at a time: the newest page on opening, then older pages as the visitor scrolls back. */
export const MESSAGES_PAGE = 30;

/** One of the subject's chats, with the own profile the subject speaks in it as. */
export interface ChatAddress {
  subjectId: string;
  profileId: string;
  chatId: string;
}

export const chatApi = {
  inbox: (subjectId: string) => restCall<Inbox>('GET', chatPaths.inbox(subjectId)),
  chats: (subjectId: string, profileId: string) => restCall<ChatSummary[]>('GET', chatPaths.chats(subjectId, profileId)),
  /** A page of messages, the newest ones, or those older than `before` (a message id). */
  messages: ({ subjectId, profileId, chatId }: ChatAddress, before?: string) => {
    const query = new URLSearchParams({ limit: String(MESSAGES_PAGE) });
    if (before) query.set('before', before);
    return restCall<ChatMessage[]>('GET', `${chatPaths.messages(subjectId, profileId, chatId)}?${query}`);
  },
  send: ({ subjectId, profileId, chatId }: ChatAddress, description: string) =>
    restCall<ChatMessage>('POST', chatPaths.messages(subjectId, profileId, chatId), { description }),
  /** The message with its reactions as they now are. */
  react: ({ subjectId, profileId, chatId }: ChatAddress, messageId: string, reaction: ChatReaction) =>
    restCall<ChatMessage>('POST', chatPaths.react(subjectId, profileId, chatId, messageId), { reaction }),
  read: ({ subjectId, profileId, chatId }: ChatAddress) =>
    restCall<unknown>('POST', chatPaths.read(subjectId, profileId, chatId)),
  start: (subjectId: string, profileId: string) => restCall<StartedChat>('POST', chatPaths.start(subjectId), { profileId }),
};
