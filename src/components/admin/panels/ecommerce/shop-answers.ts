import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';

/* What the ecommerce routes the panels call answer, as the typed client sees them (their zod outputs). */
type Outputs = inferRouterOutputs<AppRouter>['ecommerce'];

/** GET /api/ecommerce/products/{id}/prices: every currency with the product's own price. */
export type ProductPrices = Outputs['products']['prices'];
export type Currency = ProductPrices[number]['billingModuleCurrency'];

/** GET /api/ecommerce/orders/{id}/lines. */
export type OrderWithLines = Outputs['orders']['lines'];

/** GET /api/ecommerce/orders/{id}/payments. */
export type OrderPayments = Outputs['orders']['payments'];
export type PaymentIntent = OrderPayments['paymentIntents'][number];
export type PaymentInvoice = PaymentIntent['invoices'][number];

/** `1.25 €`, or `1.25 EUR` for a currency without a symbol: the amount exactly as the server wrote it. */
export const money = (amount: string, currency: Pick<Currency, 'symbol' | 'slug'> | null | undefined) =>
  currency ? `${amount} ${currency.symbol || currency.slug.toUpperCase()}` : amount;
