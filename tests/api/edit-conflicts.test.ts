import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import * as crud from '../../src/server/crud/service';
import { entityAt } from '../helpers/records';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

type Article = { id: string; slug: string; className: string | null; updatedAt: string };
type Answer<T> = { data: T; cause?: { field?: string; message: string }[] };

let server: TestServer;
let api: ReturnType<typeof createApiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
});
afterAll(() => server.close());

const ARTICLES = '/api/blog/articles';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: Answer<T> }> {
  const response = await server.request(path, init);
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

async function createArticle(data: Record<string, unknown> = {}): Promise<Article> {
  const { status, body } = await call<Article>(ARTICLES, json(data));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const patch = (id: string, data: Record<string, unknown>, expected?: string, method = 'PATCH') =>
  call<Article>(`${ARTICLES}/${id}${expected ? `?expectedUpdatedAt=${encodeURIComponent(expected)}` : ''}`, json(data, method));

const stored = async (id: string) => (await call<Article>(`${ARTICLES}/${id}`)).body.data;

/** The 409 of a stale edit: the message says what happened and when the record last changed, one cause names the input. */
function expectConflict(status: number, body: Answer<unknown>, current: string, field = 'expectedUpdatedAt') {
  expect(status, JSON.stringify(body)).toBe(409);
  expect(body.data).toMatch(/changed by someone else since it was loaded/);
  expect(body.data).toContain(current);
  expect(body.cause).toMatchObject([{ field, message: expect.stringContaining(current), code: 'edit_conflict' }]);
}

describe('update with expectedUpdatedAt through tRPC', () => {
  it('writes when the record is as loaded, and answers a later updatedAt', async () => {
    const created = await api.blog.articles.create.mutate({ data: {} });
    const updated = await api.blog.articles.update.mutate({
      id: created.id,
      data: { className: 'mine' },
      expectedUpdatedAt: created.updatedAt,
    });
    expect(updated.className).toBe('mine');
    expect(updated.updatedAt).toBeInstanceOf(Date);
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
  });

  it('refuses a stale edit with a 409 naming expectedUpdatedAt, and writes nothing', async () => {
    const created = await api.blog.articles.create.mutate({ data: {} });
    const theirs = await api.blog.articles.update.mutate({ id: created.id, data: { className: 'theirs' } });
    const current = theirs.updatedAt.toISOString();
    const stale = api.blog.articles.update.mutate({
      id: created.id,
      data: { className: 'mine' },
      expectedUpdatedAt: created.updatedAt,
    });
    await expect(stale).rejects.toMatchObject({
      message: expect.stringContaining(current),
      data: {
        code: 'CONFLICT',
        httpStatus: 409,
        causes: [{ field: 'expectedUpdatedAt', message: expect.stringContaining(current) }],
      },
    });
    expect((await api.blog.articles.get.query({ id: created.id })).className).toBe('theirs');
  });

  it('overwrites without expectedUpdatedAt, as before', async () => {
    const created = await api.blog.articles.create.mutate({ data: {} });
    await api.blog.articles.update.mutate({ id: created.id, data: { className: 'theirs' } });
    const mine = await api.blog.articles.update.mutate({ id: created.id, data: { className: 'mine' } });
    expect(mine.className).toBe('mine');
  });

  it('answers 404 for an unknown id, with or without expectedUpdatedAt', async () => {
    for (const expectedUpdatedAt of [new Date(), undefined])
      await expect(api.blog.articles.update.mutate({ id: UNKNOWN_ID, data: {}, expectedUpdatedAt })).rejects.toMatchObject({
        data: { code: 'NOT_FOUND', httpStatus: 404 },
      });
  });
});

describe('update with expectedUpdatedAt through REST', () => {
  it('writes with PATCH and PUT when the query string holds the updatedAt as loaded', async () => {
    const created = await createArticle();
    const patched = await patch(created.id, { className: 'one' }, created.updatedAt);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(Date.parse(patched.body.data.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const put = await patch(created.id, { className: 'two' }, patched.body.data.updatedAt, 'PUT');
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.className).toBe('two');
  });

  it('takes the updatedAt in another time zone, as long as it is the same instant', async () => {
    const created = await createArticle();
    const at = new Date(created.updatedAt);
    const local = new Date(at.getTime() + 3 * 3_600_000).toISOString().replace('Z', '+03:00');
    expect((await patch(created.id, { className: 'zoned' }, local)).status).toBe(200);
  });

  it('refuses a stale edit with a 409 in the spec’s shape, and writes nothing', async () => {
    const created = await createArticle();
    const theirs = await patch(created.id, { className: 'theirs' });
    for (const method of ['PATCH', 'PUT']) {
      const { status, body } = await patch(created.id, { className: 'mine' }, created.updatedAt, method);
      expectConflict(status, body, theirs.body.data.updatedAt);
    }
    expect(await stored(created.id)).toEqual(theirs.body.data);
  });

  it('overwrites without expectedUpdatedAt', async () => {
    const created = await createArticle();
    await patch(created.id, { className: 'theirs' });
    const mine = await patch(created.id, { className: 'mine' });
    expect(mine.status).toBe(200);
    expect((await stored(created.id)).className).toBe('mine');
  });

  it('answers 404 for an unknown id, and 400 for an expectedUpdatedAt that is no date', async () => {
    expect((await patch(UNKNOWN_ID, {}, new Date().toISOString())).status).toBe(404);
    expect((await patch(UNKNOWN_ID, {})).status).toBe(404);
    const created = await createArticle();
    const { status, body } = await patch(created.id, { className: 'x' }, 'yesterday');
    expect(status).toBe(400);
    expect(body.cause).toMatchObject([{ field: 'expectedUpdatedAt', message: expect.stringContaining('ISO 8601') }]);
    expect((await stored(created.id)).className).toBeNull();
  });

  it('lets exactly one of many edits of the same copy through', async () => {
    const created = await createArticle();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => patch(created.id, { className: `edit-${index}` }, created.updatedAt)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data;
    expect(await stored(created.id)).toEqual(winner);
  });

  it('keeps refusing unique values that are taken, and generating emptied ones', async () => {
    const taken = await createArticle({ slug: 'edit-conflicts-taken' });
    const created = await createArticle();
    const clash = await patch(created.id, { slug: taken.slug }, created.updatedAt);
    expect(clash.status).toBe(409);
    expect(clash.body.cause?.map((cause) => cause.field)).toEqual(['data.slug']);
    const regenerated = await patch(created.id, { slug: '' }, created.updatedAt);
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.data.slug).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d{4}$/);
  });

  it('keeps secrets out of the answer', async () => {
    const identity = (await call<{ id: string; updatedAt: string }>('/api/rbac/identities', json({ email: 'edit@example.com' })))
      .body.data;
    await server.db.query(`UPDATE "RbacIdentity" SET "password" = 'hashed', "salt" = 'salt' WHERE "id" = $1`, [identity.id]);
    const current = (await call<{ updatedAt: string }>(`/api/rbac/identities/${identity.id}`)).body.data.updatedAt;
    const response = await server.request(
      `/api/rbac/identities/${identity.id}?expectedUpdatedAt=${encodeURIComponent(current)}`,
      json({ account: 'edited' }, 'PATCH'),
    );
    const body = (await response.json()) as Answer<Record<string, unknown>>;
    expect(response.status).toBe(200);
    expect(body.data.account).toBe('edited');
    for (const secret of ['password', 'salt', 'code', 'codeExpiresAt']) expect(body.data).not.toHaveProperty(secret);
  });
});

describe('bulk update with expectedUpdatedAt per item', () => {
  const bulk = (items: unknown[]) => call<Article[]>(`${ARTICLES}/bulk`, json(items, 'PATCH'));

  it('writes every item whose record is as loaded', async () => {
    const [a, b] = [await createArticle(), await createArticle()];
    const { status, body } = await bulk([
      { id: a.id, data: { className: 'a' }, expectedUpdatedAt: a.updatedAt },
      { id: b.id, data: { className: 'b' } },
    ]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.map((article) => article.className)).toEqual(['a', 'b']);
  });

  it('writes nothing when one item is stale, naming that item', async () => {
    const [a, b, c] = [await createArticle(), await createArticle(), await createArticle()];
    const theirs = (await patch(b.id, { className: 'theirs' })).body.data;
    const { status, body } = await bulk([
      { id: a.id, data: { className: 'mine' }, expectedUpdatedAt: a.updatedAt },
      { id: c.id, data: { className: 'mine' } },
      { id: b.id, data: { className: 'mine' }, expectedUpdatedAt: b.updatedAt },
    ]);
    expectConflict(status, body, theirs.updatedAt, 'data[2].expectedUpdatedAt');
    expect(await stored(a.id)).toEqual(a);
    expect(await stored(c.id)).toEqual(c);
    expect(await stored(b.id)).toEqual(theirs);
  });

  it('answers 404 naming the item of an unknown id, and 400 naming an expectedUpdatedAt that is no date', async () => {
    const a = await createArticle();
    const unknown = await bulk([
      { id: a.id, data: { className: 'x' }, expectedUpdatedAt: a.updatedAt },
      { id: UNKNOWN_ID, data: {}, expectedUpdatedAt: a.updatedAt },
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.cause?.map((cause) => cause.field)).toEqual(['data[1].id']);
    const invalid = await bulk([{ id: a.id, data: {}, expectedUpdatedAt: 'soon' }]);
    expect(invalid.status).toBe(400);
    expect(invalid.body.cause?.map((cause) => cause.field)).toEqual(['data[0].expectedUpdatedAt']);
    expect(await stored(a.id)).toEqual(a);
  });
});

describe('updatedAt moves on with every write, even within one millisecond', () => {
  it('gives a record written twice in one transaction (one clock reading) two updatedAt values', async () => {
    const created = await createArticle();
    const twice = await call<Article[]>(
      `${ARTICLES}/bulk`,
      json(
        [
          { id: created.id, data: { className: 'first' } },
          { id: created.id, data: { className: 'second' } },
        ],
        'PATCH',
      ),
    );
    expect(twice.status).toBe(200);
    const [first, second] = twice.body.data as [Article, Article];
    expect(Date.parse(first.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    // An edit of the copy between the two writes is stale, though both were written at the same time.
    const stale = await patch(created.id, { className: 'mine' }, first.updatedAt);
    expectConflict(stale.status, stale.body, second.updatedAt);
  });

  it('detects a change made in the same millisecond as the copy was loaded', async () => {
    const entity = entityAt('blog', 'articles');
    const created = await createArticle();
    // One transaction: PostgreSQL's now() is the same for every statement in it, as in two writes within one millisecond.
    const stale = await server.db.transaction(async (tx) => {
      const loaded = await crud.update(tx, entity, created.id, { className: 'loaded' });
      await crud.update(tx, entity, created.id, { className: 'theirs' });
      return loaded.updatedAt as Date;
    });
    await expect(
      crud.update(server.db, entity, created.id, { className: 'mine' }, { expectedUpdatedAt: stale }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      causes: [{ field: 'expectedUpdatedAt' }],
    });
    expect((await stored(created.id)).className).toBe('theirs');
  });
});
