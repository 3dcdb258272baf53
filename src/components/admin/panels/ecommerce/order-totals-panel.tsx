'use client';

import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { localized } from '@/shared/localized-text';
import { apiClient } from '../../entity-api';
import { useErrorMessage } from '../../table/messages';
import { LoadError } from '../../table/load-error';
import type { AdminPanelProps } from '../panel-props';
import { PanelSection, PanelSkeleton } from '../panel-section';
import { useRefetchOnChange } from '../use-refetch-on-change';
import { money } from './shop-answers';
import { ADMIN_DICTIONARY } from '../../admin-dictionary';

const ORDERS = '/api/ecommerce/orders';
/** What an order's lines and totals are made of: its nested tables of lines and of its currency. */
const ORDER_PARTS = ['/api/ecommerce/orders-to-products', '/api/ecommerce/orders-to-billing-module-currencies'];

/**
 * ecommerce.order-totals: the order's lines (product, quantity, unit price, line total) and what it comes to per
 * currency, priced now as the shop prices it (GET /api/ecommerce/orders/{id}/lines). Reloads after each change of the
 * order's nested lines, and on focus (prices change elsewhere).
 */
export function OrderTotalsPanel({ id, language, interfaceLanguage }: AdminPanelProps) {
  const errorMessage = useErrorMessage();
  const words = ADMIN_DICTIONARY[interfaceLanguage].panels;
  const order = useQuery({
    queryKey: [ORDERS, 'lines', id],
    queryFn: () => apiClient().ecommerce.orders.lines.query({ id }),
  });
  useRefetchOnChange(ORDER_PARTS, order.refetch);
  const headingId = `panel-ecommerce-order-totals-${id}`;
  const noPrice = <span className="text-muted-foreground">{words.noPrice}</span>;

  if (order.isPending) return <PanelSkeleton />;
  return (
    <PanelSection id={headingId} title={words.linesAndTotals} module="ecommerce" busy={order.isFetching}>
      {order.isError ? (
        <LoadError message={errorMessage(order.error)} onRetry={() => void order.refetch()} />
      ) : order.data.ordersToProducts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.noLines}</p>
      ) : (
        <>
          <Table aria-labelledby={`${headingId}-heading`}>
            <TableHeader>
              <TableRow>
                <TableHead>{words.product}</TableHead>
                {/* A phone has room for the product and its total: quantity × unit price go under the product. */}
                <TableHead className="hidden text-right sm:table-cell">{words.quantity}</TableHead>
                <TableHead className="hidden text-right sm:table-cell">{words.unitPrice}</TableHead>
                <TableHead className="text-right">{words.total}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {order.data.ordersToProducts.map((line) => {
                const unitPrice =
                  line.unitPrice === null ? noPrice : money(line.unitPrice, order.data.billingModuleCurrency, interfaceLanguage);
                return (
                  <TableRow key={line.id} data-row-id={line.id}>
                    <TableCell className="min-w-32 whitespace-normal">
                      {localized(line.product.title, language) || line.product.slug}
                      <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
                        {line.quantity} × {unitPrice}
                      </span>
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">{line.quantity}</TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">{unitPrice}</TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {line.total === null ? noPrice : money(line.total, order.data.billingModuleCurrency, interfaceLanguage)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {order.data.totals.length === 0 ? (
            <p className="text-right text-sm text-muted-foreground">{words.noTotal}</p>
          ) : (
            <dl className="grid gap-1 text-sm">
              {order.data.totals.map((total) => (
                <div key={total.billingModuleCurrency.id} className="flex flex-wrap items-baseline justify-end gap-x-2">
                  <dt className="text-muted-foreground">
                    {words.totalIn(
                      localized(total.billingModuleCurrency.title, interfaceLanguage) || total.billingModuleCurrency.slug,
                    )}
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {money(total.amount, total.billingModuleCurrency, interfaceLanguage)}
                  </dd>
                  <dd className="text-xs text-muted-foreground">
                    {words.items(total.quantity)}
                    {total.complete ? '' : ` · ${words.unpricedLeftOut}`}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </PanelSection>
  );
}
