import { SiteLink } from '@/components/site/site-link';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { ArticleCard as ArticleCardRecord } from '@/server/modules/blog/widget-content.service';
import { CARD, CARD_GRID, CARD_HEADING, CARD_IMAGE_BOX, CARD_IMAGE_SIZES, CARD_LINK, type CardHeading } from '../shared/card';
import { NoFoundItems } from '../shared/no-found-items';
import { SiteFile } from '../shared/site-file';
import { blogDictionary, formatDate, isoDate } from './dictionary';

/** An article's url in the page's language. */
export const articleHref = (slug: string, language: Language) => `/${language}/blog/articles/${encodeURIComponent(slug)}`;

/** A category's url in the page's language. */
export const categoryHref = (slug: string, language: Language) => `/${language}/blog/categories/${encodeURIComponent(slug)}`;

/** An article as a card (image, date, title, subtitle), the whole card one link to the article (see CARD). */
export function ArticleCard({
  article,
  language,
  heading: Heading = 'h3',
}: {
  article: ArticleCardRecord;
  language: Language;
  heading?: CardHeading;
}) {
  const title = localized(article.title, language) || article.slug;
  const subtitle = localized(article.subtitle, language);
  return (
    <article className={CARD} data-article-card={article.slug}>
      {article.image ? (
        <div className={CARD_IMAGE_BOX}>
          <SiteFile file={article.image} sizes={CARD_IMAGE_SIZES} className="absolute inset-0 size-full" />
        </div>
      ) : null}
      {/* The date comes first on screen but after the title in reading order: a card is announced by its title. */}
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
        <Heading className={CARD_HEADING}>
          {/* Not prefetched on sight: a grid of cards would fetch every page it links; hover still prefetches. */}
          <SiteLink href={articleHref(article.slug, language)} prefetch={false} className={CARD_LINK}>
            {title}
          </SiteLink>
        </Heading>
        <time dateTime={isoDate(article.date)} className="order-first text-sm text-muted-foreground">
          {formatDate(article.date, language)}
        </time>
        {subtitle ? <p className="line-clamp-4 text-muted-foreground">{subtitle}</p> : null}
      </div>
    </article>
  );
}

/** Articles as cards in the card grid, or what an empty list says. */
export function ArticleGrid({
  articles,
  language,
  heading,
}: {
  articles: readonly ArticleCardRecord[];
  language: Language;
  heading?: CardHeading;
}) {
  if (!articles.length) return <NoFoundItems language={language} />;
  return (
    <ul role="list" aria-label={blogDictionary(language).news} className={CARD_GRID} data-article-list>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} language={language} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
