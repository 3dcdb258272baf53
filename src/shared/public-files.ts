/** Where the server serves stored files (uploaded, generated, fetched), whichever provider keeps them. */
export const STORED_FILES_PATH = '/uploads';

/** Where uploaded files are served: NEXT_PUBLIC_FILE_STORAGE_PUBLIC_PATH, else the server's own path. */
const PUBLIC_FILE_LOCATION = process.env.NEXT_PUBLIC_FILE_STORAGE_PUBLIC_PATH || STORED_FILES_PATH;

/** A file record's `file` as a url: a full url or an absolute path as it is, a relative path under the public file location. */
export function fileUrl(file: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(file) || file.startsWith('/')) return file;
  return `${PUBLIC_FILE_LOCATION.replace(/\/$/, '')}/${file}`;
}
