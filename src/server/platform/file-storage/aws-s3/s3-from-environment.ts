import type { Environment } from '../../settings/whole-number';
import type { FileStorageProvider } from '../file-storage';

/** CONTRACT PLACEHOLDER (issue 32): the aws-s3 helper replaces this file. */
export function s3ProviderFromEnvironment(environment: Environment): FileStorageProvider | undefined {
  if (!environment.FILE_STORAGE_S3_BUCKET) return undefined;
  throw new Error('aws-s3: not built yet');
}
