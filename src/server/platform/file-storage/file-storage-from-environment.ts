import type { FileStorage } from './file-storage';
import { createLocalFileStorage, DEFAULT_LOCAL_ROOT } from './local-storage';

/** The provider configured by the environment: today the local one, in FILE_STORAGE_LOCAL_ROOT (default .data/uploads). */
export function fileStorageFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): FileStorage {
  return createLocalFileStorage({ root: env.FILE_STORAGE_LOCAL_ROOT || DEFAULT_LOCAL_ROOT });
}
