import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { AppError } from '../../errors';
import { createRateLimiter, type RateLimitRule } from './rate-limiter';
import { RedisRateLimitStore } from './redis-store';
import { rateLimitStoreFromEnvironment } from './rate-limit-store-from-environment';
import { captureLog } from '../../../../tests/helpers/log';

/** The Redis server every machine of this project runs. */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let db: TestDatabase;
/** A prefix per run of this file, so that runs (and the two projects running at once) never share keys. */
const prefix = `test:rate-limit:${randomUUID()}:`;
const stores: RedisRateLimitStore[] = [];
const newStore = () => {
  const store = new RedisRateLimitStore({ url: REDIS_URL, prefix });
  stores.push(store);
  return store;
};

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  // Leave nothing behind: every key of this run.
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length) await client.del(keys);
  await client.close();
  await db.dispose();
});

const key = () => randomUUID();
const sleepUntil = (date: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, date.getTime() - Date.now()) + 50));

describe('RedisRateLimitStore', () => {
  it('counts hits on a key within its window, and peeks without counting', async () => {
    const store = newStore();
    const [a, b] = [key(), key()];
    expect((await store.peek(a, 60)).hits).toBe(0);
    const first = await store.hit(a, 60);
    expect(first.hits).toBe(1);
    expect(first.resetAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect((await store.hit(a, 60)).hits).toBe(2);
    const third = await store.hit(a, 60);
    expect(third.hits).toBe(3);
    expect(Math.abs(third.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(1000);
    const peeked = await store.peek(a, 60);
    expect(peeked.hits).toBe(3);
    expect(Math.abs(peeked.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(1000);
    expect((await store.peek(a, 60)).hits).toBe(3);
    expect((await store.hit(b, 60)).hits).toBe(1);
  });

  it('starts a new window at 1 hit once the window has ended', async () => {
    const store = newStore();
    const k = key();
    await store.hit(k, 1);
    const second = await store.hit(k, 1);
    expect(second.hits).toBe(2);
    await sleepUntil(second.resetAt);
    expect((await store.peek(k, 1)).hits).toBe(0);
    expect((await store.hit(k, 1)).hits).toBe(1);
  });

  it('reset forgets the key', async () => {
    const store = newStore();
    const k = key();
    await store.hit(k, 60);
    await store.reset(k);
    expect((await store.peek(k, 60)).hits).toBe(0);
    expect((await store.hit(k, 60)).hits).toBe(1);
  });

  it('counts 50 concurrent hits from two stores (two processes) as exactly 50', async () => {
    const [one, two] = [newStore(), newStore()];
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).hit(k, 60)));
    expect(results.map((result) => result.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await one.peek(k, 60)).hits).toBe(50);
    expect((await two.peek(k, 60)).hits).toBe(50);
  });

  it('gives an expiry to a key left without one, so that no count lives forever', async () => {
    const store = newStore();
    const k = key();
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    try {
      await client.set(prefix + k, '7');
      expect((await store.hit(k, 60)).hits).toBe(8);
      const ttl = await client.pTTL(prefix + k);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await client.close();
    }
  });

  it('connects on first use, and a closed store refuses', async () => {
    // Nothing listens there: constructing and closing never connect.
    const unused = new RedisRateLimitStore({ url: 'redis://127.0.0.1:1' });
    await unused.close();
    const store = new RedisRateLimitStore({ url: REDIS_URL, prefix });
    expect((await store.hit(key(), 60)).hits).toBe(1);
    await store.close();
    await expect(store.hit(key(), 60)).rejects.toThrow(/closed/);
  });

  it('fails a hit, rather than waiting forever, while Redis is unreachable', async () => {
    const store = new RedisRateLimitStore({ url: 'redis://127.0.0.1:1', connectTimeout: 200 });
    const log = captureLog();
    try {
      await expect(store.hit(key(), 60)).rejects.toThrow();
      // One line for the outage, not one per retry.
      expect(log.lines).toHaveLength(1);
    } finally {
      log.restore();
      await store.close();
    }
  });
});

describe('rate limits on Redis', () => {
  it('answer the 429 with Retry-After, shared by two limiters', async () => {
    const rule: RateLimitRule = { name: 'test', action: 'sign-in attempts', limit: 3, windowSeconds: 300 };
    const [one, two] = [createRateLimiter(newStore()), createRateLimiter(newStore())];
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    await one.consume(rule, ip);
    await two.consume(rule, ip);
    await one.consume(rule, ip);
    const error = await two.consume(rule, ip).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).message).toBe('Too many sign-in attempts: try again in 5 minutes');
    expect(Number((error as AppError).headers['retry-after'])).toBeGreaterThan(290);
    await expect(one.consume(rule, ip)).rejects.toThrow(/Too many sign-in attempts/);
    await two.reset(rule, ip);
    expect((await one.consume(rule, ip)).hits).toBe(1);
  });

  it('are what rateLimitStoreFromEnvironment gives when REDIS_URL is set', async () => {
    const store = rateLimitStoreFromEnvironment(db, { REDIS_URL });
    try {
      expect(store).toBeInstanceOf(RedisRateLimitStore);
      const k = `test:rate-limit:${randomUUID()}`;
      expect((await store.hit(k, 5)).hits).toBe(1);
      await store.reset(k);
      // Nothing went to the database.
      expect(await db.query('SELECT 1 FROM "RbacRateLimit"')).toEqual([]);
    } finally {
      await store.close?.();
    }
  });
});
