import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredFileAccess } from '../modules/file-storage';
import type { FileStorage } from '../platform/file-storage/file-storage';
import { storedFileKeyOf } from '../platform/file-storage/stored-file-keys';
import { STORED_FILES_PATH } from '../../shared/public-files';

/** Types a browser shows without running anything of the file in this origin: images, video, PDF, plain text and JSON. */
const SHOWN_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Opened on its own, an SVG is a document that may hold script. Sandboxed (an origin of its own, no script) and with no
 * source but its inline styles and embedded images, it still draws; as an `<img>` it never runs script anyway.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'";
/** Any other file opened on its own: sandboxed, nothing loads. PDFs are left out: a sandbox stops browsers' PDF viewers. */
const FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";
/** A PDF's own script runs in the viewer, not in this origin; nothing else may load or frame it. */
const PDF_POLICY = "default-src 'none'; object-src 'self'; frame-ancestors 'none'";

/**
 * How a file is answered: shown types as themselves, SVG as an image under a sandbox, anything else (HTML among them)
 * as bytes to download, so an uploaded page never opens in the site's origin.
 */
function answerOf(extension: string): Record<string, string> {
  if (extension === '.svg') return { 'content-type': 'image/svg+xml', 'content-security-policy': SVG_POLICY };
  const type = SHOWN_TYPES[extension];
  if (!type) {
    return {
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
      'content-security-policy': FILE_POLICY,
    };
  }
  return { 'content-type': type, 'content-security-policy': type === 'application/pdf' ? PDF_POLICY : FILE_POLICY };
}

/**
 * How long a browser or proxy may keep a public file: a deleted or replaced one may still be shown from a cache this
 * long (README, "Files"). Never `immutable`: the server answers a deleted file's URL with a 404 at once.
 */
export const PUBLIC_FILE_MAX_AGE_SECONDS = 300;

/** Who may fetch the stored file at a public URL (modules/index.ts, accessToStoredFile). */
export type StoredFileAccessOf = (publicUrl: string) => Promise<StoredFileAccess>;

/** A request serveUpload may answer: a GET or HEAD of a url under the stored files' path. */
export const mayBeStoredFile = (request: IncomingMessage, pathname: string) =>
  (request.method === 'GET' || request.method === 'HEAD') && pathname.startsWith(`${STORED_FILES_PATH}/`);

/**
 * Serves stored files, whichever provider keeps them, streamed from it: only the `/uploads/<uuid>/<name>` urls the
 * storage gives, and only those a file record names and the caller may read (`accessOf`): a public file to anyone,
 * cached a while; a private one to its readers, never kept. No bucket's address ever reaches the client, so a private
 * file stays private whatever the bucket allows (docs/decisions/0049). Answers false when the path is not such a file,
 * or not one for this caller: the site's 404 says the same either way. `compress` is called before a file's answer is
 * written (compressAnswer: a text file is gzipped for a client that takes it).
 */
export async function serveUpload(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  storage: FileStorage,
  accessOf: StoredFileAccessOf,
  compress: () => void,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const key = storedFileKeyOf(pathname);
  if (!key) return false;
  const access = await accessOf(pathname);
  if (!access) return false;
  const object = await storage.open(pathname);
  if (!object) return false;
  compress();
  response.writeHead(200, {
    ...answerOf(path.extname(key).toLowerCase()),
    // The server sets it on every answer; a file's safety rests on it, so the file's answer never goes without.
    'x-content-type-options': 'nosniff',
    'content-length': object.size,
    'cache-control': access === 'public' ? `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}` : 'private, no-store',
  });
  if (request.method === 'HEAD') {
    object.body.destroy();
    response.end();
  }
  // A file removed meanwhile ends the answer early; nothing is left to tell the client.
  else await pipeline(object.body, response).catch(() => undefined);
  return true;
}
