import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { SubjectOrders } from './subject-orders-island';

/** The visitor's orders (cart and history), read in the browser with the visitor's session; a sign-in link otherwise. */
export function OrderListDefault({ widget, page }: WidgetProps) {
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div data-order-list>
        <SubjectOrders language={page.language} />
      </div>
    </WidgetSection>
  );
}
