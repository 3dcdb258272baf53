import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/app-router';
import { amountText } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';

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

/**
 * An amount as the site writes it in the admin's language (`1 000,00 ₽`, `1.25 EUR` for a currency without a symbol),
 * exactly (amount-text.ts); as the server wrote it when it has no currency.
 */
export const money = (
  amount: string,
  currency: Pick<Currency, 'symbol' | 'slug' | 'decimals'> | null | undefined,
  language: Language,
) => (currency ? amountText(amount, currency, language) : amount);
