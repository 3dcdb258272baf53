import type { ReactNode } from 'react';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { ProductCard } from '@/server/modules/ecommerce/widget-content.service';
import { cn } from '@/lib/utils';
import { RichText } from '../shared/rich-text';
import type { WidgetRecord } from '../types';
import { ProjectGrid } from './project-card';

/** A store's or a category's page: its heading, what it says of itself, then its products as cards. */
export function RecordOverview({
  widget,
  language,
  title,
  lead,
  description,
  products,
  children,
  ...data
}: {
  widget: WidgetRecord;
  language: Language;
  title: string;
  lead: string;
  /** Rich text per language. */
  description: unknown;
  products: readonly ProductCard[];
  children?: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <article id={widget.anchor || undefined} className={cn('site-container py-10 md:py-16', widget.className)} {...data}>
      <header className="mb-8 flex max-w-3xl flex-col gap-4">
        <h1 className="font-heading text-3xl leading-tight text-balance break-words sm:text-4xl md:text-5xl">{title}</h1>
        {lead ? <p className="text-lg text-muted-foreground md:text-xl">{lead}</p> : null}
        {children}
      </header>
      {localized(description, language).trim() ? (
        <RichText value={description} language={language} className="mb-10 max-w-3xl" />
      ) : null}
      <ProjectGrid products={products} language={language} heading="h2" />
    </article>
  );
}
