'use client';

import type { ComponentProps, ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { cn } from '@/lib/utils';

/** What each series of a chart is called and drawn with: shadcn's chart config, as far as the admin needs it. */
export type ChartConfig = Record<string, { label: string; color: string }>;

/**
 * A recharts chart sized by its box (give it a height), each series' colour as `--color-<key>` for the chart's
 * elements to use (`fill="var(--color-amount)"`), and recharts' text in the theme's colours. As shadcn's ChartContainer.
 */
export function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & { config: ChartConfig; children: ReactElement }) {
  const colours = Object.fromEntries(Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]));
  return (
    <div
      data-slot="chart"
      className={cn(
        'w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border',
        className,
      )}
      style={{ ...colours, ...style }}
      {...props}
    >
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The box a tooltip's content is drawn in. */
export function ChartTooltipBox({ title, lines }: { title: string; lines: readonly { label: string; value: string }[] }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <div className="font-medium">{title}</div>
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <span className="text-muted-foreground">{line.label}</span>
          <span className="font-mono font-medium tabular-nums">{line.value}</span>
        </div>
      ))}
    </div>
  );
}
