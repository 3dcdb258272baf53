import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import { count as countRecords } from '../../src/server/crud/service';
import type { Database } from '../../src/server/db/database';
import { EXACT_COUNT_LIMIT, type CountInput } from '../../src/shared/registry/list-input';
import { entityAt } from '../helpers/records';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;

/** Rows of the large table: more than an approximate count reads, by a margin the planner's estimates keep. */
const MANY = EXACT_COUNT_LIMIT + 2000;

beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
  // The table is analysed when a test says so, never by autovacuum halfway through (PGlite has none).
  await server.db.exec('ALTER TABLE "EcommerceProduct" SET (autovacuum_enabled = false)');
  // One statement, not 10,050 calls: odd rows are subscriptions, orderIndex numbers the rows from 1.
  await server.db.query(
    `INSERT INTO "EcommerceProduct" ("id", "adminTitle", "slug", "type", "orderIndex")
     SELECT gen_random_uuid()::text, 'product ' || i, 'many-' || i, CASE WHEN i % 2 = 1 THEN 'subscription' ELSE 'one_off' END, i
     FROM generate_series(1, $1::int) AS i`,
    [MANY],
  );
});
afterAll(() => server.close());

async function count(
  path: string,
  query = '',
): Promise<{ status: number; body: { data: unknown; cause?: { field?: string }[] } }> {
  const response = await server.request(`${path}/count${query ? `?${query}` : ''}`);
  return { status: response.status, body: (await response.json()) as { data: unknown; cause?: { field?: string }[] } };
}

