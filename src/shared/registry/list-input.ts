import { z } from 'zod';
import { computedFieldMeta, type ComputedColumnMeta } from './computed-columns';
import { SEARCH_MAX_LENGTH } from './search-fields';
import type { FieldMeta } from './types';

export const FILTER_METHODS = [
  'eq',
  'ne',
  'not',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'notLike',
  'notIlike',
  'inArray',
  'notInArray',
  'isNull',
  'isNotNull',
] as const;
export type FilterMethod = (typeof FILTER_METHODS)[number];

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/**
 * Most rows an approximate count counts one by one: past it, it answers the planner's estimate, so that the
 * admin's page counter costs the same on a table of a million rows as on one of ten thousand.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** A key inside a JSON column, such as a title's language: `title.en`. */
const JSON_KEY_COLUMN = /^([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z0-9_-]+)$/;

export interface ColumnRef {
  field: FieldMeta;
  /** Set when the filter reads one key inside a JSON column. */
  jsonKey?: string;
  /** Set when it is a computed column (computed-columns.ts), which its module's SQL reads. */
  computed?: ComputedColumnMeta;
}

/**
 * Resolves a filter or order column against the entity's readable fields, then its computed columns; secrets are
 * never filterable.
 */
export function resolveColumn(
  fields: ReadonlyMap<string, FieldMeta>,
  column: string,
  computedColumns: readonly ComputedColumnMeta[] = [],
): ColumnRef | undefined {
  const direct = fields.get(column);
  if (direct) return direct.secret ? undefined : { field: direct };
  const computed = computedColumns.find((candidate) => candidate.name === column);
  if (computed) return { field: computedFieldMeta(computed), computed };
  const match = JSON_KEY_COLUMN.exec(column);
  const jsonField = match ? fields.get(match[1]!) : undefined;
  if (!match || !jsonField || jsonField.type !== 'json' || jsonField.secret) return undefined;
  return { field: jsonField, jsonKey: match[2]! };
}

const filterSchema = z.strictObject({
  column: z.string({ error: 'column is required' }).min(1, 'column is required'),
  method: z.enum(FILTER_METHODS, { error: `method must be one of ${FILTER_METHODS.join(', ')}` }),
  value: z.unknown().optional(),
});
export type Filter = z.infer<typeof filterSchema>;

const orderSchema = z.strictObject({
  column: z.string({ error: 'column is required' }).min(1, 'column is required'),
  method: z.enum(['asc', 'desc'], { error: 'method must be asc or desc' }).default('asc'),
});

const filtersSchema = z.strictObject({
  and: z.array(filterSchema).optional(),
  or: z.array(filterSchema).optional(),
});

/** A whole number, given as a number or (in a query string) as its decimal digits. */
export const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`),
  );

/** A yes or no, given as a boolean or (in a query string) as `true` or `false`. */
const flag = (name: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${name} must be true or false` }),
  );

/** Text looked for in every text field and language of the entity (src/server/crud/search.ts). */
const searchSchema = z
  .string({ error: 'search must be text' })
  .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .optional()
  .meta({
    description:
      'Records where this text occurs, case ignored (% and _ taken literally), in any text field or any language of a ' +
      'multilingual field, or whose id it is; combined with the filters by AND. Empty: no search',
  });

/** Builds the list and count input schemas of one entity: every column name is checked against it. */
export function listInputSchemas(fields: ReadonlyMap<string, FieldMeta>, computedColumns: readonly ComputedColumnMeta[] = []) {
  const checkColumns = (list: readonly { column: string }[] | undefined, ctx: z.RefinementCtx, path: (string | number)[]) =>
    list?.forEach((item, index) => {
      if (!resolveColumn(fields, item.column, computedColumns))
        ctx.addIssue({ code: 'custom', path: [...path, index, 'column'], message: `Unknown column "${item.column}"` });
    });
  const filters = filtersSchema.superRefine((value, ctx) => {
    checkColumns(value.and, ctx, ['and']);
    checkColumns(value.or, ctx, ['or']);
  });
  const count = z.strictObject({
    filters: filters.optional(),
    search: searchSchema,
    approximate: flag('approximate')
      .optional()
      .meta({
        description: `Where the database estimates more than ${EXACT_COUNT_LIMIT} rows, answer its estimate; else count at most ${EXACT_COUNT_LIMIT + 1} rows, and past ${EXACT_COUNT_LIMIT} answer the estimate (never less than ${EXACT_COUNT_LIMIT + 1})`,
      }),
  });
  const list = z.strictObject({
    filters: filters.optional(),
    search: searchSchema,
    orderBy: z
      .strictObject({ and: z.array(orderSchema) })
      .superRefine((value, ctx) => checkColumns(value.and, ctx, ['and']))
      .optional(),
    limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    offset: wholeNumber('offset', 0).default(0),
  });
  return { list, count };
}

export type ListInput = z.output<ReturnType<typeof listInputSchemas>['list']>;
export type CountInput = z.output<ReturnType<typeof listInputSchemas>['count']>;
