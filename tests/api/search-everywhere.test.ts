import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEverywhereStatement } from '../../src/server/crud/search';
import { SEARCH_PER_ENTITY } from '../../src/server/trpc/search-procedures';
import { callApi, registerCustomer } from '../helpers/customers';
import { entityAt } from '../helpers/records';
import { json, startTestServer, type TestServer } from '../helpers/server';

// The command palette's search across entities: GET /api/search/records?text=…
type Found = { path: string; id: string; record: Record<string, unknown> };

let server: TestServer;
const created: Record<string, { id: string }> = {};

async function create(path: string, data: Record<string, unknown>) {
  const response = await server.request(path, json(data));
  const body = (await response.json()) as { data: { id: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function search(text: string, headers?: Record<string, string>) {
  const answer = await callApi<Found[]>(server, 'GET', `/api/search/records?text=${encodeURIComponent(text)}`, {
    headers: headers ?? { 'x-rbac-secret-key': 'test-secret-key' },
  });
  return answer;
}

const ids = (found: Found[]) => found.map((row) => row.id).sort();

beforeAll(async () => {
  server = await startTestServer();
  created.trout = await create('/api/ecommerce/products', {
    adminTitle: 'Fish',
    slug: 'sea-trout',
    title: { en: 'Sea trout', ru: 'Кумжевая уха' },
  });
  // Holds the word in a text that names nothing (its description): not found by it.
  created.described = await create('/api/ecommerce/products', {
    adminTitle: 'Other fish',
    slug: 'other-fish',
    description: { ru: 'Почти кумжевая' },
  });
  created.page = await create('/api/host/pages', { url: '/contacts-everywhere', title: 'Contacts', adminTitle: 'Contacts page' });
  created.widget = await create('/api/host/widgets', { adminTitle: 'contacts-everywhere block', title: { en: 'Write to us' } });
});
afterAll(() => server.close());

describe('the search across entities', () => {
  it('finds records of every entity by title in any language, admin title, slug or url, case ignored', async () => {
    const trout = await search('КУМЖЕВ');
    expect(trout.status, JSON.stringify(trout.body)).toBe(200);
    expect(ids(trout.body.data)).toEqual([created.trout!.id]);
    expect(trout.body.data[0]).toMatchObject({
      path: entityAt('ecommerce', 'products').path,
      record: { adminTitle: 'Fish', slug: 'sea-trout', title: { en: 'Sea trout', ru: 'Кумжевая уха' } },
    });
    const contacts = await search('contacts-everywhere');
    expect(contacts.body.data.map((row) => row.path).sort()).toEqual(['/api/host/pages', '/api/host/widgets']);
    expect((await search('sea-tro')).body.data.map((row) => row.id)).toEqual([created.trout!.id]);
  });

  it('finds a record by its whole id', async () => {
    expect((await search(created.widget!.id)).body.data.map((row) => row.id)).toEqual([created.widget!.id]);
  });

  it('is only for the signed-in, and searches only the entities their roles let them list', async () => {
    expect((await search('Кумжев', {})).status).toBe(401);
    const customer = await registerCustomer(server, 'search-everywhere@example.com');
    const answer = await search('Кумжев', customer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it('refuses an empty or too long text, naming it', async () => {
    for (const text of ['  ', 'x'.repeat(201)]) {
      const answer = await search(text);
      expect(answer.status).toBe(400);
      expect(answer.body.cause?.map((cause) => cause.field)).toContain('text');
    }
  });

  it('reads each entity through its search expression, at most a few of each', () => {
    const products = entityAt('ecommerce', 'products');
    const statement = searchEverywhereStatement([products], 'x', SEARCH_PER_ENTITY)!;
    expect(statement.sql).toContain(`LIMIT ${SEARCH_PER_ENTITY}`);
    expect(statement.sql).toContain('coalesce("adminTitle", \'\')');
    expect(statement.params).toEqual(['%x%', 'x']);
  });
});
