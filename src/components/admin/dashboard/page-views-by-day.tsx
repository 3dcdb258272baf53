import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import type { Language } from '@/shared/languages';
import { ByDayCard } from './by-day-card';
import { dayText } from './day-text';

/** How many times the site's pages were viewed each day of the period. */
export function PageViewsByDay({ days, language }: { days: readonly { day: string; views: number }[]; language: Language }) {
  const words = ADMIN_DICTIONARY[language].dashboard;
  const count = new Intl.NumberFormat(language);
  const best = days.reduce((top, day) => (day.views > top.views ? day : top));
  return (
    <ByDayCard
      title={words.pageViewsByDay}
      label={words.views}
      summary={words.viewsChartSummary(days.length, count.format(best.views), dayText(best.day, language))}
      days={days.map(({ day, views }) => ({ day, value: views, text: count.format(views) }))}
      language={language}
    />
  );
}
