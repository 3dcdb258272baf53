import { localized } from '@/shared/localized-text';
import { categoryList } from '@/server/modules/ecommerce/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { ecommerceHref, RecordCard, RecordGrid } from './record-card';

/**
 * Category cards (title, subtitle, `More`) linking to `/ecommerce/categories/{slug}`: linked categories, else all;
 * the category `all` has no card.
 */
export async function CategoryListDefault({ widget, page }: WidgetProps) {
  const categories = await categoryList(siteDatabase(), widget.id);
  const { language } = page;
  const heading = localized(widget.title, language) ? 'h3' : 'h2';
  return (
    <WidgetSection widget={widget} language={language}>
      <RecordGrid
        items={categories}
        language={language}
        data-category-list=""
        render={(category) => (
          <RecordCard
            href={ecommerceHref(language, 'categories', category.slug)}
            title={localized(category.title, language) || category.slug}
            heading={heading}
            language={language}
            data-category-card={category.slug}
          >
            {localized(category.subtitle, language) ? (
              <p className="text-muted-foreground">{localized(category.subtitle, language)}</p>
            ) : null}
          </RecordCard>
        )}
      />
    </WidgetSection>
  );
}
