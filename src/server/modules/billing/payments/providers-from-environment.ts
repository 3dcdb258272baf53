import { PAYMENT_PROVIDERS, TEST_PROVIDER, type PaymentProviderName } from '../../../../shared/payment-providers';
import { AppError } from '../../../errors';
import { wholeNumberSetting, type Environment } from '../../../platform/settings/whole-number';
import type { PaymentProvider } from './payment-provider';
import { DEFAULT_USD_COIN, oxProcessingProvider } from './providers/0xprocessing/0xprocessing-provider';
import { payselectionInternationalProvider } from './providers/payselection-international/payselection-international-provider';
import { payselectionProvider, type PayselectionCredentials } from './providers/payselection/payselection-provider';
import { cloudPaymentsProvider } from './providers/cloudpayments/cloudpayments-provider';
import { dummyProvider } from './providers/dummy/dummy-provider';
import { payKeeperProvider } from './providers/paykeeper/paykeeper-provider';
import { stripeProvider } from './providers/stripe/stripe-provider';
import { tipTopPayProvider } from './providers/tiptoppay/tiptoppay-provider';
import { hmacSha256 } from './signatures';

/** What every provider's configuration may draw on beside its own variables. */
export interface ProviderContext {
  environment: Environment;
  /** SITE_URL: where payers return and notifications are sent. */
  siteUrl: string;
  /** RBAC_JWT_SECRET's bytes: the dummy provider's key is derived from it unless BILLING_DUMMY_SECRET is set. */
  serverSecret: Uint8Array;
}

/**
 * A provider made from its variables, or undefined while they are not all set (it is then not offered). `realProviders`
 * is how many providers that take real money are configured (what the test provider's default depends on).
 */
type ProviderFactory = (context: ProviderContext, realProviders: number) => PaymentProvider | undefined;

/** The variables that must all be set, else undefined. */
function required(environment: Environment, ...names: string[]): string[] | undefined {
  const values = names.map((name) => environment[name]?.trim() ?? '');
  return values.every(Boolean) ? values : undefined;
}

/**
 * BILLING_DUMMY_PROVIDER: `on` or `off`; unset, on exactly while no real provider is configured (docs/decisions/0031):
 * a fresh install takes test donations, and the first real provider configured turns them off.
 */
function dummyEnabled(environment: Environment, realProviders: number): boolean {
  const value = environment.BILLING_DUMMY_PROVIDER?.trim().toLowerCase() || '';
  if (value === 'on') return true;
  if (value === 'off') return false;
  if (value) throw new Error(`BILLING_DUMMY_PROVIDER must be on or off; it is "${environment.BILLING_DUMMY_PROVIDER}"`);
  return realProviders === 0;
}

/** The key dummy notifications are signed with: BILLING_DUMMY_SECRET, else derived from RBAC_JWT_SECRET. */
export const dummySecret = ({ environment, serverSecret }: ProviderContext) =>
  environment.BILLING_DUMMY_SECRET?.trim() || hmacSha256(serverSecret, 'billing.dummy-provider');

/**
 * BILLING_DUMMY_RENEWAL_SECONDS: a test subscription's period in seconds instead of its interval (10 to 31 622 400), so
 * that a test sees renewals come; unset, a month is a month.
 */
function dummyRenewalSeconds(environment: Environment): number | undefined {
  const seconds = wholeNumberSetting(environment, 'BILLING_DUMMY_RENEWAL_SECONDS', 0, 0, 31_622_400);
  if (seconds > 0 && seconds < 10) throw new Error('BILLING_DUMMY_RENEWAL_SECONDS must be at least 10');
  return seconds || undefined;
}

/** OXPROCESSING_TEST: `true` or `false`; unset, false. */
function oxProcessingTest(environment: Environment): boolean {
  const value = environment.OXPROCESSING_TEST?.trim().toLowerCase() || 'false';
  if (value !== 'true' && value !== 'false')
    throw new Error(`OXPROCESSING_TEST must be true or false; it is "${environment.OXPROCESSING_TEST}"`);
  return value === 'true';
}

/** A Payselection site's `<prefix>_SITE_ID` and `<prefix>_SECRET_KEY`, or undefined unless both are set. */
function payselectionCredentials(environment: Environment, prefix: string): PayselectionCredentials | undefined {
  const values = required(environment, `${prefix}_SITE_ID`, `${prefix}_SECRET_KEY`);
  return values && { siteId: values[0]!, secretKey: values[1]! };
}

/** PAYSELECTION_INTERNATIONAL_API_URL: an http(s) address without a trailing slash, or undefined (Payselection's). */
function payselectionInternationalApi(environment: Environment): string | undefined {
  const value = environment.PAYSELECTION_INTERNATIONAL_API_URL?.trim().replace(/\/+$/, '');
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`PAYSELECTION_INTERNATIONAL_API_URL must be an http(s) address; it is "${value}"`);
  return value;
}

/** PAYKEEPER_SERVER_URL: the merchant's PayKeeper server, an https (or http) address. */
function serverUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:')
    throw new Error(`PAYKEEPER_SERVER_URL must be the address of a PayKeeper server (https://…); it is "${value}"`);
  return value;
}

