import { describe, expect, it } from 'vitest';
import {
  cancelable,
  friendUntil,
  paymentsText,
  subscriptionStanding,
  subscriptionStandingText,
  type SubscriptionFacts,
} from './subscription-standing';
import { russianPlural } from './russian-plural';

const day = (date: Date) => date.toISOString().slice(0, 10);
const active: SubscriptionFacts = {
  status: 'active',
  currentPeriodEnd: '2026-12-28T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  endedAt: null,
  endReason: null,
  failedAt: null,
};

describe('a subscription’s standing', () => {
  it('says the next charge while it renews', () => {
    expect(subscriptionStanding(active)).toBe('renews');
    expect(subscriptionStandingText(active, 'ru', day)).toBe('Следующее списание 2026-12-28');
    expect(subscriptionStandingText(active, 'en', day)).toBe('Next charge on 2026-12-28');
  });

  it('says until when it lasts once canceled, and that the donor stays a friend until then', () => {
    const canceled = { ...active, cancelAtPeriodEnd: true };
    expect(subscriptionStandingText(canceled, 'ru', day)).toBe('Отменено, действует до 2026-12-28');
    expect(subscriptionStandingText(canceled, 'en', day)).toBe('Canceled, active until 2026-12-28');
    const before = Date.parse('2026-12-01T00:00:00Z');
    expect(friendUntil(active, before)?.toISOString()).toBe('2026-12-28T10:00:00.000Z');
    // A period already over (a failed renewal's) keeps nobody a friend past today.
    expect(friendUntil(active, Date.parse('2026-12-29T00:00:00Z'))).toBeNull();
    expect(cancelable(canceled)).toBe(false);
    expect(cancelable(active)).toBe(true);
  });

  it('says a failed renewal plainly, canceled or not', () => {
    const failed = { ...active, status: 'past_due' as const, failedAt: new Date('2026-12-28T11:00:00Z') };
    expect(subscriptionStanding(failed)).toBe('failed');
    expect(subscriptionStandingText(failed, 'ru', day)).toBe('Не удалось списать очередной платёж 2026-12-28');
    expect(subscriptionStandingText({ ...failed, failedAt: null }, 'en', day)).toBe('The last charge failed');
    expect(cancelable(failed)).toBe(true);
  });

  it('says when it ended and why, and a pending one waits for its first payment', () => {
    const ended = { ...active, status: 'ended' as const, endedAt: '2027-01-28T10:00:00Z', endReason: 'canceled' as const };
    expect(subscriptionStandingText(ended, 'ru', day)).toBe('Завершено 2027-01-28: отменено');
    expect(subscriptionStandingText({ ...ended, endReason: 'unpaid' }, 'en', day)).toBe(
      'Ended on 2027-01-28: its payments did not go through',
    );
    expect(subscriptionStandingText({ ...ended, endReason: null, endedAt: null }, 'ru', day)).toBe('Завершено');
    expect(friendUntil(ended)).toBeNull();
    expect(cancelable(ended)).toBe(false);
    const pending = { ...active, status: 'pending' as const, currentPeriodEnd: null };
    expect(subscriptionStandingText(pending, 'ru', day)).toBe('Ждёт первой оплаты');
    expect(cancelable(pending)).toBe(false);
  });
});

describe('its payments so far', () => {
  it('counts them in Russian and English', () => {
    const words = ['платёж', 'платежа', 'платежей'] as const;
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((count) => russianPlural(count, words))).toEqual([
      'платёж',
      'платежа',
      'платежей',
      'платежей',
      'платежей',
      'платёж',
      'платежа',
      'платежей',
      'платежей',
    ]);
    expect(paymentsText(3, '1 500,00 ₽', 'ru')).toBe('3 платежа, всего 1 500,00 ₽');
    expect(paymentsText(0, '0,00 ₽', 'ru')).toBe('Платежей ещё не было');
    expect(paymentsText(1, '500.00 ₽', 'en')).toBe('1 payment, 500.00 ₽ in all');
  });
});
