import { amountText } from '@/shared/amount-text';
import type { CurrencyProgress } from '@/shared/fundraising';
import type { Language } from '@/shared/languages';
import { russianPlural } from '@/shared/subscription-standing';

/** What a project's fundraising progress says, in the visitor's language (docs/decisions/0054). */

/** The bar's name for a screen reader: what it measures. */
export const progressLabel = (language: Language): string => (language === 'ru' ? 'Сбор средств' : 'Fundraising');

/** «Собрано 12 000,00 ₽ из 150 000,00 ₽», or «Собрано 12 000,00 ₽» without a goal. */
export function raisedText({ raised, goal, currency }: CurrencyProgress, language: Language): string {
  const amount = amountText(raised, currency, language);
  const target = goal === null ? null : amountText(goal, currency, language);
  if (language === 'ru') return target ? `Собрано ${amount} из ${target}` : `Собрано ${amount}`;
  return target ? `${amount} raised of ${target}` : `${amount} raised`;
}

/** The share of the goal raised, as the language writes a percentage: «8 %», «8%». */
export const percentText = (percent: number, language: Language): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** «21 человек поддержал сбор», «3 человека поддержали сбор», «12 people have given»; none: a call to be the first. */
export function donorsText(donors: number, language: Language): string {
  if (language === 'ru')
    return donors
      ? `${donors} ${russianPlural(donors, ['человек поддержал', 'человека поддержали', 'человек поддержали'])} сбор`
      : 'Станьте первым, кто поддержит сбор';
  if (!donors) return 'Be the first to give';
  return donors === 1 ? '1 person has given' : `${donors} people have given`;
}
