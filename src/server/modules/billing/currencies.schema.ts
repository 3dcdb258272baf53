import { z } from 'zod';

/** What a price or a total says of its currency. */
export const currencySummary = z.object({
  id: z.string(),
  slug: z.string(),
  symbol: z.string().nullable(),
  /** The currency's name per language. */
  title: z.record(z.string(), z.string()),
  /** Digits after the point of its amounts: totals are rounded to them. */
  decimals: z.int(),
});

export type CurrencySummary = z.output<typeof currencySummary>;
