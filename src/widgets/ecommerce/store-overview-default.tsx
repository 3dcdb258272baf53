import { localized } from '@/shared/localized-text';
import { storeOverview } from '@/server/modules/ecommerce/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { AttributeList } from './attribute-list';
import { RecordOverview } from './record-overview';

/** The store (linked, else the one in the url): title, short description, features, description, its products. */
export async function StoreOverviewDefault({ widget, page }: WidgetProps) {
  const store = await storeOverview(siteDatabase(), widget.id, page.segments['ecommerce.stores.slug']);
  if (!store) return null;
  const { language } = page;
  return (
    <RecordOverview
      widget={widget}
      language={language}
      title={localized(store.title, language) || store.slug}
      lead={localized(store.shortDescription, language)}
      description={store.description}
      products={store.products}
      data-store={store.slug}
    >
      <AttributeList attributes={store.features} language={language} className="text-base" />
    </RecordOverview>
  );
}
