/**
 * The rules a CRM form's answers follow, shared by the browser's check (src/widgets/crm/crm-form.tsx) and the
 * server's (src/server/modules/crm/requests.schema.ts and requests.service.ts), so that the two never disagree. In
 * src/lib, which both layers may import (server code does not import the UI's widgets). No imports: the browser
 * bundle gets these few lines, not the server's schemas.
 */

/** Longest answer (text) a field takes. */
export const MAX_VALUE_LENGTH = 5_000;

/** Most bytes a submission's `data` (answers and extras, `formId` included) may take as JSON (UTF-8). */
export const MAX_DATA_BYTES = 50 * 1024;

/** Whether `data` is within MAX_DATA_BYTES as JSON: measured the same way in the browser and on the server. */
export const withinDataSize = (data: Readonly<Record<string, unknown>>): boolean =>
  new TextEncoder().encode(JSON.stringify(data)).length <= MAX_DATA_BYTES;

/** CrmInput.type: what a text input's answer must be (any text, an email address, a phone number). */
export const CRM_INPUT_TYPES = ['default', 'email', 'tel'] as const;
export type CrmInputType = (typeof CRM_INPUT_TYPES)[number];

/**
 * An email address as a person writes one: a local part without spaces, `@`, and a domain of at least two labels whose
 * last is letters only (`petr@example.com`, `пётр@почта.рф`); `petr@`, `petr@example` and `petr@@example.com` are not.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[^\s@"<>(),;:\\[\]]{1,64}@(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/** Digits with the signs people put between them (`+7 (912) 345-67-89`), an optional `+` first. */
const PHONE = /^\+?[\d\s().-]+$/;
/** A phone number has 7 (a local number) to 15 digits (the longest international one, E.164). */
export const PHONE_DIGITS = { minimum: 7, maximum: 15 } as const;

export const isEmailAnswer = (text: string): boolean => EMAIL.test(text.trim());

export function isPhoneAnswer(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text.trim()) && digits >= PHONE_DIGITS.minimum && digits <= PHONE_DIGITS.maximum;
}

/** What a text answer of an input of `type` is not, as the message code that says so; undefined when it is fine. */
export function typeProblem(type: string, text: string): 'invalid_email' | 'invalid_phone' | undefined {
  if (type === 'email') return isEmailAnswer(text) ? undefined : 'invalid_email';
  if (type === 'tel') return isPhoneAnswer(text) ? undefined : 'invalid_phone';
  return undefined;
}

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
