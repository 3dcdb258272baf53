import type { SubscriptionTerms } from '../../../../shared/subscriptions';
import { badRequest } from '../../../errors';
import type { PaymentProvider } from '../../billing';
import type { OrderWithLines } from '../orders.answers';

/*
 * A checkout of a subscription product starts a subscription (docs/decisions/0042): the product's attribute of key type
 * `interval` says its period, the provider must take recurring payments, and the subscription is checked out alone,
 * one order, so that each period charges exactly what that order holds.
 */

const isSubscription = (order: OrderWithLines) => order.ordersToProducts.some((line) => line.product.type === 'subscription');

/**
 * The terms of the subscription these orders start, or undefined for one-off orders. Refused with a 400 naming the
 * field, before anything is written: a subscription beside other orders, a provider without recurring payments, a
 * product whose interval is missing or not a period.
 */
export function subscriptionTermsOf(
  orders: readonly OrderWithLines[],
  orderField: (index: number) => string,
  provider: PaymentProvider,
): SubscriptionTerms | undefined {
  const index = orders.findIndex(isSubscription);
  if (index < 0) return undefined;
  const field = orderField(index);
  const order = orders[index]!;
  if (orders.length > 1 || order.ordersToProducts.some((line) => line.product.type !== 'subscription'))
    throw badRequest('A monthly gift is paid on its own', [
      {
        field,
        message: `${field}: a subscription is checked out on its own: pay the other orders in another checkout`,
        code: 'mixed_purchase_types',
      },
    ]);
  if (!provider.subscriptions)
    throw badRequest(`${provider.name} takes no recurring payments`, [
      {
        field: 'data.provider',
        message: `data.provider: ${provider.name} takes no recurring payments: choose one that does`,
        code: 'no_recurring',
      },
    ]);
  // Each line's product carries its terms as read with the lines (its attribute of key type `interval`).
  const terms = order.ordersToProducts.map((line) => line.product.terms);
  const first = terms[0];
  if (!first || terms.some((one) => !one || one.interval !== first.interval || one.intervalCount !== first.intervalCount))
    throw badRequest('The subscription has no period', [
      {
        field,
        message: `${field}: the subscription product has no attribute of key type interval that reads as a period (month, year…)`,
        code: 'no_interval',
      },
    ]);
  return first;
}
