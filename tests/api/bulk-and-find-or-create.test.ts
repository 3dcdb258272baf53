import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer<T> = { data: T; cause?: { field?: string }[] };
type Article = { id: string; slug: string; className: string | null; title: Record<string, string> };

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: Answer<T> }> {
  const response = await server.request(path, init);
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

const slugs = async (prefix: string) =>
  (
    await call<Article[]>(
      `/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=like&filters[and][0][value]=${prefix}%25`,
    )
  ).body.data
    .map((article) => article.slug)
    .sort();

describe('bulk create', () => {
  it('creates every item in order with 201', async () => {
    const { status, body } = await call<Article[]>(
      '/api/blog/articles/bulk',
      json([{ data: { slug: 'bulk-a' } }, { data: { slug: 'bulk-b', title: { en: 'B' } } }]),
    );
    expect(status).toBe(201);
    expect(body.data.map((article) => article.slug)).toEqual(['bulk-a', 'bulk-b']);
    expect(await slugs('bulk-')).toEqual(['bulk-a', 'bulk-b']);
  });

  it('writes nothing when one item is invalid, naming the item and field', async () => {
    const { status, body } = await call(
      '/api/blog/articles/bulk',
      json([{ data: { slug: 'half-a' } }, { data: { variant: 'nope' } }]),
    );
    expect(status).toBe(400);
    expect(body.cause?.map((cause) => cause.field)).toEqual(['data[1].data.variant']);
    expect(await slugs('half-')).toEqual([]);
  });

  it('writes nothing when the database refuses one item (a unique clash in the middle)', async () => {
    const { status, body } = await call(
      '/api/blog/articles/bulk',
      json([{ data: { slug: 'clash-a' } }, { data: { slug: 'clash-a' } }, { data: { slug: 'clash-c' } }]),
    );
    expect(status).toBe(409);
    expect(body.cause?.map((cause) => cause.field)).toEqual(['data[1].data.slug']);
    expect(await slugs('clash-')).toEqual([]);
  });

  it('refuses an empty list', async () => {
    expect((await call('/api/blog/articles/bulk', json([]))).status).toBe(400);
  });
});

describe('bulk update', () => {
  it('updates every item or none', async () => {
    const created = (
      await call<Article[]>('/api/blog/articles/bulk', json([{ data: { slug: 'up-a' } }, { data: { slug: 'up-b' } }]))
    ).body.data;
    const [a, b] = created as [Article, Article];

    const updated = await call<Article[]>(
      '/api/blog/articles/bulk',
      json(
        [
          { id: a.id, data: { className: 'one' } },
          { id: b.id, data: { className: 'two' } },
        ],
        'PATCH',
      ),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.map((article) => article.className)).toEqual(['one', 'two']);

    const unknownId = '00000000-0000-4000-8000-000000000000';
    const failed = await call(
      '/api/blog/articles/bulk',
      json(
        [
          { id: a.id, data: { className: 'changed' } },
          { id: unknownId, data: { className: 'x' } },
        ],
        'PATCH',
      ),
    );
    expect(failed.status).toBe(404);
    expect((await call<Article>(`/api/blog/articles/${a.id}`)).body.data.className).toBe('one');
  });
});

describe('find-or-create', () => {
  it('finds the record equal to the data, or creates it', async () => {
    const first = await call<Article>('/api/blog/articles/find-or-create', json({ slug: 'found', title: { en: 'Found' } }));
    const again = await call<Article>('/api/blog/articles/find-or-create', json({ title: { en: 'Found' }, slug: 'found' }));
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('creates exactly one record when many identical calls race', async () => {
    const calls = Array.from({ length: 12 }, () =>
      call<Article>('/api/blog/categories/find-or-create', json({ title: { en: 'Race' } })),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const count = await call<number>(
      '/api/blog/categories/count?filters[and][0][column]=title.en&filters[and][0][method]=eq&filters[and][0][value]=Race',
    );
    expect(count.body.data).toBe(1);
  });

  it('validates like create', async () => {
    expect((await call('/api/blog/articles/find-or-create', json({ variant: 'nope' }))).status).toBe(400);
  });
});
