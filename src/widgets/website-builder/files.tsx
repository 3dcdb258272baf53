import { cn } from '@/lib/utils';
import type { PublicFile } from '@/server/modules/file-storage/widget-content.service';
import { SiteFile } from '../shared/site-file';

/** The file knows its pixel size: next/image can keep its box before it loads. */
export const hasSize = (file: PublicFile): file is PublicFile & { width: number; height: number } =>
  Boolean(file.width && file.height);

/** A file covering its positioned parent (a hero's or band's background): the parent's box gives the size. */
export function CoverFile({
  file,
  sizes = '100vw',
  priority = false,
  className,
}: {
  file: PublicFile;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <SiteFile
      file={file}
      sizes={sizes}
      priority={priority}
      className={cn('absolute inset-0 size-full object-cover', className)}
    />
  );
}

/**
 * A file in a box of a fixed aspect ratio (a gallery's or card's picture): no layout shift, whatever size the
 * file has or lacks.
 */
export function FramedFile({ file, sizes, className }: { file: PublicFile; sizes: string; className?: string }) {
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden rounded-lg bg-muted', className)}>
      <CoverFile file={file} sizes={sizes} />
    </div>
  );
}

/**
 * A logo at a fixed height (`heightPx`, the class's height), its width following its aspect ratio. A file of
 * unknown size gets a square box. `alt` replaces the file's own (empty when a title beside it names it).
 */
export function LogoFile({
  file,
  heightPx,
  className,
  alt,
}: {
  file: PublicFile;
  heightPx: number;
  /** Sets the height (h-10 for 40 px): it must match heightPx. */
  className: string;
  alt?: string;
}) {
  const shown = alt === undefined ? file : { ...file, alt };
  if (hasSize(file)) {
    const width = Math.ceil((heightPx * file.width) / file.height);
    return <SiteFile file={shown} sizes={`${width}px`} className={cn('w-auto object-contain', className)} />;
  }
  return (
    <span className={cn('relative block aspect-square shrink-0', className)}>
      <SiteFile file={shown} sizes={`${heightPx}px`} className="object-contain" />
    </span>
  );
}
