import { neverLog } from '../../logging/secret-values';
import type { Environment } from '../../settings/whole-number';
import type { FileStorageProvider } from '../file-storage';
import { createBlobFileStorageProvider } from './blob-provider';

/** A store's read-write token as Vercel gives it: the SDK reads the store's id from between the underscores. */
const TOKEN = /^vercel_blob_rw_[A-Za-z0-9]+_[A-Za-z0-9]+$/;

/**
 * The `vercel-blob` provider over the store BLOB_READ_WRITE_TOKEN opens; undefined when it is unset. A value that is
 * not such a token stops the start, naming the variable but never showing it. The API's address is the SDK's own
 * (VERCEL_BLOB_API_URL overrides it).
 */
export function blobProviderFromEnvironment(environment: Environment): FileStorageProvider | undefined {
  const token = environment.BLOB_READ_WRITE_TOKEN?.trim();
  if (!token) return undefined;
  neverLog(token);
  if (!TOKEN.test(token))
    throw new Error(
      "BLOB_READ_WRITE_TOKEN is not a Vercel Blob read-write token (vercel_blob_rw_<store id>_<secret>, as the store's settings give it)",
    );
  return createBlobFileStorageProvider({ token });
}
