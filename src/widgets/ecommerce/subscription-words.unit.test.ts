import { describe, expect, it } from 'vitest';
import { periodicAmountText, subscribeLabel } from './subscription-words';

const rub = { slug: 'rub', symbol: '₽', decimals: 2 };
const eur = { slug: 'eur', symbol: '€', decimals: 2 };
const month = { interval: 'month', intervalCount: 1 } as const;
/** Intl's narrow spaces read as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a subscription in words', () => {
  it('says its amount with its period, in Russian and English; a one-off amount alone', () => {
    expect(plain(periodicAmountText('500.00', rub, month, 'ru'))).toBe('500,00 ₽ в месяц');
    expect(plain(periodicAmountText('5.00', eur, month, 'en'))).toBe('5.00 € a month');
    expect(plain(periodicAmountText('3000', rub, { interval: 'month', intervalCount: 3 }, 'ru'))).toBe(
      '3 000,00 ₽ раз в 3 месяца',
    );
    expect(plain(periodicAmountText('650', rub, null, 'ru'))).toBe('650,00 ₽');
  });

  it('names its button by its period, and «регулярно» where no word says it', () => {
    expect(subscribeLabel(month, 'ru')).toBe('Поддерживать ежемесячно');
    expect(subscribeLabel(month, 'en')).toBe('Give monthly');
    expect(subscribeLabel({ interval: 'year', intervalCount: 1 }, 'ru')).toBe('Поддерживать ежегодно');
    expect(subscribeLabel({ interval: 'month', intervalCount: 3 }, 'ru')).toBe('Поддерживать регулярно');
    expect(subscribeLabel(null, 'en')).toBe('Give regularly');
  });
});
