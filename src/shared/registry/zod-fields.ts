import { z } from 'zod';
import { parseDate } from '../dates';
import { ReceivedFile } from '../received-file';

/** Error map that names a missing field plainly instead of zod's "expected string, received undefined". */
export const requiredError =
  (name: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? `${name} is required` : undefined;

/** An id given in a route's path, query or body: required, as text, in the spec's words (`orderId is required`). */
export const idOf = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .trim()
    .min(1, `${name} is required`)
    .max(500, `${name} must be at most 500 characters`);

/** A multilingual text: a map from language code to text, such as `{ "ru": "…", "en": "…" }`. */
export const multilingual = () => z.record(z.string(), z.string(), { error: 'must be a map from language code to text' });

/** Dates PostgreSQL can store and JavaScript can write back: years 1 to 9999. */
const EARLIEST = new Date('0001-01-01T00:00:00.000Z');
const LATEST = new Date('9999-12-31T23:59:59.999Z');

/** A date or date-time given as a Date or an ISO 8601 text. */
export const dateValue = (name: string) =>
  z.preprocess(
    (value) => parseDate(value) ?? value,
    z
      .date({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be an ISO 8601 date`) })
      .min(EARLIEST, `${name} must be in the years 1 to 9999`)
      .max(LATEST, `${name} must be in the years 1 to 9999`),
  );

/** A ReceivedFile; described for the OpenAPI document as what it is on the wire, a file part of the form. */
const receivedFile = z.instanceof(ReceivedFile).meta({
  type: 'string',
  format: 'binary',
  description: 'a file sent beside data in a multipart body, in the form field of this name',
});

/**
 * A field edited with a file input: its text (a stored file's URL), or a file received with the request
 * (a ReceivedFile, which only readRequestBody makes: no JSON or superjson input can forge one). The file is
 * stored, and replaced by its URL, before the record is written.
 */
export const fileValue = <T extends z.ZodType>(name: string, text: T) =>
  z.union([text, receivedFile], {
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a text or a file`),
  });

/**
 * A `@managed` field in the generic create and update inputs: only its module's services write it, so a generic call
 * naming it is refused with a 400 that names the field and says why (left out, it would read as an unknown key).
 */
export const managed = (name: string) =>
  z
    .never({ error: `${name} is managed by its module: no generic call may write it` })
    .optional()
    .meta({ readOnly: true, description: `${name} is written only by its module's own services` });

/** Digits a decimal may have before and after its point: prices, weights and amounts, with room to spare. */
export const DECIMAL_DIGITS = { integer: 20, fraction: 10 } as const;
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * An exact decimal, kept as its text (`"0.30"`) so that no binary float ever rounds it: a text of digits with an
 * optional point, or a JSON number (read by its shortest decimal text: `0.1` is `"0.1"`). Answers the canonical text.
 */
export const decimalValue = (name: string, bounds: { min?: number; max?: number } = {}) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a decimal number such as 12.50`),
    })
    .transform((value, context) => {
      // A comma is refused, not read as a point: in `1,000` it separates thousands.
      const text = typeof value === 'number' ? String(value) : value.trim();
      const problem = decimalProblem(text, bounds);
      if (problem) {
        context.addIssue({ code: 'custom', message: `${name} ${problem}` });
        return z.NEVER;
      }
      return canonicalDecimal(text);
    })
    .meta({ description: 'an exact decimal, best sent as text ("12.50"); answered as its canonical text ("12.5")' });

/** What is wrong with a decimal text, or undefined. */
function decimalProblem(text: string, { min, max }: { min?: number; max?: number }): string | undefined {
  if (!DECIMAL_TEXT.test(text)) return 'must be a decimal number such as 12.50';
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  if (whole.replace(/^0+(?=\d)/, '').length > DECIMAL_DIGITS.integer)
    return `must have at most ${DECIMAL_DIGITS.integer} digits before the point`;
  if (fraction.replace(/0+$/, '').length > DECIMAL_DIGITS.fraction)
    return `must have at most ${DECIMAL_DIGITS.fraction} digits after the point`;
  // The bounds are small whole numbers (0, 1): comparing through a float is exact at them.
  if (min !== undefined && Number(text) < min) return `must be at least ${min}`;
  if (max !== undefined && Number(text) > max) return `must be at most ${max}`;
  return undefined;
}

/** `007.50` → `7.5`, `-0.0` → `0`: one text per value, as the database answers it (trim_scale). */
export function canonicalDecimal(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const body = decimals ? `${digits}.${decimals}` : digits;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}
