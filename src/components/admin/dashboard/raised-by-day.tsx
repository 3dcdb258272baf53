import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { amountText, type AmountCurrency } from '@/shared/amount-text';
import type { Language } from '@/shared/languages';
import { toMinorUnits } from '@/shared/money';
import { ByDayCard } from './by-day-card';
import { dayText } from './day-text';

/** What was raised each day in one currency. */
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
  const best = days.reduce((top, day) =>
    toMinorUnits(day.amount, currency.decimals) > toMinorUnits(top.amount, currency.decimals) ? day : top,
  );
  return (
    <ByDayCard
      title={words.raisedByDay(currency.symbol || currency.slug.toUpperCase())}
      label={words.amount}
      summary={words.chartSummary(
        currency.slug.toUpperCase(),
        days.length,
        amountText(best.amount, currency, language),
        dayText(best.day, language),
      )}
      days={days.map(({ day, amount }) => ({
        day,
        value: Number(toMinorUnits(amount, currency.decimals)),
        text: amountText(amount, currency, language),
      }))}
      currency={currency}
      language={language}
    />
  );
}