/** Every provider, from its own variables (README, "Payments"): one exhaustive map, as the admin's inputs are. */
const FACTORIES: Record<PaymentProviderName, ProviderFactory> = {
  stripe: ({ environment }) => {
    const values = required(environment, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
    return values && stripeProvider({ secretKey: values[0]!, webhookSecret: values[1]! });
  },
  '0xprocessing': ({ environment }) => {
    const values = required(environment, 'OXPROCESSING_MERCHANT_ID', 'OXPROCESSING_API_KEY', 'OXPROCESSING_WEBHOOK_PASSWORD');
    return (
      values &&
      oxProcessingProvider({
        merchantId: values[0]!,
        apiKey: values[1]!,
        webhookPassword: values[2]!,
        test: oxProcessingTest(environment),
        usdCoin: environment.OXPROCESSING_CURRENCY?.trim() || DEFAULT_USD_COIN,
      })
    );
  },
  payselection: ({ environment }) => {
    const credentials = payselectionCredentials(environment, 'PAYSELECTION');
    return credentials && payselectionProvider('payselection', credentials);
  },
  'payselection-international': ({ environment }) => {
    const credentials = payselectionCredentials(environment, 'PAYSELECTION_INTERNATIONAL');
    return (
      credentials && payselectionInternationalProvider({ ...credentials, apiUrl: payselectionInternationalApi(environment) })
    );
  },
  tiptoppay: ({ environment }) => {
    const values = required(environment, 'TIPTOPPAY_PUBLIC_ID', 'TIPTOPPAY_API_SECRET');
    return values && tipTopPayProvider({ publicId: values[0]!, apiSecret: values[1]! });
  },
  cloudpayments: ({ environment }) => {
    const values = required(environment, 'CLOUDPAYMENTS_PUBLIC_ID', 'CLOUDPAYMENTS_API_SECRET');
    return values && cloudPaymentsProvider({ publicId: values[0]!, apiSecret: values[1]! });
  },
  dummy: (context, realProviders) =>
    dummyEnabled(context.environment, realProviders)
      ? dummyProvider({
          secret: dummySecret(context),
          siteUrl: context.siteUrl,
          renewalSeconds: dummyRenewalSeconds(context.environment),
        })
      : undefined,
  paykeeper: ({ environment }) => {
    const values = required(
      environment,
      'PAYKEEPER_SERVER_URL',
      'PAYKEEPER_LOGIN',
      'PAYKEEPER_PASSWORD',
      'PAYKEEPER_SECRET_WORD',
    );
    return (
      values &&
      payKeeperProvider({ serverUrl: serverUrl(values[0]!), login: values[1]!, password: values[2]!, secretWord: values[3]! })
    );
  },
};

/** The configured providers, by name, in the spec's order. */
export interface PaymentProviders {
  /** Names of the configured providers, in the spec's order. */
  readonly configured: readonly PaymentProviderName[];
  /** The provider of this name; a 400 naming `field` when it is not configured. */
  get(name: PaymentProviderName, field?: string): PaymentProvider;
  /** The provider named, else the default; a 400 naming `field` when none is configured at all. */
  chosen(name: PaymentProviderName | undefined, field: string): PaymentProviderName;
  /**
   * The provider a checkout naming none uses, always a configured one: the first real one in the spec's order (stripe
   * first), else dummy; null when none is configured (the site then says how else to give).
   */
  readonly defaultName: PaymentProviderName | null;
}

export function paymentProvidersFrom(context: ProviderContext): PaymentProviders {
  const made = new Map<PaymentProviderName, PaymentProvider>();
  // The real ones first: whether the test provider is on by default depends on them.
  for (const name of PAYMENT_PROVIDERS.filter((each) => each !== TEST_PROVIDER)) {
    const provider = FACTORIES[name](context, 0);
    if (provider) made.set(name, provider);
  }
  const real = PAYMENT_PROVIDERS.filter((name) => made.has(name));
  const test = FACTORIES[TEST_PROVIDER](context, real.length);
  if (test) made.set(TEST_PROVIDER, test);
  const configured = PAYMENT_PROVIDERS.filter((name) => made.has(name));
  // Test payments are never chosen unasked beside a real provider: a donor would believe they gave.
  const defaultName = real[0] ?? (test ? TEST_PROVIDER : null);
  return {
    configured,
    defaultName,
    chosen(name, field) {
      const chosen = name ?? defaultName;
      if (chosen) return chosen;
      throw new AppError('BAD_REQUEST', 'No payment provider is configured', [
        { field, message: `${field}: no payment provider is configured on this server`, code: 'no_payment_provider' },
      ]);
    },
    get(name, field = 'provider') {
      const provider = made.get(name);
      if (provider) return provider;
      const offered = configured.length ? `configured: ${configured.join(', ')}` : 'none is configured';
      throw new AppError('BAD_REQUEST', `The payment provider ${name} is not configured`, [
        { field, message: `${field}: ${name} is not configured on this server (${offered})`, code: 'provider_unavailable' },
      ]);
    },
  };
}
