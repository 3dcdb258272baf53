import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { bulkCreate, create, get, list } from '../../src/server/crud/service';
import { isWriteConflict } from '../../src/server/db/database-errors';
import { registry } from '../../src/shared/registry/generated';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { failure } from '../helpers/app-error';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  // Counts the INSERT statements run on the products table, whatever sends them.
  await db.exec(`
    CREATE TABLE "insert_statements" ("table" text PRIMARY KEY, "count" int NOT NULL);
    CREATE FUNCTION "count_insert_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO "insert_statements" VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT ("table") DO UPDATE SET "count" = "insert_statements"."count" + 1;
      RETURN NULL;
    END $$;
    CREATE TRIGGER "count_insert_statement" AFTER INSERT ON "EcommerceProduct"
      FOR EACH STATEMENT EXECUTE FUNCTION "count_insert_statement"();
  `);
});
afterAll(() => db.dispose());

const { products, storesToProducts, stores } = registry.ecommerce;
const { identities, roles } = registry.rbac;

const insertStatements = async () =>
  (await db.query<{ count: number }>(`SELECT "count" FROM "insert_statements" WHERE "table" = 'EcommerceProduct'`))[0]?.count ??
  0;

/** Expects `work` to fail with an AppError of `code`, and returns it. */
async function refusal(work: Promise<unknown>, code: AppError['code']): Promise<AppError> {
  const error = await failure(work);
  expect(error.code).toBe(code);
  return error;
}

describe('bulk create', () => {
  it('inserts 1,000 rows with one INSERT statement, returning them in input order with generated values', async () => {
    const before = await insertStatements();
    const items = Array.from({ length: 1000 }, (_, index) => ({
      data: index % 2 ? { slug: `one-statement-${index}`, title: { en: `Product ${index}` } } : { orderIndex: index },
    }));
    const created = await bulkCreate(db, products, items);
    expect(await insertStatements()).toBe(before + 1);

    expect(created).toHaveLength(1000);
    for (const [index, record] of created.entries()) {
      if (index % 2) expect(record).toMatchObject({ slug: `one-statement-${index}`, title: { en: `Product ${index}` } });
      else expect(record).toMatchObject({ orderIndex: index, slug: expect.stringMatching(/^[a-z]+-[a-z]+-[a-z]+-\d{4}$/) });
      expect(record.adminTitle).toMatch(/^[a-z]+ [a-z]+ [a-z]+$/);
    }
    expect(new Set(created.map((record) => record.id)).size).toBe(1000);
  });

  it('lists a batch in input order, like records created one after another', async () => {
    const created = await bulkCreate(
      db,
      products,
      Array.from({ length: 50 }, (_, index) => ({ data: { slug: `listed-${index}`, orderIndex: 7 } })),
    );
    const listed = await list(db, products, {
      limit: 100,
      offset: 0,
      filters: { and: [{ column: 'slug', method: 'like', value: 'listed-%' }] },
    });
    expect(listed.map((record) => record.slug)).toEqual(created.map((record) => record.slug));
  });

  it('returns records exactly as a read returns them, whatever the column types', async () => {
    const { attributes } = registry.ecommerce;
    const full = {
      className: 'c',
      orderIndex: 3,
      string: { en: 'Oak', ru: 'Дуб' },
      number: '1.5',
      boolean: false,
      date: new Date('2026-11-21T00:00:00Z'),
      datetime: new Date('2026-11-21T10:00:00.123Z'),
    };
    const created = await bulkCreate(db, attributes, [{ data: full }, { data: {} }, { data: { number: -2, string: {} } }]);
    expect(created[0]).toMatchObject(full);
    for (const record of created) expect(record).toEqual(await get(db, attributes, record.id as string));
    const single = await create(db, attributes, full);
    expect(single).toEqual(await get(db, attributes, single.id as string));
  });

  it('leaves secrets out of the records it returns', async () => {
    const created = await bulkCreate(db, identities, [
      { data: { email: 'a@example.com', password: 'secret-a', salt: 'salt-a' } },
      { data: { email: 'b@example.com', code: 'code-b' } },
    ]);
    expect(created.map((record) => record.email)).toEqual(['a@example.com', 'b@example.com']);
    for (const record of created) for (const secret of ['password', 'salt', 'code']) expect(record).not.toHaveProperty(secret);
    const [stored] = await db.query<{ password: string }>(`SELECT "password" FROM "RbacIdentity" WHERE "id" = $1`, [
      created[0]!.id,
    ]);
    expect(stored?.password).toBe('secret-a');
  });

  it('names every relation id that points at no record before writing anything', async () => {
    const [store] = await bulkCreate(db, stores, [{ data: {} }]);
    const [product] = await bulkCreate(db, products, [{ data: {} }]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const items = Array.from({ length: 6 }, (_, index) => ({
      data: { storeId: store!.id, productId: index === 3 || index === 5 ? unknown : product!.id },
    }));
    const error = await refusal(bulkCreate(db, storesToProducts, items), 'BAD_REQUEST');
    expect(error.causes.map((cause) => cause.field)).toEqual(['data[3].data.productId', 'data[5].data.productId']);
    expect(await db.query(`SELECT 1 FROM "EcommerceStoresToProducts"`)).toEqual([]);
  });

  it('refuses given values that are taken or repeated, naming every item, and writes nothing', async () => {
    await create(db, roles, { title: 'Taken title', slug: 'taken-slug' });
    const before = await insertStatements();
    const error = await refusal(
      bulkCreate(db, roles, [
        { data: { title: 'Free title 1' } },
        { data: { title: 'Taken title' } },
        { data: { title: 'Free title 2', slug: 'taken-slug' } },
        { data: { title: 'Free title 1' } },
      ]),
      'CONFLICT',
    );
    expect(error.causes.map((cause) => cause.field)).toEqual(['data[1].data.title', 'data[2].data.slug', 'data[3].data.title']);
    expect(await db.query(`SELECT 1 FROM "RbacRole" WHERE "title" LIKE 'Free title%'`)).toEqual([]);
    expect(await insertStatements()).toBe(before);
  });

  it('refuses a single create of a taken value naming the field, without a pre-check', async () => {
    const error = await refusal(create(db, roles, { title: 'Taken title' }), 'CONFLICT');
    expect(error.causes.map((cause) => cause.field)).toEqual(['data.title']);
  });

  it('runs again a transaction whose insert deadlocked with another one', () => {
    const deadlocked = Object.assign(new Error('Raw query failed. Code: `40P01`.'), {
      code: 'P2010',
      meta: { driverAdapterError: { cause: { originalCode: '40P01' } } },
    });
    expect(isWriteConflict(deadlocked)).toBe(true);
  });

  it('writes nothing when a unique constant default repeats within the batch', async () => {
    const error = await refusal(
      bulkCreate(db, registry.host.pages, [{ data: { url: '/a' } }, { data: {} }, { data: {} }]),
      'CONFLICT',
    );
    expect(error.causes.map((cause) => cause.field)).toEqual(['data[2].data.url']);
    expect(await db.query(`SELECT 1 FROM "HostPage"`)).toEqual([]);
  });
});
