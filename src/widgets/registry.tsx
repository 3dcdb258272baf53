import type { ModuleName } from '@/shared/registry/modules';
import { analyticWidgets } from './analytic';
import { billingWidgets } from './billing';
import { blogWidgets } from './blog';
import { broadcastWidgets } from './broadcast';
import { crmWidgets } from './crm';
import { ecommerceWidgets } from './ecommerce';
import { fileStorageWidgets } from './file-storage';
import { notificationWidgets } from './notification';
import { rbacWidgets } from './rbac';
import { socialWidgets } from './social';
import { startupWidgets } from './startup';
import type { PageContext, WidgetComponent, WidgetVariants } from './types';
import { websiteBuilderWidgets } from './website-builder';

/**
 * Every module's public widget variants: the one place a page finds how to render a module's widget. Its keys are the
 * `@variants` of each module's widget model, no more, no fewer (registry.unit.test.ts).
 */
export const moduleWidgets: Partial<Record<ModuleName, WidgetVariants>> = {
  'website-builder': websiteBuilderWidgets,
  blog: blogWidgets,
  crm: crmWidgets,
  rbac: rbacWidgets,
  social: socialWidgets,
  'file-storage': fileStorageWidgets,
  ecommerce: ecommerceWidgets,
  notification: notificationWidgets,
  broadcast: broadcastWidgets,
  billing: billingWidgets,
  startup: startupWidgets,
  analytic: analyticWidgets,
};

/** The component of a module's widget variant, or null: an unknown module or variant renders nothing. */
export function resolveWidget(module: string, variant: string | null | undefined): WidgetComponent | null {
  const variants = moduleWidgets[module as ModuleName];
  return (variant && variants && Object.hasOwn(variants, variant) ? variants[variant] : undefined) ?? null;
}

/** The context a page hands its widgets: where it is, and how to draw a widget by the registry. */
export function pageContext(page: Omit<PageContext, 'renderWidget'>): PageContext {
  const context: PageContext = {
    ...page,
    renderWidget: (module, widget, key = widget.id) => {
      const Widget = resolveWidget(module, widget.variant);
      return Widget ? <Widget key={key} widget={widget} page={context} /> : null;
    },
  };
  return context;
}
