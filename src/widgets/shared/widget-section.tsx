import type { ReactNode } from 'react';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import type { WidgetRecord } from '../types';
import { RichText } from './rich-text';

/**
 * The frame of a widget on a page: a section with the widget's anchor (for `#anchor` links) and className, its
 * title, subtitle and description (rich text, or plain) in the page's language when it has them, then its content.
 */
export function WidgetSection({
  widget,
  language,
  className,
  children,
}: {
  widget: WidgetRecord;
  language: Language;
  className?: string;
  children: ReactNode;
}) {
  const title = localized(widget.title, language);
  const subtitle = localized(widget.subtitle, language);
  const description = localized(widget.description, language);
  return (
    <section id={widget.anchor || undefined} className={cn('site-container py-12 md:py-16', className, widget.className)}>
      {title || subtitle || description ? (
        <header className="mb-8 max-w-3xl">
          {subtitle ? <p className="mb-2 text-sm font-medium tracking-wide text-primary uppercase">{subtitle}</p> : null}
          {title ? <h2 className="font-heading text-3xl leading-tight md:text-4xl">{title}</h2> : null}
          {description ? (
            <RichText value={widget.description} language={language} className="mt-4 text-lg text-muted-foreground" />
          ) : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
