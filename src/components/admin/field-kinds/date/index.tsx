import { useHydrated } from '@/lib/use-hydrated';
import { formatDate, formatDateTime, parseDateTime } from '@/shared/admin/format';
import type { CellProps, FieldKind, FilterKind, FilterValueProps } from '../field-kind';
import { EmptyCell } from '../shared/cell-parts';
import { COMPARE_METHODS, FilterTextValue, nullMethods } from '../shared/filter-parts';
import { DATE_FORMAT, DATE_TIME_FORMAT, DateInput, DateTimeInput } from './date-input';
import { asDate, twoDigits, utcDayAsLocal, utcTimeAsLocal } from './date-value';

function DateCell({ field, value }: CellProps) {
  const date = asDate(value);
  // The server render (the table's first page) knows no browser's time zone: it and the hydration show a moment in
  // UTC, the browser's own zone follows.
  const local = useHydrated();
  // A date column holds a day, sent as its UTC midnight: shown as that day wherever the browser is.
  const text = !date
    ? String(value)
    : field.type === 'date'
      ? formatDate(utcDayAsLocal(date))
      : formatDateTime(local ? date : utcTimeAsLocal(date));
  return text ? <span className="tabular-nums">{text}</span> : <EmptyCell />;
}

/** The filter of a day (`DD.MM.YYYY`, sent as `YYYY-MM-DD`) or a moment (`DD.MM.YYYY HH:mm`, sent as ISO). */
function dateFilter(kind: 'date' | 'datetime'): FilterKind {
  const placeholder = () => (kind === 'date' ? 'DD.MM.YYYY' : `DD.MM.YYYY HH:mm (${formatDate(new Date())} 00:00)`);
  return {
    methods: (field) => [...COMPARE_METHODS, 'eq', ...nullMethods(field)],
    labels: (words) => words.timeMethods,
    ValueInput: (props: FilterValueProps) => <FilterTextValue {...props} placeholder={placeholder()} />,
    valueProblem: (_field, values, words) =>
      values.some((value) => !parseDateTime(value)) ? words.notDate(kind === 'datetime') : undefined,
    requestValue: (_field, text) => {
      const date = parseDateTime(text);
      if (!date) return text;
      return kind === 'date'
        ? `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
        : date.toISOString();
    },
  };
}

/** What a date typed wrong gives (an invalid Date), said with the pattern to write. */
const invalidDateProblem = (pattern: string) => (value: unknown, label: string) =>
  value instanceof Date && Number.isNaN(value.getTime())
    ? { code: 'invalid_format' as const, params: { format: 'date' }, message: `${label} must be a date written ${pattern}` }
    : undefined;

/** A day. */
export const DATE_KIND: FieldKind = {
  Input: DateInput,
  wide: false,
  Cell: DateCell,
  filter: dateFilter('date'),
  problem: invalidDateProblem(DATE_FORMAT.pattern),
};

/** A moment: a day and a time. */
export const DATE_TIME_KIND: FieldKind = {
  Input: DateTimeInput,
  wide: false,
  Cell: DateCell,
  filter: dateFilter('datetime'),
  problem: invalidDateProblem(DATE_TIME_FORMAT.pattern),
};
