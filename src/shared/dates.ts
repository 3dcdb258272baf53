/** ISO 8601 date or date-time: `2026-11-21`, `2026-11-21T10:00`, `2026-11-21T10:00:00.000Z`, `…+03:00`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A Date from a Date or an ISO 8601 text, or undefined: `new Date()` alone would also read `true`, `1` or
 * `[2020]`. A date-time without a zone is UTC, so the answer does not depend on the server's time zone.
 */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const hasTime = value.length > 10;
  const date = new Date(hasTime && !match[1] ? `${value.replace(' ', 'T')}Z` : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
