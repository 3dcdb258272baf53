import { localized } from '@/shared/localized-text';
import { widgetFiles } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { Gallery } from './gallery';
import { websiteBuilderDictionary } from './dictionary';

/** A project's story: the description as rich text, then a gallery of the widget's files. */
export async function ProductContentOverviewDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const files = await widgetFiles(siteDatabase(), widget.id);
  const hasStory = localized(widget.description, language).trim() !== '';
  return (
    // The frame shows title and subtitle; the description is rich text, drawn here.
    <WidgetSection widget={{ ...widget, description: null }} language={language}>
      <RichText value={widget.description} language={language} />
      <Gallery
        files={files}
        layout="full"
        label={websiteBuilderDictionary(language).gallery}
        className={hasStory ? 'mt-10' : undefined}
      />
      {!hasStory && !files.length ? <NoFoundItems language={language} /> : null}
    </WidgetSection>
  );
}
