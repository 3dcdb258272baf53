import { messages, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWithNamedStatements } from './pglite-statements';

let named: PGliteWithNamedStatements;

const preparedNames = async () =>
  (await named.query<{ name: string }>('SELECT "name" FROM pg_prepared_statements ORDER BY "name"')).rows.map((row) => row.name);

/** Sends `sql` often enough to be named, then once more: the answers of the last two calls. */
async function twice<T>(sql: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
  await named.query<T>(sql, params, options);
  return [await named.query<T>(sql, params, options), await named.query<T>(sql, params, options)] as const;
}

beforeAll(async () => {
  named = new PGliteWithNamedStatements('memory://');
  await named.exec(`CREATE TABLE item ("id" int PRIMARY KEY, "title" text NOT NULL, "at" timestamptz, "data" jsonb)`);
  await named.exec(`INSERT INTO item VALUES (1, 'lamp', '2026-11-30T10:00:00Z', '{"a": 1}'), (2, 'vase', NULL, NULL)`);
});

afterAll(() => named.close());

describe('PGlite with named statements', () => {
  it('prepares a statement sent twice and answers as PGlite does, rows, fields, options and all', async () => {
    const sql = 'SELECT "id", "title", "at", "data" FROM item WHERE "id" >= $1 ORDER BY "id"';
    const [second, third] = await twice(sql, [1]);
    // PGlite's own query on the same database: unnamed.
    const unnamed = await PGlite.prototype.query.call(named, sql, [1]);
    expect(third).toEqual(unnamed);
    expect(second).toEqual(unnamed);
    expect(third.rows).toEqual([
      { id: 1, title: 'lamp', at: new Date('2026-11-30T10:00:00Z'), data: { a: 1 } },
      { id: 2, title: 'vase', at: null, data: null },
    ]);
    const asArrays = await named.query(sql, [2], { rowMode: 'array', parsers: { 25: (text: string) => text.toUpperCase() } });
    expect(asArrays.rows).toEqual([[2, 'VASE', null, null]]);
    expect((await preparedNames()).length).toBe(1);
  });

  it('serialises parameters by their declared types: nulls, dates and JSON', async () => {
    const sql = 'SELECT $1::timestamptz AS "at", $2::jsonb AS "data", $3::text AS "none"';
    const at = new Date('2026-01-02T03:04:05.678Z');
    const [, answer] = await twice<{ at: Date; data: unknown; none: null }>(sql, [at, { b: [1, 2] }, undefined]);
    expect(answer.rows).toEqual([{ at, data: { b: [1, 2] }, none: null }]);
  });

  it('tells how many rows a write changed, and a failure with its code and statement', async () => {
    const update = 'UPDATE item SET "title" = "title" WHERE "id" <= $1';
    const [, changed] = await twice(update, [2]);
    expect(changed.affectedRows).toBe(2);
    const insert = 'INSERT INTO item ("id", "title") VALUES ($1, $2)';
    await named.query(insert, [10, 'clock']);
    await named.query(insert, [11, 'clock']);
    const failure = await named.query(insert, [10, 'again']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(messages.DatabaseError);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: [10, 'again'] });
    expect((await named.query('SELECT count(*)::int AS "n" FROM item')).rows).toEqual([{ n: 4 }]);
  });

  it('never keeps a statement that did not parse', async () => {
    const broken = 'SELECT "nope" FROM item WHERE "id" = $1';
    for (let call = 0; call < 3; call++)
      await expect(named.query(broken, [1])).rejects.toMatchObject({ code: '42703', query: broken });
    expect((await named.query<{ id: number }>('SELECT "id" FROM item WHERE "id" = $1', [1])).rows).toEqual([{ id: 1 }]);
  });

  it('runs named statements in transactions, whose rollback undoes their writes but keeps what was prepared', async () => {
    const insert = 'INSERT INTO item ("id", "title") VALUES ($1, $2) RETURNING "id"';
    const count = 'SELECT count(*)::int AS "n" FROM item WHERE "id" >= $1';
    await named.transaction(async (tx) => {
      await tx.query(insert, [20, 'mirror']);
      await tx.query(insert, [21, 'mirror']);
      expect((await tx.query(insert, [22, 'mirror'])).rows).toEqual([{ id: 22 }]);
      await tx.rollback();
    });
    expect((await named.query(count, [20])).rows).toEqual([{ n: 0 }]);
    const aborted = named.transaction(async (tx) => {
      await tx.query(insert, [20, 'mirror']);
      await expect(tx.query(insert, [20, 'mirror'])).rejects.toMatchObject({ code: '23505' });
    });
    await expect(aborted).rejects.toMatchObject({ code: '25P02' });
    expect((await named.query(count, [20])).rows).toEqual([{ n: 0 }]);
    expect((await named.query(insert, [23, 'mirror'])).rows).toEqual([{ id: 23 }]);
    const done = await named.transaction(async (tx) => tx);
    expect(() => done.query(insert, [24, 'mirror'])).toThrow('Transaction is closed');
  });

  it('prepares a statement again once its table has changed under it', async () => {
    await named.exec('CREATE TABLE shelf ("id" int PRIMARY KEY)');
    await named.exec('INSERT INTO shelf VALUES (1)');
    const sql = 'SELECT * FROM shelf WHERE "id" = $1';
    await twice(sql, [1]);
    await named.exec(`ALTER TABLE shelf ADD COLUMN "title" text DEFAULT 'top'`);
    expect((await named.query(sql, [1])).rows).toEqual([{ id: 1, title: 'top' }]);
    await named.exec(`ALTER TABLE shelf ADD COLUMN "width" int DEFAULT 80`);
    // In a transaction the changed result fails the statement (and the transaction); the next call is prepared anew.
    await expect(named.transaction((tx) => tx.query(sql, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await named.query(sql, [1])).rows).toEqual([{ id: 1, title: 'top', width: 80 }]);
  });
});
