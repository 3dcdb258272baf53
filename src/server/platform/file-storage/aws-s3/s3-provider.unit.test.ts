import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeProviderContract } from '../../../../../tests/helpers/provider-contract';
import { startS3Server, type S3Server } from '../../../../../tests/helpers/s3-server';
import { openTestS3Provider } from '../../../../../tests/helpers/s3-test-provider';
import { newStoredFileKey } from '../stored-file-keys';

let server: S3Server;
let scratch: string;
beforeAll(async () => {
  server = await startS3Server();
  scratch = await mkdtemp(path.join(tmpdir(), 's3-provider-'));
});
afterAll(async () => {
  await server.stop();
  await rm(scratch, { recursive: true, force: true });
});
afterEach(() => server.slowDown(() => false));

describeProviderContract('aws-s3', async () => openTestS3Provider(server.endpoint));

const MIB = 1024 * 1024;
/** A file on disk of `size` bytes, each byte its offset's, so that a part sent at the wrong place shows. */
async function fileOf(size: number): Promise<{ path: string; bytes: Buffer }> {
  const bytes = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset++) bytes[offset] = (offset * 7 + (offset >> 20)) & 0xff;
  const file = path.join(scratch, `${size}-${Date.now()}`);
  await writeFile(file, bytes);
  return { path: file, bytes };
}

/** The requests the server received for the object at `key`, with their part number (0 for none). */
const requestsFor = (key: string) =>
  server.requests
    .map(({ method, url, headers }) => ({ method, url: new URL(url, server.endpoint), headers }))
    .filter(({ url }) => decodeURIComponent(url.pathname).endsWith(`/${key}`))
    .map(({ method, url, headers }) => ({ method, part: Number(url.searchParams.get('partNumber') ?? 0), headers }));

it('streams a file on disk in 8 MiB parts, each with its length, and takes the file', async () => {
  const provider = openTestS3Provider(server.endpoint);
  const key = newStoredFileKey('video.mp4');
  const file = await fileOf(17 * MIB + 3);
  await provider.put(key, { path: file.path }, { size: file.bytes.length, contentType: 'video/mp4' });

  expect(existsSync(file.path)).toBe(false);
  const object = (await provider.read(key))!;
  expect((await buffer(object.body)).equals(file.bytes)).toBe(true);
  // Sent as read, each part with its Content-Length (no chunked body the SDK would have had to buffer to sign).
  const parts = requestsFor(key).filter(({ part }) => part);
  expect(parts.map(({ part, headers }) => [part, headers['content-length']])).toEqual([
    [1, String(8 * MIB)],
    [2, String(8 * MIB)],
    [3, String(MIB + 3)],
  ]);
  await provider.dispose();
});

it('sends a file of one part or less, empty too, in one request', async () => {
  const provider = openTestS3Provider(server.endpoint);
  for (const size of [0, 8 * MIB]) {
    const key = newStoredFileKey('one part.bin');
    const file = await fileOf(size);
    await provider.put(key, { path: file.path }, { size, contentType: 'application/octet-stream' });
    expect((await buffer((await provider.read(key))!.body)).equals(file.bytes)).toBe(true);
    expect(requestsFor(key).filter(({ method }) => method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'PUT', part: 0, headers: expect.objectContaining({ 'content-length': String(size) }) }),
    ]);
  }
  await provider.dispose();
});

it('sends a part again, from the disk, when S3 is busy; aborts the upload when it stays busy', async () => {
  const provider = openTestS3Provider(server.endpoint);
  const once = newStoredFileKey('once.bin');
  let refused = 0;
  server.slowDown(
    ({ url }) => url.includes(encodeURIComponent(once.split('/')[1]!)) && url.includes('partNumber=2') && !refused++,
  );
  const file = await fileOf(12 * MIB);
  await provider.put(once, { path: file.path }, { size: file.bytes.length, contentType: 'application/octet-stream' });
  expect(
    requestsFor(once)
      .map(({ part }) => part)
      .filter(Boolean),
  ).toEqual([1, 2, 2]);
  expect((await buffer((await provider.read(once))!.body)).equals(file.bytes)).toBe(true);

  const never = newStoredFileKey('never.bin');
  server.slowDown(({ url }) => url.includes(encodeURIComponent(never.split('/')[1]!)) && url.includes('partNumber=2'));
  const doomed = await fileOf(12 * MIB);
  await expect(
    provider.put(never, { path: doomed.path }, { size: doomed.bytes.length, contentType: 'application/octet-stream' }),
  ).rejects.toThrow(/reduce your request rate/);
  expect(existsSync(doomed.path)).toBe(false);
  expect(await provider.stat(never)).toBeUndefined();
  const sent = requestsFor(never);
  expect(sent.map(({ part }) => part).filter(Boolean)).toEqual([1, 2, 2, 2]);
  expect(sent.at(-2)).toMatchObject({ method: 'DELETE' });
  await provider.dispose();
});

it('writes no object with an ACL, in one request or in parts', async () => {
  const provider = openTestS3Provider(server.endpoint);
  const size = 6 * 1024 * 1024;
  await provider.put(
    newStoredFileKey('small.txt'),
    { stream: Readable.from([Buffer.from('small')]) },
    { size: 5, contentType: 'text/plain' },
  );
  await provider.put(
    newStoredFileKey('large.bin'),
    { stream: Readable.from([Buffer.alloc(size)]) },
    { size, contentType: 'application/octet-stream' },
  );
  await provider.dispose();

  // Every request this file made (the contract's too) carries no ACL, and among them were whole objects and parts.
  const objectWrites = server.requests
    .map(({ method, url }) => ({ method, url: new URL(url, server.endpoint) }))
    .filter(({ url }) => url.pathname.split('/').length > 2);
  expect(objectWrites.some(({ method, url }) => method === 'PUT' && !url.searchParams.has('partNumber'))).toBe(true);
  expect(objectWrites.some(({ method, url }) => method === 'POST' && url.searchParams.has('uploads'))).toBe(true);
  for (const { method, url, headers } of server.requests) {
    expect(headers['x-amz-acl'], `${method} ${url}`).toBeUndefined();
    expect(new URL(url, server.endpoint).searchParams.has('acl'), `${method} ${url}`).toBe(false);
  }
});

it('aborts the multipart upload of a stream that fails after its first part', async () => {
  const provider = openTestS3Provider(server.endpoint);
  const key = newStoredFileKey('broken.bin');
  async function* failing() {
    yield Buffer.alloc(6 * 1024 * 1024);
    throw new Error('the client went away');
  }
  await expect(
    provider.put(key, { stream: Readable.from(failing()) }, { size: 8 * 1024 * 1024, contentType: 'application/octet-stream' }),
  ).rejects.toThrow();
  // The abort was asked for (S3 answers it; s3rver does not know it, so its refusal is what put threw).
  expect(await provider.stat(key)).toBeUndefined();
  const aborted = server.requests.filter(
    ({ method, url }) => method === 'DELETE' && url.includes(encodeURIComponent(key.split('/')[1]!)) && url.includes('uploadId='),
  );
  expect(aborted).toHaveLength(1);
  await provider.dispose();
});
