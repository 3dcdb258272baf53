import { describe, expect, it } from 'vitest';
import {
  boundsHint,
  boundsMessage,
  boundsMessageFor,
  boundsProblem,
  currencySign,
  stepped,
  type NumberBounds,
} from './crm-number-bounds';

const NONE: NumberBounds = { minimum: null, maximum: null, step: null, currency: null };
/** The donate page's monthly amount: whole roubles from 1. */
const AMOUNT: NumberBounds = { minimum: 1, maximum: null, step: 1, currency: 'RUB' };

describe('a CRM number input’s bounds', () => {
  it('take any number when none is declared', () => {
    for (const value of [-5, 0, 0.5, 1e9]) expect(boundsProblem(value, NONE)).toBeUndefined();
  });

  it('refuse zero and negative amounts, and parts of a step', () => {
    expect(boundsProblem(0, AMOUNT)).toEqual({ kind: 'minimum', limit: 1 });
    expect(boundsProblem(-5, AMOUNT)).toEqual({ kind: 'minimum', limit: 1 });
    expect(boundsProblem(500.5, AMOUNT)).toEqual({ kind: 'step', step: 1, base: 1 });
    expect(boundsProblem(1, AMOUNT)).toBeUndefined();
    expect(boundsProblem(500, AMOUNT)).toBeUndefined();
  });

  it('check a maximum, and decimal steps without binary rounding errors', () => {
    const share: NumberBounds = { minimum: null, maximum: 100, step: 0.01, currency: null };
    expect(boundsProblem(100.01, share)).toEqual({ kind: 'maximum', limit: 100 });
    expect(boundsProblem(0.3, share)).toBeUndefined();
    expect(boundsProblem(12.34, share)).toBeUndefined();
    expect(boundsProblem(12.345, share)).toMatchObject({ kind: 'step' });
    // A step that is not positive is no step.
    expect(boundsProblem(0.5, { ...NONE, step: 0 })).toBeUndefined();
  });

  it('are said in the page’s language, amounts in the input’s currency', () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(boundsMessage({ kind: 'minimum', limit: 1 }, 'ru', 'RUB'))).toBe('Введите число не меньше 1 ₽');
    expect(boundsMessage({ kind: 'minimum', limit: 1 }, 'en', 'RUB')).toBe('Enter a number of at least ₽1');
    expect(nbsp(boundsMessage({ kind: 'maximum', limit: 100000 }, 'ru', null))).toBe('Введите число не больше 100 000');
    expect(boundsMessage({ kind: 'step', step: 1, base: 0 }, 'en', null)).toBe('Enter a number in steps of 1');
    expect(nbsp(boundsMessageFor('Сумма в месяц', { kind: 'minimum', limit: 1 }, 'ru', 'RUB'))).toBe(
      'Сумма в месяц: введите число не меньше 1 ₽',
    );
    expect(nbsp(boundsHint({ ...AMOUNT, maximum: 100000 }, 'ru')!)).toBe('От 1 ₽ до 100 000 ₽');
    expect(boundsHint(AMOUNT, 'en')).toBe('At least ₽1');
    expect(boundsHint(NONE, 'en')).toBeUndefined();
    expect(currencySign('RUB', 'ru')).toBe('₽');
    expect(currencySign('EUR', 'en')).toBe('€');
  });
});

describe('stepping a number field with the arrow keys', () => {
  it('goes a whole step up or down from the minimum, within the bounds', () => {
    expect(stepped(undefined, 1, AMOUNT)).toBe(1);
    expect(stepped(500, 1, AMOUNT)).toBe(501);
    expect(stepped(1, -1, AMOUNT)).toBe(1);
    expect(stepped(-5, 1, AMOUNT)).toBe(1);
    expect(stepped(2.5, -1, AMOUNT)).toBe(2);
    expect(stepped(0.2, 1, { ...NONE, step: 0.1 })).toBe(0.3);
    expect(stepped(10, 1, { ...NONE, maximum: 10 })).toBe(10);
    expect(stepped(undefined, -1, NONE)).toBe(0);
  });
});
