import Stripe from 'stripe';
import { fromMinorUnits, toMinorUnits } from '../../../../../../shared/money';
import type { PaymentLookup, PaymentNotification, PaymentProvider } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';

/*
 * Stripe through its SDK: a Checkout Session per invoice (our invoice id in metadata and client_reference_id), made
 * with the invoice id as the Idempotency-Key and the same parameters on every retry; notifications verified by
 * `constructEvent` on the raw bytes. Fulfilled on `checkout.session.completed` with payment_status `paid` and on
 * `checkout.session.async_payment_succeeded`; `…async_payment_failed` fails, `checkout.session.expired` expires.
 */

/** Currencies Stripe counts in whole units (its docs' zero-decimal list): every other has cents. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const stripeDecimals = (currency: string) => (ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : 2);

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

type Session = Stripe.Checkout.Session;

/** What a session says of its payment, as one of our notifications would. */
function sessionLookup(session: Session, kind: PaymentNotification['kind']): PaymentLookup {
  const currency = session.currency ?? '';
  return {
    kind,
    invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? null,
    providerPaymentId: session.id,
    amount: session.amount_total === null ? null : fromMinorUnits(BigInt(session.amount_total), stripeDecimals(currency)),
    currency: currency ? currency.toUpperCase() : null,
  };
}

/** The kind of a session event we act on, or undefined for any other event (acknowledged and left). */
function eventKind(event: Stripe.Event): PaymentNotification['kind'] | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid' ? 'pending' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
}

function sessionStatus(session: Session): PaymentNotification['kind'] {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  return session.status === 'expired' ? 'expired' : 'pending';
}

/** Stripe's own errors out of reach or refusing: the checkout may be tried again, with the same key. */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderUnavailable(`Stripe did not make the payment: ${error instanceof Error ? error.message : 'no answer'}`);
  }
}

export function stripeProvider({ secretKey, webhookSecret }: StripeSettings): PaymentProvider {
  // The fetch client: the platform's one HTTP client, which tests stand in for with msw.
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });
  return {
    name: 'stripe',
    createPayment: async (request) => {
      const currency = request.currency.toLowerCase();
      const session = await reaching(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: Number(toMinorUnits(request.amount, stripeDecimals(currency))),
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.invoiceId,
            metadata: { invoiceId: request.invoiceId },
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            ...(request.email ? { customer_email: request.email } : {}),
            locale: request.language === 'ru' ? 'ru' : 'en',
            // The invoice's own expiry (30 minutes to 24 hours after the checkout, as Stripe takes it): a retry sends
            // the same, so its parameters match its idempotency key.
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe made a session without a payment url');
      return { providerId: session.id, paymentUrl: session.url };
    },
    parseNotification: async ({ body, headers }) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, headers['stripe-signature'] ?? '', webhookSecret);
      } catch {
        throw new RefusedNotification('Stripe-Signature is missing, stale or does not match the body');
      }
      const kind = eventKind(event);
      if (!kind || !event.type.startsWith('checkout.session.')) return [];
      return [{ eventId: event.id, ...sessionLookup(event.data.object as Session, kind) }];
    },
    reply: (accepted) => (accepted ? { status: 200, body: { received: true } } : { status: 400, body: { received: false } }),
    lookupPayment: async (providerId) => {
      const session = await reaching(() => stripe.checkout.sessions.retrieve(providerId));
      return sessionLookup(session, sessionStatus(session));
    },
    expirePayment: async (providerId) => {
      await reaching(() => stripe.checkout.sessions.expire(providerId));
    },
  };
}
