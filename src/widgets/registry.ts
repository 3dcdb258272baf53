import type { ModuleName } from '@/server/registry/modules';
import { blogWidgets } from './blog';
import { crmWidgets } from './crm';
import { ecommerceWidgets } from './ecommerce';
import { fileStorageWidgets } from './file-storage';
import { rbacWidgets } from './rbac';
import { socialWidgets } from './social';
import type { WidgetComponent, WidgetVariants } from './types';
import { websiteBuilderWidgets } from './website-builder';

/**
 * Every module's public widget variants: the one place a page finds how to render a module's widget. Read when a page
 * renders, not when this file loads: widgets that render other widgets (a project's story, an article's widgets) import
 * this file back.
 */
const widgets = (): Partial<Record<ModuleName, WidgetVariants>> => ({
  'website-builder': websiteBuilderWidgets,
  blog: blogWidgets,
  crm: crmWidgets,
  rbac: rbacWidgets,
  social: socialWidgets,
  'file-storage': fileStorageWidgets,
  ecommerce: ecommerceWidgets,
});

/** The component of a module's widget variant, or null: an unknown module or variant renders nothing. */
export function resolveWidget(module: string, variant: string | null | undefined): WidgetComponent | null {
  const variants = widgets()[module as ModuleName];
  return (variant && variants && Object.hasOwn(variants, variant) ? variants[variant] : undefined) ?? null;
}