/** A count's answer, which must be a 200. */
async function counted(path: string, query = ''): Promise<number> {
  const { status, body } = await count(path, query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as number;
}

const filter = (column: string, method: string, value: string | number, index = 0) =>
  `filters[and][${index}][column]=${column}&filters[and][${index}][method]=${method}&filters[and][${index}][value]=${encodeURIComponent(value)}`;

describe('approximate counts', () => {
  it('are exact below the limit', async () => {
    for (const slug of ['small-a', 'small-b', 'small-c'])
      expect((await server.request('/api/blog/articles', json({ slug }))).status).toBe(201);
    expect(await counted('/api/blog/articles', 'approximate=true')).toBe(3);
    expect(await api.blog.articles.count.query({ approximate: true })).toBe(3);
    expect(await counted('/api/blog/articles', `approximate=true&${filter('slug', 'eq', 'small-b')}`)).toBe(1);
  });

  it('stay exact without approximate, or with approximate=false', async () => {
    expect(await counted('/api/ecommerce/products')).toBe(MANY);
    expect(await counted('/api/ecommerce/products', 'approximate=false')).toBe(MANY);
    expect(await api.ecommerce.products.count.query({})).toBe(MANY);
  });

  it('answer an estimate past the limit: a whole number above it', async () => {
    for (const answer of [
      await counted('/api/ecommerce/products', 'approximate=true'),
      await api.ecommerce.products.count.query({ approximate: true }),
    ]) {
      expect(Number.isInteger(answer)).toBe(true);
      expect(answer).toBeGreaterThan(EXACT_COUNT_LIMIT);
    }
  });

  it('count first while the table was never analysed: exact up to the limit, estimated past it', async () => {
    const [stats] = await server.db.query<{ reltuples: number }>(
      `SELECT reltuples FROM pg_class WHERE relname = 'EcommerceProduct'`,
    );
    expect(stats?.reltuples).toBe(-1);
    const products = '/api/ecommerce/products';
    expect(await counted(products, `approximate=true&${filter('type', 'eq', 'subscription')}`)).toBe(MANY / 2);
    expect(await counted(products, `approximate=true&${filter('orderIndex', 'lte', EXACT_COUNT_LIMIT)}`)).toBe(EXACT_COUNT_LIMIT);
    expect(await counted(products, `approximate=true&${filter('slug', 'eq', 'nothing')}`)).toBe(0);
    expect(await counted(products, 'approximate=true&search=many-1')).toBe(
      await counted(products, 'approximate=false&search=many-1'),
    );
    const past = await counted(products, `approximate=true&${filter('slug', 'like', 'many-%')}`);
    expect(Number.isInteger(past)).toBe(true);
    expect(past).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const justPast = await counted(products, `approximate=true&${filter('orderIndex', 'lte', EXACT_COUNT_LIMIT + 1)}`);
    expect(justPast).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // `or` filters too.
    const either = `approximate=true&filters[or][0][column]=title.en&filters[or][0][method]=ilike&filters[or][0][value]=%25x%25&filters[or][1][column]=slug&filters[or][1][method]=ilike&filters[or][1][value]=%25many-1%25`;
    expect(await counted(products, either)).toBe(
      await counted(products, either.replace('approximate=true', 'approximate=false')),
    );
  });

  describe('once the table was analysed', () => {
    const products = entityAt('ecommerce', 'products');
    /** The count's answer, and whether it counted rows (rather than answer the planner's estimate alone). */
    async function approximateCount(input: Omit<CountInput, 'approximate'>): Promise<{ answer: number; counted: boolean }> {
      const statements: string[] = [];
      const db: Database = {
        ...server.db,
        query: (sql, params) => {
          statements.push(sql);
          return server.db.query(sql, params);
        },
      };
      const answer = await countRecords(db, products, { ...input, approximate: true });
      expect(Number.isInteger(answer)).toBe(true);
      return { answer, counted: statements.some((sql) => sql.includes('count(*)')) };
    }
    const eq = (column: string, method: string, value: unknown) =>
      ({ filters: { and: [{ column, method, value }] } }) as CountInput;

    beforeAll(() => server.db.exec('ANALYZE "EcommerceProduct"'));

    it("answer the planner's estimate past the limit without counting a row", async () => {
      const all = await approximateCount({});
      expect(all.counted).toBe(false);
      // The statistics count every row; the estimate is scaled to the table's size on disk, which has not changed.
      expect(all.answer).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(all.answer).toBeLessThan(MANY * 1.5);
      expect(await counted('/api/ecommerce/products', 'approximate=true')).toBe(all.answer);
      for (const input of [eq('orderIndex', 'gt', 0), eq('slug', 'like', 'many-%'), { search: 'many-' }]) {
        const { answer, counted: didCount } = await approximateCount(input);
        expect(didCount, JSON.stringify(input)).toBe(false);
        expect(answer, JSON.stringify(input)).toBeGreaterThan(EXACT_COUNT_LIMIT);
        expect(answer, JSON.stringify(input)).toBeLessThan(MANY * 1.5);
      }
    });

    it('count where the planner expects no more than the limit: exactly', async () => {
      expect(await approximateCount(eq('type', 'eq', 'subscription'))).toEqual({ answer: MANY / 2, counted: true });
      expect(await approximateCount(eq('orderIndex', 'lte', 100))).toEqual({ answer: 100, counted: true });
      expect(await approximateCount({ search: 'many-1000' })).toEqual({ answer: 11, counted: true });
      expect(await approximateCount(eq('slug', 'eq', 'nothing'))).toEqual({ answer: 0, counted: true });
    });

    it('answer no less than the limit + 1 where the count reaches it though the planner expected fewer', async () => {
      // Rows the statistics know nothing of: the planner expects about none with an orderIndex past MANY.
      await server.db.query(
        `INSERT INTO "EcommerceProduct" ("id", "adminTitle", "slug", "orderIndex")
         SELECT gen_random_uuid()::text, 'late ' || i, 'late-' || i, $1::int + i FROM generate_series(1, $2::int) AS i`,
        [MANY, EXACT_COUNT_LIMIT + 1],
      );
      expect(await approximateCount(eq('orderIndex', 'gt', MANY))).toEqual({ answer: EXACT_COUNT_LIMIT + 1, counted: true });
    });
  });

  it('refuse an approximate that is neither true nor false, naming it', async () => {
    const { status, body } = await count('/api/ecommerce/products', 'approximate=maybe');
    expect(status).toBe(400);
    expect(body.cause?.map((cause) => cause.field)).toEqual(['approximate']);
  });
});
