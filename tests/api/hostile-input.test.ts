import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import { createPlatformServer } from '../../src/server/http/server';
import { MAX_ROWS_PER_REQUEST } from '../../src/server/platform/context/request-budget';
import { unstorableInput } from '../../src/server/storable-text';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer, testDependencies } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = { data: unknown; cause: { field?: string; message: string }[] };

describe('shared references in a tRPC input', () => {
  /**
   * A 1 KB input whose superjson `referentialEqualities` make every level's `b` the same object as its `a`: a
   * graph of 2^depth paths. Depth 26 used to exhaust the heap and kill the process.
   */
  function sharedReferenceInput(depth: number): string {
    let json: Record<string, unknown> = {};
    for (let level = 0; level < depth; level++) json = { a: json, b: null };
    const equalities: Record<string, string[]> = {};
    for (let level = 0; level < depth; level++) {
      const path = Array.from({ length: level }, () => 'a').join('.');
      equalities[path ? `${path}.a` : 'a'] = [path ? `${path}.b` : 'b'];
    }
    return JSON.stringify({ json: { filters: json }, meta: { referentialEqualities: equalities } });
  }

  it('are read as the JSON sent, so a tiny input stays tiny: refused by the schema, and the server lives on', async () => {
    const input = encodeURIComponent(sharedReferenceInput(30));
    const response = await server.request(`/api/trpc/host.pages.list?input=${input}`, { secretKey: null });
    expect(response.status).toBe(400);
    expect((await server.request('/api/host/pages/count')).status).toBe(200);
  });

  it('cost the storable-input check one visit per object, however many paths reach it', () => {
    let node: Record<string, unknown> = { text: 'leaf' };
    for (let level = 0; level < 60; level++) node = { a: node, b: node };
    expect(unstorableInput(node)).toEqual([]);
  });
});

describe('superjson that superjson cannot read', () => {
  it.each([
    ['a value annotation that is not a list', { json: { url: '/' }, meta: { values: { url: 'Date' } } }],
    ['an unknown class', { json: { url: '/' }, meta: { values: { url: [['class', 'X']] } } }],
  ])('(%s) is a 400 in our words, naming the input', async (_kind, payload) => {
    const response = await server.request(`/api/trpc/host.pages.findByUrl?input=${encodeURIComponent(JSON.stringify(payload))}`);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { json: { message: string; data: { causes: unknown[] } } } }).error.json;
    expect(error.message).toBe('The input could not be read: send it as superjson writes it');
    expect(error.data.causes).toMatchObject([{ field: 'input', message: 'input: not readable as superjson' }]);
  });
});

describe('keys superjson cannot send back', () => {
  it.each(['constructor', 'prototype', '__proto__'])(
    'are refused in a JSON field (%s), naming the place, on both faces; the entity stays readable',
    async (key) => {
      const body = `{"data":{"title":{"${key}":"x","en":"Hero"}}}`;
      const rest = await server.request('/api/host/widgets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(rest.status).toBe(400);
      expect(((await rest.json()) as Answer).cause).toEqual([expect.objectContaining({ field: `data.title.${key}` })]);

      // The typed client refuses to send such a key: a program speaking tRPC's wire format by hand can.
      const trpc = await server.request('/api/trpc/host.widgets.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"json":{"data":{"title":{"${key}":"x"}}}}`,
      });
      expect(trpc.status).toBe(400);
      const error = ((await trpc.json()) as { error: { json: { data: { causes: { field: string }[] } } } }).error.json;
      expect(error.data.causes).toEqual([expect.objectContaining({ field: `data.title.${key}` })]);

      const api = createApiClient(server.url);
      expect(await api.host.widgets.count.query({})).toBe(0);
      await expect(api.host.widgets.list.query({})).resolves.toEqual([]);
    },
  );
});

describe('the work of one request', () => {
  it(`is capped at ${MAX_ROWS_PER_REQUEST} rows across a tRPC batch`, async () => {
    const api = createApiClient(server.url);
    const calls = Array.from({ length: 50 }, () =>
      api.host.pages.list.query({ limit: 1000 }).then(
        () => 'ok',
        (error: Error) => error.message,
      ),
    );
    const results = await Promise.all(calls);
    expect(results.filter((result) => result === 'ok')).toHaveLength(MAX_ROWS_PER_REQUEST / 1000);
    expect(results.filter((result) => result !== 'ok')[0]).toContain(`at most ${MAX_ROWS_PER_REQUEST} rows`);
  });

  it('leaves a single REST call of the largest page alone', async () => {
    expect((await server.request('/api/host/pages?limit=1000')).status).toBe(200);
    expect((await server.request('/api/host/pages/bulk', json([{ data: { url: '/bulk-1' } }]))).status).toBe(201);
  });
});

describe('a body that arrives too slowly', () => {
  it('is cut also after an early answer (a refused write): the connection does not stay open for it', async () => {
    const slow = createPlatformServer({
      ...testDependencies(server.db, server.storage),
      bodyPace: { windowMs: 200, minBytes: 100_000 },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const closed = await new Promise<number>((resolve, reject) => {
        let status = 0;
        const request = httpRequest(
          `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/host/pages`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000000' } },
          (response) => {
            status = response.statusCode ?? 0;
            response.resume();
          },
        );
        // The server closes the connection while the body still trickles in.
        request.on('close', () => resolve(status));
        request.on('error', () => resolve(status));
        request.write('{"data":');
        const trickle = setInterval(() => (request.destroyed ? clearInterval(trickle) : request.write(' ')), 50);
        request.on('close', () => clearInterval(trickle));
        request.on('timeout', reject);
      });
      expect(closed).toBe(401);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it.each([
    ['JSON', 'application/json', '{"data":'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n' + 'a'.repeat(5000),
    ],
  ])('(%s) is answered with a 408, its connection closed and what it wrote removed', async (_kind, contentType, start) => {
    const temporary = await mkdtemp(path.join(tmpdir(), 'platform-test-bodies-'));
    const slow = createPlatformServer({
      ...testDependencies(server.db, server.storage),
      bodyPace: { windowMs: 200, minBytes: 100_000 },
      uploadTempRoot: temporary,
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/file-storage/files`,
          {
            method: 'POST',
            headers: { 'content-type': contentType, 'content-length': '1000000', 'x-rbac-secret-key': TEST_SECRET_KEY },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.write(start);
      });
      expect(status).toBe(408);
      // The reader removes its temporary folder once the request is cut: wait for it, however long it takes.
      while ((await readdir(temporary)).length) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
      await rm(temporary, { recursive: true, force: true });
    }
  });
});
