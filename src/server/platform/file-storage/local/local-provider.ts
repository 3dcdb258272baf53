import { constants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, opendir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorageProvider, StoredObjectInfo, StoredObjectSource } from '../file-storage';
import { isStoredFileKey } from '../stored-file-keys';

/**
 * Folder of the local provider unless FILE_STORAGE_LOCAL_ROOT says otherwise: beside the database's, never in
 * public/, whose files Next.js would serve to anyone (docs/decisions/0030).
 */
export const DEFAULT_LOCAL_ROOT = path.join('.data', 'uploads');

export interface LocalFileStorageProvider extends FileStorageProvider {
  readonly kind: 'local';
  /** Absolute folder the files are kept in. */
  readonly root: string;
}

/** Moves a file, copying it when it is on another device than the storage. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL);
    await rm(from, { force: true });
  }
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The `local` provider: each object at `<root>/<uuid>/<name>` on this machine's disk. A file being written goes to a
 * hidden name first and is renamed into place, so a reader never sees half of one.
 */
export function createLocalFileStorageProvider(root: string): LocalFileStorageProvider {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isStoredFileKey(key)) throw new Error(`Not a stored file's key: ${key}`);
    return path.join(/*turbopackIgnore: true*/ absoluteRoot, key);
  };
  const info = async (key: string): Promise<StoredObjectInfo | undefined> => {
    const found = await stat(fileOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    return found?.isFile() ? { size: found.size } : undefined;
  };
  return {
    kind: 'local',
    root: absoluteRoot,
    async put(key: string, source: StoredObjectSource) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(path.dirname(file), `.partial-${process.pid}-${Date.now()}`);
      try {
        if ('path' in source) await move(source.path, partial);
        else await pipeline(source.stream, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    stat: info,
    async read(key: string) {
      const found = await info(key);
      return found && { ...found, body: createReadStream(fileOf(key)) };
    },
    async remove(key: string) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The uuid folder goes with its last file; another file put in it meanwhile keeps it.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
    async *list() {
      const folders = await opendir(absoluteRoot).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (!folders) return;
      for await (const folder of folders) {
        if (!folder.isDirectory()) continue;
        const files = await opendir(path.join(absoluteRoot, folder.name)).catch(() => undefined);
        if (!files) continue;
        for await (const file of files) {
          const key = `${folder.name}/${file.name}`;
          if (!file.isFile() || !isStoredFileKey(key)) continue;
          const found = await info(key);
          if (found) yield { key, ...found };
        }
      }
    },
  };
}
