import { describe, expect, it } from 'vitest';
import { addedLately, RECENT_IDENTITY_DAYS } from './rbac-subject';
import { DAY_MS as DAY } from './utc-day';

const now = Date.parse('2026-11-27T12:00:00Z');
const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();

describe('addedLately', () => {
  it('marks the identities added within the last days after the first one, never the first', () => {
    const identities = [
      { id: 'first', createdAt: at(1) },
      { id: 'lately', createdAt: at(0.5) },
      { id: 'just now', createdAt: at(0) },
    ];
    expect(addedLately(identities, now).map((identity) => identity.id)).toEqual(['lately', 'just now']);
  });

  it('leaves out what was added before the window, and a single identity', () => {
    const identities = [
      { id: 'first', createdAt: at(100) },
      { id: 'old', createdAt: at(RECENT_IDENTITY_DAYS) },
      { id: 'recent', createdAt: at(RECENT_IDENTITY_DAYS - 1) },
    ];
    expect(addedLately(identities, now).map((identity) => identity.id)).toEqual(['recent']);
    expect(addedLately([{ createdAt: at(0) }], now)).toEqual([]);
  });
});
