import Stripe from 'stripe';
import { fromMinorUnits, toMinorUnits } from '../../../../../../shared/money';
import type {
  PaymentLookup,
  PaymentNotification,
  PaymentProvider,
  SubscriptionLookup,
  SubscriptionSupport,
} from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';

/*
 * Stripe through its SDK: a Checkout Session per invoice (our invoice id in metadata and client_reference_id), made
 * with the invoice id as the Idempotency-Key and the same parameters on every retry; notifications verified by
 * `constructEvent` on the raw bytes. Fulfilled on `checkout.session.completed` with payment_status `paid` and on
 * `checkout.session.async_payment_succeeded`; `…async_payment_failed` fails, `checkout.session.expired` expires.
 *
 * Subscriptions (docs/decisions/0043): a session in `subscription` mode whose price recurs, our invoice id also in the
 * subscription's metadata, so that each of its invoices carries it back. The first payment is the session's
 * `checkout.session.completed` (its `subscription` named); each later period is an `invoice.paid` of billing_reason
 * `subscription_cycle`, its failure an `invoice.payment_failed`, the end `customer.subscription.deleted`.
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
type Invoice = Stripe.Invoice;

const idOf = (object: string | { id: string }) => (typeof object === 'string' ? object : object.id);

/** An amount in Stripe's minor units as our decimal text, and its currency in upper case. */
const money = (units: number, currency: string) => ({
  amount: fromMinorUnits(BigInt(units), stripeDecimals(currency)),
  currency: currency.toUpperCase(),
});

/** What a session says of its payment, as one of our notifications would. */
function sessionLookup(session: Session, kind: PaymentNotification['kind']): PaymentLookup {
  const currency = session.currency ?? '';
  return {
    kind,
    invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? null,
    providerPaymentId: session.id,
    amount: session.amount_total === null ? null : fromMinorUnits(BigInt(session.amount_total), stripeDecimals(currency)),
    currency: currency ? currency.toUpperCase() : null,
    // A subscription session's first payment names the subscription it started.
    ...(session.subscription ? { subscriptionProviderId: idOf(session.subscription) } : {}),
  };
}

/**
 * An invoice's subscription fields as webhook payloads of API versions before 2025-03-31 carry them: a payload follows
 * the API version of its webhook endpoint, not the SDK's, so both shapes are read.
 */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata: Stripe.Metadata | null } | null;
}

/** The subscription an invoice belongs to, and our first invoice's id from that subscription's metadata. */
function invoiceSubscription(invoice: Invoice): { subscriptionId: string | null; invoiceId: string | null } {
  const details = invoice.parent?.subscription_details;
  const legacy: LegacyInvoiceFields = invoice as Invoice & LegacyInvoiceFields;
  const subscription = details?.subscription ?? legacy.subscription ?? null;
  const metadata = details?.metadata ?? legacy.subscription_details?.metadata ?? null;
  return { subscriptionId: subscription ? idOf(subscription) : null, invoiceId: metadata?.invoiceId ?? null };
}

/** A renewal invoice as a `renewed` or `renewal-failed` would say it (the period's end from its lines: the latest). */
function renewalLookup(invoice: Invoice, kind: 'renewed' | 'renewal-failed'): PaymentLookup {
  const { subscriptionId, invoiceId } = invoiceSubscription(invoice);
  // A subscription_cycle invoice always has its subscription: one without cannot be applied, so it is delivered again.
  if (!subscriptionId) throw new Error(`The Stripe invoice ${invoice.id} names no subscription`);
  const ends = invoice.lines.data.map((line) => line.period.end);
  return {
    kind,
    invoiceId,
    providerPaymentId: invoice.id,
    ...money(kind === 'renewed' ? invoice.amount_paid : invoice.amount_due, invoice.currency),
    subscriptionProviderId: subscriptionId,
    periodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
  };
}

/** A later period's invoice: the first (subscription_create) is told by its checkout session instead. */
const isRenewal = (invoice: Invoice) => invoice.billing_reason === 'subscription_cycle';

/** Ended there: nothing more will be charged. */
const ENDED_STATUSES: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];

