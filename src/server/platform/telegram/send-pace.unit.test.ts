import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendPace, TELEGRAM_PACE } from './send-pace';

/*
 * The pace on vitest's fake clock: every send's start is recorded as the clock says, and the clock moves only as the
 * timers the pace set are run; nothing here waits for real time.
 */

beforeEach(() => {
  // An announcement sets a timer or two per message: more than the default limit of 10,000 runs.
  vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), loopLimit: 100_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts `chats.length` sends at once, one per entry's chat, and answers each one's start, in ms from now. */
async function startsOf(pace: SendPace, chats: readonly string[]): Promise<number[]> {
  const origin = Date.now();
  const starts: number[] = new Array<number>(chats.length);
  const all = Promise.all(chats.map((chat, index) => pace.take(chat).then(() => (starts[index] = Date.now() - origin))));
  await vi.runAllTimersAsync();
  await all;
  return starts;
}

/** The most starts in any window of `width` ms (`starts` in order). */
function busiest(starts: readonly number[], width = 1000): number {
  let most = 0;
  for (let first = 0, last = 0; first < starts.length; first++) {
    while (last < starts.length && starts[last]! < starts[first]! + width) last++;
    most = Math.max(most, last - first);
  }
  return most;
}

/** `senders` send `messages` in all, each one after another as a job runner's slots do, to a chat of its own each. */
async function announcement(pace: SendPace, messages: number, senders: number): Promise<number[]> {
  const origin = Date.now();
  const starts: number[] = [];
  let next = 0;
  const sender = async () => {
    for (let chat = next++; chat < messages; chat = next++) {
      await pace.take(`${1000 + chat}`);
      starts.push(Date.now() - origin);
    }
  };
  const all = Promise.all(Array.from({ length: senders }, sender));
  await vi.runAllTimersAsync();
  await all;
  return starts;
}

describe('the pace of Telegram sends', () => {
  it('paces an announcement to 10,000 chats under 30 sends in any second, at about 25 a second', async () => {
    const starts = await announcement(new SendPace(), 10_000, 8);
    expect(starts).toHaveLength(10_000);
    expect(busiest(starts)).toBeLessThanOrEqual(TELEGRAM_PACE.burst + TELEGRAM_PACE.perSecond);
    // 10,000 at 25 a second (one each 40 ms), the first 5 at once: the last starts after 9,995 intervals.
    expect(starts.at(-1)).toBe(9_995 * 40);
  });

  it('lets callers asking at once go in the order they asked, a burst at once and then one an interval', async () => {
    const starts = await startsOf(
      new SendPace(),
      Array.from({ length: 30 }, (_, index) => `${index}`),
    );
    expect(starts.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(starts.slice(5)).toEqual(Array.from({ length: 25 }, (_, index) => (index + 1) * 40));
  });

  it('lets a burst go at once after a quiet spell', async () => {
    expect(await startsOf(new SendPace(), ['1', '2', '3', '4', '5'])).toEqual([0, 0, 0, 0, 0]);
  });

  it('sends to one chat at most once a second, without holding the other chats back', async () => {
    const chats = ['7', '7', '7', '8', '9', '7', '10'];
    const starts = await startsOf(new SendPace(), chats);
    const toSeven = starts.filter((_, index) => chats[index] === '7');
    expect(toSeven).toEqual([0, 1000, 2000, 3000]);
    // The others go at once (a burst of 5 has room for them), not after the chat's queue.
    expect(starts.filter((_, index) => chats[index] !== '7')).toEqual([0, 0, 0]);
  });

  it('forgets a chat once its second has passed: a later send to it goes at once', async () => {
    const pace = new SendPace();
    expect(await startsOf(pace, ['42'])).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await startsOf(pace, ['42', '43'])).toEqual([0, 0]);
  });
});
