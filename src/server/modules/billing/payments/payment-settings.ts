import type { Context } from '../../../platform/context/context';
import { wholeNumberSetting, type Environment } from '../../../platform/settings/whole-number';
import { paymentProvidersFrom, type PaymentProviders, type ProviderContext } from './providers-from-environment';

export const DEFAULT_CHECKOUT_EXPIRY_MINUTES = 60;

/**
 * How long an unpaid checkout holds its orders and its payment pages take money: BILLING_CHECKOUT_EXPIRY_MINUTES,
 * from 30 to 1440 (Stripe keeps a Checkout Session open from 30 minutes to 24 hours), 60 when unset.
 */
export const checkoutExpiryMinutes = (environment: Environment = process.env): number =>
  wholeNumberSetting(environment, 'BILLING_CHECKOUT_EXPIRY_MINUTES', DEFAULT_CHECKOUT_EXPIRY_MINUTES, 30, 1440);

/** What the providers are made from, as a request's context sees it. */
export const providerContext = (
  ctx: Pick<Context, 'siteUrl' | 'tokens'>,
  environment: Environment = process.env,
): ProviderContext => ({
  environment,
  siteUrl: ctx.siteUrl,
  serverSecret: ctx.tokens.secret,
});

/** The providers configured on this server, as a request's context sees it. */
export const paymentProviders = (
  ctx: Pick<Context, 'siteUrl' | 'tokens'>,
  environment: Environment = process.env,
): PaymentProviders => paymentProvidersFrom(providerContext(ctx, environment));
