import { SiteLink } from '@/components/site/site-link';
import type { ReactNode } from 'react';
import { badgeVariants } from '@/components/ui/badge';
import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import type { ArticleOverview } from '@/server/modules/blog/widget-content.service';
import { RichText } from '../shared/rich-text';
import { SiteFile } from '../shared/site-file';
import type { PageContext, WidgetRecord } from '../types';
import { categoryHref } from './article-card';
import { WebsiteBuilderWidgets } from '../shared/website-builder-widgets';
import { blogDictionary, formatDate, isoDate } from './dictionary';

/** The article's image spans the reading column: at most 1104 px (the content column), the viewport less its padding below. */
const IMAGE_SIZES = '(min-width: 1152px) 1104px, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';

/**
 * An article as its overview variants show it: categories, title, subtitle, date, first image, description, then
 * what the variant adds (`children`: its private content, its projects), then its website-builder widgets.
 */
export function ArticleView({
  article,
  widget,
  page,
  children,
}: {
  article: ArticleOverview;
  widget: WidgetRecord;
  page: PageContext;
  children?: ReactNode;
}) {
  const { language } = page;
  const strings = blogDictionary(language);
  const title = localized(article.title, language) || article.slug;
  const subtitle = localized(article.subtitle, language);
  return (
    <article id={widget.anchor || undefined} className={cn(widget.className)} data-article={article.slug}>
      <div className="site-container py-10 md:py-16">
        <header className="flex max-w-3xl flex-col gap-4">
          {article.categories.length ? (
            <nav aria-label={strings.categories}>
              <ul role="list" className="flex flex-wrap gap-2">
                {article.categories.map((category) => (
                  <li key={category.id}>
                    <SiteLink
                      href={categoryHref(category.slug, language)}
                      className={cn(
                        badgeVariants({ variant: 'secondary' }),
                        'px-2.5 py-1 text-sm whitespace-normal underline-offset-4 outline-none hover:underline',
                      )}
                    >
                      {localized(category.title, language) || category.slug}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <h1 className="font-heading text-3xl leading-tight text-balance break-words sm:text-4xl md:text-5xl">{title}</h1>
          {subtitle ? <p className="text-lg text-muted-foreground md:text-xl">{subtitle}</p> : null}
          <time dateTime={isoDate(article.date)} className="text-sm text-muted-foreground">
            {formatDate(article.date, language)}
          </time>
        </header>
        {article.image ? (
          // Above the fold: loaded at once (priority), in a box of fixed proportion so the text below never jumps.
          <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-xl bg-muted">
            <SiteFile file={article.image} sizes={IMAGE_SIZES} priority className="absolute inset-0 size-full" />
          </div>
        ) : null}
        {/* Renders nothing for an article without a description. */}
        <RichText value={article.description} language={language} className="mt-8" />
        {children}
      </div>
      <WebsiteBuilderWidgets widgets={article.widgets} page={page} />
    </article>
  );
}
