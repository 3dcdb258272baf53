import { toMinorUnits } from './money';

/*
 * A project's fundraising progress (docs/decisions/0054): per currency, what paid donations brought towards its goal.
 * Amounts are decimal texts in the currency's decimals, as every amount the server answers.
 */

/** Most projects one read of progress names (a page with more reads them in several). */
export const MAX_PROGRESS_IDS = 100;

/** What the progress says of a currency. */
export interface ProgressCurrency {
  id: string;
  slug: string;
  symbol: string | null;
  title: Record<string, string>;
  decimals: number;
}

/** One currency of a project: its goal (null when it has none there), what was raised, and by how many donors. */
export interface CurrencyProgress {
  currency: ProgressCurrency;
  goal: string | null;
  raised: string;
  donors: number;
}

/**
 * A project's progress: its currencies in the admin's order, and its donors in any of them (each counted once); and
 * when the database read it (`readAt`, UTC ISO 8601 to the microsecond), so that of two figures a page holds (the one it
 * was rendered with, one read again) the later read wins (fresherProgress).
 */
export interface ProductProgress {
  productId: string;
  donors: number;
  currencies: CurrencyProgress[];
  readAt: string;
}

/** A project nobody has given to and that has no goal, as read at `readAt`. */
export const noProgress = (productId: string, readAt: string): ProductProgress => ({
  productId,
  donors: 0,
  currencies: [],
  readAt,
});

/** The later read of two figures of one project (the known one when they were read at the same time). */
export const fresherProgress = (known: ProductProgress | undefined, other: ProductProgress): ProductProgress =>
  known && known.readAt >= other.readAt ? known : other;

/**
 * The whole percent of the goal raised, rounded down (a goal is never shown reached before it is), exact: the amounts
 * are compared in minor units. May exceed 100.
 */
export function percentRaised({ raised, goal, currency }: CurrencyProgress): number {
  if (goal === null) return 0;
  const target = toMinorUnits(goal, currency.decimals);
  if (target <= 0n) return 0;
  return Number((toMinorUnits(raised, currency.decimals) * 100n) / target);
}

/**
 * The currency to show: the one the visitor chose where the project has a goal or money in it, else the first with a
 * goal, else the first with money; undefined when there is none.
 */
export function shownCurrency(progress: ProductProgress, chosen: string | undefined): CurrencyProgress | undefined {
  const { currencies } = progress;
  return (
    currencies.find((each) => each.currency.slug === chosen) ?? currencies.find((each) => each.goal !== null) ?? currencies[0]
  );
}
