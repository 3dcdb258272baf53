import { NoFoundItems } from '../shared/no-found-items';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { OrderOverview } from './order-overview-island';

/** The order segment of a page's url (`/donations/[ecommerce.orders.id]`): an `@ownPage` segment, never read here. */
const ORDER_SEGMENT = 'ecommerce.orders.id';

/**
 * `order-overview-default`: the order the page's url names, shown to its owner in the browser (the page is the same
 * for everyone, whether the order exists or not). On a page without the segment there is no order to show.
 */
export function OrderOverviewDefault({ widget, page }: WidgetProps) {
  const orderId = page.segments[ORDER_SEGMENT];
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div className="min-h-24" data-order-overview-widget>
        {orderId ? <OrderOverview orderId={orderId} language={page.language} /> : <NoFoundItems language={page.language} />}
      </div>
    </WidgetSection>
  );
}
