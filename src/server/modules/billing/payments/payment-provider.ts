import type { PaymentProviderName } from '../../../../shared/payment-providers';
import type { SubscriptionTerms } from '../../../../shared/subscriptions';
import type { RawAnswer } from '../../../platform/procedures/raw-answer';

/** What a payment is for, as a provider is asked to take it. Amounts are decimal texts in the currency's decimals. */
export interface PaymentRequest {
  /** Our invoice: every provider carries it back in its notifications (metadata, OrderId, InvoiceId, BillingID …). */
  invoiceId: string;
  /** The same key for every attempt to make this invoice's payment, with the same parameters (the invoice id). */
  idempotencyKey: string;
  amount: string;
  /** ISO 4217, upper case (`RUB`). */
  currency: string;
  decimals: number;
  email: string | null;
  /** One line the payer sees at the provider. */
  description: string;
  language: string;
  /** Where the payer comes back to, paid or not. */
  returnUrl: string;
  /** Where the provider sends its notifications (the public address: some sign it). */
  webhookUrl: string;
  /** The provider's page should stop taking the payment by then, where it can be told. */
  expiresAt: Date;
  /**
   * The first payment of a subscription (docs/decisions/0042): the provider starts one that charges `amount` every
   * period, and carries `invoiceId` on it, so that its renewals name this invoice too where the provider can.
   */
  recurring?: SubscriptionTerms;
}

/** The payment made at the provider. */
export interface CreatedPayment {
  providerId: string;
  paymentUrl: string;
}

/**
 * What a notification says happened to a payment: the first five to an invoice's payment; `renewed` (a later period of a
 * subscription paid), `renewal-failed` (a later period's charge failed; the provider may try again) and
 * `subscription-ended` (canceled or expired at the provider: nothing more will be charged) to a subscription.
 */
export type PaymentEventKind =
  'paid' | 'failed' | 'pending' | 'expired' | 'refunded' | 'renewed' | 'renewal-failed' | 'subscription-ended';

export const SUBSCRIPTION_EVENT_KINDS = [
  'renewed',
  'renewal-failed',
  'subscription-ended',
] as const satisfies readonly PaymentEventKind[];
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];
/** What happens to one invoice's payment. */
export type InvoiceEventKind = Exclude<PaymentEventKind, SubscriptionEventKind>;

export const isSubscriptionEvent = (kind: PaymentEventKind): kind is SubscriptionEventKind =>
  (SUBSCRIPTION_EVENT_KINDS as readonly string[]).includes(kind);

/** A notification's meaning in our words, once its signature is verified. */
export interface PaymentNotification {
  /** The provider's id of this event: the same event delivered again has the same id. */
  eventId: string;
  kind: PaymentEventKind;
  /** Our invoice, as the notification names it; null when it names none (a static wallet's transfer). */
  invoiceId: string | null;
  providerPaymentId: string | null;
  /** What was paid, as the provider says: a decimal text, and the ISO currency code; null when it does not say. */
  amount: string | null;
  currency: string | null;
  /**
   * The provider's id of the subscription: the one a first payment (`paid`) started, or the one a subscription event is
   * about. A subscription event names it always; `invoiceId` is then our first invoice of it, where the provider
   * carries it back (Stripe's subscription metadata), else null.
   */
  subscriptionProviderId?: string | null;
  /**
   * A renewal: until when the period it pays for lasts, where the provider says (else one interval after the period
   * before). For `renewed`, `providerPaymentId` is the provider's id of that period's payment (a Stripe invoice `in_…`,
   * a CloudPayments transaction): one period, one id, however often it is delivered.
   */
  periodEnd?: Date | null;
}

/** A received notification: the exact bytes, the headers (lower-case names) and the address it was sent to. */
export interface ReceivedNotification {
  body: Buffer;
  headers: Readonly<Record<string, string | undefined>>;
  /**
   * The webhook's public address as configured (never the request's own host, which a proxy may change), with its
   * `notification` query where the provider is set to send each kind of notification to its own address
   * (CloudPayments: `?notification=pay`).
   */
  webhookUrl: string;
}

/** The provider's current view of a payment, for reconciliation: what a notification would have said. */
export type PaymentLookup = Omit<PaymentNotification, 'eventId'>;

/** The provider's current view of a subscription, for reconciliation. */
export interface SubscriptionLookup {
  /** Canceled or expired there: nothing more will be charged. */
  ended: boolean;
  /** Its paid periods after the first, as `renewed` notifications would say them (the oldest first). */
  renewals: PaymentLookup[];
}

/** What a provider that takes subscriptions does beside payments. */
export interface SubscriptionSupport {
  /**
   * Stops the charges: at the end of the period paid for where the provider can say so (Stripe), else at once
   * (CloudPayments): we keep the donor's subscription until that end either way. Throws ProviderUnavailable.
   */
  cancel(providerSubscriptionId: string): Promise<void>;
  /**
   * Stops the charges at once, where `cancel` waits for the period's end (Stripe): a subscription that ended here
   * unpaid, or one that should never have started. Absent, `cancel` does both. A subscription ended there already is
   * no error.
   */
  stop?(providerSubscriptionId: string): Promise<void>;
  /** Where the provider has the calls: the subscription's state and its paid periods now. */
  lookup?(providerSubscriptionId: string): Promise<SubscriptionLookup>;
  /**
   * The test provider only, which charges nothing by itself: the notification of the period that starts at
   * `periodStart` being paid, which billing's due job delivers when that period comes.
   */
  renewal?(due: DueRenewal): PaymentNotification;
}

/** A period of a subscription that has come, for a provider that renews through billing's job. */
export interface DueRenewal {
  subscriptionId: string;
  firstInvoiceId: string;
  amount: string;
  currency: string;
  periodStart: Date;
  recurring: SubscriptionTerms;
}

/** A notification refused: bad or missing signature, or not one of the provider's. Nothing is changed. */
export class RefusedNotification extends Error {
  override readonly name = 'RefusedNotification';
}

/** A provider that could not be reached or refused to make the payment: the checkout can be tried again. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/**
 * One payment provider behind the interface every checkout, webhook and reconciliation uses. Implementations sit in
 * providers/<name>/; providers-from-environment.ts makes the configured ones.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Why this provider cannot take a payment in this currency (ISO code) or without an email, where it cannot: checkout
   * refuses it with a 400 naming the provider before anything is written.
   */
  cannotTake?(payment: { currency: string; email: string | null }): string | undefined;
  /** Makes the payment (the same idempotency key and parameters give the same payment where the provider dedupes). */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Verifies the notification's signature on its exact bytes, then reads it: throws RefusedNotification when it is
   * not genuine. One delivery may carry no event we act on (an empty list).
   */
  parseNotification(received: ReceivedNotification): Promise<PaymentNotification[]>;
  /**
   * The answer the provider expects to `received`: `accepted` after the events were stored, else its refusal. Some
   * replies name the notification (PayKeeper's `OK md5(id + secret)`).
   */
  reply(accepted: boolean, received: ReceivedNotification): RawAnswer;
  /** Where the provider has a status call: the payment's state now. */
  lookupPayment?(providerId: string, invoiceId: string): Promise<PaymentLookup>;
  /** Where the provider can be told: the payment page stops taking money (a superseded or expired invoice). */
  expirePayment?(providerId: string): Promise<void>;
  /**
   * Present where the provider takes recurring payments: createPayment with `recurring` starts a subscription, and its
   * notifications include the subscription events. Absent, a checkout of a subscription product is refused.
   */
  subscriptions?: SubscriptionSupport;
}
