import { localized } from '@/lib/i18n/text';
import { cn } from '@/lib/utils';
import { widgetFeatures } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { siteDatabase } from '../shared/database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';

/**
 * A project's facts as a definition list: the label (subtitle) is the term, the value (title) its definition,
 * shown large above it (the order on screen only: a screen reader reads the label first).
 */
export async function ProductFeaturesOverviewDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const features = await widgetFeatures(siteDatabase(), widget.id);
  return (
    <WidgetSection widget={widget} language={language}>
      {features.length ? (
        <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4" data-facts="">
          {features.map((feature) => (
            <div
              key={feature.id}
              className={cn('flex min-w-0 flex-col-reverse justify-end gap-2 rounded-xl border bg-card p-6', feature.className)}
            >
              <dt className="text-sm text-muted-foreground">{localized(feature.subtitle, language)}</dt>
              <dd className="font-heading text-2xl leading-tight [overflow-wrap:anywhere] text-primary md:text-3xl">
                {localized(feature.title, language)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
