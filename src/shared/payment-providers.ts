import type { Language } from './languages';

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

/** Each provider as a payer knows it: its own brand name, the same in every language; `dummy` is the offline test one. */
export const PAYMENT_PROVIDER_TITLES: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  '0xprocessing': '0xProcessing',
  payselection: 'Payselection',
  'payselection-international': 'Payselection International',
  tiptoppay: 'TipTop Pay',
  cloudpayments: 'CloudPayments',
  dummy: 'Dummy',
  paykeeper: 'PayKeeper',
};

/** The offline provider that takes no money (docs/decisions/0031): every screen showing its payments says so. */
export const TEST_PROVIDER = 'dummy' satisfies PaymentProviderName;

/** What every screen says of a payment through the test provider, in the reader's language. */
export const TEST_PAYMENT_NOTICE: Record<Language, string> = {
  ru: 'Тестовый платёж: деньги не списываются',
  en: 'Test payment: no money is charged',
};

/** How a payment's provider reads to its payer: the brand, or for the test provider that no money was taken. */
export const paymentProviderTitle = (name: string, language: Language): string =>
  name === TEST_PROVIDER ? TEST_PAYMENT_NOTICE[language] : isPaymentProvider(name) ? PAYMENT_PROVIDER_TITLES[name] : name;
