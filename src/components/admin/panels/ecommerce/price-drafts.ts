import { fitsCurrency } from '@/shared/money';
import { canonicalDecimal } from '@/shared/registry/zod-fields';
import type { ProductPrices } from './shop-answers';

/** What the administrator typed, by currency id; a currency not typed in keeps its loaded price. */
export type PriceDrafts = Readonly<Record<string, string>>;

/** One price to send to PUT …/products/{id}/prices. */
export interface PriceChange {
  billingModuleCurrencyId: string;
  /** Decimal text; null removes the price. */
  amount: string | null;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** The typed text as an amount: commas read as points, an empty box as no price. */
const amountOf = (text: string): string | null => (text.trim() === '' ? null : text.trim().replace(',', '.'));

/** The text each currency's box shows: the draft, else the loaded price, else empty. */
export const shownText = (drafts: PriceDrafts, currencyId: string, loaded: string | null) => drafts[currencyId] ?? loaded ?? '';

/** Why the text is no price in a currency of these decimals, or undefined when it is one (or empty). */
export function priceProblem(text: string, decimals: number): string | undefined {
  const amount = amountOf(text);
  if (amount === null) return undefined;
  if (!DECIMAL.test(amount)) return 'Price must be a decimal number such as 12.50, not negative';
  if (!fitsCurrency(amount, decimals))
    return decimals ? `Price must have at most ${decimals} digits after the point` : 'Price must be a whole number';
  return undefined;
}

/** The drafts that differ from the loaded prices (`1.5` and `1.50` are one price), in the currencies' order. */
export function priceChanges(prices: ProductPrices, drafts: PriceDrafts): PriceChange[] {
  return prices.flatMap(({ billingModuleCurrency: { id }, amount: loaded }) => {
    const text = drafts[id];
    if (text === undefined) return [];
    const amount = amountOf(text);
    const same =
      amount === null || loaded === null
        ? amount === loaded
        : DECIMAL.test(amount) && canonicalDecimal(amount) === canonicalDecimal(loaded);
    return same ? [] : [{ billingModuleCurrencyId: id, amount }];
  });
}

/** Problems of the changes, by currency id: none means they may be sent. */
export function changeProblems(prices: ProductPrices, changes: readonly PriceChange[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const change of changes) {
    const currency = prices.find((price) => price.billingModuleCurrency.id === change.billingModuleCurrencyId);
    const problem =
      change.amount === null || !currency ? undefined : priceProblem(change.amount, currency.billingModuleCurrency.decimals);
    if (problem) problems[change.billingModuleCurrencyId] = problem;
  }
  return problems;
}

/** The currency a server cause names (`data.prices[1].amount` → the second change's), with its message. */
export function causeCurrency(field: string | undefined, changes: readonly PriceChange[]): string | undefined {
  const index = /^data\.prices\[(\d+)\]/.exec(field ?? '')?.[1];
  return index === undefined ? undefined : changes[Number(index)]?.billingModuleCurrencyId;
}
