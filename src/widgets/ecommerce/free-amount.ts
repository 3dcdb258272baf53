import { amountText, type AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { toMinorUnits } from '@/shared/money';
import { cardWords } from './card-words';

/** A price's bounds where the visitor chooses the amount (decimal texts in the currency's decimals). */
export interface FreeAmountBounds {
  minimum: string;
  maximum: string | null;
}

/**
 * The amount as typed, made the decimal text the server takes (`1 500,50` → `1500.50`), or why not: a number with at
 * most the currency's decimals, within the bounds. Compared as whole minor units: no float ever holds it.
 */
export function readAmount(
  typed: string,
  bounds: FreeAmountBounds,
  currency: AmountCurrency,
  language: Language,
): { amount: string } | { problem: string } {
  const t = cardWords(language);
  const amount = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  let units: bigint;
  try {
    if (!/^\d+(\.\d+)?$/.test(amount)) throw new Error(amount);
    units = toMinorUnits(amount, currency.decimals);
  } catch {
    return { problem: t.amountInvalid };
  }
  const range = rangeText(bounds, currency, language);
  if (units < toMinorUnits(bounds.minimum, currency.decimals)) return { problem: range };
  if (bounds.maximum !== null && units > toMinorUnits(bounds.maximum, currency.decimals)) return { problem: range };
  return { amount };
}

/** `от 100,00 до 1 000 000,00 ₽`: the bounds as the site writes amounts. */
export function rangeText(bounds: FreeAmountBounds, currency: AmountCurrency, language: Language): string {
  const t = cardWords(language);
  const minimum = amountText(bounds.minimum, currency, language);
  return bounds.maximum === null ? t.amountFrom(minimum) : t.amountRange(minimum, amountText(bounds.maximum, currency, language));
}
