import { localized } from '@/shared/localized-text';

const pad = (value: number) => String(value).padStart(2, '0');

/** `21.11.2026 15:05`, in the browser's time zone: how the admin shows and takes dates with a time. */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** `21.11.2026`. */
export function formatDate(value: Date): string {
  return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
}

const DATE_TIME = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2}))?\s*$/;

/** Reads `DD.MM.YYYY HH:mm` (or `DD.MM.YYYY`) as a local time; undefined when it is no real date. */
export function parseDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [day, month, year, hours = 0, minutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(year!, month! - 1, day!, hours, minutes);
  const real =
    date.getFullYear() === year && date.getMonth() === month! - 1 && date.getDate() === day && hours! < 24 && minutes! < 60;
  return real ? date : undefined;
}

/**
 * How a record is named wherever it is picked or referred to: its title in the admin's language, its adminTitle and
 * its variant (the spec: the option label combines title, admin title and variant), or its id when it has none.
 */
export function recordLabel(record: Record<string, unknown>, language: string): string {
  const title = localized(record.title, language) || localized(record.name, language) || localized(record.email, language);
  const adminTitle = typeof record.adminTitle === 'string' ? record.adminTitle : '';
  const parts = [title, adminTitle && adminTitle !== title ? adminTitle : ''].filter(Boolean);
  const variant = typeof record.variant === 'string' && record.variant !== 'default' ? ` (${record.variant})` : '';
  return parts.length ? parts.join(' · ') + variant : String(record.id ?? '');
}
