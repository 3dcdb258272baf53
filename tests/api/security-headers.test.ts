import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformServer } from '../../src/server/http/server';
import PageCacheHandler from '../../src/server/platform/page-cache/next-cache-handler.mjs';
import { testDependencies } from '../helpers/server';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { openTestFileStorage } from '../helpers/storage';
import { TEST_SECRET_KEY } from '../helpers/server';

/**
 * Security headers on every kind of answer of the platform server: the API, uploaded files, cached pages, pages of
 * Next.js (a stand-in here, answering as Next.js does: a per-visitor page streamed with the request's nonce, a site
 * page sent whole), errors and redirects; HSTS only when the client (or the trusted proxy) came over https.
 */

const INLINE = 'self.__next_f.push([1,"x"])';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** What Next.js reads a render's nonce from (app-render's getScriptNonceFromHeader). */
const nonceOf = (policy: string | undefined | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** A robots.txt long enough to be worth compressing. */
const ROBOTS = `User-agent: *\n${'Disallow: /admin/\n'.repeat(100)}`;

/** Next.js as far as these tests need it. */
function standInForNext(request: IncomingMessage, response: ServerResponse) {
  if (request.url === '/boom') throw new Error('render failed');
  if (request.url === '/robots.txt') {
    // A text answer of a site path, sent as Next.js sends what it was asked for uncompressed.
    response.setHeader('x-seen-encoding', String(request.headers['accept-encoding'] ?? 'none'));
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(ROBOTS) });
    response.end(ROBOTS);
    return;
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  const nonce = nonceOf(request.headers['content-security-policy'] as string | undefined);
  if (nonce) {
    // A per-visitor page: streamed, headers first, each script with the nonce of the request's policy.
    response.flushHeaders();
    response.write(`<html><body><script nonce="${nonce}">${INLINE}</script>`);
    response.end('</body></html>');
    return;
  }
  // A site page: no nonce asked for, sent whole; Next.js's compression would commit the headers before the body.
  response.setHeader('x-seen-encoding', String(request.headers['accept-encoding'] ?? 'none'));
  response.setHeader('x-seen-policy', String(request.headers['content-security-policy'] ?? 'none'));
  response.writeHead(200);
  response.end(`<html><body><script src="/_next/static/a.js"></script><script>${INLINE}</script></body></html>`);
}

let db: TestDatabase;
const storage = openTestFileStorage();
let server: Server;
let development: Server;
let url: string;
let developmentUrl: string;

const listen = async (target: Server) => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  db = await openTestDatabase();
  const dependencies = testDependencies(db, storage);
  server = createPlatformServer({ ...dependencies, pages: standInForNext, trustedProxyHops: 1 });
  development = createPlatformServer({ ...dependencies, pages: standInForNext, development: true });
  url = await listen(server);
  developmentUrl = await listen(development);
});

afterAll(async () => {
  await Promise.all([server, development].map((each) => new Promise((resolve) => each.close(resolve))));
  await db.dispose();
  storage.dispose();
});

const get = (path: string, headers: Record<string, string> = {}, base = url) =>
  fetch(base + path, { headers, redirect: 'manual' });

/** A request target fetch cannot send (`*`): the server's 400. */
const rawStatusAndHeaders = (target: string) =>
  new Promise<{ status: number; headers: IncomingMessage['headers'] }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    httpRequest({ hostname, port, path: target, method: 'GET' }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode!, headers: answer.headers });
    })
      .on('error', reject)
      .end();
  });

/** A file anyone may fetch (linked to no record, it would be private), uploaded by an administrator. */
async function upload(name: string, text: string): Promise<string> {
  const body = new FormData();
  body.set('data', JSON.stringify({ visibility: 'public' }));
  body.set('file', new File([text], name));
  const answer = await fetch(`${url}/api/file-storage/files`, {
    method: 'POST',
    body,
    headers: { 'x-rbac-secret-key': TEST_SECRET_KEY },
  });
  expect(answer.status).toBe(201);
  return String(((await answer.json()) as { data: { file: string } }).data.file);
}

const expectCommonHeaders = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
};

