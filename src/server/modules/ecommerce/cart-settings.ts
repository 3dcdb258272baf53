import { DEFAULT_CART_LIFETIME_DAYS } from './orders.schema';

/**
 * Days a cart order may lie untouched before clear-old-orders removes it: ECOMMERCE_CART_LIFETIME_IN_DAYS, a whole
 * number of at least 1, else 30.
 */
export function cartLifetimeDays(environment: Readonly<Record<string, string | undefined>> = process.env): number {
  const days = Number(environment.ECOMMERCE_CART_LIFETIME_IN_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_CART_LIFETIME_DAYS;
}
