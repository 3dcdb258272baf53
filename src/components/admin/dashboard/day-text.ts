import type { Language } from '@/shared/languages';

/** A UTC day (`2026-11-29`) as a person reads it in `language`, short (`29.11`) on axes and in tables, long in sentences. */
export function dayText(day: string, language: Language, length: 'short' | 'long' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    length === 'short' ? { day: 'numeric', month: 'numeric' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
