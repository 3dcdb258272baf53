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

interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
  depth: number;
}

/** The path of a visit, built only when something there fails. */
const pathOf = (visit: Visit): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
};

/**
 * Every place in an input that the database could not store: text with NUL or a lone surrogate (in values
 * and in keys) and nesting deeper than MAX_INPUT_DEPTH. One pass over the input, without recursion.
 */
export function unstorableInput(input: unknown): ErrorCause[] {
  const causes: ErrorCause[] = [];
  const fail = (path: PropertyKey[], message: string) => {
    const field = fieldPath(path);
    causes.push({ field, message: field ? `${field}: ${message}` : message });
  };
  const visits: Visit[] = [{ value: input, key: undefined, parent: undefined, depth: 0 }];
  for (let index = 0; index < visits.length; index++) {
    const visit = visits[index]!;
    const { value } = visit;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) fail(pathOf(visit), problem);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      if (visit.depth >= MAX_INPUT_DEPTH) fail(pathOf(visit), `must not be nested deeper than ${MAX_INPUT_DEPTH} levels`);
      else
        for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
          const problem = typeof key === 'string' ? textProblem(key) : undefined;
          if (problem) fail([...pathOf(visit), key], `key ${problem}`);
          else visits.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
        }
    }
  }
  return causes;
}
