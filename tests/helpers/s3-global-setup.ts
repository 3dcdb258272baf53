import { startS3Server } from './s3-server';
import { TEST_S3_ENDPOINT } from './s3-test-provider';

/**
 * The `files-aws-s3` project's one S3 server for the whole run (vitest.config.ts). Vitest builds the workers'
 * environment from process.env after the global setups ran, so the address set here reaches them.
 */
export default async function startRunS3Server(): Promise<() => Promise<void>> {
  const server = await startS3Server();
  process.env[TEST_S3_ENDPOINT] = server.endpoint;
  return () => server.stop();
}
