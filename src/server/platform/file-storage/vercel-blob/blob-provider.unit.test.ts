import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBlobToken, startFakeVercelBlob, type FakeVercelBlob } from '../../../../../tests/helpers/fake-vercel-blob';
import { describeProviderContract } from '../../../../../tests/helpers/provider-contract';
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
