import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThroughRest, entityAt } from '../helpers/records';
import { createApiClient } from '../../src/lib/trpc/client';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ErrorBody {
  data: string;
  cause: { field?: string; message: string }[];
}

async function expectError(response: Response, status: number, fields: string[] = []) {
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.data).toBe('string');
  expect(body.cause.map((cause) => cause.field).sort()).toEqual([...fields].sort());
  return body;
}

const countOf = async (path: string) => ((await (await server.request(`${path}/count`)).json()) as { data: number }).data;

describe('writes need the secret key; reads are public', () => {
  it('answers 401 without a key and 403 with a wrong one, writing nothing', async () => {
    const before = await countOf('/api/blog/articles');
    await expectError(await server.request('/api/blog/articles', { ...json({}), secretKey: null }), 401);
    await expectError(await server.request('/api/blog/articles', { ...json({}), secretKey: 'wrong' }), 403);
    expect(await countOf('/api/blog/articles')).toBe(before);
  });

  it('accepts the key from the rbac.secret-key cookie', async () => {
    const response = await server.request('/api/blog/articles', {
      ...json({}),
      secretKey: null,
      headers: { 'content-type': 'application/json', cookie: 'theme=dark; rbac.secret-key=test-secret-key' },
    });
    expect(response.status).toBe(201);
  });

  it('guards every write through tRPC too', async () => {
    const response = await server.request('/api/trpc/blog.articles.create', {
      ...json({}),
      body: JSON.stringify({ json: { data: {} } }),
      secretKey: null,
    });
    expect(response.status).toBe(401);
  });

  it('lets the typed client write with the key, and refuses it without', async () => {
    const created = await createApiClient(server.url, { secretKey: TEST_SECRET_KEY }).blog.articles.create.mutate({
      data: { title: { ru: 'Через tRPC' } },
    });
    expect(created.title).toEqual({ ru: 'Через tRPC' });
    expect(created.createdAt).toBeInstanceOf(Date);
    await expect(createApiClient(server.url).blog.articles.delete.mutate({ id: created.id })).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });
  });

  it('reads without a key', async () => {
    expect((await server.request('/api/blog/articles', { secretKey: null })).status).toBe(200);
  });
});

describe('secrets are never read', () => {
  it('leaves identity password, salt and code out of create, get, list and update answers', async () => {
    const created = await createThroughRest(server, entityAt('rbac', 'identities'), { email: 'someone@example.com' });
    await server.db.query(`UPDATE "RbacIdentity" SET "password" = 'hashed', "salt" = 'salt', "code" = '123456' WHERE "id" = $1`, [
      created.id,
    ]);
    const answers = [
      created,
      ((await (await server.request(`/api/rbac/identities/${created.id}`)).json()) as { data: object }).data,
      ...((await (await server.request('/api/rbac/identities')).json()) as { data: object[] }).data,
      (
        (await (await server.request(`/api/rbac/identities/${created.id}`, json({ account: 'x' }, 'PATCH'))).json()) as {
          data: object;
        }
      ).data,
    ];
    for (const answer of answers)
      for (const secret of ['password', 'salt', 'code', 'codeExpiresAt']) expect(answer).not.toHaveProperty(secret);
  });

  it('are never written by a generic call: the rbac module sets them (a password only as its hash)', async () => {
    const before = await countOf('/api/rbac/identities');
    await expectError(
      await server.request('/api/rbac/identities', json({ email: 'raw@example.com', password: 'plain text', code: '1' })),
      400,
      ['data.password', 'data.code'],
    );
    expect(await countOf('/api/rbac/identities')).toBe(before);
  });
});

