import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { openDatabase, type Database } from '../../db/database';
import { advisoryLock } from './advisory-lock';

/** Two server processes on one database (PGlite has a single connection: there is nothing to take turns with). */
let db: TestDatabase;
let other: Database;
beforeAll(async () => {
  db = await openTestDatabase({ poolSize: 2 });
  other = await openDatabase(db.url!, { poolSize: 2 });
});
afterAll(async () => {
  await other.close();
  await db.dispose();
});

const waitingLocks = async () =>
  Number(
    (
      await db.query<{ waiting: number }>(
        `SELECT count(*)::int AS "waiting" FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      )
    )[0]!.waiting,
  );

/** Holds `key` in a transaction until the returned release is called; resolves once the lock is held. */
async function holdUntilReleased(key: string | number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await advisoryLock.hold(tx, key);
    held();
    await released;
  });
  await holding;
  return { release, done };
}

describe('advisoryLock', () => {
  it.each(['orders:{"id":1}', 72707369])('makes a second transaction naming %s wait until the first ends', async (key) => {
    const first = await holdUntilReleased(key);
    const order: string[] = [];
    const second = other.transaction(async (tx) => {
      await advisoryLock.hold(tx, key);
      order.push('second holds');
    });
    await vi.waitFor(async () => expect(await waitingLocks()).toBe(1));
    order.push('first ends');
    first.release();
    await Promise.all([first.done, second]);
    expect(order).toEqual(['first ends', 'second holds']);
  });

  it('lets a transaction naming another key through', async () => {
    const first = await holdUntilReleased('pages:a');
    await other.transaction((tx) => advisoryLock.hold(tx, 'pages:b'));
    first.release();
    await first.done;
  });
});
