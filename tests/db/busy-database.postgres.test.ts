import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../scripts/throwaway-database';
import { bulkCreate, create, get, list } from '../../src/server/crud/service';
import { openDatabase, type Database } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/prepare-database';
import { registry } from '../../src/shared/registry/generated';
import { openTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../helpers/database';
import { expectBusy, told } from '../helpers/busy';

const { products } = registry.ecommerce;
const firstProducts = { limit: 1, offset: 0 };

/** Polls `check` until it holds: for waiting on another session's state, never a timed assertion. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('PostgreSQL under load', () => {
  describe('with its only connection held', () => {
    let throwaway: ThrowawayDatabase;
    let db: Database;
    let side: pg.Client;
    beforeAll(async () => {
      throwaway = await createThrowawayDatabase(TEST_POSTGRES_URL, 'platform_test');
      db = await openDatabase(throwaway.url, { poolSize: 1, connectionTimeout: 300, queueTimeout: 300 });
      await prepareDatabase(db);
      side = new pg.Client({ connectionString: throwaway.url });
      await side.connect();
    });
    afterAll(async () => {
      await side?.end();
      await db?.close();
      await throwaway?.drop();
    });

    it('answers every read and write with a 503', async () => {
      await side.query('SELECT pg_advisory_lock(1)');
      // The pool's one connection waits on the side's lock until the side lets go.
      const holding = db.query('SELECT pg_advisory_xact_lock(1)');
      try {
        await until(
          async () => (await side.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)).rowCount === 1,
        );
        expectBusy(await told(list(db, products, firstProducts)));
        expectBusy(await told(get(db, products, '00000000-0000-4000-8000-000000000000')));
        expectBusy(await told(bulkCreate(db, products, [{ data: {} }])));
        expectBusy(await told(create(db, products, {})));
      } finally {
        await side.query('SELECT pg_advisory_unlock(1)');
        await holding;
      }
      expect(await list(db, products, firstProducts)).toEqual([]);
    });

    it('answers a transaction waiting for its turn behind a long one with a 503', async () => {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const long = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        started();
        await finished;
      });
      await running;
      expectBusy(await told(bulkCreate(db, products, [{ data: {} }])));
      finish();
      await long;
      expect(await bulkCreate(db, products, [{ data: { slug: 'after' } }])).toHaveLength(1);
    });
  });

  describe('with many bulk creates at once', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openTestDatabase();
    });
    afterAll(() => db?.dispose());

    it('still serves a plain read while they hold every connection they may', async () => {
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${(await db.query<{ name: string }>('SELECT current_database() AS "name"'))[0]!.name}`;
      const side = new pg.Client({ connectionString: url.toString() });
      await side.connect();
      try {
        // Writes to the table wait on the side's lock; reads of it do not.
        await side.query('BEGIN');
        await side.query('LOCK TABLE "EcommerceProduct" IN SHARE MODE');
        const finished: string[] = [];
        const writes = Array.from({ length: 20 }, (_, call) =>
          bulkCreate(
            db,
            products,
            Array.from({ length: 10 }, (_, index) => ({ data: { slug: `load-${call}-${index}` } })),
          ).then(() => finished.push('write')),
        );
        const waitingInserts = async () =>
          (
            await side.query<{ count: number }>(
              `SELECT count(*)::int AS "count" FROM pg_locks WHERE relation = '"EcommerceProduct"'::regclass AND NOT granted`,
            )
          ).rows[0]!.count;
        await until(async () => (await waitingInserts()) >= 7);

        // Should the read get no connection, the writes are let go after a while, so that the test ends (failing).
        let released = false;
        const release = async () => {
          if (!released) await side.query('COMMIT');
          released = true;
        };
        const fallback = setTimeout(() => void release(), 5_000);
        await list(db, products, firstProducts).then(() => finished.push('read'));
        clearTimeout(fallback);
        expect(finished).toEqual(['read']);

        await release();
        await Promise.all(writes);
        expect(finished).toHaveLength(21);
        expect((await db.query<{ count: number }>('SELECT count(*)::int AS "count" FROM "EcommerceProduct"'))[0]!.count).toBe(
          200,
        );
      } finally {
        await side.end();
      }
    });
  });
});
