import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCAL_PUBLIC_PATH } from '../../../shared/public-files';
import { decodeOrUndefined } from '../../uri';
import type { ReceivedFile } from '../../../shared/received-file';
import type { FileStorage } from './file-storage';

/**
 * Folder of the local provider unless FILE_STORAGE_LOCAL_ROOT says otherwise: beside the database's, never in
 * public/, whose files Next.js would serve to anyone (docs/decisions/0030).
 */
export const DEFAULT_LOCAL_ROOT = path.join('.data', 'uploads');

/** Folder names the provider gives: a random uuid, so nothing else under the root is reachable by URL. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keeps a readable, safe file name: no path separators, no control or shell characters. */
function safeName(name: string): string {
  const base = path.basename(name).normalize('NFKC');
  // Cut to length first, so the kept end cannot begin with a dot (a hidden file).
  const cleaned = base
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .slice(-120)
    .replace(/^[.-]+/, '');
  return cleaned || 'file';
}

export interface LocalFileStorageOptions {
  /** Folder the files are kept in (relative to the working directory at creation, or absolute). */
  root: string;
  /** URL path they are served under. */
  publicPath?: string;
}

export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  /** Absolute folder the files are kept in. */
  readonly root: string;
  readonly publicPath: string;
  localFileOf(publicUrl: string): string | undefined;
}

/** Moves a file, copying it when the temporary folder is on another device than the storage. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL);
    await rm(from, { force: true });
  }
}

/**
 * The `local` provider: each file in a fresh `<root>/<uuid>/<safe name>`, served by the server itself at
 * `<publicPath>/<uuid>/<name>` (see src/server/http/uploads.ts).
 */
export function createLocalFileStorage({
  root,
  publicPath = DEFAULT_LOCAL_PUBLIC_PATH,
}: LocalFileStorageOptions): LocalFileStorage {
  const absoluteRoot = path.resolve(root);
  const prefix = `${publicPath.replace(/\/+$/, '')}/`;
  /** The uuid folder of a public URL this provider gave, and the rest of the URL. */
  const partsOf = (publicUrl: string) => {
    if (!publicUrl.startsWith(prefix)) return undefined;
    const [folder, encodedName, ...rest] = publicUrl.slice(prefix.length).split('/');
    return folder && UUID.test(folder) && !rest.length ? { folder, encodedName } : undefined;
  };
  return {
    kind: 'local',
    root: absoluteRoot,
    publicPath: prefix.slice(0, -1),
    async save(file: ReceivedFile) {
      const folder = randomUUID();
      const name = safeName(file.name);
      const directory = path.join(absoluteRoot, folder);
      await mkdir(directory, { recursive: true });
      try {
        await move(file.path, path.join(/*turbopackIgnore: true*/ directory, name));
      } catch (error) {
        await rm(directory, { recursive: true, force: true });
        throw error;
      }
      return `${prefix}${folder}/${encodeURIComponent(name)}`;
    },
    async remove(publicUrl: string) {
      const parts = partsOf(publicUrl);
      if (parts) await rm(path.join(absoluteRoot, parts.folder), { recursive: true, force: true });
    },
    localFileOf(publicUrl: string) {
      const parts = partsOf(publicUrl);
      const name = parts?.encodedName && decodeOrUndefined(parts.encodedName);
      if (!parts || !name || /[/\\\0]/.test(name) || name.startsWith('.')) return undefined;
      // Only the url as the provider wrote it: a file record names it so, and who may read it is looked up by it.
      if (encodeURIComponent(name) !== parts.encodedName) return undefined;
      return path.join(absoluteRoot, parts.folder, name);
    },
  };
}
