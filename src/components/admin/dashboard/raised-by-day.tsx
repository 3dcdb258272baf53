import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { amountText, type AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { toMinorUnits } from '@/shared/money';
import { dayText } from './day-text';
import { RaisedChart } from './raised-chart';

/**
 * What was raised each day in one currency: a bar chart, described in words for a screen reader, and the same figures
 * as a table anyone may open.
 */
export function RaisedByDay({
  currency,
  days,
  language,
}: {
  currency: AmountCurrency & { slug: string };
  days: readonly { day: string; amount: string }[];
  language: Language;
}) {
  const words = ADMIN_DICTIONARY[language].dashboard;
  const title = words.raisedByDay(currency.symbol || currency.slug.toUpperCase());
  const best = days.reduce((top, day) =>
    toMinorUnits(day.amount, currency.decimals) > toMinorUnits(top.amount, currency.decimals) ? day : top,
  );
  const summary = words.chartSummary(
    currency.slug.toUpperCase(),
    days.length,
    amountText(best.amount, currency, language),
    dayText(best.day, language),
  );
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-2 sm:px-4">
        <RaisedChart currency={currency} days={days} language={language} label={words.amount} summary={summary} />
        <details className="px-2 text-sm">
          <summary className="cursor-pointer font-medium">{words.showTable}</summary>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{words.day}</TableHead>
                <TableHead className="text-right">{words.amount}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {days.map(({ day, amount }) => (
                <TableRow key={day}>
                  <TableCell>{dayText(day, language)}</TableCell>
                  <TableCell className="text-right tabular-nums">{amountText(amount, currency, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
      </CardContent>
    </Card>
  );
}
