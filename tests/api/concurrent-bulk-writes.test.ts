import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots } from '../../src/server/db/database';
import { json, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Article = { id: string; slug: string; className: string | null };
type Answer<T> = { data: T };

const ARTICLES = '/api/blog/articles';
/** As many calls as the attack of issue 19 sent at once. */
const CALLS = 40;
const ROWS = 10;

describe('concurrent bulk updates of the same rows', () => {
  it('all succeed when half of them name the rows in the opposite order, and leave the rows as one call wrote them', async () => {
    const created = await server.request(
      `${ARTICLES}/bulk`,
      json(Array.from({ length: ROWS }, (_, index) => ({ data: { slug: `race-${index}` } }))),
    );
    expect(created.status).toBe(201);
    const ids = ((await created.json()) as Answer<Article[]>).data.map((article) => article.id);

    const answers = await Promise.all(
      Array.from({ length: CALLS }, async (_, call) => {
        const order = call % 2 ? [...ids].reverse() : ids;
        const response = await server.request(
          `${ARTICLES}/bulk`,
          json(
            order.map((id) => ({ id, data: { className: `call-${call}` } })),
            'PATCH',
          ),
        );
        const body = (await response.json()) as Answer<Article[] | string>;
        return { status: response.status, body, order };
      }),
    );
    expect(
      answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${JSON.stringify(answer.body.data)}`),
    ).toEqual([]);
    // Each answer is its records in the order it named them, every one as that call wrote it.
    for (const [call, answer] of answers.entries()) {
      const records = answer.body.data as Article[];
      expect(records.map((record) => record.id)).toEqual(answer.order);
      expect(new Set(records.map((record) => record.className))).toEqual(new Set([`call-${call}`]));
    }

    // Every call wrote all its rows or none: the rows end as the last one to commit left them, all alike.
    const stored = (
      (await (
        await server.request(
          `${ARTICLES}?filters[and][0][column]=slug&filters[and][0][method]=like&filters[and][0][value]=race-%25`,
        )
      ).json()) as Answer<Article[]>
    ).data;
    expect(stored).toHaveLength(ROWS);
    expect(new Set(stored.map((article) => article.className)).size).toBe(1);
    expect(stored[0]!.className).toMatch(/^call-\d+$/);
  });
});

describe('a database too busy to start the transaction', () => {
  // A server of its own whose transactions wait for a slot that never comes free, as behind a long queue of writes.
  let busy: TestServer;
  beforeAll(async () => {
    const acquire = slots(1, 1);
    await acquire();
    busy = await startTestServer({
      server: ({ db }) => ({
        db: {
          ...db,
          transaction: async (work) => {
            (await acquire())();
            return work(db);
          },
        },
      }),
    });
  });
  afterAll(() => busy.close());

  const items = [{ id: '00000000-0000-4000-8000-000000000000', data: { className: 'x' } }];

  it('answers a REST call 503 with Retry-After in seconds', async () => {
    const response = await busy.request(`${ARTICLES}/bulk`, json(items, 'PATCH'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(((await response.json()) as Answer<string>).data).toMatch(/busy.*try again/);
  });

  it('answers a tRPC call 503 with Retry-After in seconds', async () => {
    const response = await busy.request('/api/trpc/blog.articles.bulkUpdate', {
      ...json(items, 'POST'),
      body: JSON.stringify({ json: { data: items } }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });
});
