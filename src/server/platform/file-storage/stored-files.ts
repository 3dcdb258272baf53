import type { ReceivedFile } from '../../../shared/received-file';
import type { FileStorage, FileStorageProvider, StoredObject } from './file-storage';
import { newStoredFileKey, storedFileKeyOf, storedFileUrl } from './stored-file-keys';

/**
 * The file storage over its providers: new files go to the first (the writing one), files are read from the first
 * that has them, and removed from all. A url names no provider (stored-file-keys.ts), so nothing about a file changes
 * when `files:move` copies it to another provider.
 */
export function createFileStorage(providers: readonly [FileStorageProvider, ...FileStorageProvider[]]): FileStorage {
  const [writing] = providers;
  /** The first provider holding the object behind `url`, and its key. */
  const locate = async (url: string) => {
    const key = storedFileKeyOf(url);
    if (!key) return undefined;
    for (const provider of providers) if (await provider.stat(key)) return { provider, key };
    return undefined;
  };
  return {
    kind: writing.kind,
    providers,
    async save(file: ReceivedFile) {
      const key = newStoredFileKey(file.name);
      await writing.put(key, { path: file.path }, { size: file.size, contentType: file.type });
      return storedFileUrl(key);
    },
    async open(url: string): Promise<StoredObject | undefined> {
      const key = storedFileKeyOf(url);
      if (!key) return undefined;
      for (const provider of providers) {
        const object = await provider.read(key);
        if (object) return object;
      }
      return undefined;
    },
    has: async (url: string) => !!(await locate(url)),
    async remove(url: string) {
      const key = storedFileKeyOf(url);
      if (key) await Promise.all(providers.map((provider) => provider.remove(key)));
    },
    async close() {
      await Promise.all(providers.map((provider) => provider.close?.()));
    },
  };
}
