import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The `local` file storage provider: uploads land in public/uploads and are served from /uploads. */
export const LOCAL_UPLOADS_DIR = path.join('public', 'uploads');
export const LOCAL_UPLOADS_URL = '/uploads';

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

/** Stores an uploaded file under a fresh folder and returns its public path, e.g. `/uploads/<uuid>/photo.jpg`. */
export async function storeUploadedFile(file: File, root = LOCAL_UPLOADS_DIR): Promise<string> {
  const folder = randomUUID();
  const name = safeName(file.name);
  await mkdir(path.join(root, folder), { recursive: true });
  await writeFile(path.join(root, folder, name), new Uint8Array(await file.arrayBuffer()));
  return `${LOCAL_UPLOADS_URL}/${folder}/${encodeURIComponent(name)}`;
}

/** Removes a file stored by storeUploadedFile, given its public path (when the record it was for is not written). */
export async function removeUploadedFile(publicPath: string, root = LOCAL_UPLOADS_DIR): Promise<void> {
  const [folder] = publicPath.slice(LOCAL_UPLOADS_URL.length + 1).split('/');
  if (folder && /^[0-9a-f-]{36}$/.test(folder)) await rm(path.join(root, folder), { recursive: true, force: true });
}
