import { cn } from '@/lib/utils';
import type { PublicFile } from '@/server/modules/file-storage/widget-content.service';
import { FramedFile } from './files';

/** How wide each picture is on screen, by layout: the `sizes` the browser picks a copy by. */
const SIZES = {
  /** Beside a text from 1024 px (half of the 72 rem container), full width below. */
  aside: { wide: '(min-width: 1024px) 540px, 100vw', half: '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw' },
  /** The container's width, in up to three columns. */
  full: { wide: '(min-width: 1152px) 1104px, 100vw', half: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw' },
} as const;

/**
 * Files as pictures in boxes of one aspect ratio (no layout shift): the first one large, the others in a grid
 * under it (two columns, three on a wide screen when `layout` is `full`).
 */
export function Gallery({
  files,
  layout,
  label,
  className,
}: {
  files: readonly PublicFile[];
  layout: keyof typeof SIZES;
  /** Names the list for screen readers (e.g. «Галерея»). */
  label?: string;
  className?: string;
}) {
  if (!files.length) return null;
  const [first, ...rest] = files;
  const sizes = SIZES[layout];
  return (
    <div className={cn('min-w-0 space-y-4', className)} data-gallery="">
      <FramedFile file={first!} sizes={sizes.wide} className={layout === 'full' ? 'aspect-[16/9]' : undefined} />
      {rest.length ? (
        <ul aria-label={label} className={cn('grid gap-4 sm:grid-cols-2', layout === 'full' && 'lg:grid-cols-3')}>
          {rest.map((file) => (
            <li key={file.id}>
              <FramedFile file={file} sizes={sizes.half} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
