import type { ChatSummary } from './chat-api';

/** One of the subject's chats, with the own profile it speaks in it as. */
export type ChatEntry = ChatSummary & { profileId: string };

const newestFirst = (a: ChatEntry, b: ChatEntry) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * The subject's chats from each own profile's list, newest first, each once: a subject owning two members of one chat
 * gets it in both lists, and speaks in it as the profile listed first.
 */
export function chatEntries(lists: readonly (readonly ChatEntry[])[]): ChatEntry[] {
  const byId = new Map<string, ChatEntry>();
  for (const entry of lists.flat()) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort(newestFirst);
}
