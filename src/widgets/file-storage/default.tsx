import { cn } from '@/lib/utils';
import { widgetFiles, type PublicFile } from '@/server/modules/file-storage/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { NoFoundItems } from '@/widgets/shared/no-found-items';
import { isVideo, SiteFile } from '@/widgets/shared/site-file';
import { WidgetSection } from '@/widgets/shared/widget-section';
import type { WidgetProps } from '../types';

/** `sizes` of one file across the content width (max-w-6xl, 1152 px), and of a cell of the grid below. */
const ONE_FILE_SIZES = '(min-width: 1152px) 1152px, 100vw';
const GRID_SIZES = '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A video, as SiteFile tells one (its mime type, else its extension): a player keeps its own proportions. */
/**
 * One file: an image of known size keeps its proportions at the column's width; one without fills a 16:9 box
 * (next/image's `fill` needs a sized, positioned container). A video is a player at the column's width (SiteFile).
 */
function FileItem({ file, sizes }: { file: PublicFile; sizes: string }) {
  const boxed = !(file.width && file.height) && !isVideo(file);
  return (
    <div className={cn('overflow-hidden rounded-xl bg-muted', boxed && 'relative aspect-video')} data-testid="file-storage-file">
      <SiteFile file={file} sizes={sizes} className={boxed ? 'h-full w-full' : 'h-auto w-full'} />
    </div>
  );
}

/** `default`: the widget's files in the admin's order, one across the column, several as a grid. */
export async function FileStorageDefault({ widget, page }: WidgetProps) {
  const files = await widgetFiles(siteDatabase(), widget.id);
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div data-testid="file-storage-files">
        {files.length === 0 ? (
          <NoFoundItems language={page.language} />
        ) : files.length === 1 ? (
          <FileItem file={files[0]!} sizes={ONE_FILE_SIZES} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {files.map((file) => (
              <li key={file.id}>
                <FileItem file={file} sizes={GRID_SIZES} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </WidgetSection>
  );
}
