import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetFeatures } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { ContactValue } from './contact-value';
import { payeeForPage } from '@/server/pages/payee';
import { PayeeDetails, payeeTitle } from '../billing/payee-details';

/**
 * The foundation's contact details as a grid of label and value (a definition list): each feature's subtitle is
 * the label (Адрес, Телефон, Email, Реквизиты), its title the value (an email or phone linked), its description
 * any more; then the foundation's bank details, from billing's payee record (the receipt's and the checkout's too).
 */
export async function FeaturesContactsDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const [features, payee] = await Promise.all([widgetFeatures(siteDatabase(), widget.id), payeeForPage()]);
  return (
    <WidgetSection widget={widget} language={language}>
      {features.length ? (
        <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3" data-contacts="">
          {features.map((feature) => {
            const value = localized(feature.title, language);
            return (
              <div key={feature.id} className={cn('min-w-0 rounded-xl border bg-card p-6', feature.className)}>
                <dt className="text-sm font-medium text-muted-foreground">{localized(feature.subtitle, language)}</dt>
                <dd className="mt-2 space-y-2">
                  {value ? <ContactValue value={value} className="text-lg font-medium" /> : null}
                  <RichText value={feature.description} language={language} className="text-sm md:text-base" />
                </dd>
              </div>
            );
          })}
          {payee ? (
            <div className="min-w-0 rounded-xl border bg-card p-6 sm:col-span-2 lg:col-span-3">
              <dt className="text-sm font-medium text-muted-foreground">{payeeTitle(language)}</dt>
              <dd className="mt-2">
                <PayeeDetails payee={payee} language={language} className="md:text-base" />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
