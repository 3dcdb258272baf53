import { describe, expect, it } from 'vitest';
import type { ChatEntry } from './chat-entries';
import { chatEntries } from './chat-entries';

const entry = (id: string, profileId: string, updatedAt: string) =>
  ({ id, profileId, updatedAt, members: [], unread: 0, lastMessage: null }) as unknown as ChatEntry;

describe('the chat list', () => {
  it('shows a chat two of the subject’s profiles are members of once, as the first profile, newest first', () => {
    const shared = '2026-01-02T00:00:00.000Z';
    const lists = [
      [entry('c1', 'p1', shared), entry('c2', 'p1', '2026-01-01T00:00:00.000Z')],
      [entry('c1', 'p2', shared), entry('c3', 'p2', '2026-01-03T00:00:00.000Z')],
    ];
    expect(chatEntries(lists).map(({ id, profileId }) => `${id}:${profileId}`)).toEqual(['c3:p2', 'c1:p1', 'c2:p1']);
  });
});
