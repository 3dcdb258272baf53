/** The payment providers a checkout may name (commerce spec, section 9), in the spec's order: stripe is the default. */
export const PAYMENT_PROVIDERS = [
  'stripe',
  '0xprocessing',
  'payselection',
  'payselection-international',
  'tiptoppay',
  'cloudpayments',
  'dummy',
  'paykeeper',
] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const isPaymentProvider = (value: string): value is PaymentProviderName =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value);
