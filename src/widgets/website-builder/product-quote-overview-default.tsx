import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { RichText } from '../shared/rich-text';
import type { WidgetProps } from '../types';
import { QuoteIcon } from '../shared/icons';

/** A large quote (the description) with its author (the title) and the author's role (the subtitle). */
export function ProductQuoteOverviewDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const author = localized(widget.title, language);
  const role = localized(widget.subtitle, language);
  if (!localized(widget.description, language).trim()) return null;
  return (
    <section id={widget.anchor || undefined} className={cn('site-container py-12 md:py-16', widget.className)}>
      <figure className="mx-auto max-w-4xl border-l-4 border-primary/50 pl-6 md:pl-10" data-quote="">
        <QuoteIcon aria-hidden className="mb-4 size-10 text-primary/60" />
        <blockquote>
          <RichText
            value={widget.description}
            language={language}
            className="max-w-none font-heading text-2xl leading-snug italic md:text-3xl"
          />
        </blockquote>
        {author || role ? (
          <figcaption className="mt-6 text-base">
            {author ? <span className="block font-semibold">{author}</span> : null}
            {role ? <span className="block text-muted-foreground">{role}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </section>
  );
}
