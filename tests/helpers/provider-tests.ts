import type { PaymentRequest } from '../../src/server/modules/billing/payments/payment-provider';
import { paymentProvidersFrom } from '../../src/server/modules/billing/payments/providers-from-environment';

/** The shop the provider unit tests make payments for. */
const SHOP_URL = 'https://shop.example';

/** Where a provider's notifications come in at that shop. */
export const webhookUrlOf = (provider: string) => `${SHOP_URL}/api/billing/webhooks/${provider}`;

/**
 * The request checkout makes for an invoice of that shop: the invoice's own fields, the idempotency key and the urls
 * derived from them as checkout derives them, a payer and a far expiry; then `changes` over all of it.
 */
export function paymentRequestFor(
  provider: string,
  invoice: Pick<PaymentRequest, 'invoiceId' | 'amount' | 'currency' | 'description' | 'language'>,
  changes: Partial<PaymentRequest> = {},
): PaymentRequest {
  return {
    idempotencyKey: invoice.invoiceId,
    decimals: 2,
    email: 'payer@example.com',
    returnUrl: `${SHOP_URL}/${invoice.language}/billing/invoices/${invoice.invoiceId}`,
    webhookUrl: webhookUrlOf(provider),
    expiresAt: new Date('2030-01-01T00:00:00Z'),
    ...invoice,
    ...changes,
  };
}

/** The providers an environment configures, the dummy provider off so that only the variables given count. */
export const providersFrom = (environment: Record<string, string>) =>
  paymentProvidersFrom({
    environment: { BILLING_DUMMY_PROVIDER: 'off', ...environment },
    siteUrl: SHOP_URL,
    serverSecret: new Uint8Array(32),
  });
