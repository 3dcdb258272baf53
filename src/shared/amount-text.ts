import type { Language } from './languages';

/** What an amount says of its currency. */
export interface AmountCurrency {
  slug: string;
  symbol: string | null;
  decimals: number;
}

/**
 * An amount as a person reads it in the page's language, with its currency's decimals and symbol (`1 000,00 ₽`,
 * `10.00 €`). The decimal text goes to Intl as text, which formats it exactly: no float stands in between.
 */
export function amountText(amount: string, currency: AmountCurrency, language: Language): string {
  const format = new Intl.NumberFormat(language, {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  });
  return `${format.format(amount as Intl.StringNumericLiteral)} ${currency.symbol || currency.slug.toUpperCase()}`;
}
