import { describe, expect, it } from 'vitest';
import { checkCron, parseCron } from '../../src/server/platform/jobs/cron-expression';
import { backoffMs } from '../../src/server/platform/jobs/backoff';

const next = (expression: string, after: string) => parseCron(expression).next(new Date(after)).toISOString();

describe('cron schedules (UTC, read by croner)', () => {
  it('finds the next minute strictly after the given time', () => {
    expect(next('* * * * *', '2026-11-26T17:00:00.000Z')).toBe('2026-11-26T17:01:00.000Z');
    expect(next('* * * * *', '2026-11-26T17:00:59.999Z')).toBe('2026-11-26T17:01:00.000Z');
    expect(next('17 * * * *', '2026-11-26T17:17:00.000Z')).toBe('2026-11-26T18:17:00.000Z');
    expect(next('17 * * * *', '2026-11-26T17:16:30.000Z')).toBe('2026-11-26T17:17:00.000Z');
  });

  it('reads lists, ranges and steps, and rolls over days, months and years', () => {
    expect(next('*/15 * * * *', '2026-11-26T17:16:00Z')).toBe('2026-11-26T17:30:00.000Z');
    expect(next('0 9-17/4 * * *', '2026-11-26T17:00:00Z')).toBe('2026-11-27T09:00:00.000Z');
    expect(next('47 2 * * *', '2026-12-31T23:00:00Z')).toBe('2027-01-01T02:47:00.000Z');
    expect(next('0 0 1 1,7 *', '2026-02-01T00:00:00Z')).toBe('2026-07-01T00:00:00.000Z');
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('reads day of week (0 and 7 are Sunday), either day field matching when both are given', () => {
    // 2026-11-26 is a Thursday.
    expect(next('0 12 * * 0', '2026-11-26T00:00:00Z')).toBe('2026-11-29T12:00:00.000Z');
    expect(next('0 12 * * 7', '2026-11-26T00:00:00Z')).toBe('2026-11-29T12:00:00.000Z');
    expect(next('0 12 28 * 0', '2026-11-26T00:00:00Z')).toBe('2026-11-28T12:00:00.000Z');
  });

  it('tells whether a time is one of its occurrences', () => {
    const everyOtherMinute = parseCron('*/2 * * * *');
    expect(everyOtherMinute.matches(new Date('2026-11-26T17:02:00Z'))).toBe(true);
    expect(everyOtherMinute.matches(new Date('2026-11-26T17:03:00Z'))).toBe(false);
  });

  it('refuses what it cannot read, seconds among it, and a date that never comes, naming the expression', () => {
    expect(() => parseCron('* * * *')).toThrow(/^Cron expression "\* \* \* \*": .*five/);
    expect(() => parseCron('* * * * * *')).toThrow(/5 parts/);
    expect(() => parseCron('60 * * * *')).toThrow(/minute/);
    expect(() => parseCron('a * * * *')).toThrow(/^Cron expression "a \* \* \* \*"/);
    expect(() => parseCron('*/0 * * * *')).toThrow(/stepping/);
    expect(() => checkCron('0 0 31 2 *')).toThrow('The cron expression "0 0 31 2 *" matches no time');
    expect(() => checkCron('0 0 29 2 *')).not.toThrow();
  });
});

describe('backoff', () => {
  it('doubles from the base after each failed attempt, up to the max', () => {
    const backoff = { baseSeconds: 10, maxSeconds: 60 };
    expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(backoff, attempt))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});
