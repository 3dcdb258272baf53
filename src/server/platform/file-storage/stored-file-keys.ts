import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { STORED_FILES_PATH } from '../../../shared/public-files';
import { decodeOrUndefined } from '../../uri';

/*
 * A stored file's url and its key in every provider, one for the other: `/uploads/<uuid>/<encoded name>` is the object
 * `<uuid>/<name>`. The url names no provider, so a file moved between providers keeps its url (in records, in rich
 * text, in browsers' caches); the uuid gives 122 random bits and a folder of its own to each file.
 */

/** The uuid folder each file gets: nothing else is a key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keeps a readable, safe file name: no path separators, no control or shell characters. */
export function safeFileName(name: string): string {
  const base = path.basename(name).normalize('NFKC');
  // Cut to length first, so the kept end cannot begin with a dot (a hidden file).
  const cleaned = base
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .slice(-120)
    .replace(/^[.-]+/, '');
  return cleaned || 'file';
}

/** A fresh key for a file of this name. */
export const newStoredFileKey = (name: string): string => `${randomUUID()}/${safeFileName(name)}`;

/** The url a key is served at. */
export const storedFileUrl = (key: string): string => {
  const [folder, name] = key.split('/');
  return `${STORED_FILES_PATH}/${folder}/${encodeURIComponent(name!)}`;
};

/** Whether a key is one `newStoredFileKey` gives: a uuid folder and a safe name in it, nothing more. */
export function isStoredFileKey(key: string): boolean {
  const [folder, name, ...rest] = key.split('/');
  return !rest.length && !!folder && UUID.test(folder) && !!name && safeFileName(name) === name;
}

/**
 * The key behind a url the storage gives, or undefined for any other url. Only the url exactly as the storage wrote it
 * (another percent-encoding of the same name is no file): who may read a file is looked up by that text.
 */
export function storedFileKeyOf(url: string): string | undefined {
  const prefix = `${STORED_FILES_PATH}/`;
  if (!url.startsWith(prefix)) return undefined;
  const [folder, encodedName, ...rest] = url.slice(prefix.length).split('/');
  const name = encodedName && decodeOrUndefined(encodedName);
  if (rest.length || !folder || !name || encodeURIComponent(name) !== encodedName) return undefined;
  const key = `${folder}/${name}`;
  return isStoredFileKey(key) ? key : undefined;
}
