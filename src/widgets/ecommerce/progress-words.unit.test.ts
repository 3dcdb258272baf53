import { describe, expect, it } from 'vitest';
import type { CurrencyProgress } from '@/shared/fundraising';
import { ECOMMERCE_DICTIONARY } from './dictionary';
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

  it('counts donors with the Russian plural forms of the dictionary, and calls for the first one', () => {
    const counts = [1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 20, 21, 22, 24, 25, 101, 104, 111, 112, 114, 121];
    expect(counts.map((count) => ECOMMERCE_DICTIONARY.ru.donors(count))).toEqual([
      '1 человек поддержал сбор',
      '2 человека поддержали сбор',
      '3 человека поддержали сбор',
      '4 человека поддержали сбор',
      '5 человек поддержали сбор',
      '10 человек поддержали сбор',
      '11 человек поддержали сбор',
      '12 человек поддержали сбор',
      '13 человек поддержали сбор',
      '14 человек поддержали сбор',
      '15 человек поддержали сбор',
      '20 человек поддержали сбор',
      '21 человек поддержал сбор',
      '22 человека поддержали сбор',
      '24 человека поддержали сбор',
      '25 человек поддержали сбор',
      '101 человек поддержал сбор',
      '104 человека поддержали сбор',
      '111 человек поддержали сбор',
      '112 человек поддержали сбор',
      '114 человек поддержали сбор',
      '121 человек поддержал сбор',
    ]);
    expect(counts.map((count) => donorsText(count, 'ru'))).toEqual(counts.map(ECOMMERCE_DICTIONARY.ru.donors));
    expect(donorsText(0, 'ru')).toBe('Станьте первым, кто поддержит сбор');
    expect([0, 1, 2, 11].map((count) => donorsText(count, 'en'))).toEqual([
      'Be the first to give',
      '1 person has given',
      '2 people have given',
      '11 people have given',
    ]);
  });

  it('writes a percentage as each language does', () => {
    expect(plain(percentText(8, 'ru'))).toBe('8 %');
    expect(percentText(107, 'en')).toBe('107%');
  });
});
