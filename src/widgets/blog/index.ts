import type { WidgetVariants } from '../types';
import { ArticleListDefault } from './article-list-default';
import { ArticleOverviewDefault } from './article-overview-default';
import { ArticleOverviewEcommerceModuleProductListDefault } from './article-overview-ecommerce-module-product-list-default';
import { ArticleOverviewWithPrivateContentDefault } from './article-overview-with-private-content-default';
import { CategoryListButtonDefault } from './category-list-button-default';
import { CategoryListDefault } from './category-list-default';
import { CategoryOverviewDefault } from './category-overview-default';

/** The blog module's public widget variants. */
export const blogWidgets: WidgetVariants = {
  // A widget left at `default` lists its articles: the most general of its variants.
  default: ArticleListDefault,
  'article-list-default': ArticleListDefault,
  'article-overview-default': ArticleOverviewDefault,
  'article-overview-with-private-content-default': ArticleOverviewWithPrivateContentDefault,
  'article-overview-ecommerce-module-product-list-default': ArticleOverviewEcommerceModuleProductListDefault,
  'category-list-default': CategoryListDefault,
  'category-list-button-default': CategoryListButtonDefault,
  'category-overview-default': CategoryOverviewDefault,
};
