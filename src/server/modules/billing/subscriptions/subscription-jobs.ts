import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-definition';
import type { PaymentEffects } from '../payments/apply-payment.service';
import type { PaymentProviders } from '../payments/providers-from-environment';
import {
  stopChargingAtProvider,
  overdueSubscriptions,
  reconcileSubscriptions,
  settleDueSubscription,
} from './subscription-lifecycle.service';
import { CANCEL_AT_PROVIDER_JOB, SUBSCRIPTION_DUE_JOB } from './subscriptions.service';

const ofSubscription = z.object({ subscriptionId: z.string().min(1) });
const atProvider = z.object({ provider: z.string().min(1), providerSubscriptionId: z.string().min(1) });

/**
 * The subscriptions' jobs (docs/decisions/0042): a look at one when its period or grace ends (queued by whatever set
 * that end), the provider told to stop charging one that ended here, and every 10 minutes a sweep that reconciles late
 * renewals with their providers and looks at any subscription whose look was missed.
 */
export const subscriptionJobs = (providers: PaymentProviders, effects: PaymentEffects, graceDays: number): JobDefinition[] => [
  {
    name: SUBSCRIPTION_DUE_JOB,
    run: async (db, job) => {
      await settleDueSubscription(db, providers, effects, ofSubscription.parse(job.payload).subscriptionId, { graceDays });
    },
  },
  {
    name: CANCEL_AT_PROVIDER_JOB,
    maxAttempts: 10,
    run: async (_db, job) => {
      const { provider, providerSubscriptionId } = atProvider.parse(job.payload);
      await stopChargingAtProvider(providers, provider, providerSubscriptionId);
    },
  },
  {
    name: 'billing.reconcile-subscriptions',
    title: { ru: 'Сверка и списания регулярных пожертвований', en: 'Reconcile and charge recurring donations' },
    schedule: '*/10 * * * *',
    run: async (db) => {
      const now = new Date();
      await reconcileSubscriptions(db, providers, effects, now);
      for (const id of await overdueSubscriptions(db, graceDays, now))
        await settleDueSubscription(db, providers, effects, id, { graceDays });
    },
  },
];
