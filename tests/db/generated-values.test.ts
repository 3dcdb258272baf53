import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { AppError } from '../../src/server/errors';
import { bulkCreate, bulkUpdate, create } from '../../src/server/crud/service';
import { resolveUniqueValues } from '../../src/server/crud/generated-values';
import { registry } from '../../src/shared/registry/generated';
import { randomSku, randomSlug, randomWords, type RandomInt } from '../../src/shared/registry/random-values';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const { products } = registry.ecommerce;

/** A generator that makes `prefix-1`, `prefix-2` … in turn, and the values it made. */
function counting(prefix: string) {
  const made: string[] = [];
  return {
    made,
    next: () => {
      made.push(`${prefix}-${made.length + 1}`);
      return made.at(-1)!;
    },
  };
}

/** A random source that answers `answers` in turn, then starts over. */
const replaying =
  (answers: number[]): RandomInt =>
  (max) => {
    const answer = answers.shift()!;
    answers.push(answer);
    if (answer >= max) throw new Error(`${answer} is out of [0, ${max})`);
    return answer;
  };

const slugsOf = (records: Record<string, unknown>[]) => records.map((record) => record.slug as string);

async function insertSlugs(...slugs: string[]) {
  await bulkCreate(
    db,
    products,
    slugs.map((slug) => ({ data: { slug } })),
  );
}

describe('generators', () => {
  it('keep their readable shape and draw from an injectable random source', () => {
    expect(randomWords(replaying([0, 1, 2]))).toBe('amber ancient bell');
    expect(randomSlug(replaying([0, 1, 2, 42]))).toBe('amber-ancient-bell-0042');
    expect(randomSku(replaying([0xbeef]))).toBe('SKU-0000BEEF');
    expect(randomSlug()).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d{4}$/);
    expect(randomSku()).toMatch(/^SKU-[0-9A-F]{8}$/);
  });
});

describe('resolveUniqueValues', () => {
  it('generates again values that are taken, repeated in the batch or given to another item', () => {
    const generator = counting('new');
    const resolved = resolveUniqueValues(
      [
        { value: 'taken', generated: true },
        { value: 'twice', generated: true },
        { value: 'twice', generated: true },
        { value: 'given', generated: true },
        { value: 'given', generated: false },
        { value: 'free', generated: true },
      ],
      new Set(['taken']),
      generator.next,
    );
    expect(resolved).toEqual({ values: ['new-1', 'twice', 'new-2', 'new-3', 'given', 'free'], clashes: [], unresolved: [] });
  });

  it('reports given values that are taken or repeated, and gives up on a generator that never finds a free value', () => {
    const resolved = resolveUniqueValues(
      [
        { value: 'taken', generated: false },
        { value: 'mine', generated: false },
        { value: 'mine', generated: false },
        { value: 'taken', generated: true },
        { value: undefined, generated: false },
        { value: undefined, generated: false },
      ],
      new Set(['taken']),
      () => 'taken',
      3,
    );
    expect(resolved.clashes).toEqual([0, 2]);
    expect(resolved.unresolved).toEqual([3]);
  });
});

describe('generated unique values that clash are generated again', () => {
  it('in a bulk create, before inserting: against the table and within the batch', async () => {
    await insertSlugs('bulk-1', 'bulk-2');
    const generator = counting('bulk');
    const created = await bulkCreate(db, products, [{ data: {} }, { data: {} }, { data: { slug: 'bulk-5' } }, { data: {} }], {
      generators: { slug: generator.next },
    });
    // bulk-1 and bulk-2 were taken, bulk-5 is the third item's own: each was replaced by the next free one.
    expect(slugsOf(created)).toEqual(['bulk-4', 'bulk-6', 'bulk-5', 'bulk-3']);
    expect(generator.made).toEqual(['bulk-1', 'bulk-2', 'bulk-3', 'bulk-4', 'bulk-5', 'bulk-6']);
  });

  it('from the real slug generator, whose first slug is taken', async () => {
    const first = randomSlug(replaying([5, 6, 7, 1234]));
    await insertSlugs(first);
    const random = replaying([5, 6, 7, 1234, 8, 9, 10, 4321]);
    const created = await bulkCreate(db, products, [{ data: {} }], { generators: { slug: () => randomSlug(random) } });
    expect(slugsOf(created)).toEqual([randomSlug(replaying([8, 9, 10, 4321]))]);
  });

  it('in a single create, when the insert skipped the record for its taken value', async () => {
    await insertSlugs('single-1');
    const generator = counting('single');
    // No title: the slug is the generator's (a title would make it).
    const created = await create(db, products, { orderIndex: 7 }, { generators: { slug: generator.next } });
    expect(created).toMatchObject({ slug: 'single-2', orderIndex: 7 });
  });

  it('in a bulk create, when a value free at the check is taken by the time of the insert', async () => {
    await insertSlugs('race-2');
    // The check before the insert sees the table as it was before another writer took race-2.
    let hidden = false;
    const hiding = (tx: Database): Database => ({
      ...tx,
      query: (<Row>(sql: string, params?: unknown[]) => {
        if (!hidden && sql.includes('AS "value"')) {
          hidden = true;
          return Promise.resolve([] as Row[]);
        }
        return tx.query<Row>(sql, params);
      }) as Database['query'],
    });
    const racing: Database = { ...db, transaction: (work) => db.transaction((tx) => work(hiding(tx))) };
    const generator = counting('race');
    const created = await bulkCreate(racing, products, [{ data: {} }, { data: {} }, { data: {} }], {
      generators: { slug: generator.next },
    });
    expect(hidden).toBe(true);
    expect(slugsOf(created)).toEqual(['race-1', 'race-4', 'race-3']);
  });

  it('in a bulk update that empties a slug', async () => {
    const records = await bulkCreate(db, products, [{ data: { slug: 'update-a' } }, { data: { slug: 'update-b' } }]);
    await insertSlugs('update-1');
    const generator = counting('update');
    const updated = await bulkUpdate(
      db,
      products,
      records.map((record) => ({ id: record.id as string, data: { slug: '' } })),
      { generators: { slug: generator.next } },
    );
    expect(slugsOf(updated)).toEqual(['update-3', 'update-2']);
  });

  it('and a generator that finds no free value is a 409 naming the item', async () => {
    await insertSlugs('always');
    const error = await bulkCreate(db, products, [{ data: { slug: 'fine' } }, { data: {} }], {
      generators: { slug: () => 'always' },
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', causes: [{ field: 'data[1].data.slug' }] });
  });
});
