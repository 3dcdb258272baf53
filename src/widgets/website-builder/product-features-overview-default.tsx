import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetFeatures } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';

/** Values up to this many characters (a year, a sum) are figures, set large. */
const SHORT_VALUE = 12;

/**
 * A project's facts as a definition list: the label (subtitle) is the term, the value (title) its definition. A value
 * may be a year or a sentence, so it is set at reading size, and a short one (a figure) larger.
 */
export async function ProductFeaturesOverviewDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const features = await widgetFeatures(siteDatabase(), widget.id);
  return (
    <WidgetSection widget={widget} language={language}>
      {features.length ? (
        <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4" data-facts="">
          {features.map((feature) => (
            <div key={feature.id} className={cn('flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-6', feature.className)}>
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {localized(feature.subtitle, language)}
              </dt>
              <dd
                className={cn(
                  'font-heading leading-snug [overflow-wrap:anywhere]',
                  localized(feature.title, language).length <= SHORT_VALUE ? 'text-3xl text-primary' : 'text-lg',
                )}
              >
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
