import { localized } from '@/shared/localized-text';
import { storeList } from '@/server/modules/ecommerce/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { AttributeList } from './attribute-list';
import { ecommerceHref, RecordCard, RecordGrid } from './record-card';

/** Store cards (title, short description, features, `More`) linking to `/ecommerce/stores/{slug}`: linked stores, else all. */
export async function StoreListDefault({ widget, page }: WidgetProps) {
  const stores = await storeList(siteDatabase(), widget.id);
  const { language } = page;
  const heading = localized(widget.title, language) ? 'h3' : 'h2';
  return (
    <WidgetSection widget={widget} language={language}>
      <RecordGrid
        items={stores}
        language={language}
        data-store-list=""
        render={(store) => (
          <RecordCard
            href={ecommerceHref(language, 'stores', store.slug)}
            title={localized(store.title, language) || store.slug}
            heading={heading}
            language={language}
            data-store-card={store.slug}
          >
            {localized(store.shortDescription, language) ? (
              <p className="line-clamp-3 text-muted-foreground">{localized(store.shortDescription, language)}</p>
            ) : null}
            <AttributeList attributes={store.features} language={language} />
          </RecordCard>
        )}
      />
    </WidgetSection>
  );
}
