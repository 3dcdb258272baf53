import { amountText } from '@/shared/amount-text';
import type { CurrencyProgress } from '@/shared/fundraising';
import type { Language } from '@/shared/languages';
import { cardWords } from './card-words';

/** A project's fundraising progress in the dictionary's words, its amounts as the site writes money (0054). */

/** «Собрано 12 000,00 ₽ из 150 000,00 ₽», or «Собрано 12 000,00 ₽» without a goal. */
export function raisedText({ raised, goal, currency }: CurrencyProgress, language: Language): string {
  const words = cardWords(language);
  const amount = amountText(raised, currency, language);
  return goal === null ? words.raised(amount) : words.raisedOf(amount, amountText(goal, currency, language));
}

/** The share of the goal raised, as the language writes a percentage: «8 %», «8%». */
export const percentText = (percent: number, language: Language): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** «21 человек поддержал сбор», «12 people have given»; none yet: a call to be the first. */
export function donorsText(donors: number, language: Language): string {
  const words = cardWords(language);
  return donors ? words.donors(donors) : words.firstDonor;
}
