import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/*
 * The files the site ships under `public/site/` (its photos and icons, named by the seed as `/site/...`): Next.js
 * serves them to anyone, so a file record may name one without the storage having given it.
 */

/** Where the shipped files lie: `public/site` of the working directory, as Next.js serves it. */
export const SHIPPED_SITE_ROOT = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'site');

const SITE_PREFIX = '/site/';
/** A name as the shipped files have them: no encodings, no hidden files, no `.` or `..` segments. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Whether `url` is `/site/<path>` naming a file that lies under `root` (by its real path: a symlink leading out of it
 * is no shipped file).
 */
export async function isShippedSiteFile(url: string, root = SHIPPED_SITE_ROOT): Promise<boolean> {
  if (!url.startsWith(SITE_PREFIX)) return false;
  const segments = url.slice(SITE_PREFIX.length).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return false;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(path.join(root, ...segments))]);
    return realFile.startsWith(realRoot + path.sep) && (await stat(realFile)).isFile();
  } catch {
    // Missing (or unreadable): not a file the site ships.
    return false;
  }
}
