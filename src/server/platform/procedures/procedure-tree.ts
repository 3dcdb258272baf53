import type { ZodType } from 'zod';
import { inputSchemaOf } from './input-parser';
import type { ProcedureMeta } from './meta';

/** Procedures by key, nested: `{ host: { pages: { list, findByUrl } } }`, as the app router is built from. */
export interface ProcedureTree {
  readonly [key: string]: ProcedureLike | ProcedureTree;
}

/** What this module reads of a tRPC procedure. */
interface ProcedureLike {
  (...args: never[]): unknown;
  meta?: ProcedureMeta;
}

/** One procedure of a tree: its dotted path (`host.pages.findByUrl`), keys, meta, input and output schemas. */
export interface ProcedureInfo {
  path: string;
  keys: readonly string[];
  meta: ProcedureMeta;
  /** The zod schema its input is checked with (the last `.input()`), if any. */
  input: ZodType | undefined;
  /** The zod schema its answer is checked with (`.output()`), if any. */
  output: ZodType | undefined;
}

/**
 * Every procedure of a tree, in declaration order. The only place that looks inside a tRPC procedure (its
 * `_def.inputs` and `_def.output`, for the OpenAPI document); everything else goes through `meta`, which tRPC
 * publishes.
 */
export function proceduresOf(tree: ProcedureTree, prefix: readonly string[] = []): ProcedureInfo[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const keys = [...prefix, key];
    if (typeof value !== 'function') return proceduresOf(value, keys);
    const def = (value as { _def?: { inputs?: unknown[]; output?: unknown } })._def;
    return [
      {
        path: keys.join('.'),
        keys,
        meta: value.meta ?? {},
        input: inputSchemaOf(def?.inputs?.at(-1)),
        output: def?.output as ZodType | undefined,
      },
    ];
  });
}

type Merged<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A
    ? K extends keyof B
      ? A[K] extends (...args: never[]) => unknown
        ? never
        : B[K] extends (...args: never[]) => unknown
          ? never
          : Merged<A[K], B[K]>
      : A[K]
    : K extends keyof B
      ? B[K]
      : never;
};

/**
 * Merges two procedure trees key by key (`host.pages` gets the generic and the module's procedures); two
 * procedures at one key fail the start, naming it.
 */
export function mergeProcedureTrees<A extends object, B extends object>(a: A, b: B, prefix = ''): Merged<A, B> {
  const merged: Record<string, ProcedureLike | ProcedureTree> = { ...(a as ProcedureTree) };
  for (const [key, value] of Object.entries(b as ProcedureTree)) {
    const existing = merged[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (existing === undefined) merged[key] = value;
    else if (typeof existing === 'function' || typeof value === 'function')
      throw new Error(`Two procedures are declared at ${path}: rename one of them`);
    else merged[key] = mergeProcedureTrees(existing, value, path);
  }
  return merged as Merged<A, B>;
}
