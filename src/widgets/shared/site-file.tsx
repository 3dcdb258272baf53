import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { fileUrl } from '@/shared/public-files';
import { cn } from '@/lib/utils';

/** The fields of a file record (file-storage module) a page shows. */
export interface SiteFileRecord {
  id: string;
  file: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  mimeType: string | null;
  className: string | null;
  containerClassName: string | null;
}

/**
 * The images Next.js's optimiser can read: the ones shipped in public/site, which its own static handler serves. An
 * uploaded file (served by the platform server, not Next.js) or one on another host goes to the browser as it is.
 */
const optimizable = (src: string) => src.startsWith('/site/');

const VIDEO = /\.(mp4|webm|ogv|mov|m4v)(\?|#|$)/i;

/** A video file (by its type, or its name when it has none): shown as a player. */
export const isVideo = (file: Pick<SiteFileRecord, 'file' | 'mimeType'>) =>
  file.mimeType?.startsWith('video/') || VIDEO.test(file.file);

/**
 * A file as an image or as a video player with controls. The image is next/image's (`getImageProps`: the optimiser's
 * srcset of AVIF/WebP sizes, its width and height, lazy unless `priority`) drawn as a plain <img> by the server: the
 * <Image> component would add its client code to every page for nothing a page uses. The image above the fold
 * (`priority`) is fetched early (`fetchpriority=high` and a preload hint in the head). A file without a known size
 * fills its container (`fill`): the container gives the size.
 */
export function SiteFile({
  file,
  sizes = '100vw',
  priority = false,
  className,
}: {
  file: SiteFileRecord;
  /** The image's width on screen by viewport (the `sizes` attribute), so the browser fetches no larger a copy. */
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const src = fileUrl(file.file);
  if (isVideo(file))
    return (
      <div className={cn(file.containerClassName)}>
        <video src={src} controls preload="metadata" className={cn('h-auto w-full', className, file.className)}>
          {file.alt}
        </video>
      </div>
    );
  // A size typed wrong in the admin (0, negative) is no size: the image fills its container instead of failing the page.
  const sized =
    file.width && file.height && file.width > 0 && file.height > 0
      ? { width: file.width, height: file.height }
      : { fill: true as const };
  const { props } = getImageProps({
    src,
    unoptimized: !optimizable(src),
    alt: file.alt ?? '',
    ...sized,
    sizes,
    preload: priority,
    className: cn('object-cover', className, file.className),
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return <img {...props} />;
}
