import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { AppError } from '../../errors';
import { DatabaseRateLimitStore } from './database-store';
import { RATE_LIMIT_RULES } from '../../modules/rbac/abuse-limits';
import {
  createRateLimiter,
  formatWait,
  ipSubject,
  rateLimitError,
  rateLimitKey,
  RateLimiter,
  type RateLimitRule,
} from './rate-limiter';
import { failure } from '../../../../tests/helpers/app-error';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

/** A rule of its own per test, so that tests share no counts. */
const testRule = (limit: number, windowSeconds = 60, action = 'test attempts'): RateLimitRule => ({
  name: `test-${randomUUID()}`,
  action,
  limit,
  windowSeconds,
});

const sleepUntil = (date: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, date.getTime() - Date.now()) + 50));

describe('RateLimiter', () => {
  it('lets `limit` hits through, then answers 429 with Retry-After and says what and when', async () => {
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db));
    const rule = testRule(3, 600, 'sign-in attempts');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await limiter.consume(rule, '203.0.113.7'));
    expect(statuses.map((status) => [status.hits, status.remaining])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
    ]);
    const error = await failure(limiter.consume(rule, '203.0.113.7'));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.status).toBe(429);
    const retryAfter = Number(error.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(error.message).toBe('Too many sign-in attempts: try again in 10 minutes');
    // Still refused, and another subject is not.
    expect((await failure(limiter.consume(rule, '203.0.113.7'))).status).toBe(429);
    expect((await limiter.consume(rule, '203.0.113.8')).hits).toBe(1);
  });

  it('lets hits through again in a new window once the window has ended', async () => {
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db));
    const rule = testRule(2, 2);
    await limiter.consume(rule, 'someone');
    const second = await limiter.consume(rule, 'someone');
    const error = await failure(limiter.consume(rule, 'someone'));
    expect(['1', '2']).toContain(error.headers['retry-after']);
    expect(error.message).toBe(`Too many test attempts: try again in ${formatWait(Number(error.headers['retry-after']))}`);
    await sleepUntil(second.resetAt);
    expect((await limiter.consume(rule, 'someone')).hits).toBe(1);
    expect((await limiter.consume(rule, 'someone')).hits).toBe(2);
  });

  it('reset forgives a subject its window (a login whose password was right)', async () => {
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db));
    const rule = testRule(2, 3600, 'failed sign-in attempts for this login');
    await limiter.consume(rule, 'alice');
    await limiter.consume(rule, 'alice');
    const error = await failure(limiter.consume(rule, 'alice'));
    expect(error.message).toBe('Too many failed sign-in attempts for this login: try again in 1 hour');
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await limiter.store.peek(rateLimitKey(rule, 'alice'), rule.windowSeconds)).hits).toBe(3);
    await limiter.reset(rule, 'ALICE');
    expect((await limiter.consume(rule, 'alice')).hits).toBe(1);
  });

  it('two limiters over the same database share counts, as two processes do', async () => {
    const [one, two] = [createRateLimiter(new DatabaseRateLimitStore(db)), createRateLimiter(new DatabaseRateLimitStore(db))];
    const rule = testRule(2);
    await one.consume(rule, '198.51.100.1');
    await two.consume(rule, '198.51.100.1');
    expect((await failure(one.consume(rule, '198.51.100.1'))).status).toBe(429);
    expect((await failure(two.consume(rule, '198.51.100.1'))).status).toBe(429);
  });

  it('counts 50 concurrent hits exactly: `limit` get through, the rest are refused', async () => {
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db));
    const rule = testRule(30);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.consume(rule, '192.0.2.50')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(30);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(20);
    for (const outcome of refused) expect((outcome.reason as AppError).status).toBe(429);
    expect((await limiter.store.peek(rateLimitKey(rule, '192.0.2.50'), 60)).hits).toBe(50);
  });

  it('applies overrides by rule name, to named rules and to rule objects of that name', async () => {
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db), {
      signInPerIp: { limit: 1 },
      registrationPerIp: { windowSeconds: 5 },
    });
    expect(limiter.rule(RATE_LIMIT_RULES.signInPerIp)).toEqual({ ...RATE_LIMIT_RULES.signInPerIp, limit: 1 });
    expect(limiter.rule(RATE_LIMIT_RULES.registrationPerIp).windowSeconds).toBe(5);
    expect(limiter.rule(RATE_LIMIT_RULES.registrationPerIp).limit).toBe(RATE_LIMIT_RULES.registrationPerIp.limit);
    expect(limiter.rule(RATE_LIMIT_RULES.initPerIp)).toEqual(RATE_LIMIT_RULES.initPerIp);
    expect(limiter.rule(RATE_LIMIT_RULES.signInPerIp).limit).toBe(1);
    // The defaults themselves are untouched.
    expect(RATE_LIMIT_RULES.signInPerIp.limit).toBe(20);

    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
    await limiter.consume(RATE_LIMIT_RULES.signInPerIp, ip);
    const error = await failure(limiter.consume(RATE_LIMIT_RULES.signInPerIp, ip));
    expect(error.message).toMatch(/^Too many sign-in attempts: try again in 5 minutes$/);
    await limiter.reset(RATE_LIMIT_RULES.signInPerIp, ip);
  });

  it('refuses unusable rules and overrides', () => {
    const store = new DatabaseRateLimitStore(db);
    expect(() => new RateLimiter(store, { signInPerIp: { limit: 0 } })).toThrow(RangeError);
    expect(() => new RateLimiter(store, { signInPerIp: { windowSeconds: -1 } })).toThrow(RangeError);
    expect(() => new RateLimiter(store, { signInPerIp: { limit: 1.5 } })).toThrow(RangeError);
    const limiter = new RateLimiter(store);
    expect(() => limiter.rule({ name: 'has space', action: 'x', limit: 1, windowSeconds: 1 })).toThrow(RangeError);
    expect(() => limiter.rule({ name: 'n'.repeat(65), action: 'x', limit: 1, windowSeconds: 1 })).toThrow(RangeError);
    expect(Object.isFrozen(RATE_LIMIT_RULES.signInPerIp)).toBe(true);
  });
});

