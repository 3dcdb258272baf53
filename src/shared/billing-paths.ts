import type { Language } from '@/shared/languages';

/** The payment pages' addresses in a language, behind the /{language} prefix. */
export function billingPaths(language: Language) {
  const root = `/${language}/billing/invoices`;
  return {
    /** Where a payer comes back to from any provider: the invoice's state, then its orders' receipt. */
    invoice: (invoiceId: string) => `${root}/${invoiceId}`,
    /** The dummy provider's own payment page. */
    dummyPayment: (invoiceId: string) => `${root}/${invoiceId}/dummy`,
  };
}

/** Where a provider sends its notifications: one route per provider, on the site's public address. */
export const webhookPath = (provider: string) => `/api/billing/webhooks/${provider}`;
