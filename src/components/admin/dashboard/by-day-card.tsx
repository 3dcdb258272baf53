import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { DashboardCard } from './dashboard-card';
import { DayBarChart } from './day-bar-chart';
import { dayText } from './day-text';

/**
 * A figure of each day of the period: a bar chart, described in words for a screen reader, and the same figures as a
 * table anyone may open.
 */
export function ByDayCard({
  title,
  label,
  summary,
  days,
  currency,
  language,
}: {
  title: string;
  /** The figure's name: the table's column and the chart's series. */
  label: string;
  summary: string;
  /** Every day with its figure as the chart draws it (`value`) and as a person reads it (`text`). */
  days: readonly { day: string; value: number; text: string }[];
  currency?: AmountCurrency;
  language: Language;
}) {
  const words = ADMIN_DICTIONARY[language].dashboard;
  return (
    <DashboardCard title={title} className="gap-3 px-2 sm:px-4">
      <DayBarChart
        days={days.map(({ day, value }) => ({ day, value }))}
        {...(currency ? { currency } : {})}
        language={language}
        label={label}
        summary={summary}
      />
      <details className="px-2 text-sm">
        <summary className="cursor-pointer font-medium">{words.showTable}</summary>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{words.day}</TableHead>
              <TableHead className="text-right">{label}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map(({ day, text }) => (
              <TableRow key={day}>
                <TableCell>{dayText(day, language)}</TableCell>
                <TableCell className="text-right tabular-nums">{text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </DashboardCard>
  );
}
