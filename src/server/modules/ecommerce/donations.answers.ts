import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../../shared/payment-providers';
import { DONATION_STATUSES } from '../../../shared/donation-status';
import { currencySummary, subscriptionState } from '../billing';
import { amount, productSummary } from './orders.answers';

/*
 * What GET /api/rbac/subjects/{id}/ecommerce-module/donations answers: the subject's donations as a donor thinks of
 * them (one per checkout and currency: a payment intent and the orders it pays), and what the paid ones come to.
 */

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });

/** One project given to in a donation: an order line. */
export const donationProject = z.object({
  orderId: z.string(),
  product: productSummary,
  quantity: z.int(),
  /** What the line came to (its price at checkout × quantity), or null when it has no price. */
  total: amount.nullable(),
});

export const donation = z.object({
  /** The payment intent's id (the checkout), or the order's for an order placed without one. */
  id: z.string(),
  /** When it was checked out. */
  createdAt: timestamp,
  /** When its payment was recorded; null until then. */
  paidAt: timestamp.nullable(),
  /**
   * paid: its payment is recorded; waiting: checked out, not paid yet (paymentUrl pays it); canceled: every order of it
   * canceled or refunded; processing: anything else (an order approved by hand, a payment being made).
   */
  status: z.enum(DONATION_STATUSES),
  billingModuleCurrency: currencySummary.nullable(),
  /** The sum of its projects that are not canceled (of all of them, when every one is), in the currency's decimals. */
  amount: amount.nullable(),
  projects: z.array(donationProject),
  /** The url of its receipt (one of its orders' receipts: each shows the whole donation), once drawn. */
  receipt: z.string().nullable(),
  /** The invoice that paid it, or the open one that would. */
  invoiceId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** Where to pay it while it waits for payment and its invoice has not expired. */
  paymentUrl: z.string().nullable(),
  /** The subscription this donation is a period of (its first payment or a renewal), else null. */
  subscriptionId: z.string().nullable(),
});

/**
 * A recurring donation (docs/decisions/0042) as its donor sees it: billing's state of the subscription (what it gives
 * each period, until when it is paid, what it gave so far), the projects its first payment gave to, and where to make
 * that first payment while it is pending.
 */
export const donationSubscription = subscriptionState.extend({
  projects: z.array(z.object({ product: productSummary, quantity: z.int() })),
  /** Where to make its first payment while it is pending. */
  paymentUrl: z.string().nullable(),
});

/** What the paid donations in one currency come to. */
export const paidTotal = z.object({ billingModuleCurrency: currencySummary, amount, count: z.int() });

export const subjectDonations = z.object({
  /** Newest first. */
  donations: z.array(donation),
  /** Per currency, only what is paid (canceled and refunded orders count nowhere). */
  paid: z.array(paidTotal),
  /** The subject's recurring donations, newest first (ended ones too). */
  subscriptions: z.array(donationSubscription),
});

export type Donation = z.output<typeof donation>;
export type DonationSubscription = z.output<typeof donationSubscription>;
export type SubjectDonations = z.output<typeof subjectDonations>;
