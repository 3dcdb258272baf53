import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../platform/file-storage/file-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Serves the files of a provider that keeps them on this machine (local), from its own folder: Next.js
 * serves only what public/ held at build time, so files saved later are served here. Only the
 * `<public path>/<uuid>/<name>` URLs the provider gives are answered: nothing else on disk is reachable.
 * Answers false when the path is not such a file.
 */
export async function serveUpload(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  storage: FileStorage,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const file = storage.localFileOf?.(pathname);
  if (!file) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  // SVG and HTML could run script in the site's origin: anything not in the list downloads.
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, {
    'content-type': type,
    'content-length': info.size,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(type === 'image/svg+xml' ? { 'content-security-policy': "script-src 'none'" } : {}),
  });
  if (request.method === 'HEAD') response.end();
  // A file removed meanwhile ends the answer early; nothing is left to tell the client.
  else await pipeline(createReadStream(file), response).catch(() => undefined);
  return true;
}
