'use client';

import Link from 'next/link';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { ecommerceDictionary } from '../dictionary';
import { amountText } from '@/shared/amount-text';
import type { CartOrder, CurrencyTotal } from './cart-api';
import { LineQuantity } from './line-quantity';
import { periodicAmountText } from '../subscription-words';

/** Whether the orders hold a subscription (docs/decisions/0042), and whether beside one-off lines: paid apart, then. */
export function subscriptionsIn(orders: readonly CartOrder[]): { any: boolean; mixed: boolean } {
  const lines = orders.flatMap((order) => order.ordersToProducts);
  const subscriptions = lines.filter((line) => line.product.type === 'subscription').length;
  return { any: subscriptions > 0, mixed: subscriptions > 0 && subscriptions < lines.length };
}

/** What a cart says when it mixes a monthly gift with one-off donations: they cannot be paid together. */
export function MixedPurchaseNotice({ orders, language }: { orders: readonly CartOrder[]; language: Language }) {
  if (!subscriptionsIn(orders).mixed) return null;
  return (
    <p className="rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm" role="note" data-mixed-purchase>
      {ecommerceDictionary(language).subscriptionApart}
    </p>
  );
}

/** `Order #1a2b3c4d`: the spec's title, with the id's first characters (the whole id is its tooltip). */
export const orderTitle = (order: Pick<CartOrder, 'id'>, language: Language) =>
  `${ecommerceDictionary(language).order} #${order.id.slice(0, 8)}`;

/**
 * Orders as a list: each line's product, quantity and total in the order's currency. A line whose product has no
 * price in that currency now is dimmed and says so. `editable` gives cart lines their quantity controls.
 */
export function CartOrders({
  orders,
  language,
  editable,
}: {
  orders: readonly CartOrder[];
  language: Language;
  editable: boolean;
}) {
  const strings = ecommerceDictionary(language);
  return (
    <ul role="list" className="flex flex-col divide-y" data-cart-orders>
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-2 py-4" data-order={order.id}>
          {order.ordersToProducts.map((line) => {
            const title = localized(line.product.title, language) || line.product.slug;
            const currency = order.billingModuleCurrency;
            const priced = line.total !== null && currency;
            // A subscription's line charges its total every period: `500,00 ₽ в месяц`.
            const terms = line.product.type === 'subscription' ? line.product.terms : null;
            return (
              <div
                key={line.id}
                className={cn('flex flex-col gap-2', !priced && 'opacity-60')}
                data-line={line.id}
                data-line-subscription={line.product.type === 'subscription' ? '' : undefined}
              >
                <div className="flex items-baseline justify-between gap-3">
                  <Link
                    href={`/${language}/projects/${encodeURIComponent(line.product.slug)}`}
                    className="font-medium underline-offset-4 hover:underline"
                    title={orderTitle(order, language)}
                  >
                    {title}
                  </Link>
                  <span className="shrink-0 tabular-nums" data-line-total>
                    {priced ? periodicAmountText(line.total!, currency, terms, language) : strings.unavailable}
                  </span>
                </div>
                {editable ? (
                  <LineQuantity
                    orderId={order.id}
                    lineId={line.id}
                    quantity={line.quantity}
                    productTitle={title}
                    language={language}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {strings.quantity}: {line.quantity}
                  </p>
                )}
              </div>
            );
          })}
        </li>
      ))}
    </ul>
  );
}

/** What the orders come to, per currency (`Total: 1 000,00 ₽`). */
export function CartTotals({ totals, language }: { totals: readonly CurrencyTotal[]; language: Language }) {
  const strings = ecommerceDictionary(language);
  return (
    <dl className="flex flex-col gap-1 border-t pt-4" data-cart-totals>
      {totals.map((total) => (
        <div key={total.billingModuleCurrency.id} className="flex items-baseline justify-between gap-3 text-lg">
          <dt className="font-medium">{`${strings.total}, ${total.billingModuleCurrency.symbol || total.billingModuleCurrency.slug.toUpperCase()}`}</dt>
          <dd className="font-semibold tabular-nums" data-total={total.billingModuleCurrency.slug}>
            {amountText(total.amount, total.billingModuleCurrency, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
