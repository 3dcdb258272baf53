import { describe, expect, it } from 'vitest';
import type { CurrencyProgress } from '@/shared/fundraising';
import { donorsText, percentText, raisedText } from './progress-words';

const rub = { id: 'rub', slug: 'rub', symbol: '₽', title: {}, decimals: 2 };
const progress = (goal: string | null): CurrencyProgress => ({ currency: rub, goal, raised: '12000.00', donors: 3 });
/** Intl writes a no-break space between groups and before the sign; the words are what is checked here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the words of a fundraising progress', () => {
  it('says the raised amount of the goal as the site writes money, or the raised amount alone', () => {
    expect(plain(raisedText(progress('150000.00'), 'ru'))).toBe('Собрано 12 000,00 ₽ из 150 000,00 ₽');
    expect(plain(raisedText(progress(null), 'ru'))).toBe('Собрано 12 000,00 ₽');
    expect(raisedText(progress('150000.00'), 'en')).toBe('12,000.00 ₽ raised of 150,000.00 ₽');
    expect(raisedText(progress(null), 'en')).toBe('12,000.00 ₽ raised');
  });

  it('counts donors with the Russian plural forms, and calls for the first one', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((count) => donorsText(count, 'ru'))).toEqual([
      '1 человек поддержал сбор',
      '2 человека поддержали сбор',
      '5 человек поддержали сбор',
      '11 человек поддержали сбор',
      '12 человек поддержали сбор',
      '21 человек поддержал сбор',
      '22 человека поддержали сбор',
      '25 человек поддержали сбор',
      '111 человек поддержали сбор',
    ]);
    expect(donorsText(0, 'ru')).toBe('Станьте первым, кто поддержит сбор');
    expect([0, 1, 2].map((count) => donorsText(count, 'en'))).toEqual([
      'Be the first to give',
      '1 person has given',
      '2 people have given',
    ]);
  });

  it('writes a percentage as each language does', () => {
    expect(plain(percentText(8, 'ru'))).toBe('8 %');
    expect(percentText(107, 'en')).toBe('107%');
  });
});