/** A subscription event as our notification, or undefined for any other event or invoice (acknowledged and left). */
function subscriptionEvent(event: Stripe.Event): PaymentLookup | undefined {
  switch (event.type) {
    case 'invoice.paid':
      return isRenewal(event.data.object) ? renewalLookup(event.data.object, 'renewed') : undefined;
    case 'invoice.payment_failed':
      return isRenewal(event.data.object) ? renewalLookup(event.data.object, 'renewal-failed') : undefined;
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        kind: 'subscription-ended',
        invoiceId: subscription.metadata.invoiceId ?? null,
        providerPaymentId: null,
        amount: null,
        currency: null,
        subscriptionProviderId: subscription.id,
      };
    }
    default:
      return undefined;
  }
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

/** Stripe's own errors out of reach or refusing: the call may be tried again (a checkout with the same key). */
async function reaching<T>(call: () => Promise<T>, what = 'make the payment'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderUnavailable(`Stripe did not ${what}: ${error instanceof Error ? error.message : 'no answer'}`);
  }
}

export function stripeProvider({ secretKey, webhookSecret }: StripeSettings): PaymentProvider {
  // The fetch client: the platform's one HTTP client, which tests stand in for with msw.
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });
  const subscriptions: SubscriptionSupport = {
    // At the period's end: what the donor paid for still runs, and Stripe then sends customer.subscription.deleted.
    cancel: async (providerSubscriptionId) => {
      await reaching(
        () => stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }),
        'cancel the subscription',
      );
    },
    // At once: a subscription that ended here unpaid, or should never have started; one ended at Stripe already stays so.
    stop: async (providerSubscriptionId) => {
      await reaching(async () => {
        const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
        if (!ENDED_STATUSES.includes(subscription.status)) await stripe.subscriptions.cancel(providerSubscriptionId);
      }, 'stop the subscription');
    },
    lookup: async (providerSubscriptionId): Promise<SubscriptionLookup> => {
      const [subscription, paid] = await reaching(
        () =>
          Promise.all([
            stripe.subscriptions.retrieve(providerSubscriptionId),
            stripe.invoices
              .list({ subscription: providerSubscriptionId, status: 'paid', limit: 100 })
              .autoPagingToArray({ limit: 10_000 }),
          ]),
        'look the subscription up',
      );
      return {
        ended: ENDED_STATUSES.includes(subscription.status),
        // Stripe lists the newest first.
        renewals: paid
          .filter(isRenewal)
          .map((invoice) => renewalLookup(invoice, 'renewed'))
          .reverse(),
      };
    },
  };
  return {
    name: 'stripe',
    createPayment: async (request) => {
      const currency = request.currency.toLowerCase();
      const { recurring } = request;
      const session = await reaching(() =>
        stripe.checkout.sessions.create(
          {
            mode: recurring ? 'subscription' : 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: Number(toMinorUnits(request.amount, stripeDecimals(currency))),
                  product_data: { name: request.description },
                  ...(recurring ? { recurring: { interval: recurring.interval, interval_count: recurring.intervalCount } } : {}),
                },
              },
            ],
            client_reference_id: request.invoiceId,
            metadata: { invoiceId: request.invoiceId },
            // Every invoice of the subscription carries its metadata: its renewals name our first invoice.
            ...(recurring ? { subscription_data: { metadata: { invoiceId: request.invoiceId } } } : {}),
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            ...(request.email ? { customer_email: request.email } : {}),
            locale: request.language === 'ru' ? 'ru' : 'en',
            // The invoice's own expiry (30 minutes to 24 hours after the checkout, as Stripe takes it, in either mode): a
            // retry sends the same, so its parameters match its idempotency key.
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
      if (kind && event.type.startsWith('checkout.session.'))
        return [{ eventId: event.id, ...sessionLookup(event.data.object as Session, kind) }];
      const subscriptionChange = subscriptionEvent(event);
      return subscriptionChange ? [{ eventId: event.id, ...subscriptionChange }] : [];
    },
    reply: (accepted) => (accepted ? { status: 200, body: { received: true } } : { status: 400, body: { received: false } }),
    lookupPayment: async (providerId) => {
      const session = await reaching(() => stripe.checkout.sessions.retrieve(providerId));
      return sessionLookup(session, sessionStatus(session));
    },
    expirePayment: async (providerId) => {
      await reaching(() => stripe.checkout.sessions.expire(providerId));
    },
    subscriptions,
  };
}
