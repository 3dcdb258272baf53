'use client';

import { useHydrated } from '@/lib/use-hydrated';
import { computedText } from '@/shared/admin/computed-text';
import { formatDate } from '@/shared/admin/format';
import type { Language } from '@/shared/languages';
import { subscriptionStanding, subscriptionStandingText, type SubscriptionFacts } from '@/shared/subscription-standing';
import {
  periodPhrase,
  SUBSCRIPTION_END_REASONS,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionInterval,
} from '@/shared/subscriptions';
import type { Row } from '../../entity-api';
import { utcTimeAsLocal } from '../../field-kinds/date/date-value';
import type { EntityDisplay } from '../entity-display';

const WORDS = {
  en: { donor: 'Donor', charge: 'Amount', standing: 'Next charge' },
  ru: { donor: 'Жертвователь', charge: 'Сумма', standing: 'Следующее списание' },
} as const satisfies Record<Language, unknown>;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;

const dateOrNull = (value: unknown): Date | string | null => (value instanceof Date || typeof value === 'string' ? value : null);

/** The row's standing facts, when its status is one billing writes. */
export function factsOf(row: Row): SubscriptionFacts | null {
  const status = oneOf(SUBSCRIPTION_STATUSES, row.status);
  if (!status) return null;
  return {
    status,
    currentPeriodEnd: dateOrNull(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === true,
    endedAt: dateOrNull(row.endedAt),
    endReason: oneOf(SUBSCRIPTION_END_REASONS, row.endReason),
    failedAt: dateOrNull(row.failedAt),
  };
}

/** «500,00 ₽ в месяц»: what each period charges (the computed `charge`, with its currency) and how often. */
export function chargeText(row: Row, language: Language): string {
  const amount = computedText({ kind: 'amounts' }, row.charge, language, language);
  if (!amount) return '';
  const interval = oneOf<SubscriptionInterval>(SUBSCRIPTION_INTERVALS, row.interval);
  const intervalCount = typeof row.intervalCount === 'number' ? row.intervalCount : 1;
  return interval ? `${amount} ${periodPhrase({ interval, intervalCount }, language)}` : amount;
}

/** The standing, its dates as the admin writes them: in UTC until hydrated (as date cells), then in the browser's zone. */
function StandingCell({ facts, language }: { facts: SubscriptionFacts; language: Language }) {
  const hydrated = useHydrated();
  const day = (date: Date) => formatDate(hydrated ? date : utcTimeAsLocal(date));
  const standing = subscriptionStanding(facts);
  return (
    <span
      className={
        standing === 'failed' ? 'font-medium text-destructive' : standing === 'ended' ? 'text-muted-foreground' : undefined
      }
      data-subscription-standing={standing}
    >
      {subscriptionStandingText(facts, language, day)}
    </span>
  );
}

/**
 * billing.subscriptions: a recurring donation in the admin's table, as the team reads it: who gives (the computed
 * donor), what each period charges and how often, and where it stands (the next charge, until when once canceled, a
 * failed renewal, when and why it ended). The raw columns these are read from are hidden until shown; the record's
 * state and its Cancel are the panel's (billing.subscription).
 */
export const billingSubscriptionsDisplay: EntityDisplay = {
  label: () => undefined,
  columns: [
    {
      id: 'display.donor',
      title: { en: WORDS.en.donor, ru: WORDS.ru.donor },
      cell: (row) => (typeof row.donor === 'string' && row.donor ? row.donor : null),
    },
    {
      id: 'display.charge',
      title: { en: WORDS.en.charge, ru: WORDS.ru.charge },
      cell: (row, language) => {
        const text = chargeText(row, language);
        return text ? <span className="whitespace-nowrap tabular-nums">{text}</span> : null;
      },
    },
    {
      id: 'display.standing',
      title: { en: WORDS.en.standing, ru: WORDS.ru.standing },
      cell: (row, language) => {
        const facts = factsOf(row);
        return facts ? <StandingCell facts={facts} language={language} /> : null;
      },
    },
  ],
  hiddenFields: [
    'adminTitle',
    'slug',
    'donor',
    'charge',
    'interval',
    'intervalCount',
    'amount',
    'currencyId',
    'providerId',
    'email',
    'language',
    'description',
    'currentPeriodEnd',
    'cancelAtPeriodEnd',
    'canceledAt',
    'endedAt',
    'endReason',
    'failedAt',
    'updatedAt',
  ],
  View: () => null,
};