describe('keys', () => {
  it('hash the subject, so that no email is stored and every key is short', async () => {
    const rule = RATE_LIMIT_RULES.forgotPasswordPerEmail;
    const key = rateLimitKey(rule, 'alice@example.com');
    expect(key).toMatch(/^forgotPasswordPerEmail:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('alice');
    expect(rateLimitKey(rule, 'x'.repeat(100_000))).toHaveLength(key.length);
    // Emails and logins in any case or with spaces around are one subject.
    expect(rateLimitKey(rule, '  Alice@Example.COM ')).toBe(key);
    expect(rateLimitKey(rule, 'bob@example.com')).not.toBe(key);
    // Rules count apart.
    expect(rateLimitKey(RATE_LIMIT_RULES.signInFailuresPerLogin, 'alice@example.com')).not.toBe(key);

    const limiter = createRateLimiter(new DatabaseRateLimitStore(db), { forgotPasswordPerEmail: { limit: 2 } });
    const email = `${randomUUID()}@example.com`;
    await limiter.consume(RATE_LIMIT_RULES.forgotPasswordPerEmail, email);
    await limiter.consume(RATE_LIMIT_RULES.forgotPasswordPerEmail, email.toUpperCase());
    const error = await failure(limiter.consume(RATE_LIMIT_RULES.forgotPasswordPerEmail, ` ${email} `));
    expect(error.message).toBe('Too many password reset requests for this email: try again in 15 minutes');
    const rows = await db.query<{ key: string }>('SELECT "key" FROM "RbacRateLimit" WHERE "key" LIKE $1', [
      'forgotPasswordPerEmail:%',
    ]);
    expect(rows.map((row) => row.key)).toEqual([rateLimitKey(rule, email)]);
    expect(JSON.stringify(await db.query('SELECT * FROM "RbacRateLimit"'))).not.toContain('example.com');
  });

  it('count an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(ipSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(ipSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipSubject('2001:DB8:1:2::ff')).toBe('2001:db8:1:2::/64');
    expect(ipSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipSubject('not an address')).toBe('not an address');
    const rule = RATE_LIMIT_RULES.signInPerIp;
    expect(rateLimitKey(rule, '2001:db8:1:2::1')).toBe(rateLimitKey(rule, '2001:db8:1:2:ffff::9'));
    expect(rateLimitKey(rule, '2001:db8:1:2::1')).not.toBe(rateLimitKey(rule, '2001:db8:1:3::1'));
    expect(rateLimitKey(rule, '::ffff:192.0.2.1')).toBe(rateLimitKey(rule, '192.0.2.1'));
    expect(rateLimitKey(rule, '192.0.2.1')).not.toBe(rateLimitKey(rule, '192.0.2.2'));
  });
});

describe('the 429', () => {
  it('says the wait in words, rounded up', () => {
    expect([1, 59, 60, 61, 720, 3599, 3600, 3660, 5400, 7200].map(formatWait)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '12 minutes',
      '1 hour',
      '1 hour',
      '1 hour 1 minute',
      '1 hour 30 minutes',
      '2 hours',
    ]);
    const now = Date.now();
    const error = rateLimitError(RATE_LIMIT_RULES.signInPerIp, new Date(now + 11 * 60_000 + 500), now);
    expect(error.message).toBe('Too many sign-in attempts: try again in 12 minutes');
    expect(error.headers).toEqual({ 'retry-after': '661' });
    // A window that has just ended still asks for a second.
    expect(rateLimitError(RATE_LIMIT_RULES.initPerIp, new Date(now - 10), now).headers['retry-after']).toBe('1');
  });

  it('has default rules for every anonymous route and for account changes', () => {
    expect(
      Object.fromEntries(Object.entries(RATE_LIMIT_RULES).map(([name, rule]) => [name, [rule.limit, rule.windowSeconds]])),
    ).toEqual({
      signInPerIp: [20, 300],
      signInFailuresPerLogin: [100, 3600],
      reauthenticationFailuresPerSubject: [10, 900],
      registrationPerIp: [10, 3600],
      accountChangesPerSubject: [20, 3600],
      registrationNoticePerEmail: [5, 3600],
      forgotPasswordPerEmail: [5, 900],
      forgotPasswordPerIp: [20, 900],
      resetPasswordPerIp: [20, 900],
      walletSignInPerIp: [20, 300],
      telegramSignInPerIp: [20, 300],
      initPerIp: [30, 600],
    });
    for (const [name, rule] of Object.entries(RATE_LIMIT_RULES)) expect(rule.name).toBe(name);
  });
});
