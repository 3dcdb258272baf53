import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT } from '../../src/server/http/page-requests';
import { nextStandIn } from '../helpers/next-stand-in';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Requests to page paths that Next.js itself answers with a 500: a path whose percent-escapes do not decode, a
 * multipart POST it takes for a server action, and a server action call whose arguments it cannot decode. Next.js is
 * a stand-in that fails where it fails.
 */

const handedToNext: { method: string; url: string }[] = [];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ server: () => ({ pages: nextStandIn((request) => handedToNext.push(request)) }) });
});
afterAll(() => server.close());

const BROKEN_MULTIPART = { 'content-type': 'multipart/form-data; boundary=x' };
const ACTION_CALL = { 'content-type': 'text/plain;charset=UTF-8' };

describe('a page path whose percent-escapes do not decode', () => {
  const upload = `/uploads/${randomUUID()}`;
  it.each([
    ['/abc%ff', '/abc%25ff'],
    ['/ru/%E0%A4%A', '/ru/%25E0%25A4%25A'],
    [`${upload}/%E0%A4%A`, `${upload}/%25E0%25A4%25A`],
    ['/ru/%C0%80', '/ru/%25C0%2580'],
    ['/%', '/%25'],
    ['/admin/%ff/x', '/admin/%25ff/x'],
    ['/ru/%D0%BE-%ff?x=%ff', '/ru/%25D0%25BE-%25ff?x=%ff'],
  ])('%s is the site’s 404 page, its malformed segment taken literally', async (path, seen) => {
    handedToNext.length = 0;
    const response = await server.request(path, { secretKey: null });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(handedToNext).toEqual([{ method: 'GET', url: seen }]);
  });

  it('leaves a path that decodes as it is', async () => {
    handedToNext.length = 0;
    await server.request('/ru/%D0%BE-%D0%BD%D0%B0%D1%81/%25', { secretKey: null });
    expect(handedToNext).toEqual([{ method: 'GET', url: '/ru/%D0%BE-%D0%BD%D0%B0%D1%81/%25' }]);
  });
});

describe('a multipart POST to a page path that is no server action call', () => {
  it.each([
    ['/ru', BROKEN_MULTIPART, '--x\r\nbroken'],
    ['/', BROKEN_MULTIPART, '--x\r\nbroken'],
    ['/en/about', { 'content-type': 'multipart/form-data' }, 'x'],
    ['/uploads/x', { 'content-type': 'Multipart/Form-Data; boundary=x' }, ''],
    ['/ru/%ff', BROKEN_MULTIPART, '--x\r\nbroken'],
    ['/ru', BROKEN_MULTIPART, '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
  ])('%s (%o) is a 400 that Next.js never sees', async (path, headers, body) => {
    handedToNext.length = 0;
    const response = await server.request(path, { method: 'POST', headers, body, secretKey: null });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ data: expect.stringContaining('Next-Action'), cause: [] });
    expect(handedToNext).toEqual([]);
  });

  it('leaves other POSTs to Next.js, which draws the page: a server action call, a form or JSON, next-auth’s', async () => {
    handedToNext.length = 0;
    const post = (path: string, headers: Record<string, string>, body: string) =>
      server.request(path, { method: 'POST', headers, body, secretKey: null });
    await post('/ru', { ...ACTION_CALL, 'next-action': 'x' }, '[]');
    await post('/ru/billing', { 'content-type': 'application/x-www-form-urlencoded' }, '%%%&a=%ff');
    await post('/ru', { 'content-type': 'application/json' }, '{"data":');
    await post('/api/auth/signout', { 'content-type': 'application/x-www-form-urlencoded' }, 'csrfToken=x');
    expect(handedToNext.map(({ url }) => url)).toEqual(['/ru', '/ru/billing', '/ru', '/api/auth/signout']);
  });
});

describe('a server action call (Next-Action) Next.js could not decode', () => {
  const call = (body: string, headers: Record<string, string> = ACTION_CALL) =>
    server.request('/ru', { method: 'POST', headers: { ...headers, 'next-action': 'x' }, body, secretKey: null });

  it.each([
    ['broken JSON', 'not json'],
    ['JSON cut short', '[{"login":'],
    ['no list of arguments', '{"login":"a"}'],
    ['a reference to a part a text body has not', '["$Q1"]'],
    ['a nested reference', '[{"login":"$@2"}]'],
  ])('%s is a 400 that Next.js never sees', async (_case, body) => {
    handedToNext.length = 0;
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ data: expect.stringContaining('server action'), cause: [] });
    expect(handedToNext).toEqual([]);
  });

  it('refuses a multipart call (the site sends none) and one over the limit', async () => {
    handedToNext.length = 0;
    expect((await call('--x\r\nbroken', BROKEN_MULTIPART)).status).toBe(400);
    expect((await call(`["${'a'.repeat(ACTION_BODY_LIMIT)}"]`)).status).toBe(413);
    expect(handedToNext).toEqual([]);
  });

  it('hands Next.js a call it can decode, with its body: escaped strings, undefined and dates included', async () => {
    handedToNext.length = 0;
    const response = await call('[{"login":"a@example.com","password":"$$dollars","wallet":"$undefined","at":"$D2026-11-27"}]');
    // The stand-in decodes the body it was handed: an empty one would fail it.
    expect(response.status).toBe(404);
    expect(handedToNext).toEqual([{ method: 'POST', url: '/ru' }]);
  });
});
