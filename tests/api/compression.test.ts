import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGunzip, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswer, COMPRESSION_THRESHOLD_BYTES } from '../../src/server/http/compression';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An answer's bytes as they came over the wire (fetch would undo the compression), and its headers. */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

/** A file anyone may fetch (linked to no record, it would be private). */
async function upload(name: string, type: string, content: BlobPart) {
  const form = new FormData();
  form.set('data', JSON.stringify({ visibility: 'public' }));
  form.set('file', new File([content], name, { type }));
  const answer = await server.request('/api/file-storage/files', { method: 'POST', body: form });
  return ((await answer.json()) as { data: { file: string } }).data.file;
}

describe('compressed answers', () => {
  it('gzips the OpenAPI document for a client that takes gzip, as a newcomer first asks for it', async () => {
    const plain = await raw('/api/openapi.json');
    const zipped = await raw('/api/openapi.json', GZIP);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // Gzipped whole, so its length is known (issue 34).
    expect(zipped.headers['content-length']).toBe(String(zipped.body.length));
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect((JSON.parse(plain.body.toString()) as { openapi: string }).openapi).toMatch(/^3\./);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('leaves small answers, HEAD requests and clients that refuse gzip as they are', async () => {
    const small = await raw('/api/rbac/subjects/authentication/ethereum-virtual-machine/nonce', GZIP);
    expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ data: { nonce: expect.any(String) } });
    expect((await raw('/api/openapi.json', { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding']).toBeUndefined();
    const head = await raw('/api/openapi.json', GZIP, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('gzips an uploaded text file but not an image', async () => {
    const text = 'A line of an uploaded note.\n'.repeat(200);
    const note = await raw(await upload('note.txt', 'text/plain', text), GZIP);
    expect(note.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(note.body).toString()).toBe(text);
    const picture = await raw(await upload('picture.png', 'image/png', new Uint8Array(4000).fill(7)), GZIP);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(4000);
  });

  it('gzips a large error answer too, and a tRPC answer', async () => {
    const rest = await raw(`/api/${'x'.repeat(3000)}`, GZIP);
    expect(rest.status).toBe(404);
    expect(rest.headers['content-encoding']).toBe('gzip');
    expect(rest.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(rest.body).toString())).toMatchObject({ data: expect.stringContaining('No route') });
    const trpc = await raw(`/api/trpc/${'x'.repeat(3000)}`, GZIP);
    expect(trpc.status).toBe(404);
    expect(trpc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(trpc.body).toString())).toMatchObject({ error: expect.any(Object) });
  });
});

describe('a compressed answer sent in pieces', () => {
  it('reaches the client piece by piece, before it ends', async () => {
    let finish = () => {};
    const streaming = createServer((request, response) => {
      compressAnswer(request, response);
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.write('first piece. '.repeat(200));
      finish = () => response.end('last piece');
    });
    await new Promise<void>((resolve) => streaming.listen(0, '127.0.0.1', resolve));
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const port = (streaming.address() as AddressInfo).port;
        httpRequest(`http://127.0.0.1:${port}/`, { headers: GZIP }, (response) => {
          expect(response.headers['content-encoding']).toBe('gzip');
          let received = '';
          const gunzip = response.pipe(createGunzip());
          // The first piece arrives while the server still holds the answer open; then it ends it.
          gunzip.once('data', () => finish());
          gunzip.on('data', (chunk: Buffer) => (received += chunk.toString()));
          gunzip.on('end', () => resolve(received));
        })
          .on('error', reject)
          .end();
      });
      expect(text).toBe(`${'first piece. '.repeat(200)}last piece`);
    } finally {
      await new Promise((resolve) => streaming.close(resolve));
    }
  });
});