describe('bad input is a 400 that names every failing field, and writes nothing', () => {
  it('names each missing, mistyped, unknown or disallowed field at once', async () => {
    const before = await countOf('/api/crm/inputs');
    const body = await expectError(
      await server.request('/api/crm/inputs', json({ variant: 'fancy', isRequired: 'yes', title: { en: 5 }, colour: 'red' })),
      400,
      ['data.variant', 'data.isRequired', 'data.title.en', 'data.colour'],
    );
    expect(body.cause.find((cause) => cause.field === 'data.variant')?.message).toContain(
      'default, text-default, textarea-default, number-default',
    );
    expect(await countOf('/api/crm/inputs')).toBe(before);
  });

  it('names a missing required field and a missing foreign key', async () => {
    await expectError(await server.request('/api/host/layouts', json({})), 400, ['data.title']);
    await expectError(await server.request('/api/host/pages-to-widgets', json({ pageId: 'x' })), 400, ['data.widgetId']);
  });

  it('rejects enumerated values outside the spec lists', async () => {
    await expectError(await server.request('/api/ecommerce/orders', json({ status: 'lost' })), 400, ['data.status']);
    await expectError(await server.request('/api/ecommerce/products', json({ type: 'rental' })), 400, ['data.type']);
    await expectError(await server.request('/api/ecommerce/attribute-keys', json({ field: 'color' })), 400, ['data.field']);
    await expectError(await server.request('/api/rbac/identities', json({ provider: 'myspace' })), 400, ['data.provider']);
    await expectError(await server.request('/api/host/widgets-to-external-widgets', json({ externalModule: 'forum' })), 400, [
      'data.externalModule',
      'data.widgetId',
      'data.externalWidgetId',
    ]);
  });

  it('checks a currency slug: lowercase letters, digits and hyphens', async () => {
    await expectError(await server.request('/api/billing/currencies', json({ slug: 'US Dollar' })), 400, ['data.slug']);
    expect((await server.request('/api/billing/currencies', json({ slug: 'usd-2' }))).status).toBe(201);
  });

  it('names the relation whose record does not exist', async () => {
    const page = await createThroughRest(server, entityAt('host', 'pages'));
    await expectError(
      await server.request(
        '/api/host/pages-to-widgets',
        json({ pageId: page.id, widgetId: '00000000-0000-4000-8000-000000000000' }),
      ),
      400,
      ['data.widgetId'],
    );
  });

  it('answers invalid JSON with a 400, as a body or under data', async () => {
    await expectError(
      await server.request('/api/blog/articles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data": {',
      }),
      400,
      ['body'],
    );
    const form = new FormData();
    form.set('data', '{not json');
    await expectError(await server.request('/api/blog/articles', { method: 'POST', body: form }), 400, ['data']);
  });

  it('asks for the payload under data', async () => {
    await expectError(
      await server.request('/api/blog/articles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"slug":"x"}',
      }),
      400,
      ['data'],
    );
  });
});

describe('unknown things are 404, clashes 409', () => {
  it('answers 404 for an unknown id, entity or module', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(await server.request(`/api/blog/articles/${id}`), 404);
    await expectError(await server.request(`/api/blog/articles/${id}`, json({ className: 'x' }, 'PATCH')), 404);
    await expectError(await server.request(`/api/blog/articles/${id}`, { method: 'DELETE' }), 404);
    await expectError(await server.request('/api/blog/posts'), 404);
    await expectError(await server.request('/api/forum/posts'), 404);
  });

  it('answers a malformed escape in an id or a cookie like any unknown value, not with a 500', async () => {
    await expectError(await server.request('/api/blog/articles/%E0%A4%A'), 404);
    const response = await server.request('/api/blog/articles', {
      ...json({}),
      secretKey: null,
      headers: { 'content-type': 'application/json', cookie: 'rbac.secret-key=%E0%A4%A' },
    });
    await expectError(response, 401);
  });

  it('answers 405 for a method the route does not have', async () => {
    await expectError(await server.request('/api/blog/articles', { method: 'DELETE' }), 405);
  });

  it('answers 409 naming the unique field that clashes, keeping the first record', async () => {
    await createThroughRest(server, entityAt('blog', 'categories'), { slug: 'news' });
    await expectError(await server.request('/api/blog/categories', json({ slug: 'news' })), 409, ['data.slug']);
    const list = await server.request(
      '/api/blog/categories?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=news',
    );
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it("says 'id is required' through tRPC when the id is empty", async () => {
    const response = await server.request(
      `/api/trpc/blog.articles.get?input=${encodeURIComponent(JSON.stringify({ json: { id: '' } }))}`,
    );
    const body = (await response.json()) as { error: { json: { data: { causes: { message: string }[] } } } };
    expect(response.status).toBe(400);
    expect(body.error.json.data.causes[0]?.message).toBe('id: id is required');
  });
});

describe('generated values', () => {
  it('fills an empty slug and adminTitle and keeps given ones', async () => {
    const generated = await createThroughRest(server, entityAt('website-builder', 'sliders'), { slug: '', adminTitle: '' });
    expect(generated.slug).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d{4}$/);
    expect(generated.adminTitle).toMatch(/^[a-z]+ [a-z]+ [a-z]+$/);
    const given = await createThroughRest(server, entityAt('website-builder', 'sliders'), {
      slug: 'main',
      adminTitle: 'Main slider',
    });
    expect(given).toMatchObject({ slug: 'main', adminTitle: 'Main slider' });
  });

  it('generates a store-to-product sku', async () => {
    const link = await createThroughRest(server, entityAt('ecommerce', 'stores-to-products'));
    expect(link.sku).toMatch(/^SKU-[0-9A-F]{8}$/);
  });

  it('applies the spec defaults', async () => {
    const page = await server.request('/api/host/pages', json({ url: '/about' }));
    expect(((await page.json()) as { data: object }).data).toMatchObject({
      title: 'Page',
      description: 'Description',
      language: 'en',
    });
    const order = await createThroughRest(server, entityAt('ecommerce', 'orders'));
    expect(order).toMatchObject({ status: 'new', type: 'cart', variant: 'default', receipt: '' });
    const product = await createThroughRest(server, entityAt('ecommerce', 'products'));
    expect(product).toMatchObject({ type: 'one_off', title: {}, description: {} });
    const line = await createThroughRest(server, entityAt('ecommerce', 'orders-to-products'));
    expect(line).toMatchObject({ quantity: 1, orderIndex: 0 });
  });
});

