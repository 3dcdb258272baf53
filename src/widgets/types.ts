import type { ReactNode } from 'react';
import type { Language } from '@/shared/languages';
import type { ModuleWidgetRecord } from '@/server/modules/host/page-composition.service';

/** What a widget knows of the page it is rendered on. */
export interface PageContext {
  language: Language;
  /** The url visited, without its language prefix: `/`, `/projects/onega-church`. */
  url: string;
  /** The values of the record segments of the page's url pattern: `{ 'ecommerce.products.slug': 'onega-church' }`. */
  segments: Readonly<Record<string, string>>;
  /**
   * Draws another module's widget on this page by its variant (nothing for a variant the registry does not know):
   * handed down with the page, so that widgets that show other widgets need not import the registry.
   */
  renderWidget: RenderWidget;
}

export type RenderWidget = (module: string, widget: WidgetRecord, key?: string) => ReactNode;

/** A module's widget record (`website-builder.widgets`, `blog.widgets`, …): the fields every module's widget has. */
export type WidgetRecord = ModuleWidgetRecord;

export interface WidgetProps {
  widget: WidgetRecord;
  page: PageContext;
}

/** One public widget variant: a Server Component that reads its records itself (through its module's service). */
export type WidgetComponent = (props: WidgetProps) => ReactNode | Promise<ReactNode>;

/** A module's public widget variants by variant name; a variant not listed renders nothing. */
export type WidgetVariants = Readonly<Record<string, WidgetComponent>>;
