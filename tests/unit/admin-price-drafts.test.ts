import { describe, expect, it } from 'vitest';
import {
  causeCurrency,
  changeProblems,
  priceChanges,
  priceProblem,
  shownText,
} from '../../src/components/admin/panels/ecommerce/price-drafts';
import type { ProductPrices } from '../../src/components/admin/panels/ecommerce/shop-answers';

/** The product form's prices panel: what it sends of what was typed, and what it refuses before sending. */

const currency = (id: string, decimals = 2) => ({ id, slug: id, symbol: null, title: {}, decimals });
const loaded: ProductPrices = [
  { billingModuleCurrency: currency('rub'), amount: '0.10' },
  { billingModuleCurrency: currency('eur'), amount: null },
  { billingModuleCurrency: currency('jpy', 0), amount: '150' },
];

describe('prices panel drafts', () => {
  it('shows what was typed over what was loaded', () => {
    expect(shownText({ rub: '0.2' }, 'rub', '0.10')).toBe('0.2');
    expect(shownText({}, 'rub', '0.10')).toBe('0.10');
    expect(shownText({}, 'eur', null)).toBe('');
  });

  it('sends only prices that changed, an emptied box as null, commas as points', () => {
    expect(priceChanges(loaded, { rub: '0.1', eur: ' ', jpy: '150' })).toEqual([]);
    expect(priceChanges(loaded, { rub: '', eur: '1,25', jpy: '200' })).toEqual([
      { billingModuleCurrencyId: 'rub', amount: null },
      { billingModuleCurrencyId: 'eur', amount: '1.25' },
      { billingModuleCurrencyId: 'jpy', amount: '200' },
    ]);
  });

  it("refuses what is no price in the currency's decimals before sending", () => {
    expect(priceProblem('12.50', 2)).toBeUndefined();
    expect(priceProblem('', 2)).toBeUndefined();
    expect(priceProblem('1.234', 2)).toBe('Price must have at most 2 digits after the point');
    expect(priceProblem('1.5', 0)).toBe('Price must be a whole number');
    expect(priceProblem('-1', 2)).toMatch(/not negative/);
    expect(priceProblem('ten', 2)).toMatch(/decimal number/);
    expect(changeProblems(loaded, priceChanges(loaded, { rub: '0.111', eur: '2', jpy: '' }))).toEqual({
      rub: 'Price must have at most 2 digits after the point',
    });
  });

  it("puts the server's refusal under the box of the price it names", () => {
    const changes = priceChanges(loaded, { eur: '1', jpy: '2' });
    expect(causeCurrency('data.prices[1].amount', changes)).toBe('jpy');
    expect(causeCurrency('data.prices[0].billingModuleCurrencyId', changes)).toBe('eur');
    expect(causeCurrency('id', changes)).toBeUndefined();
  });
});
