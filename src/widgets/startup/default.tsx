import { localized } from '@/shared/localized-text';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';

/**
 * What the foundation says of itself: the widget's subtitle, title and description (rich text) in the page's language.
 * A widget with none of them in any language has nothing to say, and takes no room on the page.
 */
export function StartupDefault({ widget, page }: WidgetProps) {
  const hasText = [widget.title, widget.subtitle, widget.description].some((text) => localized(text, page.language).trim());
  if (!hasText) return null;
  return (
    <WidgetSection widget={widget} language={page.language} className="[&>header]:mb-0">
      {null}
    </WidgetSection>
  );
}
