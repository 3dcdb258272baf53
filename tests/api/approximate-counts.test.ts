import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import { EXACT_COUNT_LIMIT } from '../../src/server/registry/list-input';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;

/** Rows of the large table: a few more than an approximate count reads. */
const MANY = EXACT_COUNT_LIMIT + 50;

beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
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

  it('honour filters: exact while the filters select no more than the limit, estimated past it', async () => {
    const products = '/api/ecommerce/products';
    expect(await counted(products, `approximate=true&${filter('type', 'eq', 'subscription')}`)).toBe(MANY / 2);
    expect(await counted(products, `approximate=true&${filter('orderIndex', 'lte', EXACT_COUNT_LIMIT)}`)).toBe(EXACT_COUNT_LIMIT);
    expect(await counted(products, `approximate=true&${filter('slug', 'eq', 'nothing')}`)).toBe(0);
    const past = await counted(products, `approximate=true&${filter('slug', 'like', 'many-%')}`);
    expect(Number.isInteger(past)).toBe(true);
    expect(past).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const justPast = await counted(products, `approximate=true&${filter('orderIndex', 'lte', EXACT_COUNT_LIMIT + 1)}`);
    expect(justPast).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // `or` filters (the admin's search box) too.
    const search = `approximate=true&filters[or][0][column]=title.en&filters[or][0][method]=ilike&filters[or][0][value]=%25x%25&filters[or][1][column]=slug&filters[or][1][method]=ilike&filters[or][1][value]=%25many-1%25`;
    expect(await counted(products, search)).toBe(
      await counted(products, search.replace('approximate=true', 'approximate=false')),
    );
  });

  it('estimate from the table statistics once the table was analysed', async () => {
    await server.db.exec('ANALYZE "EcommerceProduct"');
    const answer = await counted('/api/ecommerce/products', 'approximate=true');
    expect(Number.isInteger(answer)).toBe(true);
    // The statistics count every row; the estimate is scaled to the table's size on disk, which has not changed.
    expect(answer).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(answer).toBeLessThan(MANY * 1.5);
    const filtered = await counted('/api/ecommerce/products', `approximate=true&${filter('orderIndex', 'gt', 0)}`);
    expect(filtered).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(filtered).toBeLessThan(MANY * 1.5);
  });

  it('refuse an approximate that is neither true nor false, naming it', async () => {
    const { status, body } = await count('/api/ecommerce/products', 'approximate=maybe');
    expect(status).toBe(400);
    expect(body.cause?.map((cause) => cause.field)).toEqual(['approximate']);
  });
});
