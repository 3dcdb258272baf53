import { amountText, type AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { periodPhrase, type SubscriptionTerms } from '@/shared/subscriptions';
import { cardWords } from './card-words';

/**
 * How a product is paid, as the storefront's reads hand it over (ecommerce widget-content service): once, or again every
 * period (docs/decisions/0042); a subscription whose interval reads as none has null terms.
 */
export type Purchase = { type: 'one_off' } | { type: 'subscription'; terms: SubscriptionTerms | null };

/** `500,00 ₽ в месяц`, `5.00 € a month`: an amount with its period, or the amount alone (one-off, or no terms). */
export function periodicAmountText(
  amount: string,
  currency: AmountCurrency,
  terms: SubscriptionTerms | null | undefined,
  language: Language,
): string {
  const text = amountText(amount, currency, language);
  return terms ? `${text} ${periodPhrase(terms, language)}` : text;
}

/** What a subscription's button says: «Поддерживать ежемесячно» for a month, «…регулярно» for periods without a word. */
export function subscribeLabel(terms: SubscriptionTerms | null | undefined, language: Language): string {
  const words = cardWords(language).subscribe;
  return terms && terms.intervalCount === 1 ? words[terms.interval] : words.other;
}
