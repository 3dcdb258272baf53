import type { WidgetVariants } from '../types';
import { BillingDefault } from './default';

/** The billing module's public widget variants: the visitor's own payments. */
export const billingWidgets: WidgetVariants = {
  default: BillingDefault,
};
