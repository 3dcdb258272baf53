/** What a number input's text means: pure, no React. */

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/**
 * What a number field's text means: null when empty, the number when it reads as one (a decimal comma is
 * accepted), NaN otherwise: a number the schema refuses, never a string.
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!NUMBER.test(trimmed)) return Number.NaN;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Whether `text` already shows `value` (so a re-render must not rewrite what is being typed: `1.` or `-`). */
export function numberTextShows(text: string, value: unknown): boolean {
  const parsed = parseNumberText(text);
  if (value === null || value === undefined || value === '') return parsed === null;
  if (typeof value !== 'number') return false;
  return Number.isNaN(value) ? parsed !== null && Number.isNaN(parsed) : parsed === value;
}
