import type { Environment } from '../../settings/whole-number';
import type { FileStorageProvider } from '../file-storage';

/** CONTRACT PLACEHOLDER (issue 32): the vercel-blob helper replaces this file. */
export function blobProviderFromEnvironment(environment: Environment): FileStorageProvider | undefined {
  if (!environment.BLOB_READ_WRITE_TOKEN) return undefined;
  throw new Error('vercel-blob: not built yet');
}
