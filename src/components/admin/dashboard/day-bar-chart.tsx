'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis } from 'recharts';
import { ChartContainer, ChartTooltipBox, type ChartConfig } from '@/components/ui/chart';
import { amountText, type AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { fromMinorUnits } from '@/shared/money';
import { dayText } from './day-text';

export interface DayBarChartProps {
  /** Every day of the period (`2026-11-29`) with its figure: a count, or an amount in the currency's minor units. */
  days: readonly { day: string; value: number }[];
  /** The currency of amounts; none for counts. */
  currency?: AmountCurrency;
  language: Language;
  /** The series' name (the admin's word for an amount, or for views). */
  label: string;
  /** What the chart shows, for those who do not see it: said by the figure around it. */
  summary: string;
}

/**
 * A figure by day, as bars. Money comes as minor units (whole kopecks, exact as numbers far past any sum given) and
 * every amount shown is the exact one written by amountText.
 */
export function DayBarChart({ days, currency, language, label, summary }: DayBarChartProps) {
  const config = { value: { label, color: 'var(--primary)' } } satisfies ChartConfig;
  const textOf = (value: number) =>
    currency
      ? amountText(fromMinorUnits(BigInt(value), currency.decimals), currency, language)
      : new Intl.NumberFormat(language).format(value);
  return (
    <ChartContainer config={config} className="h-48" role="img" aria-label={summary}>
      <BarChart data={[...days]} margin={{ top: 8, right: 4, left: 4, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="day"
          tickLine={false}
          axisLine={false}
          tickMargin={6}
          minTickGap={12}
          tickFormatter={(day: string) => dayText(day, language)}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          content={({ active, payload }) => {
            const point = active ? payload?.[0]?.payload : undefined;
            return point ? (
              <ChartTooltipBox title={dayText(point.day, language)} lines={[{ label, value: textOf(point.value) }]} />
            ) : null;
          }}
        />
        <Bar dataKey="value" fill="var(--color-value)" radius={3} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
