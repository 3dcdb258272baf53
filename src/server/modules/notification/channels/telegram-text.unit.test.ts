import { describe, expect, it } from 'vitest';
import { telegramParts } from './telegram-text';

describe('a text as Telegram messages', () => {
  it('keeps a text that fits whole', () => {
    expect(telegramParts('Здравствуйте!\n\nВаш заказ оплачен.')).toEqual(['Здравствуйте!\n\nВаш заказ оплачен.']);
  });

  it('cuts a longer one at line breaks, else spaces, else at the limit, every part within it', () => {
    expect(telegramParts('один два\nтри четыре', 12)).toEqual(['один два', 'три четыре']);
    expect(telegramParts('один два три четыре', 10)).toEqual(['один два', 'три четыре']);
    expect(telegramParts('абвгдеёжзийклмн', 6)).toEqual(['абвгде', 'ёжзийк', 'лмн']);
    const long = Array.from({ length: 300 }, (_, index) => `Строка ${index} новости фонда.`).join('\n');
    const parts = telegramParts(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= 4096)).toBe(true);
    expect(parts.join('\n')).toBe(long);
  });

  it('never cuts a character of two code units in half', () => {
    expect(telegramParts('ab😀cd', 3)).toEqual(['ab', '😀c', 'd']);
  });
});
