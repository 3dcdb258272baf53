import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkCreate } from '../../src/server/crud/service';
import { TRANSACTION_ATTEMPTS } from '../../src/server/db/database';
import { translateDatabaseError } from '../../src/server/db/database-errors';
import { registry } from '../../src/shared/registry/generated';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/database';
import { expectBusy } from '../helpers/busy';

const { articles } = registry.blog;

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.dispose());

/** What the driver throws when PostgreSQL broke a deadlock by rolling this transaction back. */
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

const classNames = async (ids: string[]) =>
  (await db.query<{ className: string | null }>('SELECT "className" FROM "BlogArticle" WHERE "id" = ANY($1::text[])', [ids])).map(
    (row) => row.className,
  );

describe('a transaction rolled back for a write conflict', () => {
  it('runs again from the start, and what the rolled-back run wrote is gone', async () => {
    const [article] = await bulkCreate(db, articles, [{ data: { slug: 'conflict-retried' } }]);
    const id = article!.id as string;
    let runs = 0;
    const answer = await db.transaction(async (tx) => {
      runs++;
      await tx.query('UPDATE "BlogArticle" SET "className" = coalesce("className", \'\') || $2::text WHERE "id" = $1::text', [
        id,
        `run-${runs};`,
      ]);
      if (runs < 3) throw deadlock();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    expect(await classNames([id])).toEqual(['run-3;']);
  });

  it('is given up after its last run, as a 503 to try again', async () => {
    let runs = 0;
    const failure = await db
      .transaction(() => {
        runs++;
        return Promise.reject(deadlock());
      })
      .catch((error: unknown) => error);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expectBusy(translateDatabaseError(failure));
  });

  it('is the only failure run again', async () => {
    let runs = 0;
    const refused = new Error('not a conflict');
    await expect(
      db.transaction(() => {
        runs++;
        return Promise.reject(refused);
      }),
    ).rejects.toBe(refused);
    expect(runs).toBe(1);
  });

  it('joined by an inner transaction is run again as a whole by the outer one', async () => {
    let outer = 0;
    let inner = 0;
    await db.transaction(async (tx) => {
      outer++;
      await tx.transaction(async () => {
        inner++;
        if (inner === 1) throw deadlock();
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
  });

  // PGlite has one connection: two of its transactions never run at once, so they cannot deadlock.
  it.runIf(testDatabaseKind === 'postgres')(
    'lets both of two deadlocked transactions commit, one of them run twice',
    async () => {
      const created = await bulkCreate(db, articles, [{ data: { slug: 'deadlock-a' } }, { data: { slug: 'deadlock-b' } }]);
      const [a, b] = created.map((article) => article.id as string) as [string, string];
      let bothHoldTheirFirst!: () => void;
      const held = new Promise<void>((resolve) => (bothHoldTheirFirst = resolve));
      let holding = 0;
      const runs = { forward: 0, backward: 0 };
      // Each takes one row, waits until the other has taken the other row, then asks for it: a deadlock on the first run.
      const crossing = (name: keyof typeof runs, first: string, second: string) =>
        db.transaction(async (tx) => {
          runs[name]++;
          await tx.query('UPDATE "BlogArticle" SET "className" = $2::text WHERE "id" = $1::text', [first, name]);
          if (++holding === 2) bothHoldTheirFirst();
          await held;
          await tx.query('UPDATE "BlogArticle" SET "className" = $2::text WHERE "id" = $1::text', [second, name]);
        });
      await Promise.all([crossing('forward', a, b), crossing('backward', b, a)]);
      expect(runs.forward + runs.backward).toBe(3);
      // The one run again committed last: both rows are as it wrote them.
      const last = runs.forward === 2 ? 'forward' : 'backward';
      expect(await classNames([a, b])).toEqual([last, last]);
    },
  );
});
