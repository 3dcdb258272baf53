import { localized } from '@/shared/localized-text';
import { storeList } from '@/server/modules/ecommerce/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { CARD_GRID } from '../shared/card';
import { NoFoundItems } from '../shared/no-found-items';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { AttributeList } from './attribute-list';
import { ecommerceHref, RecordCard } from './record-card';

/** Store cards (title, short description, features, `More`) linking to `/ecommerce/stores/{slug}`: linked stores, else all. */
export async function StoreListDefault({ widget, page }: WidgetProps) {
  const stores = await storeList(siteDatabase(), widget.id);
  const { language } = page;
  const heading = localized(widget.title, language) ? 'h3' : 'h2';
  return (
    <WidgetSection widget={widget} language={language}>
      {stores.length ? (
        <ul role="list" className={CARD_GRID} data-store-list>
          {stores.map((store) => (
            <li key={store.id}>
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
            </li>
          ))}
        </ul>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