describe('input the database cannot hold is a 400, never a 500', () => {
  it('names an int beyond 32 bits, a NUL character, a date out of range and an over-long indexed text', async () => {
    await expectError(await server.request('/api/ecommerce/orders-to-products', json({ quantity: 3_000_000_000 })), 400, [
      'data.quantity',
      'data.orderId',
      'data.productId',
    ]);
    await expectError(await server.request('/api/blog/articles', json({ title: { en: 'a\u0000b' }, className: '\u0000' })), 400, [
      'data.title.en',
      'data.className',
    ]);
    await expectError(await server.request('/api/ecommerce/attributes', json({ datetime: '+010000-01-01T00:00:00.000Z' })), 400, [
      'data.datetime',
    ]);
    await expectError(await server.request('/api/blog/articles', json({ slug: 'x'.repeat(501) })), 400, ['data.slug']);
  });
});

describe('relation records', () => {
  it('are deleted with either of their two parents', async () => {
    const page = await createThroughRest(server, entityAt('host', 'pages'));
    const layout = await createThroughRest(server, entityAt('host', 'layouts'));
    const link = await createThroughRest(server, entityAt('host', 'pages-to-layouts'), { pageId: page.id, layoutId: layout.id });
    const other = await createThroughRest(server, entityAt('host', 'pages-to-layouts'), { layoutId: layout.id });
    expect((await server.request(`/api/host/pages/${page.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await server.request(`/api/host/pages-to-layouts/${link.id}`)).status).toBe(404);
    expect((await server.request(`/api/host/pages-to-layouts/${other.id}`)).status).toBe(200);
    expect((await server.request(`/api/host/layouts/${layout.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await server.request(`/api/host/pages-to-layouts/${other.id}`)).status).toBe(404);
  });
});

describe('what the review of the first version found', () => {
  const rawJson = (body: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses a lone surrogate in text or JSON, naming the field', async () => {
    await expectError(await server.request('/api/blog/articles', rawJson('{"data":{"title":{"en":"\\ud800"}}}')), 400, [
      'data.title.en',
    ]);
    await expectError(await server.request('/api/rbac/roles', rawJson('{"data":{"title":"\\udfff"}}')), 400, ['data.title']);
  });

  it('refuses input nested deeper than 64 levels instead of overflowing the stack', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const body = await expectError(await server.request('/api/crm/requests', rawJson(`{"data":{"payload":${deep}}}`)), 400, [
      `data.payload${'.a'.repeat(62)}`,
    ]);
    expect(body.cause[0]?.message).toContain('nested deeper than 64 levels');
  });

  it('answers a wrong secret key of any length or alphabet with 403', async () => {
    for (const key of ['%C3%A9', encodeURIComponent('ключ'), 'x'.repeat(300)]) {
      const response = await server.request('/api/blog/articles', {
        ...json({}),
        secretKey: null,
        headers: { 'content-type': 'application/json', cookie: `rbac.secret-key=${key}` },
      });
      await expectError(response, 403);
    }
  });

  it('generates an empty currency slug that its pattern accepts', async () => {
    const created = await createThroughRest(server, entityAt('billing', 'currencies'), { slug: '' });
    expect(created.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('names every relation id that points at no record, across bulk items', async () => {
    const article = await createThroughRest(server, entityAt('blog', 'articles'));
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expectError(
      await server.request('/api/blog/categories-to-articles', json({ categoryId: nobody, articleId: nobody })),
      400,
      ['data.categoryId', 'data.articleId'],
    );
    await expectError(
      await server.request(
        '/api/blog/categories-to-articles/bulk',
        json([{ data: { categoryId: nobody, articleId: article.id } }, { data: { categoryId: nobody, articleId: nobody } }]),
      ),
      400,
      ['data[0].data.categoryId', 'data[1].data.categoryId', 'data[1].data.articleId'],
    );
  });

  it('never matches find-or-create on a secret, so it cannot tell whether a password is right', async () => {
    await expectError(
      await server.request('/api/rbac/identities/find-or-create', json({ email: 'oracle@example.com', password: 'wrong' })),
      400,
      ['data.password'],
    );
  });
});

describe('what the second review found', () => {
  const cookieWrite = (headers: Record<string, string>) =>
    server.request('/api/blog/articles', {
      ...json({}),
      secretKey: null,
      headers: { 'content-type': 'application/json', cookie: `rbac.secret-key=${TEST_SECRET_KEY}`, ...headers },
    });

  it('refuses a cookie-authorised write sent from another site, and takes it from this one', async () => {
    await expectError(await cookieWrite({ 'sec-fetch-site': 'cross-site' }), 403);
    await expectError(await cookieWrite({ origin: 'https://evil.example' }), 403);
    expect((await cookieWrite({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    const host = new URL(server.url).host;
    expect((await cookieWrite({ origin: `http://${host}` })).status).toBe(201);
  });

  it('reads a body only as JSON, multipart or url-encoded: text/plain is a 415', async () => {
    const response = await server.request('/api/blog/articles', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ data: {} }),
    });
    await expectError(response, 415, ['content-type']);
  });

  it('names keys beside data and form fields sent twice', async () => {
    const extra = await server.request('/api/blog/articles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {}, extra: 1 }),
    });
    await expectError(extra, 400, ['extra']);
    const form = new FormData();
    form.append('data', '{"slug":"first"}');
    form.append('data', '{"slug":"second"}');
    await expectError(await server.request('/api/blog/articles', { method: 'POST', body: form }), 400, ['data']);
  });

  it('checks the key before it reads a tRPC input, and limits tRPC bodies like REST ones', async () => {
    const anonymous = await server.request('/api/trpc/crm.requests.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { data: { payload: 'a\u0000' } } }),
      secretKey: null,
    });
    expect(anonymous.status).toBe(401);
    const huge = await server.request('/api/trpc/crm.requests.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { data: { payload: 'x'.repeat(11 * 1024 * 1024) } } }),
    });
    expect(huge.status).toBe(413);
  });

  it('reads dates only as ISO 8601', async () => {
    for (const date of [true, 123456, '1', [2020]])
      await expectError(await server.request('/api/ecommerce/attributes', json({ date })), 400, ['data.date']);
    const created = await createThroughRest(server, entityAt('ecommerce', 'attributes'), {
      date: '2026-11-21',
      datetime: '2026-11-21T10:00',
    });
    expect(created).toMatchObject({ date: '2026-11-21T00:00:00.000Z', datetime: '2026-11-21T10:00:00.000Z' });
  });

  it('stores a given id in lower case, so one uuid names one record', async () => {
    const upper = 'ABCDEF01-2345-4678-89AB-CDEF01234567';
    const created = await createThroughRest(server, entityAt('blog', 'articles'), { id: upper });
    expect(created.id).toBe(upper.toLowerCase());
    await expectError(await server.request('/api/blog/articles', json({ id: upper.toLowerCase() })), 409, ['data.id']);
  });

  it('asks find-or-create for a field to find by, and takes no files there', async () => {
    await expectError(await server.request('/api/blog/articles/find-or-create', json({})), 400, ['data']);
    const form = new FormData();
    form.set('data', '{"alt":"x"}');
    form.set('file', new File(['x'], 'x.txt'));
    await expectError(await server.request('/api/file-storage/files/find-or-create', { method: 'POST', body: form }), 400, [
      'file',
    ]);
  });

  it('names the unknown id of a bulk update item', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expectError(await server.request('/api/blog/articles/bulk', json([{ id: nobody, data: {} }], 'PATCH')), 404, [
      'data[0].id',
    ]);
  });

  it('says which methods a route has', async () => {
    const response = await server.request('/api/blog/articles/count', { method: 'POST' });
    await expectError(response, 405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('takes limit and offset as whole numbers only', async () => {
    for (const query of ['limit[]=1', 'limit=0x10', 'limit=1e2', 'offset=-1', 'offset='])
      expect((await server.request(`/api/blog/articles?${query}`)).status, query).toBe(400);
    expect((await server.request('/api/blog/articles?limit=5&offset=0')).status).toBe(200);
  });
});
