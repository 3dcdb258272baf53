import { SiteLink } from '@/components/site/site-link';
import { localized, richTextToPlain } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { categoryList, type CategoryCard } from '@/server/modules/blog/widget-content.service';
import { CARD, CARD_GRID, CARD_HEADING, CARD_LINK, type CardHeading } from '../shared/card';
import { siteDatabase } from '@/server/pages/site-database';
import { NoFoundItems } from '../shared/no-found-items';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { categoryHref } from './article-card';
import { blogDictionary } from './dictionary';

/** A category as a card: title, and its subtitle or else the plain text of its description. */
function CategoryCardView({
  category,
  language,
  heading: Heading,
}: {
  category: CategoryCard;
  language: Language;
  heading: CardHeading;
}) {
  const title = localized(category.title, language) || category.slug;
  const summary = localized(category.subtitle, language) || richTextToPlain(localized(category.description, language));
  return (
    <article className={CARD} data-category-card={category.slug}>
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
        <Heading className={CARD_HEADING}>
          <SiteLink href={categoryHref(category.slug, language)} prefetch={false} className={CARD_LINK}>
            {title}
          </SiteLink>
        </Heading>
        {summary ? <p className="line-clamp-3 text-muted-foreground">{summary}</p> : null}
      </div>
    </article>
  );
}

/** Category cards linking to each category: the widget's linked categories, else every category. */
export async function CategoryListDefault({ widget, page }: WidgetProps) {
  const categories = await categoryList(siteDatabase(), widget.id);
  const { language } = page;
  const heading = localized(widget.title, language) ? 'h3' : 'h2';
  return (
    <WidgetSection widget={widget} language={language}>
      {categories.length ? (
        <ul role="list" aria-label={blogDictionary(language).categories} className={CARD_GRID} data-category-list>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCardView category={category} language={language} heading={heading} />
            </li>
          ))}
        </ul>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
