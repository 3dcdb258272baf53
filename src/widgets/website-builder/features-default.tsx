import { widgetFeatures } from '@/server/modules/website-builder/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { FeatureGrid } from './feature-grid';

/** A grid of feature cards, each drawn by the feature's variant. */
export async function FeaturesDefault({ widget, page }: WidgetProps) {
  const features = await widgetFeatures(siteDatabase(), widget.id);
  return (
    <WidgetSection widget={widget} language={page.language}>
      <FeatureGrid features={features} language={page.language} />
    </WidgetSection>
  );
}
