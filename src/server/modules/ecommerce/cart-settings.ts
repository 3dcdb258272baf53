import { wholeNumberSetting, type Environment } from '../../platform/settings/whole-number';
import { DEFAULT_CART_LIFETIME_DAYS } from './orders.schema';

/** Days a cart order may lie untouched before clear-old-orders removes it: ECOMMERCE_CART_LIFETIME_IN_DAYS (default 30). */
export const cartLifetimeDays = (environment: Environment = process.env): number =>
  wholeNumberSetting(environment, 'ECOMMERCE_CART_LIFETIME_IN_DAYS', DEFAULT_CART_LIFETIME_DAYS, 1);
