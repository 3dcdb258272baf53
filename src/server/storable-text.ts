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

/** Objects as JSON, superjson and query strings make them (query strings without a prototype). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Keys superjson refuses to send back ("prototype pollution risk"): stored, they would make every later read of
 * the record fail over tRPC.
 */
const UNSENDABLE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function keyProblem(key: string): string | undefined {
  if (UNSENDABLE_KEYS.has(key)) return `key "${key}" is not allowed`;
  const problem = textProblem(key);
  return problem && `key ${problem}`;
}

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

/** A cause at `path`; a module function, not a closure: tsx names each named closure anew, per call (issue 34). */
function addCause(causes: ErrorCause[], path: PropertyKey[], message: string): void {
  const field = fieldPath(path);
  causes.push({ field, message: field ? `${field}: ${message}` : message, code: 'invalid' });
}

/**
 * Inputs frozen all the way down by freezeInput, and what unstorableInput found in each once asked: such an input
 * cannot change, so a list's query string, read once and shared by every request asking it (decision 0064), is looked
 * through once too (issue 34).
 */
const frozenInputs = new WeakMap<object, readonly ErrorCause[] | undefined>();

function freezeAll(value: unknown): void {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) freezeAll(item);
  }
}

/** Whether an input was frozen all the way down by freezeInput: it can no longer change. */
export const isFrozenInput = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && frozenInputs.has(value);

/** Freezes an input all the way down, to be shared by every request that sends it. */
export function freezeInput<T>(value: T): T {
  freezeAll(value);
  if (value && typeof value === 'object') frozenInputs.set(value, undefined);
  return value;
}

/**
 * Every place in an input that the database could not store or the product could not send back: text with NUL
 * or a lone surrogate (in values and in keys), the keys `__proto__`, `constructor` and `prototype`, and nesting
 * deeper than MAX_INPUT_DEPTH. One pass without recursion that visits each object once, so an input whose
 * objects are shared (a graph of 2^depth paths) costs no more than its size.
 */
export function unstorableInput(input: unknown): ErrorCause[] {
  if (!input || typeof input !== 'object' || !frozenInputs.has(input)) return lookThrough(input);
  let causes = frozenInputs.get(input);
  if (!causes) frozenInputs.set(input, (causes = lookThrough(input)));
  return [...causes];
}

function lookThrough(input: unknown): ErrorCause[] {
  const causes: ErrorCause[] = [];
  const visits: Visit[] = [{ value: input, key: undefined, parent: undefined, depth: 0 }];
  const seen = new Set<object>();
  for (let index = 0; index < visits.length; index++) {
    const visit = visits[index]!;
    const { value } = visit;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) addCause(causes, pathOf(visit), problem);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      if (seen.has(value)) continue;
      seen.add(value);
      if (visit.depth >= MAX_INPUT_DEPTH)
        addCause(causes, pathOf(visit), `must not be nested deeper than ${MAX_INPUT_DEPTH} levels`);
      else
        for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
          const problem = typeof key === 'string' ? keyProblem(key) : undefined;
          if (problem) addCause(causes, [...pathOf(visit), key], problem);
          else visits.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
        }
    }
  }
  return causes;
}
