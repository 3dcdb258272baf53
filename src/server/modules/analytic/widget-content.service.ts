import 'server-only';
import {
  byCurrency,
  isFigureMetric,
  isFigurePeriod,
  type FigureMetric,
  type FigurePeriod,
} from '../../../shared/analytic-figures';
import { metricDayOf, type MetricDay } from '../../../shared/analytic-metrics';
import type { Database } from '../../db/database';
import { allCurrencies, type CurrencySummary } from '../billing';

/** One part of a figure: a count (no currency), or a sum or count of donations in one currency. */
export interface FigurePart {
  currency: CurrencySummary | null;
  /** Exact decimal text, as the metrics hold it. */
  value: string;
}

/** What an analytic widget shows (docs/decisions/0053): its figure over its period, and the goal it names. */
export interface AnalyticFigure {
  metric: FigureMetric;
  period: FigurePeriod;
  /** One part for a count or a sum in the widget's currency; a sum without one: a part per currency given in. */
  parts: FigurePart[];
  /** Exact decimal text, or null without one. */
  goal: string | null;
}

const DAY_MS = 86_400_000;

/** The first UTC day of the period that ends today, or null for every day counted. */
export function periodStart(period: FigurePeriod, now: Date): MetricDay | null {
  const today = metricDayOf(now);
  if (period === 'this-year') return `${today.slice(0, 4)}-01-01`;
  if (period === 'this-month') return `${today.slice(0, 7)}-01`;
  if (period === 'last-30-days') return metricDayOf(new Date(now.getTime() - 29 * DAY_MS));
  return null;
}

/**
 * The figure of an analytic widget, summed from the daily metrics of its period (a few rows per day: one statement on
 * the indexed (day, title)). Null for a widget that no longer exists or names a figure no page may show.
 */
export async function figureOfWidget(db: Database, widgetId: string, now = new Date()): Promise<AnalyticFigure | null> {
  const widget = await db.prisma.analyticWidget.findUnique({
    where: { id: widgetId },
    select: { metric: true, period: true, billingModuleCurrencyId: true, goal: true },
  });
  if (!widget || !isFigureMetric(widget.metric) || !isFigurePeriod(widget.period)) return null;
  const { metric, period } = widget;
  // Per breakdown (a currency's slug, or empty) and in all: a count's total, or the donations in every currency.
  const sums = await db.query<{ breakdown: string | null; value: string | null }>(
    `SELECT "breakdown", sum("value")::text AS "value" FROM "AnalyticMetric"
      WHERE "title" = $1 AND ($2::date IS NULL OR "day" >= $2::date)
      GROUP BY GROUPING SETS (("breakdown"), ())`,
    [metric, periodStart(period, now)],
  );
  const sumOf = (breakdown: string | null) => sums.find((sum) => sum.breakdown === breakdown)?.value ?? '0';
  const goal = widget.goal === null ? null : widget.goal.toString();
  const figure = (parts: FigurePart[]): AnalyticFigure => ({ metric, period, parts, goal });
  if (!byCurrency(metric)) return figure([{ currency: null, value: sumOf(null) }]);

  const currencies = await allCurrencies(db);
  const chosen = currencies.find((currency) => currency.id === widget.billingModuleCurrencyId);
  if (chosen) return figure([{ currency: chosen, value: sumOf(chosen.slug) }]);
  if (metric !== 'donations-amount') return figure([{ currency: null, value: sumOf(null) }]);
  // A sum with no currency named: each currency given in, in the admin's order; none yet, the first currency's nothing.
  const given = currencies.filter((currency) => sums.some((sum) => sum.breakdown === currency.slug));
  return figure((given.length ? given : currencies.slice(0, 1)).map((currency) => ({ currency, value: sumOf(currency.slug) })));
}
