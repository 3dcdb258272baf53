import { widgetFeatures } from '@/server/modules/website-builder/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { MediaCard } from './feature-card';
import { FeatureGrid } from './feature-grid';

/** "About us in the media": each feature as a publication card, linking to it when its slug is a url. */
export async function MediaAboutDefault({ widget, page }: WidgetProps) {
  const features = await widgetFeatures(siteDatabase(), widget.id);
  return (
    <WidgetSection widget={widget} language={page.language}>
      <FeatureGrid features={features} language={page.language} card={MediaCard} />
    </WidgetSection>
  );
}
