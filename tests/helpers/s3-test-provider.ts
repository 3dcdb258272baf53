import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { s3SettingsFromEnvironment } from '../../src/server/platform/file-storage/aws-s3/s3-from-environment';
import { createS3FileStorageProvider } from '../../src/server/platform/file-storage/aws-s3/s3-provider';
import type { TestProvider } from './provider-contract';

/** The variable naming where the run's S3 server listens (tests/helpers/s3-global-setup.ts sets it). */
export const TEST_S3_ENDPOINT = 'TEST_S3_ENDPOINT';

/**
 * A client of the S3 server at `endpoint` (tests/helpers/s3-server.ts) for `bucket`, configured as the product
 * configures one from its variables; s3rver takes its own default credentials.
 */
function testS3Client(endpoint: string, bucket: string): S3Client {
  const settings = s3SettingsFromEnvironment({
    FILE_STORAGE_S3_BUCKET: bucket,
    FILE_STORAGE_S3_ENDPOINT: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  })!;
  return new S3Client(settings.client);
}

/**
 * The `aws-s3` provider over a fresh bucket of the S3 server at `endpoint`, made before the provider's first call (the
 * opener is synchronous, as the server's dependencies are built); `dispose` removes the bucket with its objects.
 */
export function openTestS3Provider(endpoint: string): TestProvider {
  const bucket = `test-${randomUUID()}`;
  const s3 = testS3Client(endpoint, bucket);
  const provider = createS3FileStorageProvider(s3, bucket);
  let created: Promise<unknown> | undefined;
  const ready = () => (created ??= s3.send(new CreateBucketCommand({ Bucket: bucket })));
  const afterReady =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await ready();
      return method(...args);
    };
  return {
    kind: provider.kind,
    put: afterReady(provider.put),
    stat: afterReady(provider.stat),
    read: afterReady(provider.read),
    remove: afterReady(provider.remove),
    async *list() {
      await ready();
      yield* provider.list();
    },
    close: provider.close,
    address: new URL(endpoint).host,
    async dispose() {
      try {
        if (!created) return;
        await created;
        for await (const { key } of provider.list()) await provider.remove(key);
        await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
      } finally {
        await provider.close?.();
      }
    },
  };
}
