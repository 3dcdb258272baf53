import { localized } from '@/shared/localized-text';
import { categoryOverview } from '@/server/modules/ecommerce/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { RecordOverview } from './record-overview';

/** The category (linked, else the one in the url): title, subtitle, description, its products (`all`: every product). */
export async function CategoryOverviewDefault({ widget, page }: WidgetProps) {
  const category = await categoryOverview(siteDatabase(), widget.id, page.segments['ecommerce.categories.slug']);
  if (!category) return null;
  const { language } = page;
  return (
    <RecordOverview
      widget={widget}
      language={language}
      title={localized(category.title, language) || category.slug}
      lead={localized(category.subtitle, language)}
      description={category.description}
      products={category.products}
      data-category={category.slug}
    />
  );
}
