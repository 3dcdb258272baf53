import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
});
afterAll(() => server.close());

const rest = async (path: string, init?: Parameters<TestServer['request']>[1]) => {
  const response = await server.request(path, init);
  return {
    status: response.status,
    allow: response.headers.get('allow'),
    body: (await response.json()) as { data: unknown; cause?: unknown },
  };
};

/** Sends bytes as they are and reads the status line: fetch cannot send a malformed request target. */
const rawStatus = (requestText: string) =>
  new Promise<number>((resolve, reject) => {
    // Written, not ended: the request says Connection: close, and a half-closed socket may be dropped before the answer.
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => socket.write(requestText));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });

describe('the host page API, over REST and tRPC alike', () => {
  let articleSlug: string;
  beforeAll(async () => {
    const created = async (path: string, data: Record<string, unknown>) =>
      ((await (await server.request(path, json(data))).json()) as { data: { id: string } }).data;
    const page = await created('/api/host/pages', { url: '/about', title: 'About' });
    const layout = await created('/api/host/layouts', { title: 'Main' });
    const widget = await created('/api/host/widgets', { title: { en: 'Hero' } });
    await created('/api/host/pages-to-layouts', { pageId: page.id, layoutId: layout.id });
    await created('/api/host/pages-to-widgets', { pageId: page.id, widgetId: widget.id });
    await created('/api/host/pages', { url: '/blog/articles/[blog.articles.slug]', title: 'Article' });
    await created('/api/host/pages', { url: '/500', title: 'Server error' });
    articleSlug = 'restoration-2025';
    await created('/api/blog/articles', { slug: articleSlug, title: { en: 'Restoration' } });
  });

  it('finds a page by url with its layouts and widgets: the same answer on both faces', async () => {
    const viaRest = await rest('/api/host/pages/find-by-url?url=/about');
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data).toMatchObject({
      url: '/about',
      pagesToLayouts: [{ layout: { title: 'Main' } }],
      pagesToWidgets: [{ widget: { title: { en: 'Hero' } } }],
    });
    const viaTrpc = await api.host.pages.findByUrl.query({ url: '/about' });
    expect(JSON.parse(JSON.stringify(viaTrpc))).toEqual(viaRest.body.data);
  });

  it('finds a url-segment page by a record’s slug, and answers null (not {}) where no page is', async () => {
    expect((await rest(`/api/host/pages/find-by-url?url=/blog/articles/${articleSlug}`)).body.data).toMatchObject({
      url: '/blog/articles/[blog.articles.slug]',
    });
    expect((await rest('/api/host/pages/find-by-url?url=/nowhere')).body).toEqual({ data: null });
    expect(await api.host.pages.findByUrl.query({ url: '/nowhere' })).toBeNull();
  });

  it('lists every url split on "/" but the error page, url-segment pages expanded into their records', async () => {
    const urls = (await rest('/api/host/pages/urls')).body.data as string[][];
    expect(urls).toEqual(expect.arrayContaining([['about'], ['blog', 'articles', articleSlug]]));
    expect(urls).not.toContainEqual(['blog', 'articles', '[blog.articles.slug]']);
    // The page a failed page shows is found by its url (the error screens read it), but no crawler is sent there.
    expect(urls).not.toContainEqual(['500']);
    expect((await rest('/api/host/pages/find-by-url?url=/500')).body.data).toMatchObject({ url: '/500' });
    expect(await api.host.pages.urls.query({})).toEqual(urls);
  });

  it('reads the value of a segment in a url', async () => {
    const value = await rest(`/api/host/pages/url-segment-value?url=/blog/articles/${articleSlug}&segment=blog.articles.slug`);
    expect(value.body).toEqual({ data: articleSlug });
  });

  it.each(['/about?x=1', '/about#team', 'about', '/a//b', '/caf%C3%A9', '/with space', '/about/', '/..', '/./x', '/a\\b'])(
    'refuses to store a page url that is not a plain path (%s), naming the field',
    async (url) => {
      const answer = await rest('/api/host/pages', json({ url }));
      expect(answer.status).toBe(400);
      expect(answer.body.cause).toEqual([expect.objectContaining({ field: 'data.url' })]);
    },
  );

  it('refuses a missing url or an unknown segment with a 400 naming the parameter', async () => {
    const missing = await rest('/api/host/pages/find-by-url');
    expect(missing.status).toBe(400);
    expect(missing.body.cause).toEqual([expect.objectContaining({ field: 'url' })]);
    const unknown = await rest('/api/host/pages/url-segment-value?url=/a&segment=blog.nothing.slug');
    expect(unknown.status).toBe(400);
    expect(unknown.body.cause).toEqual([expect.objectContaining({ field: 'segment' })]);
  });
});

describe('the route table over HTTP', () => {
  it('answers 404 for an unknown path and 405 with Allow for a known path with another method', async () => {
    expect((await rest('/api/host/nothing')).status).toBe(404);
    const wrongMethod = await rest('/api/host/pages/find-by-url', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.allow).toBe('GET, HEAD');
    const options = await server.request('/api/host/pages/find-by-url', { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD']);
  });

  it('refuses a name given both in the path and the query string', async () => {
    const answer = await rest('/api/host/pages/some-id?id=other');
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('answers TRACE and other methods tRPC does not take with a 405, not a 500', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/trpc/host.pages.list`, { method: 'TRACE' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(405);
  });

  it.each(['GET http://a:99999/api/host/pages HTTP/1.1', 'GET http://[::1/x HTTP/1.1', 'OPTIONS * HTTP/1.1'])(
    'answers an unusable request target (%s) with a 400',
    async (line) => {
      expect(await rawStatus(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).toBe(400);
    },
  );

  it.each([
    ['absolute, as proxies send it', `/api/host/pages/count`],
    ['starting with an empty segment', '//api/host/pages/count'],
    ['of tRPC with empty segments', `//api//trpc/host.pages.count?input=${encodeURIComponent('{"json":{}}')}`],
  ])('takes a request target %s', async (kind, path) => {
    const target = kind.startsWith('absolute') ? `${server.url}${path}` : path;
    expect(await rawStatus(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).toBe(200);
  });

  it('publishes the route table as an OpenAPI document', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/host/pages/find-by-url');
  });
});
