import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeProviderContract } from '../../../../../tests/helpers/provider-contract';
import { startS3Server, type S3Server } from '../../../../../tests/helpers/s3-server';
import { openTestS3Provider } from '../../../../../tests/helpers/s3-test-provider';
import { newStoredFileKey } from '../stored-file-keys';

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.stop());

describeProviderContract('aws-s3', async () => openTestS3Provider(server.endpoint));

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
