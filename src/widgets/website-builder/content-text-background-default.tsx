import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetFilesAndButtons } from '@/server/modules/website-builder/widget-content.service';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { allButtons, ButtonList } from './button-list';
import { CoverFile } from './files';

/**
 * A text on a tinted band over the widget's first file: a dark warm tint, dark enough for the light text to keep
 * WCAG AA contrast on any photo; the title, the description as rich text and the buttons.
 */
export async function ContentTextBackgroundDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const { files, buttonsArrays } = await widgetFilesAndButtons(siteDatabase(), widget.id);
  const [file] = files;
  const title = localized(widget.title, language);
  const subtitle = localized(widget.subtitle, language);
  return (
    <section
      id={widget.anchor || undefined}
      className={cn('relative isolate overflow-hidden bg-foreground text-primary-foreground', widget.className)}
      data-content-text-background=""
    >
      {file ? <CoverFile file={file} sizes="100vw" className="-z-20" /> : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-foreground/85" />
      {/* Multiplied: the tint only darkens, so it never lowers the text's contrast. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-r from-transparent to-primary/60 mix-blend-multiply" />
      <div className="site-container py-16 md:py-24">
        <div className="max-w-3xl">
          {subtitle ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-primary-foreground/85 uppercase">{subtitle}</p>
          ) : null}
          {title ? <h2 className="font-heading text-3xl leading-tight md:text-4xl">{title}</h2> : null}
          <RichText
            value={widget.description}
            language={language}
            className={cn('text-primary-foreground/90 [&_a]:text-primary-foreground', title && 'mt-5')}
          />
          <ButtonList buttons={allButtons(buttonsArrays)} language={language} surface="dark" className="mt-8" />
        </div>
      </div>
    </section>
  );
}
