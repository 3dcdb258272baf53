import type { Language } from './languages';
import type { PaymentProviderName } from './payment-providers';

/*
 * Recurring donations (docs/decisions/0042): the words every layer shares. A product of type `subscription` charges
 * every `intervalCount` × `interval`, as its attribute of key type `interval` says (`month`, `3 month`, `year`).
 */

export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_END_REASONS = ['canceled', 'expired', 'unpaid'] as const;
export type SubscriptionEndReason = (typeof SUBSCRIPTION_END_REASONS)[number];

/** The providers whose API takes recurring payments here (payment-providers notes, "Recurring payments"). */
export const SUBSCRIPTION_PROVIDERS = [
  'stripe',
  'tiptoppay',
  'cloudpayments',
  'dummy',
] as const satisfies readonly PaymentProviderName[];
export type SubscriptionProviderName = (typeof SUBSCRIPTION_PROVIDERS)[number];

export const takesSubscriptions = (provider: string): provider is SubscriptionProviderName =>
  (SUBSCRIPTION_PROVIDERS as readonly string[]).includes(provider);

export interface SubscriptionTerms {
  interval: SubscriptionInterval;
  intervalCount: number;
}

/**
 * An interval attribute's text (`month`, `3 month`, `2 weeks`, `год`…) read as terms, or undefined when it is not one.
 * At most 12 months, 52 weeks, 365 days or 1 year per period: the providers take no longer ones.
 */
export function parseInterval(text: string): SubscriptionTerms | undefined {
  const match = /^\s*(?:(\d{1,3})\s*)?([a-zа-яё]+)\s*$/i.exec(text);
  if (!match) return undefined;
  const count = match[1] ? Number(match[1]) : 1;
  const unit = match[2]!.toLowerCase();
  const interval = (Object.entries(INTERVAL_WORDS) as [SubscriptionInterval, readonly string[]][]).find(([, words]) =>
    words.includes(unit),
  )?.[0];
  if (!interval || count < 1 || count > MAX_COUNT[interval]) return undefined;
  return { interval, intervalCount: count };
}

const INTERVAL_WORDS: Record<SubscriptionInterval, readonly string[]> = {
  day: ['day', 'days', 'день', 'дня', 'дней'],
  week: ['week', 'weeks', 'неделя', 'недели', 'недель'],
  month: ['month', 'months', 'месяц', 'месяца', 'месяцев'],
  year: ['year', 'years', 'год', 'года', 'лет'],
};
const MAX_COUNT: Record<SubscriptionInterval, number> = { day: 365, week: 52, month: 12, year: 1 };

/** The end of a period of these terms that starts at `start` (calendar months: 31 January + 1 month is 28/29 February). */
export function periodEndAfter(start: Date, { interval, intervalCount }: SubscriptionTerms): Date {
  const end = new Date(start.getTime());
  switch (interval) {
    case 'day':
      end.setUTCDate(end.getUTCDate() + intervalCount);
      return end;
    case 'week':
      end.setUTCDate(end.getUTCDate() + 7 * intervalCount);
      return end;
    case 'month':
    case 'year': {
      const months = interval === 'year' ? 12 * intervalCount : intervalCount;
      const day = end.getUTCDate();
      end.setUTCDate(1);
      end.setUTCMonth(end.getUTCMonth() + months);
      const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
      end.setUTCDate(Math.min(day, lastDay));
      return end;
    }
  }
}

const PERIOD_WORDS: Record<Language, Record<SubscriptionInterval, [one: string, few: string, many: string]>> = {
  ru: {
    day: ['день', 'дня', 'дней'],
    week: ['неделю', 'недели', 'недель'],
    month: ['месяц', 'месяца', 'месяцев'],
    year: ['год', 'года', 'лет'],
  },
  en: {
    day: ['day', 'days', 'days'],
    week: ['week', 'weeks', 'weeks'],
    month: ['month', 'months', 'months'],
    year: ['year', 'years', 'years'],
  },
};

/** «в месяц», «раз в 3 месяца», "a month", "every 3 months": how an amount's period reads after it. */
export function periodPhrase({ interval, intervalCount }: SubscriptionTerms, language: Language): string {
  const words = PERIOD_WORDS[language][interval];
  if (language === 'en') return intervalCount === 1 ? `a ${words[0]}` : `every ${intervalCount} ${words[1]}`;
  if (intervalCount === 1) return `в ${words[0]}`;
  const mod10 = intervalCount % 10;
  const mod100 = intervalCount % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? words[0] : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? words[1] : words[2];
  return `раз в ${intervalCount} ${word}`;
}

export const SUBSCRIPTION_STATUS_WORDS: Record<Language, Record<SubscriptionStatus, string>> = {
  ru: { pending: 'ждёт первой оплаты', active: 'действует', past_due: 'не удалось списать', ended: 'завершено' },
  en: { pending: 'awaiting its first payment', active: 'active', past_due: 'a payment failed', ended: 'ended' },
};
