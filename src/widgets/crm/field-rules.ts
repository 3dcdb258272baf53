/**
 * The rules a CRM form's answers follow, shared by the browser's check (crm-form.tsx) and the server's
 * (src/server/modules/crm/requests.service.ts), so that the two never disagree. No imports: the browser bundle
 * gets these few lines, not the server's schemas.
 */

/** Longest answer (text) a field takes. */
export const MAX_VALUE_LENGTH = 5_000;

/** CrmInput variants that take a number; every other variant takes text. */
export const isNumberVariant = (variant: string): boolean => variant === 'number-default';

/** Whether an answer says nothing: absent, null, or only spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Digits with one optional decimal separator and exponent: what `parseDecimal` accepts once spaces are gone. */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number as people type it, or undefined when it is none: `12`, `-3.5`, `12,5` (the Russian decimal comma a
 * phone's decimal keyboard gives), `1 000` (spaces between thousands, also no-break ones). Infinite values are none.
 */
export function parseDecimal(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const compact = value.replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL.test(compact)) return undefined;
  const parsed = Number(compact.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}
