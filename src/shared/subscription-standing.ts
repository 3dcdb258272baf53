import type { Language } from './languages';
import { russianPlural } from './russian-plural';
import type { SubscriptionEndReason, SubscriptionStatus } from './subscriptions';

/*
 * Where a recurring donation (docs/decisions/0042) stands, in the foundation's words: its next charge, until when it
 * lasts once canceled, when and why it ended, a failed renewal said plainly. The donor's «Мои пожертвования» and the
 * admin read it alike; each gives its own way of writing a day (the site's long date, the admin's DD.MM.YYYY).
 */

/** What a subscription's standing is read from: the fields billing answers for it (subscriptionState, donationSubscription). */
export interface SubscriptionFacts {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | string | null;
  endReason: SubscriptionEndReason | null;
  failedAt: Date | string | null;
}

/** Which of the standings it is in: each has its sentence and its look. */
export type SubscriptionStanding = 'pending' | 'renews' | 'canceled' | 'failed' | 'ended';

/** Why a subscription ended, in words: its standing on the site, and its payer's message. */
export const SUBSCRIPTION_END_REASON_WORDS: Record<Language, Record<SubscriptionEndReason, string>> = {
  ru: { canceled: 'отменено', expired: 'срок действия истёк у платёжной системы', unpaid: 'платежи не прошли' },
  en: { canceled: 'canceled', expired: 'expired at the payment provider', unpaid: 'its payments did not go through' },
};

const WORDS = {
  ru: {
    pending: 'Ждёт первой оплаты',
    renews: (day: string) => `Следующее списание ${day}`,
    renewsUnknown: 'Действует',
    canceled: (day: string) => `Отменено, действует до ${day}`,
    canceledUnknown: 'Отменено, новых списаний не будет',
    failed: (day: string) => `Не удалось списать очередной платёж ${day}`,
    failedUnknown: 'Не удалось списать очередной платёж',
    ended: (day: string, why: string) => `Завершено ${day}: ${why}`,
    endedUnknown: (why: string) => `Завершено: ${why}`,
    endedPlain: 'Завершено',
  },
  en: {
    pending: 'Awaiting its first payment',
    renews: (day: string) => `Next charge on ${day}`,
    renewsUnknown: 'Active',
    canceled: (day: string) => `Canceled, active until ${day}`,
    canceledUnknown: 'Canceled: nothing more will be charged',
    failed: (day: string) => `The charge of ${day} failed`,
    failedUnknown: 'The last charge failed',
    ended: (day: string, why: string) => `Ended on ${day}: ${why}`,
    endedUnknown: (why: string) => `Ended: ${why}`,
    endedPlain: 'Ended',
  },
} as const;

const dateOf = (value: Date | string | null): Date | null => {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Its standing: a failed renewal before a cancellation (the donor should hear of it), an end before all else. */
export function subscriptionStanding(facts: SubscriptionFacts): SubscriptionStanding {
  if (facts.status === 'ended') return 'ended';
  if (facts.status === 'pending') return 'pending';
  if (facts.status === 'past_due') return 'failed';
  return facts.cancelAtPeriodEnd ? 'canceled' : 'renews';
}

/**
 * The sentence of its standing: «Следующее списание 28 декабря 2026 г.», «Отменено, действует до …», «Не удалось
 * списать очередной платёж …», «Завершено …: отменено»; `day` writes a date as the screen does.
 */
export function subscriptionStandingText(facts: SubscriptionFacts, language: Language, day: (date: Date) => string): string {
  const words = WORDS[language];
  const periodEnd = dateOf(facts.currentPeriodEnd);
  switch (subscriptionStanding(facts)) {
    case 'pending':
      return words.pending;
    case 'renews':
      return periodEnd ? words.renews(day(periodEnd)) : words.renewsUnknown;
    case 'canceled':
      return periodEnd ? words.canceled(day(periodEnd)) : words.canceledUnknown;
    case 'failed': {
      const failedAt = dateOf(facts.failedAt);
      return failedAt ? words.failed(day(failedAt)) : words.failedUnknown;
    }
    case 'ended': {
      const endedAt = dateOf(facts.endedAt);
      if (!facts.endReason) return endedAt ? `${words.endedPlain} ${day(endedAt)}` : words.endedPlain;
      const why = SUBSCRIPTION_END_REASON_WORDS[language][facts.endReason];
      return endedAt ? words.ended(day(endedAt), why) : words.endedUnknown(why);
    }
  }
}

/**
 * Until when its donor stays a friend of the foundation once it is canceled now: the end of the period paid for, when
 * that is still ahead (none when it was never paid, has ended, or its period is over: a failed renewal's).
 */
export function friendUntil(facts: SubscriptionFacts, now: number = Date.now()): Date | null {
  if (facts.status === 'ended' || facts.status === 'pending') return null;
  const periodEnd = dateOf(facts.currentPeriodEnd);
  return periodEnd && periodEnd.getTime() > now ? periodEnd : null;
}

/** Whether the donor (or the team) may cancel it now: paid for and not canceled yet. */
export const cancelable = (facts: SubscriptionFacts): boolean =>
  (facts.status === 'active' || facts.status === 'past_due') && !facts.cancelAtPeriodEnd;

/** Its payments so far and what they came to (`given`, written as the screen writes money): «3 платежа, всего 1 500,00 ₽». */
export function paymentsText(payments: number, given: string, language: Language): string {
  if (language === 'ru')
    return payments
      ? `${payments} ${russianPlural(payments, ['платёж', 'платежа', 'платежей'])}, всего ${given}`
      : 'Платежей ещё не было';
  return payments ? `${payments} ${payments === 1 ? 'payment' : 'payments'}, ${given} in all` : 'No payments yet';
}
