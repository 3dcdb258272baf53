import { startFakeVercelBlob } from './fake-vercel-blob';

/**
 * The files-vercel-blob project's global setup: one fake Vercel Blob API for the run. Its address and the secret its
 * tokens end with reach the test workers (and the server processes they start) through the environment, which they
 * inherit; each test storage opens a store of its own on it (tests/helpers/storage.ts).
 */
export default async function setup() {
  const fake = await startFakeVercelBlob();
  process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
  process.env.TEST_VERCEL_BLOB_SECRET = fake.secret;
  return async () => {
    await fake.close();
    // The whole run's last check: no file of any suite was written public.
    if (fake.publicAccessRequests)
      throw new Error(`${fake.publicAccessRequests} requests asked the Vercel Blob API for public access`);
  };
}
