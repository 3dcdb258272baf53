import { FileIcon } from 'lucide-react';
import type { CellProps } from '../field-kind';
import { plainText, TextCell, truncate } from '../shared/cell-parts';

const IMAGE_FILE = /\.(?:avif|bmp|gif|ico|jpe?g|png|svg|webp)(?:[?#].*)?$/i;

/** A stored file: a thumbnail of an image, else a link with the file's name. */
export function FileCell({ value }: CellProps) {
  if (typeof value !== 'string') return <TextCell text={plainText(value)} />;
  const name = fileName(value);
  if (IMAGE_FILE.test(value))
    return (
      <a href={value} target="_blank" rel="noreferrer" className="inline-flex" title={name}>
        {/* A plain img: a thumbnail of any stored URL, which next/image would have to be configured for. */}
        <img src={value} alt={name} loading="lazy" decoding="async" className="size-10 rounded border object-cover" />
      </a>
    );
  return (
    <a
      href={value}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
      title={value}
    >
      <FileIcon aria-hidden="true" className="size-4" />
      {truncate(name, 40)}
    </a>
  );
}

/** The last segment of a stored file URL, decoded when it is valid percent-encoding (`100%.pdf` is shown as it is). */
function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
