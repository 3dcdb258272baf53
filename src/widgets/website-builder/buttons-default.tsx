import { widgetButtonsArrays } from '@/server/modules/website-builder/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { allButtons, ButtonList } from './button-list';
import { titledButtons } from './site-button';

/** The buttons of the widget's arrays in one row that wraps, each drawn by its variant. */
export async function ButtonsDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const buttons = titledButtons(allButtons(await widgetButtonsArrays(siteDatabase(), widget.id)), language);
  return (
    <WidgetSection widget={widget} language={language}>
      {buttons.length ? <ButtonList buttons={buttons} language={language} /> : <NoFoundItems language={language} />}
    </WidgetSection>
  );
}
