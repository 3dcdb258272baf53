import type { JobDefinition } from '../../../platform/jobs/job-definition';
import type { PaymentEffects } from '../payments/apply-payment.service';
import type { PaymentProviders } from '../payments/providers-from-environment';
import { expireInvoices, reconcileInvoices } from './reconciliation.service';

/** An open invoice is looked up at its provider once it is this old and no notification has settled it. */
export const RECONCILE_AFTER_MINUTES = 10;

/** Billing's scheduled jobs, each run once per occurrence across the server processes. */
export const paymentJobs = (providers: PaymentProviders, effects: PaymentEffects): JobDefinition[] => [
  {
    name: 'billing.expire-invoices',
    title: { ru: 'Закрытие просроченных счетов', en: 'Expire overdue invoices' },
    schedule: '*/5 * * * *',
    run: async (db) => {
      await expireInvoices(db, providers, effects);
    },
  },
  {
    name: 'billing.reconcile-invoices',
    title: { ru: 'Сверка счетов с платёжными системами', en: 'Reconcile invoices with payment providers' },
    schedule: '*/10 * * * *',
    run: async (db) => {
      await reconcileInvoices(db, providers, effects, RECONCILE_AFTER_MINUTES);
    },
  },
];