describe('security headers', () => {
  it('are on every kind of answer: API, error, redirect, 400 and 500', async () => {
    const api = await get('/api/host/pages');
    const missing = await get('/api/no-such-route');
    const redirect = await get('/');
    const failed = await get('/boom');
    for (const answer of [api, missing, redirect, failed]) expectCommonHeaders(answer.headers);
    expect([redirect.status, failed.status]).toEqual([307, 500]);
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    const bad = await rawStatusAndHeaders('*');
    expect(bad.status).toBe(400);
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
    expect(bad.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('send HSTS only when the client came over https, as the trusted proxy says', async () => {
    expect((await get('/api/host/pages')).headers.get('strict-transport-security')).toBeNull();
    const secure = await get('/api/host/pages', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    // Without a trusted proxy, a client's own X-Forwarded-Proto is not believed.
    const claimed = await get('/api/host/pages', { 'x-forwarded-proto': 'https' }, developmentUrl);
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('give each per-visitor page a nonce of its own, which Next.js is handed and a client cannot choose', async () => {
    const chosen = "script-src 'nonce-chosenbytheclient'";
    const [first, second] = await Promise.all([get('/admin', { 'content-security-policy': chosen }), get('/admin')]);
    const nonces = [first, second].map((answer) => nonceOf(answer.headers.get('content-security-policy')));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces).not.toContain('chosenbytheclient');
    expect(await first.text()).toContain(`<script nonce="${nonces[0]}">`);
    expectCommonHeaders(first.headers);
  });

  it('tell the accounts pages by their exact addresses: a site page under /{language}/rbac is shared', async () => {
    for (const path of ['/en/rbac/subjects/settings', '/ru/rbac/subject/authentication/email-and-password']) {
      expect(nonceOf((await get(path)).headers.get('content-security-policy'))).toBeDefined();
    }
    const subject = await get('/ru/rbac/subjects/olga-belyaeva');
    expect(subject.headers.get('x-seen-policy')).toBe('none');
    expect(subject.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha256(INLINE)};`);
  });

  it('allow a site page its inline scripts by hash, rendered without a nonce, and gzip it for a client that takes it', async () => {
    const answer = await get('/ru/about', { 'accept-encoding': 'gzip', 'content-security-policy': "script-src 'nonce-x'" });
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain(`script-src 'self' ${sha256(INLINE)};`);
    expect(nonceOf(policy)).toBeUndefined();
    // Next.js was asked for the page uncompressed and without a nonce.
    expect(answer.headers.get('x-seen-encoding')).toBe('none');
    expect(answer.headers.get('x-seen-policy')).toBe('none');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    expect(await answer.text()).toContain(INLINE);
    const raw = await new Promise<Buffer>((resolve) => {
      const { hostname, port } = new URL(url);
      httpRequest({ hostname, port, path: '/ru/about', headers: { 'accept-encoding': 'gzip' } }, (gzipped) => {
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        gzipped.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
      }).end();
    });
    expect(gunzipSync(raw).toString()).toContain(INLINE);
  });

  it('leave a text answer of a site path (robots.txt) gzipped for a client that takes it, though Next.js sends it plain', async () => {
    const raw = (headers: Record<string, string>) =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(url);
        httpRequest({ hostname, port, path: '/robots.txt', headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const gzipped = await raw({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['x-seen-encoding']).toBe('none');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.body).toString()).toBe(ROBOTS);
    const plain = await raw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ROBOTS);
  });

  it('allow a cached page its inline scripts by hash, the same on every answer', async () => {
    const handler = new PageCacheHandler();
    const key = '/route-cache/APP_PAGE/0123abcd/$/en/cached';
    await handler.get(key);
    await handler.set(
      key,
      { kind: 'APP_PAGE', html: `<html><script>${INLINE}</script></html>`, status: 200 },
      { cacheControl: { revalidate: 86400, expire: 31536000 } },
    );
    const [first, second] = await Promise.all([get('/en/cached'), get('/en/cached')]);
    expect(first.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha256(INLINE)};`);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expectCommonHeaders(first.headers);
    const development = await get('/en/cached', {}, developmentUrl);
    expect(development.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha256(INLINE)} 'unsafe-eval';`);
  });

  it('allow no eval in production, and allow it under npm run dev (React Refresh)', async () => {
    for (const path of ['/admin', '/ru/about']) {
      expect((await get(path)).headers.get('content-security-policy')).not.toContain('unsafe-eval');
      expect((await get(path, {}, developmentUrl)).headers.get('content-security-policy')).toContain("'unsafe-eval'");
    }
  });
});

describe('uploaded files', () => {
  it('never open an HTML upload as a page: bytes to download, sandboxed', async () => {
    const served = await get(await upload('page.html', '<script>alert(document.cookie)</script>'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expectCommonHeaders(served.headers);
  });

  it('show an SVG as an image under a sandbox that runs no script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const served = await get(await upload('drawing.svg', svg));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    const policy = served.headers.get('content-security-policy')!;
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
    expect(await served.text()).toBe(svg);
  });

  it('show an image as itself, sandboxed should it be opened alone', async () => {
    const served = await get(await upload('photo.png', 'not really a png'));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expectCommonHeaders(served.headers);
  });
});
