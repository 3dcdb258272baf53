import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { decodeOrUndefined } from '../uri';
import { LOCAL_UPLOADS_DIR, LOCAL_UPLOADS_URL } from '../modules/file-storage/local-storage';

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

/** `/uploads/<uuid>/<name>`, the only shape storeUploadedFile writes: nothing else on disk is reachable. */
const UPLOAD_PATH = new RegExp(`^${LOCAL_UPLOADS_URL}/([0-9a-f-]{36})/([^/]+)$`);

/**
 * Serves files of the local storage provider. Next.js serves only what public/ held at build time,
 * so files uploaded later are served here. Answers false when the path is not an upload.
 */
export async function serveUpload(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
  const match = UPLOAD_PATH.exec(pathname);
  if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const name = decodeOrUndefined(match[2]!);
  if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.')) return false;
  const file = path.join(LOCAL_UPLOADS_DIR, match[1]!, name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  // SVG and HTML could run script in the site's origin: anything not in the list downloads.
  const type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, {
    'content-type': type,
    'content-length': info.size,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(type === 'image/svg+xml' ? { 'content-security-policy': "script-src 'none'" } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}
