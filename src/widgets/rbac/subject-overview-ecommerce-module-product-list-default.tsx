import type { WidgetProps } from '../types';
import { ProductCard } from './product-card';
import { SubjectOverviewCards } from './subject-overview';

/** `subject-overview-ecommerce-module-product-list-default`: the subject of the url, then its projects as cards. */
export function SubjectOverviewEcommerceModuleProductListDefault({ widget, page }: WidgetProps) {
  return (
    <SubjectOverviewCards
      widget={widget}
      page={page}
      word="projects"
      testId="rbac-subject-products"
      items={(subject) => subject.products}
      card={(product) => <ProductCard product={product} language={page.language} />}
    />
  );
}
