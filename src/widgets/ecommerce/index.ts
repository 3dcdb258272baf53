import type { WidgetVariants } from '../types';
import { ProductListDefault } from './product-list-default';
import { ProductOverviewDefault } from './product-overview-default';

/** The ecommerce module's public widget variants: the foundation's projects. */
export const ecommerceWidgets: WidgetVariants = {
  // A widget left at `default` lists its products.
  default: ProductListDefault,
  'product-list-default': ProductListDefault,
  'product-overview-default': ProductOverviewDefault,
};
