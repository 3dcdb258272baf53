import type { Context } from '../../../platform/context/context';
import { paymentProvidersFrom, type PaymentProviders } from './providers-from-environment';

type Environment = Readonly<Record<string, string | undefined>>;

export const DEFAULT_CHECKOUT_EXPIRY_MINUTES = 60;
/** Stripe keeps a Checkout Session open from 30 minutes to 24 hours: an invoice's life stays within that. */
const CHECKOUT_EXPIRY_BOUNDS = [30, 1440] as const;

/**
 * How long an unpaid checkout holds its orders and its payment pages take money: BILLING_CHECKOUT_EXPIRY_MINUTES,
 * a whole number from 30 to 1440 (60 when unset); anything else stops the start, naming the variable.
 */
export function checkoutExpiryMinutes(environment: Environment = process.env): number {
  const text = environment.BILLING_CHECKOUT_EXPIRY_MINUTES?.trim();
  if (!text) return DEFAULT_CHECKOUT_EXPIRY_MINUTES;
  const minutes = Number(text);
  const [least, most] = CHECKOUT_EXPIRY_BOUNDS;
  if (!/^\d+$/.test(text) || minutes < least || minutes > most)
    throw new Error(`BILLING_CHECKOUT_EXPIRY_MINUTES must be a whole number from ${least} to ${most}; it is "${text}"`);
  return minutes;
}

/** The providers configured on this server, as a request's context sees it. */
export const paymentProviders = (
  ctx: Pick<Context, 'siteUrl' | 'tokens'>,
  environment: Environment = process.env,
): PaymentProviders => paymentProvidersFrom({ environment, siteUrl: ctx.siteUrl, serverSecret: ctx.tokens.secret });
