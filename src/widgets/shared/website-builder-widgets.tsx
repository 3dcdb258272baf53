import type { PageContext, WidgetRecord } from '../types';

/**
 * The website-builder widgets a record links (an article's, a project's), each drawn by its variant on the same
 * page, as a page draws its own: a variant the registry does not know renders nothing.
 */
export function WebsiteBuilderWidgets({ widgets, page }: { widgets: readonly WidgetRecord[]; page: PageContext }) {
  return widgets.map((widget) => page.renderWidget('website-builder', widget));
}
