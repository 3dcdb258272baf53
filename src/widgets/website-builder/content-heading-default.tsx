import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetFiles } from '@/server/modules/website-builder/widget-content.service';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { CoverFile } from './files';

/**
 * The page's heading (its h1) over the widget's first file, dimmed so that the white text keeps WCAG AA
 * contrast on any photo; a dark band when it has none. The photo opens the page: fetched first (`priority`).
 */
export async function ContentHeadingDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const [file] = await widgetFiles(siteDatabase(), widget.id);
  const title = localized(widget.title, language);
  const subtitle = localized(widget.subtitle, language);
  return (
    <section
      id={widget.anchor || undefined}
      className={cn('relative isolate flex min-h-64 items-end bg-foreground text-white md:min-h-96', widget.className)}
      data-content-heading=""
    >
      {file ? <CoverFile file={file} sizes="100vw" priority className="-z-20" /> : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-t from-black/85 via-black/65 to-black/45" />
      <div className="site-container py-12 md:py-16">
        <div className="max-w-3xl [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]">
          {subtitle ? <p className="mb-3 text-sm font-semibold tracking-wide text-white/90 uppercase">{subtitle}</p> : null}
          {title ? <h1 className="font-heading text-3xl leading-tight text-balance sm:text-4xl md:text-5xl">{title}</h1> : null}
          <RichText value={widget.description} language={language} className="mt-4 text-white/90 [&_a]:text-white" />
        </div>
      </div>
    </section>
  );
}
