/** What other modules may ask of billing: its currencies, and payments (intents, invoices, providers, events). */
export { allCurrencies, currencyById, noDefaultCurrency } from './currencies.service';
export { currencySummary, type CurrencySummary } from './currencies.schema';
export { invoiceAnswer, type InvoiceAnswer } from './payments/invoices.schema';
export { paymentIntentOverview, type PaymentIntentOverview } from './payments/payment-overview.schema';
export { paymentIntentsOverview } from './payments/payment-overview.service';
export { paidByDay, type PaidByDay } from './payments/paid-by-day.service';
export { donorOf } from './payments/donor';
export {
  addInvoice,
  cancelOpenInvoices,
  holdIntentLock,
  invoiceAnswerOf,
  invoicesById,
  invoicesOfIntents,
  openIntent,
  recordProviderPayment,
  type Invoice,
  type SupersededInvoice,
} from './payments/invoices.service';
export {
  applyPendingEvents,
  receivePaymentEvent,
  releaseIfLast,
  type PaymentEffects,
  type SubscriptionChange,
} from './payments/apply-payment.service';
export { ProviderUnavailable, type PaymentProvider } from './payments/payment-provider';
export { paymentProvidersFrom, type PaymentProviders, type ProviderContext } from './payments/providers-from-environment';
export { checkoutExpiryMinutes, paymentProviders } from './payments/payment-settings';
export { expireAtProvider } from './reconciliation/reconciliation.service';
export { currentPayee } from './payee/payee.service';
export { payee, type Payee } from './payee/payee.schema';
export { guestIntentsOfEmail, moveIntentsToSubject } from './payments/intent-subjects.service';
export {
  subscriptionsOfSubject,
  startSubscription,
  movePendingSubscription,
  stateOf as subscriptionStateOf,
  type Subscription,
} from './subscriptions/subscriptions.service';
export { subscriptionState } from './subscriptions/subscriptions.schema';

import type { TokenSettings } from '../../platform/credentials/token-settings';
import type { JobDefinition } from '../../platform/jobs/job-definition';
import type { Environment } from '../../platform/settings/whole-number';
import type { PaymentEffects } from './payments/apply-payment.service';
import { checkoutExpiryMinutes } from './payments/payment-settings';
import { paymentProvidersFrom } from './payments/providers-from-environment';
import { paymentJobs } from './reconciliation/payment-jobs';
import { subscriptionJobs } from './subscriptions/subscription-jobs';
import { subscriptionGraceDays } from './subscriptions/subscription-settings';
import { subscriptionProcedures } from './subscriptions/subscriptions.procedures';
import { invoicePageProcedures } from './payments/invoice-page.procedures';
import { providerProcedures } from './payments/providers.procedures';
import { payeeProcedures } from './payee/payee.procedures';
import { webhookProcedures } from './webhooks/webhooks.procedures';

/** Billing's own procedures, given what paying does beyond billing (ecommerce's effects, from the composition root). */
export const billingProcedures = (effects: PaymentEffects) => ({
  webhooks: webhookProcedures(effects),
  invoices: invoicePageProcedures(effects),
  paymentProviders: providerProcedures,
  payee: payeeProcedures,
  subscriptions: subscriptionProcedures(effects),
});

/**
 * Billing's jobs (expiry, reconciliation) on the providers configured at the start; reading the payment settings here
 * makes a mistake in them stop the start, not a checkout.
 */
export function billingJobs(
  effects: PaymentEffects,
  { environment, siteUrl, tokens }: { environment: Environment; siteUrl: string; tokens: TokenSettings },
): JobDefinition[] {
  checkoutExpiryMinutes(environment);
  const providers = paymentProvidersFrom({ environment, siteUrl, serverSecret: tokens.secret });
  return [...paymentJobs(providers, effects), ...subscriptionJobs(providers, effects, subscriptionGraceDays(environment))];
}
