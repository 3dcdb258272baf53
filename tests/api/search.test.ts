import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import { countStatement, listStatement, type Statement } from '../../src/server/crud/list-query';
import { count as countRecords } from '../../src/server/crud/service';
import type { Database } from '../../src/server/db/database';
import { SEARCH_MAX_LENGTH } from '../../src/shared/registry/search-fields';
import { EXACT_COUNT_LIMIT } from '../../src/shared/registry/list-input';
import { entityAt } from '../helpers/records';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';
import { testDatabaseKind } from '../helpers/database';

type Row = Record<string, unknown> & { id: string };

let server: TestServer;
let api: ReturnType<typeof createApiClient>;

const productEntity = entityAt('ecommerce', 'products');
const products = productEntity.path;
const articleEntity = entityAt('blog', 'articles');

async function get(path: string): Promise<{ status: number; body: { data: unknown; cause?: { field?: string }[] } }> {
  const response = await server.request(path);
  return { status: response.status, body: (await response.json()) as { data: unknown; cause?: { field?: string }[] } };
}

/** The slugs of the products a REST search (and extra query) finds, sorted. */
async function found(search: string, query = ''): Promise<string[]> {
  const { status, body } = await get(`${products}?search=${encodeURIComponent(search)}${query ? `&${query}` : ''}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.data as Row[]).map((row) => row.slug as string).sort();
}

async function counted(search: string, query = ''): Promise<number> {
  const { status, body } = await get(`${products}/count?search=${encodeURIComponent(search)}${query ? `&${query}` : ''}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as number;
}

const created: Record<string, Row> = {};

beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
  // adminTitle is given: a generated one (random words) could hold a searched term.
  for (const data of [
    {
      slug: 'desk-lamp',
      adminTitle: 'Desk',
      title: { en: 'Desk Lamp', ru: 'Настольная лампа' },
      description: { ru: 'Яркий свет' },
    },
    { slug: 'floor-lamp', adminTitle: 'Floor', type: 'subscription', title: { en: 'Floor LAMP' } },
    { slug: 'fifty', adminTitle: 'Fifty', title: { en: '50% off' } },
    { slug: 'five-hundred', adminTitle: 'Five hundred', title: { en: '500 off' } },
    { slug: 'snake', adminTitle: 'Snake', shortDescription: { en: 'snake_case' } },
    { slug: 'camel', adminTitle: 'Camel', shortDescription: { en: 'snakexcase' } },
    { slug: 'slash', adminTitle: 'back\\slash' },
    { slug: 'beta', adminTitle: 'alpha', className: 'gamma' },
  ]) {
    const response = await server.request(products, json(data));
    const body = (await response.json()) as { data: Row };
    expect(response.status, JSON.stringify(body)).toBe(201);
    created[data.slug] = body.data;
  }
});
afterAll(() => server.close());

describe('search', () => {
  it('finds the text in any text field or language, case ignored, Cyrillic too', async () => {
    expect(await found('LAMP')).toEqual(['desk-lamp', 'floor-lamp']);
    expect(await found('ЛАМПА')).toEqual(['desk-lamp']);
    expect(await found('свет')).toEqual(['desk-lamp']);
    expect(await found('amm')).toEqual(['beta']);
    expect(await found('five-hun')).toEqual(['five-hundred']);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await found('50%')).toEqual(['fifty']);
    expect(await found('e_c')).toEqual(['snake']);
    expect(await found('k\\s')).toEqual(['slash']);
    expect(await found('%')).toEqual(['fifty']);
    // `type` is searched too: one_off.
    expect(await found('e_c')).toEqual(['snake']);
    expect(await found('_ca')).toEqual(['snake']);
  });

  it('finds no text spanning two fields', async () => {
    expect(await found('alpha')).toEqual(['beta']);
    expect(await found('alpha gamma')).toEqual([]);
    expect(await found('alphabeta')).toEqual([]);
  });

  it('finds a record by its whole id', async () => {
    expect(await found(created['five-hundred']!.id)).toEqual(['five-hundred']);
    expect(await found(created['five-hundred']!.id.slice(0, 8))).toEqual([]);
  });

  it('is and-ed with the filters, and the order and paging apply', async () => {
    expect(
      await found('lamp', 'filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=subscription'),
    ).toEqual(['floor-lamp']);
    expect(await found('lamp', 'filters[or][0][column]=slug&filters[or][0][method]=eq&filters[or][0][value]=fifty')).toEqual([]);
    const { body } = await get(`${products}?search=0 off&orderBy[and][0][column]=slug&orderBy[and][0][method]=desc&limit=1`);
    expect((body.data as Row[]).map((row) => row.slug)).toEqual(['five-hundred']);
  });

  it('counts what it finds, exactly or approximately', async () => {
    expect(await counted('lamp')).toBe(2);
    expect(await counted('lamp', 'approximate=true')).toBe(2);
    expect(await counted('lamp', 'filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=one_off')).toBe(
      1,
    );
    expect(await counted('nothing like it')).toBe(0);
    expect(await api.ecommerce.products.count.query({ search: '50%', approximate: true })).toBe(1);
  });

  it('is the same through tRPC', async () => {
    const rows = await api.ecommerce.products.list.query({ search: 'ЛАМПА' });
    expect(rows.map((row) => row.slug)).toEqual(['desk-lamp']);
    expect(await api.ecommerce.products.count.query({ search: 'lamp' })).toBe(2);
  });

  it('is no search when empty', async () => {
    expect(await found('')).toHaveLength(Object.keys(created).length);
    expect(await counted('')).toBe(Object.keys(created).length);
  });

  it('refuses a search that is too long or not text, naming it', async () => {
    for (const query of [`search=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`, 'search[a]=x', 'search=a&search=b']) {
      for (const path of [products, `${products}/count`]) {
        const { status, body } = await get(`${path}?${query}`);
        expect(status, `${path}?${query}: ${JSON.stringify(body)}`).toBe(400);
        expect(body.cause?.map((cause) => cause.field)).toEqual(['search']);
      }
    }
    expect(await found('x'.repeat(SEARCH_MAX_LENGTH))).toEqual([]);
  });
});

