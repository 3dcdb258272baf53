import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dependenciesFromEnvironment } from '../../src/server/dependencies';
import PageCacheHandler from '../../src/server/platform/page-cache/next-cache-handler.mjs';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * The site's addresses: SITE_URL (else the address the server listens on) reaches every request's context, and the
 * error page opened by its own address answers 500, not indexed, not cached, whether Next.js renders it or the page
 * cache holds it. Next.js is a stand-in that sends every page whole with 200, as it does a site page.
 */

const PAGE = '<html><body><h1>Что-то пошло не так</h1></body></html>';

function standInForNext(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  // What Next.js sends with a page it may cache.
  response.setHeader('cache-control', 's-maxage=86400, stale-while-revalidate=31449600');
  response.setHeader('x-seen-if-none-match', String(request.headers['if-none-match'] ?? 'none'));
  response.statusCode = 200;
  response.end(PAGE);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ server: () => ({ pages: standInForNext }) });
});
afterAll(() => server.close());

describe('the site address', () => {
  it('is SITE_URL when set, else the address the server listens on: never a fixed port', () => {
    const siteUrl = (environment: Record<string, string>) =>
      dependenciesFromEnvironment(server.db, { RBAC_JWT_SECRET: 'x'.repeat(32), ...environment }).siteUrl;
    expect(siteUrl({ PORT: '5123' })).toBe('http://localhost:5123');
    expect(siteUrl({ PORT: '5123', HOST: '127.0.0.1' })).toBe('http://127.0.0.1:5123');
    expect(siteUrl({ PORT: '5123', SITE_URL: 'https://venets.example/' })).toBe('https://venets.example');
    expect(() => siteUrl({ SITE_URL: 'venets.example' })).toThrow(/SITE_URL/);
  });
});

describe('the error page by its own address', () => {
  it('answers 500 with its content, not to be indexed or cached; other pages answer as Next.js does', async () => {
    for (const path of ['/ru/500', '/en/500', '/ru/500/']) {
      const answer = await server.request(path, { secretKey: null, headers: { 'if-none-match': '"x"' } });
      expect(answer.status, path).toBe(500);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // Asked of Next.js unconditionally: a 304 would stand for a success.
      expect(answer.headers.get('x-seen-if-none-match')).toBe('none');
      expect(await answer.text()).toBe(PAGE);
    }
    const head = await server.request('/ru/500', { method: 'HEAD', secretKey: null });
    expect(head.status).toBe(500);
    for (const path of ['/ru/about', '/ru/5000', '/ru/500/more', '/de/500']) {
      const answer = await server.request(path, { secretKey: null });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag')).toBeNull();
      await answer.text();
    }
  });

  it('answers 500 from the page cache too', async () => {
    const handler = new PageCacheHandler();
    const key = '/route-cache/APP_PAGE/0123abcd/$/en/500';
    await handler.get(key);
    await handler.set(
      key,
      { kind: 'APP_PAGE', html: PAGE, status: 200 },
      { cacheControl: { revalidate: 86400, expire: 31536000 } },
    );
    const answer = await server.request('/en/500', { secretKey: null });
    expect(answer.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(await answer.text()).toBe(PAGE);
  });
});

describe('pages drawn for each visitor', () => {
  it('are never kept by a cache, whatever Next.js says; site pages keep what it says', async () => {
    for (const path of [
      '/admin',
      '/admin/blog/articles',
      '/ru/rbac/subjects/settings',
      '/en/rbac/subject/authentication/email-and-password',
    ]) {
      const answer = await server.request(path, { secretKey: null });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      await answer.text();
    }
    const site = await server.request('/ru/rbac/subjects/olga-belyaeva', { secretKey: null });
    expect(site.headers.get('cache-control')).toBe('s-maxage=86400, stale-while-revalidate=31449600');
    await site.text();
  });
});
