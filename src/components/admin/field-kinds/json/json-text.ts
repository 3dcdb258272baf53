/** The text of a json input and what it parses to: pure, no React. */

/**
 * What a json input hands the form while its text does not parse. The generated schema (`z.json()`) accepts any
 * text as a JSON string, so handing it the raw text would save `{"a": 1,` as the string "{\"a\": 1,": this object
 * is refused by `z.json()` instead ("Invalid input"), and carries the text and the parser's message.
 */
export class InvalidJsonText {
  constructor(
    readonly text: string,
    readonly message: string,
  ) {}
}

export const isInvalidJsonText = (value: unknown): value is InvalidJsonText => value instanceof InvalidJsonText;

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; message: string };

/** The JSON value of a text; empty text is no JSON (the input turns it into null or an error itself). */
export function parseJsonText(text: string): JsonTextResult {
  if (text.trim() === '') return { ok: false, message: 'Enter a JSON value, such as {}' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The text a json input starts from: the value pretty-printed, the text of an unparsed value, or nothing. */
export function jsonToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (isInvalidJsonText(value)) return value.text;
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return '';
  }
}

/** Whether two JSON values are the same (by their serialisation; key order counts, which is enough here). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (isInvalidJsonText(a) || isInvalidJsonText(b)) return a === b;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
