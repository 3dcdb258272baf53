import type { ErrorCause } from './errors';

/** Deepest nesting an input may have: deeper JSON is refused rather than walked. */
export const MAX_INPUT_DEPTH = 64;

/** Why PostgreSQL text or jsonb cannot hold a string, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (!text.isWellFormed()) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

/** `['data', 2, 'slug']` → `data[2].slug`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Every place in an input that the database could not store: text with NUL or a lone surrogate (in values
 * and in keys) and nesting deeper than MAX_INPUT_DEPTH. Walked with a queue, so no input can overflow the stack.
 */
export function unstorableInput(input: unknown): ErrorCause[] {
  const causes: ErrorCause[] = [];
  const fail = (path: PropertyKey[], message: string) => {
    const field = fieldPath(path);
    causes.push({ field, message: field ? `${field}: ${message}` : message });
  };
  const queue: [unknown, PropertyKey[]][] = [[input, []]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) fail(path, problem);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      if (path.length >= MAX_INPUT_DEPTH) fail(path, `must not be nested deeper than ${MAX_INPUT_DEPTH} levels`);
      else if (Array.isArray(value)) value.forEach((item, index) => queue.push([item, [...path, index]]));
      else
        for (const [key, item] of Object.entries(value)) {
          const problem = textProblem(key);
          if (problem) fail([...path, key], `key ${problem}`);
          else queue.push([item, [...path, key]]);
        }
    }
  }
  return causes;
}
