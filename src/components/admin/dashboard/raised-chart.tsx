'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis } from 'recharts';
import { ChartContainer, ChartTooltipBox, type ChartConfig } from '@/components/ui/chart';
import { amountText, type AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { fromMinorUnits, toMinorUnits } from '@/shared/money';
import { dayText } from './day-text';

export interface RaisedChartProps {
  currency: AmountCurrency;
  /** Every day of the period (`2026-11-29`) with what was paid on it, exact decimal text. */
  days: readonly { day: string; amount: string }[];
  language: Language;
  /** The series' name (the admin's word for an amount). */
  label: string;
  /** What the chart shows, for those who do not see it: said by the figure around it. */
  summary: string;
}

/**
 * Money raised by day in one currency, as bars. Bar heights are minor units (whole kopecks, exact as numbers far past
 * any sum given); every figure shown is the exact amount written by amountText.
 */
export function RaisedChart({ currency, days, language, label, summary }: RaisedChartProps) {
  const config = { amount: { label, color: 'var(--primary)' } } satisfies ChartConfig;
  const data = days.map(({ day, amount }) => ({ day, amount: Number(toMinorUnits(amount, currency.decimals)) }));
  const textOf = (units: number) => amountText(fromMinorUnits(BigInt(units), currency.decimals), currency, language);
  return (
    <ChartContainer config={config} className="h-48" role="img" aria-label={summary}>
      <BarChart data={data} margin={{ top: 8, right: 4, left: 4, bottom: 0 }} accessibilityLayer={false}>
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
              <ChartTooltipBox title={dayText(point.day, language)} lines={[{ label, value: textOf(point.amount) }]} />
            ) : null;
          }}
        />
        <Bar dataKey="amount" fill="var(--color-amount)" radius={3} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
