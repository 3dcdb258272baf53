/** Date conversions of the date and date-time inputs, cells and filters: pure, no React. */

/** A form value as a valid Date (a Date, or an ISO text or epoch number as a server might send it), else null. */
export function asDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The same calendar day at 00:00 UTC: what a date column stores. */
export const utcMidnight = (localDay: Date): Date =>
  new Date(Date.UTC(localDay.getFullYear(), localDay.getMonth(), localDay.getDate()));

/** The UTC day of a date column's value as a local Date (so local formatting and the calendar show that day). */
export const utcDayAsLocal = (value: Date): Date => new Date(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());

/** The UTC day and time of a moment as a local Date: shown the same by a server and a browser in any time zone. */
export const utcTimeAsLocal = (value: Date): Date =>
  new Date(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate(), value.getUTCHours(), value.getUTCMinutes());

/** Minutes the time picker offers: steps of 5, plus the value's own minute when it is off the grid (15:07). */
export function minuteOptions(current?: number): number[] {
  const steps = Array.from({ length: 12 }, (_, index) => index * 5);
  return current === undefined || steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}

export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

export const twoDigits = (value: number) => String(value).padStart(2, '0');
