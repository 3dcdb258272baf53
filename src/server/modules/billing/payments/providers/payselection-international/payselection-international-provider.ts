import type { PaymentProvider } from '../../payment-provider';
import { payselectionProvider, type PayselectionCredentials } from '../payselection/payselection-provider';

/**
 * Payselection International: the same API as Payselection (no separate host could be confirmed, so the same one
 * unless PAYSELECTION_INTERNATIONAL_API_URL names another), with its own site and secret key, and its own webhook
 * route, so that each site's notifications are verified with that site's key.
 */
export const payselectionInternationalProvider = (credentials: PayselectionCredentials): PaymentProvider =>
  payselectionProvider('payselection-international', credentials);
