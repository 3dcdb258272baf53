'use client';

import { formatDate, formatDateTime, parseDateTime } from '@/shared/admin/format';
import type { InputProps } from '../field-kind';
import { DateField, type DateFormat } from './date-field';
import { utcDayAsLocal, utcMidnight } from './date-value';

export const DATE_TIME_FORMAT: DateFormat = {
  kind: 'datetime',
  format: formatDateTime,
  // `21.11.2026` alone is midnight, as parseDateTime reads it.
  parse: parseDateTime,
  pattern: 'DD.MM.YYYY HH:mm',
  pick: 'Choose date and time',
};

export const DATE_FORMAT: DateFormat = {
  kind: 'date',
  // A date column's value is 00:00 UTC of its day: shown by that UTC day whatever the browser's time zone.
  format: (value) => formatDate(utcDayAsLocal(value)),
  parse: (text) => {
    if (text.includes(':')) return undefined;
    const day = parseDateTime(text);
    return day && utcMidnight(day);
  },
  pattern: 'DD.MM.YYYY',
  pick: 'Choose date',
};

/** `DD.MM.YYYY HH:mm` in the browser's time zone; the form value is a Date, or null when the box is empty. */
export function DateTimeInput(props: InputProps) {
  return <DateField {...props} kind={DATE_TIME_FORMAT} />;
}

/** `DD.MM.YYYY`; the form value is a Date at 00:00 UTC of the day, or null when the box is empty. */
export function DateInput(props: InputProps) {
  return <DateField {...props} kind={DATE_FORMAT} />;
}