/** The plan of a statement as JSON text: every index it names is in it. */
async function plan(db: Database, { sql, params }: Statement): Promise<string> {
  const [row] = await db.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const value = Object.values(row!)[0];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

describe(`the search index on ${testDatabaseKind}`, () => {
  const ROWS = 3000;

  beforeAll(async () => {
    // Hex text in every searched column of a few thousand articles: a term with other letters is rare.
    await server.db.query(
      `INSERT INTO "BlogArticle" ("id", "adminTitle", "slug", "title", "description")
       SELECT gen_random_uuid()::text, md5(i::text), 'article-' || i, jsonb_build_object('en', md5((i * 7)::text), 'ru', 'статья ' || i),
         jsonb_build_object('en', 'about ' || md5((i * 13)::text))
       FROM generate_series(1, $1::int) AS i`,
      [ROWS],
    );
    // As autovacuum does after a bulk insert. ANALYZE alone would leave the new rows in the GIN index's pending list
    // (fastupdate), which every search scans whole: on a few thousand rows the planner then rightly reads the table.
    await server.db.exec('VACUUM ANALYZE "BlogArticle"');
  });

  it('reads a rare term from the trigram index, for the page and the count, also with filters', async () => {
    const search = 'zqxwv';
    const page = listStatement(articleEntity, { search, limit: 25, offset: 0 });
    expect(await plan(server.db, page)).toContain('"BlogArticle_search_idx"');
    const capped = countStatement(articleEntity, { search }, EXACT_COUNT_LIMIT + 1);
    expect(await plan(server.db, capped)).toContain('"BlogArticle_search_idx"');
    const filtered = listStatement(articleEntity, {
      search,
      filters: { and: [{ column: 'variant', method: 'eq', value: 'default' }] },
      limit: 25,
      offset: 0,
    });
    expect(await plan(server.db, filtered)).toContain('"BlogArticle_search_idx"');
    expect((await server.db.query(page.sql, page.params)).length).toBe(0);
  });

  it('finds what the index holds, as the table does', async () => {
    const rows = await api.blog.articles.list.query({ search: 'СТАТЬЯ 2999' });
    expect(rows.map((row) => row.slug)).toEqual(['article-2999']);
    expect(await api.blog.articles.count.query({ search: 'статья 1', approximate: true })).toBe(1 + 10 + 100 + 1000);
  });

  it('asks the planner first, and counts where it expects no more than the limit', async () => {
    const statements: string[] = [];
    const db: Database = {
      ...server.db,
      query: (sql, params) => {
        statements.push(sql);
        return server.db.query(sql, params);
      },
    };
    // Every article's description holds "about": the plan's estimate is near the table's size.
    const everything = await countRecords(db, articleEntity, { search: 'about', approximate: true });
    expect(everything).toBe(ROWS);
    expect(statements.some((sql) => sql.startsWith('EXPLAIN'))).toBe(true);
    expect(statements.some((sql) => sql.includes('count(*)'))).toBe(true);
  });
});
