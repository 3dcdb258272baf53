import { localized } from '@/lib/i18n/text';
import { NoFoundItems } from '@/widgets/shared/no-found-items';
import type { WidgetProps } from '../types';
import { CARD_GRID } from './card-link';
import { ProductCard } from './product-card';
import { SubjectOverview, SubjectOverviewPart, urlSubject } from './subject-overview';
import { rbacWidgetWords } from './words';

/** `subject-overview-ecommerce-module-product-list-default`: the subject of the url, then its projects as cards. */
export async function SubjectOverviewEcommerceModuleProductListDefault({ widget, page }: WidgetProps) {
  const subject = await urlSubject(page);
  if (!subject) return null;
  const title = localized(widget.title, page.language) || rbacWidgetWords(page.language).projects;
  return (
    <SubjectOverview widget={widget} page={page} subject={subject}>
      <SubjectOverviewPart title={title} testId="rbac-subject-products">
        {subject.products.length ? (
          <ul className={CARD_GRID}>
            {subject.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} language={page.language} />
              </li>
            ))}
          </ul>
        ) : (
          <NoFoundItems language={page.language} />
        )}
      </SubjectOverviewPart>
    </SubjectOverview>
  );
}
