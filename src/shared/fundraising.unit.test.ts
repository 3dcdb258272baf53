import { describe, expect, it } from 'vitest';
import {
  fresherProgress,
  noProgress,
  percentRaised,
  shownCurrency,
  type CurrencyProgress,
  type ProductProgress,
} from './fundraising';

const currency = (slug: string, decimals = 2) => ({ id: slug, slug, symbol: null, title: {}, decimals });
const line = (slug: string, goal: string | null, raised: string, decimals = 2): CurrencyProgress => ({
  currency: currency(slug, decimals),
  goal,
  raised,
  donors: 1,
});

describe('fundraising progress', () => {
  it('is the whole percent of the goal raised, rounded down, computed exactly', () => {
    expect(percentRaised(line('rub', '150000.00', '0.00'))).toBe(0);
    expect(percentRaised(line('rub', '150000.00', '12000.00'))).toBe(8);
    // 0.1 + 0.2 of 0.3 is all of it: no float in between.
    expect(percentRaised(line('rub', '0.30', '0.30'))).toBe(100);
    expect(percentRaised(line('rub', '3.00', '2.99'))).toBe(99);
    expect(percentRaised(line('rub', '100.00', '160.00'))).toBe(160);
    expect(percentRaised(line('jpy', '1000', '999', 0))).toBe(99);
    expect(percentRaised(line('rub', null, '5.00'))).toBe(0);
  });

  it('shows the chosen currency, else the first with a goal, else the first with money', () => {
    const progress: ProductProgress = {
      productId: 'p',
      donors: 2,
      currencies: [line('rub', null, '10.00'), line('eur', '100.00', '1.00')],
      readAt: '2026-11-29T10:00:00.000000Z',
    };
    expect(shownCurrency(progress, 'rub')?.currency.slug).toBe('rub');
    expect(shownCurrency(progress, undefined)?.currency.slug).toBe('eur');
    expect(shownCurrency(progress, 'usd')?.currency.slug).toBe('eur');
    expect(shownCurrency({ ...progress, currencies: [line('rub', null, '10.00')] }, undefined)?.currency.slug).toBe('rub');
    expect(shownCurrency({ ...progress, currencies: [] }, 'rub')).toBeUndefined();
  });

  it('keeps the later read of a project, whichever came first: a page rendered later, or a read again later', () => {
    const rendered = { ...noProgress('p', '2026-11-29T10:00:00.000001Z'), donors: 1 };
    const earlier = noProgress('p', '2026-11-29T09:59:59.999999Z');
    const later = { ...noProgress('p', '2026-11-29T10:00:01.000000Z'), donors: 2 };
    expect(fresherProgress(earlier, rendered)).toBe(rendered);
    expect(fresherProgress(later, rendered)).toBe(later);
    expect(fresherProgress(undefined, rendered)).toBe(rendered);
    // Read at the same time: the one known stays (the islands are not told of a figure no newer).
    expect(fresherProgress(rendered, { ...rendered })).toBe(rendered);
  });
});
