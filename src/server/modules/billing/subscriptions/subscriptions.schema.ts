import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../../../shared/payment-providers';
import { SUBSCRIPTION_END_REASONS, SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from '../../../../shared/subscriptions';
import { currencySummary } from '../currencies.schema';

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });
const amount = z.string().meta({ description: 'A decimal text in the currency’s decimals' });

/** A subscription as billing knows it (docs/decisions/0042): its terms, state and what its paid periods came to. */
export const subscriptionState = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  intervalCount: z.int(),
  amount,
  billingModuleCurrency: currencySummary.nullable(),
  email: z.string().nullable(),
  /** When its first payment was recorded; null until then. */
  startedAt: timestamp.nullable(),
  /** The end of the period paid for: the next charge, unless canceled (then the day it ends). */
  currentPeriodEnd: timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: timestamp.nullable(),
  endedAt: timestamp.nullable(),
  endReason: z.enum(SUBSCRIPTION_END_REASONS).nullable(),
  failedAt: timestamp.nullable(),
  failure: z.string().nullable(),
  /** Its paid periods, the first included. */
  payments: z.int(),
  /** What its paid periods came to. */
  given: amount,
});

export type SubscriptionState = z.output<typeof subscriptionState>;

export const subscriptionInput = z.strictObject({ id: z.string().min(1) });
