/** What a file input shows of a URL or a picked file: pure, no React. */

export type MediaKind = 'image' | 'video' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'ogg', 'mov']);

/** The extension of a URL's or file name's last path segment, lower-case, ignoring a query and a fragment. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a URL (or file name) shows as an image, a video or a plain link; a MIME type, when known, decides first. */
export function mediaKind(url: string, mimeType?: string): MediaKind {
  if (mimeType?.startsWith('image/')) return 'image';
  if (mimeType?.startsWith('video/')) return 'video';
  const extension = fileExtension(url);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'other';
}

/** `532 B`, `12.3 KB`, `4.5 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? size.toFixed(1) : Math.round(size)} ${units[unit]}`;
}

/** Whether a value is a file picked in the browser (uploaded with a multipart request). */
export const isBrowserFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
