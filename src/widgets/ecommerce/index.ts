import type { WidgetVariants } from '../types';
import { CategoryListDefault } from './category-list-default';
import { CategoryOverviewDefault } from './category-overview-default';
import { OrderListDefault } from './order-list-default';
import { OrderOverviewDefault } from './order-overview-default';
import { ProductListDefault } from './product-list-default';
import { ProductOverviewDefault } from './product-overview-default';
import { StoreListDefault } from './store-list-default';
import { StoreOverviewDefault } from './store-overview-default';

/** The ecommerce module's public widget variants: products (the foundation's projects and donations), stores, categories, orders. */
export const ecommerceWidgets: WidgetVariants = {
  // A widget left at `default` lists its products.
  default: ProductListDefault,
  'product-list-default': ProductListDefault,
  'product-overview-default': ProductOverviewDefault,
  'store-list-default': StoreListDefault,
  'store-overview-default': StoreOverviewDefault,
  'category-list-default': CategoryListDefault,
  'category-overview-default': CategoryOverviewDefault,
  'order-list-default': OrderListDefault,
  'order-overview-default': OrderOverviewDefault,
};
