import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { categoryOverview } from '@/server/modules/blog/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { RichText } from '../shared/rich-text';
import type { WidgetProps } from '../types';
import { ArticleGrid } from './article-card';
import { blogDictionary } from './dictionary';

/**
 * A category (the widget's first linked one, else the one in the url) with its articles as cards; nothing when
 * there is neither, since the page has already answered 404 for a url naming no category.
 */
export async function CategoryOverviewDefault({ widget, page }: WidgetProps) {
  const category = await categoryOverview(siteDatabase(), widget.id, page.segments['blog.categories.slug']);
  if (!category) return null;
  const { language } = page;
  const subtitle = localized(category.subtitle, language);
  return (
    <section
      id={widget.anchor || undefined}
      className={cn('site-container py-10 md:py-16', widget.className)}
      data-category={category.slug}
    >
      <header className="mb-10 flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-medium tracking-wide text-primary uppercase">{blogDictionary(language).news}</p>
        <h1 className="font-heading text-3xl leading-tight text-balance break-words sm:text-4xl md:text-5xl">
          {localized(category.title, language) || category.slug}
        </h1>
        {subtitle ? <p className="text-lg text-muted-foreground md:text-xl">{subtitle}</p> : null}
        <RichText value={category.description} language={language} />
      </header>
      {/* The cards are the headings under the category's h1. */}
      <ArticleGrid articles={category.articles} language={language} heading="h2" />
    </section>
  );
}
