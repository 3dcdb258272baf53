import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { widgetFilesAndButtons } from '@/server/modules/website-builder/widget-content.service';
import { RichText } from '../shared/rich-text';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { allButtons, ButtonList } from './button-list';
import { Gallery } from './gallery';
import { websiteBuilderDictionary } from './dictionary';

/** A text block: title and subtitle, the description as rich text and the buttons, its files beside it from 1024 px. */
export async function ContentDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const { files, buttonsArrays } = await widgetFilesAndButtons(siteDatabase(), widget.id);
  const buttons = allButtons(buttonsArrays);
  const hasText = [widget.title, widget.subtitle, widget.description].some((text) => localized(text, language).trim());
  if (!hasText && !files.length && !buttons.length) return null;
  return (
    // The frame shows title and subtitle; the description is rich text, drawn here.
    <WidgetSection widget={{ ...widget, description: null }} language={language}>
      <div className={cn('grid gap-10', files.length && 'lg:grid-cols-2 lg:items-start')}>
        <div className="min-w-0">
          <RichText value={widget.description} language={language} />
          <ButtonList buttons={buttons} language={language} className="mt-8" />
        </div>
        <Gallery files={files} layout="aside" label={websiteBuilderDictionary(language).gallery} />
      </div>
    </WidgetSection>
  );
}
