import type { z } from 'zod';
import { freezeInput, isFrozenInput } from '../../storable-text';

/**
 * A zod schema as tRPC takes an input parser: the types tRPC infers from it (`_input`, `_output`, for the typed client)
 * and a synchronous `parse`.
 */
export interface InputParser<S extends z.ZodType> {
  readonly _input: z.input<S>;
  readonly _output: z.output<S>;
  /** The schema itself, for the OpenAPI document. */
  readonly schema: S;
  parse(input: unknown): z.output<S>;
}

/**
 * A procedure's input checked by `schema` (docs/decisions/0092):
 * - Synchronously: tRPC calls zod's `parseAsync` when it can, a few promises and turns of every call, though no input
 *   schema of ours is asynchronous (zod's `parse` throws on one that is, and the call fails loudly).
 * - Once per input frozen all the way down: a list's query string, read once and shared by every request sending it
 *   (decision 0064). Its parsed value is frozen too and shared the same way.
 */
export function inputParser<S extends z.ZodType>(schema: S): InputParser<S> {
  const parsedFrozen = new WeakMap<object, z.output<S>>();
  const parse = (input: unknown): z.output<S> => {
    if (!isFrozenInput(input)) return schema.parse(input);
    let parsed = parsedFrozen.get(input);
    if (parsed === undefined) parsedFrozen.set(input, (parsed = freezeInput(schema.parse(input))));
    return parsed;
  };
  return { schema, parse } as InputParser<S>;
}

/** The zod schema behind a procedure's input parser: the parser itself when it is a schema. */
export function inputSchemaOf(parser: unknown): z.ZodType | undefined {
  if (parser && typeof parser === 'object' && 'schema' in parser && !('_zod' in parser)) return parser.schema as z.ZodType;
  return parser as z.ZodType | undefined;
}
