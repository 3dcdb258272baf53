import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBlobToken, startFakeVercelBlob, type FakeVercelBlob } from '../../../../../tests/helpers/fake-vercel-blob';
import { describeProviderContract } from '../../../../../tests/helpers/provider-contract';
import { newStoredFileKey } from '../stored-file-keys';
import { createBlobFileStorageProvider } from './blob-provider';

// The SDK reads the API's address from the environment only: this file's fake stands in for Vercel's.
let fake: FakeVercelBlob;
beforeAll(async () => {
  fake = await startFakeVercelBlob();
  process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
});
afterAll(() => fake.close());

// Each run in a store of its own (removed with the fake); the second sends every file in parts.
for (const [kind, multipartFrom] of [
  ['vercel-blob', undefined],
  ['vercel-blob in parts', 0],
] as const)
  describeProviderContract(kind, async () =>
    Object.assign(createBlobFileStorageProvider({ token: fakeBlobToken(fake.secret), multipartFrom }), {
      dispose: () => undefined,
    }),
  );

describe('the vercel-blob provider', () => {
  it('never asked for a public blob', () => {
    expect(fake.blobsWritten).toBeGreaterThan(0);
    expect(fake.publicAccessRequests).toBe(0);
  });
});

describe('the vercel-blob provider writing a file from disk', () => {
  const provider = () => createBlobFileStorageProvider({ token: fakeBlobToken(fake.secret) });
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'blob-provider-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));
  const fileOf = async (bytes: Buffer) => {
    const file = path.join(scratch, randomBytes(6).toString('hex'));
    await writeFile(file, bytes);
    return file;
  };
  const meta = (size: number) => ({ size, contentType: 'application/octet-stream' });

  it('sends a large file in parts read from disk, byte for byte, trying a part the API failed again', async () => {
    const blobs = provider();
    const bytes = randomBytes(2 * 8 * 1024 * 1024 + 17);
    const file = await fileOf(bytes);
    const key = newStoredFileKey('large.bin');
    fake.failParts(1, 'service_unavailable');
    await blobs.put(key, { path: file }, meta(bytes.length));
    expect(existsSync(file)).toBe(false);
    expect((await buffer((await blobs.read(key))!.body)).equals(bytes)).toBe(true);
  });

  it('writes an empty file', async () => {
    const blobs = provider();
    const key = newStoredFileKey('empty.txt');
    await blobs.put(key, { path: await fileOf(Buffer.alloc(0)) }, meta(0));
    expect(await blobs.stat(key)).toEqual({ size: 0 });
  });

  it('leaves no blob when a part is refused, nor the file', async () => {
    const blobs = provider();
    const bytes = randomBytes(9 * 1024 * 1024);
    const file = await fileOf(bytes);
    const key = newStoredFileKey('refused.bin');
    fake.failParts(1, 'bad_request');
    await expect(blobs.put(key, { path: file }, meta(bytes.length))).rejects.toThrow(/bad_request/);
    expect(existsSync(file)).toBe(false);
    expect(await blobs.stat(key)).toBeUndefined();
  });

  it('fails at once with the read error of a file that cannot be read, leaving no blob', async () => {
    const blobs = provider();
    const key = newStoredFileKey('gone.bin');
    for (const size of [10, 10 * 1024 * 1024])
      await expect(blobs.put(key, { path: path.join(scratch, 'never-written') }, meta(size))).rejects.toThrow(/ENOENT/);
    expect(await blobs.stat(key)).toBeUndefined();
  });
});
