import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../../../../tests/helpers/database';
import { openDatabase, type Database } from '../../db/database';
import { DatabaseRateLimitStore } from './database-store';
import { rateLimitStoreFromEnvironment } from './rate-limit-store-from-environment';

let db: TestDatabase;
/**
 * A second process's view of the same database: on PostgreSQL a second pool on the same database, as another
 * server process would open it; PGlite allows one connection, so there the processes share the db object.
 */
let other: Database;
beforeAll(async () => {
  // Few connections of its own (the other process has 10): fewer to close before the database is dropped.
  db = await openTestDatabase({ poolSize: 2 });
  if (db.kind === 'postgres') {
    const [{ name }] = (await db.query<{ name: string }>('SELECT current_database() AS "name"')) as [{ name: string }];
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    other = await openDatabase(url.toString());
  } else other = db;
});
afterAll(async () => {
  if (other !== db) {
    await other.close();
    // pg's pool.end() resolves before its connections are gone on the server: wait for them, so that dropping the
    // database does not terminate them (and log it).
    const connections = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::integer AS "n" FROM pg_stat_activity WHERE datname = current_database()',
          )
        )[0]!.n,
      );
    while ((await connections()) > 2) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await db.dispose();
});

const key = () => `test:${randomUUID()}`;
const sleepUntil = (date: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, date.getTime() - Date.now()) + 50));

describe('DatabaseRateLimitStore', () => {
  it('counts hits on a key within its window, each key on its own', async () => {
    const store = new DatabaseRateLimitStore(db);
    const [a, b] = [key(), key()];
    const before = Date.now();
    const first = await store.hit(a, 60);
    expect(first.hits).toBe(1);
    expect(first.resetAt.getTime()).toBeGreaterThan(before + 55_000);
    expect(first.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000 + 5);
    expect((await store.hit(a, 60)).hits).toBe(2);
    const third = await store.hit(a, 60);
    expect(third.hits).toBe(3);
    // The window does not move with later hits.
    expect(Math.abs(third.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(1000);
    expect((await store.hit(b, 60)).hits).toBe(1);
  });

  it('peeks without counting, and a key never hit has 0 hits', async () => {
    const store = new DatabaseRateLimitStore(db);
    const k = key();
    expect((await store.peek(k, 60)).hits).toBe(0);
    expect((await store.peek(k, 60)).hits).toBe(0);
    await store.hit(k, 60);
    await store.hit(k, 60);
    const peeked = await store.peek(k, 60);
    expect(peeked.hits).toBe(2);
    expect(peeked.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect((await store.peek(k, 60)).hits).toBe(2);
  });

  it('starts a new window at 1 hit once the window has ended', async () => {
    const store = new DatabaseRateLimitStore(db);
    const k = key();
    await store.hit(k, 1);
    const second = await store.hit(k, 1);
    expect(second.hits).toBe(2);
    await sleepUntil(second.resetAt);
    expect((await store.peek(k, 1)).hits).toBe(0);
    const renewed = await store.hit(k, 1);
    expect(renewed.hits).toBe(1);
    expect(renewed.resetAt.getTime()).toBeGreaterThan(second.resetAt.getTime());
    expect((await store.hit(k, 1)).hits).toBe(2);
  });

  it('reset forgets the key', async () => {
    const store = new DatabaseRateLimitStore(db);
    const k = key();
    await store.hit(k, 60);
    await store.hit(k, 60);
    await store.reset(k);
    expect((await store.peek(k, 60)).hits).toBe(0);
    expect((await store.hit(k, 60)).hits).toBe(1);
    await store.reset(key()); // an unknown key is no error
  });

  it('counts 50 concurrent hits as exactly 50, from two processes', async () => {
    const [one, two] = [new DatabaseRateLimitStore(db), new DatabaseRateLimitStore(other)];
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).hit(k, 60)));
    expect(results.map((result) => result.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await one.peek(k, 60)).hits).toBe(50);
    expect((await two.peek(k, 60)).hits).toBe(50);
  });

  it('two stores over the same database share counts and resets', async () => {
    const [one, two] = [new DatabaseRateLimitStore(db), new DatabaseRateLimitStore(other)];
    const k = key();
    await one.hit(k, 60);
    expect((await two.hit(k, 60)).hits).toBe(2);
    expect((await one.peek(k, 60)).hits).toBe(2);
    await two.reset(k);
    expect((await one.peek(k, 60)).hits).toBe(0);
  });

  it('deletes ended windows now and then, keeping current ones', async () => {
    const ended = Array.from({ length: 5 }, () => key());
    for (const k of ended)
      await db.query(
        `INSERT INTO "RbacRateLimit" ("key", "windowStart", "hits", "expiresAt") VALUES ($1, now() - interval '2 hours', 3, now() - interval '1 hour')`,
        [k],
      );
    const current = key();
    await new DatabaseRateLimitStore(db).hit(current, 60);
    const keys = async () =>
      (
        await db.query<{ key: string }>('SELECT "key" FROM "RbacRateLimit" WHERE "key" = ANY($1::text[])', [[...ended, current]])
      ).map((row) => row.key);
    // The first hit of a process purges.
    expect(await keys()).toEqual([current]);

    for (const k of ended)
      await db.query(
        `INSERT INTO "RbacRateLimit" ("key", "windowStart", "hits", "expiresAt") VALUES ($1, now() - interval '2 hours', 3, now() - interval '1 hour')`,
        [k],
      );
    const store = new DatabaseRateLimitStore(db, { purgeBatchSize: 2 });
    expect(await store.purgeExpired()).toBe(2);
    expect(await store.purgeExpired()).toBe(2);
    expect(await store.purgeExpired()).toBe(1);
    expect(await store.purgeExpired()).toBe(0);
    expect(await keys()).toEqual([current]);
  });

  it('refuses keys longer than 200 characters and windows that are not positive', async () => {
    const store = new DatabaseRateLimitStore(db);
    await expect(store.hit('k'.repeat(201), 60)).rejects.toThrow(RangeError);
    await expect(store.hit('', 60)).rejects.toThrow(RangeError);
    await expect(store.hit(key(), 0)).rejects.toThrow(RangeError);
    await expect(store.peek(key(), Number.NaN)).rejects.toThrow(RangeError);
  });
});

describe('rateLimitStoreFromEnvironment', () => {
  it('is the database without REDIS_URL, Redis with it', async () => {
    expect(rateLimitStoreFromEnvironment(db, {})).toBeInstanceOf(DatabaseRateLimitStore);
    expect(rateLimitStoreFromEnvironment(db, { REDIS_URL: ' ' })).toBeInstanceOf(DatabaseRateLimitStore);
    const redis = rateLimitStoreFromEnvironment(db, { REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(redis).not.toBeInstanceOf(DatabaseRateLimitStore);
    // Lazy: nothing was opened, closing is immediate.
    await redis.close?.();
  });
});
