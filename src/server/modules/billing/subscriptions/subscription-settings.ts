import { wholeNumberSetting, type Environment } from '../../../platform/settings/whole-number';

export const DEFAULT_SUBSCRIPTION_GRACE_DAYS = 7;

/**
 * How long a subscription whose renewal is not paid keeps what it gives (the friend role) after its period ended, while
 * the provider tries the charge again: BILLING_SUBSCRIPTION_GRACE_DAYS, 0 to 60, 7 when unset. Past it, the subscription
 * ends as unpaid and is canceled at the provider.
 */
export const subscriptionGraceDays = (environment: Environment = process.env): number =>
  wholeNumberSetting(environment, 'BILLING_SUBSCRIPTION_GRACE_DAYS', DEFAULT_SUBSCRIPTION_GRACE_DAYS, 0, 60);
