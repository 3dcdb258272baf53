import { quote } from '../db/sql';
import { badRequest, type ErrorCause } from '../errors';
import type { MessageCode, MessageParams } from '../../shared/message-codes';
import type { Entity } from '../../shared/registry/define-entity';
import { resolveColumn, type CountInput, type Filter, type ListInput } from '../../shared/registry/list-input';
import type { ColumnType } from '../../shared/registry/types';
import { parseDate } from '../../shared/dates';
import { textProblem } from '../storable-text';
import { searchPattern } from '../../shared/search-pattern';
import { computedSelect, type EntityComputedSql } from './computed-columns';
import { searchExpression } from './search';
import { shownCondition, type RecordScope } from './shown-records';

/** A parameterised SQL statement: `$1`, `$2`… refer to `params`. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** The SQL type each column type is cast to in a parameter (`$1::int`). */
export const CASTS: Record<ColumnType, string> = {
  string: 'text',
  int: 'int',
  float: 'float8',
  decimal: 'numeric',
  boolean: 'boolean',
  datetime: 'timestamptz',
  date: 'date',
  json: 'jsonb',
};

const COMPARISONS = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const INT_RANGE = [-2_147_483_648, 2_147_483_647] as const;
const PATTERNS = { like: 'LIKE', ilike: 'ILIKE', notLike: 'NOT LIKE', notIlike: 'NOT ILIKE' } as const;

/** The value as JSON text jsonb takes (rewritten by JSON.stringify), or undefined where the `::jsonb` cast would fail. */
function jsonbText(value: unknown): string | undefined {
  let storable = true;
  try {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const parsed: unknown = JSON.parse(text, (key, item: unknown) => {
      // jsonb refuses escaped NULs and lone surrogates, and numbers beyond its range (JSON.parse reads Infinity).
      if (
        textProblem(key) ||
        (typeof item === 'string' && textProblem(item)) ||
        (typeof item === 'number' && !Number.isFinite(item))
      )
        storable = false;
      return item;
    });
    return storable ? JSON.stringify(parsed) : undefined;
  } catch {
    // Not JSON, or nothing JSON.stringify can write (a bigint).
    return undefined;
  }
}

/** Turns a filter value (a string from a query string, or a typed value) into the column's type, or says why not. */
function coerce(value: unknown, type: ColumnType): { ok: true; value: unknown } | { ok: false; message: string } {
  if (value === null || value === undefined) return { ok: false, message: 'value is required' };
  switch (type) {
    case 'int':
    case 'float': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number) || (type === 'int' && !Number.isInteger(number)))
        return { ok: false, message: `value must be ${type === 'int' ? 'an integer' : 'a number'}` };
      // An int column is 32-bit: a wider value would fail the `::int` cast in the database.
      if (type === 'int' && (number < INT_RANGE[0] || number > INT_RANGE[1]))
        return { ok: false, message: `value must be between ${INT_RANGE[0]} and ${INT_RANGE[1]}` };
      return { ok: true, value: number };
    }
    case 'decimal': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      return /^-?\d+(?:\.\d+)?$/.test(text) && text.length <= 40
        ? { ok: true, value: text }
        : { ok: false, message: 'value must be a decimal number such as 12.50' };
    }
    case 'boolean':
      if (value === true || value === 'true') return { ok: true, value: true };
      if (value === false || value === 'false') return { ok: true, value: false };
      return { ok: false, message: 'value must be true or false' };
    case 'datetime':
    case 'date': {
      const date = parseDate(value);
      if (!date) return { ok: false, message: 'value must be an ISO 8601 date' };
      // PostgreSQL reads neither year 0 nor the signed six-digit years toISOString writes outside 1–9999.
      const year = date.getUTCFullYear();
      if (year < 1 || year > 9999) return { ok: false, message: 'value must be a date between the years 1 and 9999' };
      return { ok: true, value: date.toISOString() };
    }
    case 'json': {
      const text = jsonbText(value);
      return text === undefined ? { ok: false, message: 'value must be JSON' } : { ok: true, value: text };
    }
    case 'string':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? { ok: true, value: String(value) }
        : { ok: false, message: 'value must be text' };
  }
}

class StatementBuilder {
  readonly params: unknown[] = [];
  readonly causes: ErrorCause[] = [];

  /** `computed`: the SQL of the entity's computed columns, which its filters, order and search may then read. */
  constructor(private readonly computed?: EntityComputedSql) {}

  param(value: unknown, cast: string): string {
    this.params.push(value);
    return `$${this.params.length}::${cast}`;
  }

  /** The SQL of a column, or of one key inside a JSON column (read as text: `"title"->>'en'`). */
  column(entity: Entity, name: string, path: string): { expression: string; type: ColumnType } {
    const ref = resolveColumn(entity.fieldsByName, name, this.computed ? entity.computedColumns : []);
    // The router's schema checks columns; the service may also be called directly.
    if (!ref)
      throw badRequest(`Unknown column "${name}"`, [
        { field: path, message: `${path}: unknown column "${name}"`, code: 'invalid' },
      ]);
    if (ref.computed) return { expression: `(${this.computed![name]!(quote(entity.table))})`, type: ref.field.type };
    const column = quote(ref.field.column);
    // A decimal is answered as text under its own name: ORDER BY must name the column, not that output.
    if (ref.field.type === 'decimal') return { expression: `${quote(entity.table)}.${column}`, type: 'decimal' };
    if (ref.jsonKey === undefined) return { expression: column, type: ref.field.type };
    return { expression: `(${column}->>${this.param(ref.jsonKey, 'text')})`, type: 'string' };
  }

  condition(entity: Entity, filter: Filter, path: string): string {
    const { expression, type } = this.column(entity, filter.column, `${path}.column`);
    const { method } = filter;
    const fail = (message: string, field = `${path}.value`, code: MessageCode = 'invalid', params?: MessageParams) => {
      this.causes.push({ field, message: `${field}: ${filter.column} ${message}`, code, ...(params ? { params } : {}) });
      return 'FALSE';
    };
    // A method that compares with a value has nothing to compare with: no SQL holds such a condition (and one that left
    // out its column left a JSON key's parameter without a type, which the database refused).
    if (method !== 'isNull' && method !== 'isNotNull' && (filter.value === undefined || filter.value === null))
      return fail('value is required', undefined, 'required');
    const typed = (value: unknown, field?: string) => {
      const result = coerce(value, type);
      return result.ok ? this.param(result.value, CASTS[type]) : fail(result.message, field);
    };
    switch (method) {
      case 'isNull':
        return `${expression} IS NULL`;
      case 'isNotNull':
        return `${expression} IS NOT NULL`;
      case 'not':
        return `${expression} IS DISTINCT FROM ${typed(filter.value)}`;
      case 'eq':
      case 'ne':
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        return `${expression} ${COMPARISONS[method]} ${typed(filter.value)}`;
      case 'like':
      case 'ilike':
      case 'notLike':
      case 'notIlike': {
        if (typeof filter.value !== 'string') return fail('value must be a text pattern');
        // `\` escapes the next character in a LIKE pattern; one left at the end is an error in PostgreSQL.
        if (/\\*$/.exec(filter.value)![0].length % 2 === 1) return fail('value must not end with a lone backslash');
        const text = type === 'string' ? expression : `${expression}::text`;
        return `${text} ${PATTERNS[method]} ${this.param(filter.value, 'text')}`;
      }
      case 'inArray':
      case 'notInArray': {
        const values = Array.isArray(filter.value) ? filter.value : [filter.value];
        if (values.length === 0)
          return fail('value must list at least one value', undefined, 'too_small', { minimum: 1, origin: 'array' });
        const list = values
          .map((value, index) => typed(value, Array.isArray(filter.value) ? `${path}.value[${index}]` : undefined))
          .join(', ');
        return `${expression} ${method === 'inArray' ? 'IN' : 'NOT IN'} (${list})`;
      }
    }
  }

  /**
   * The records where the text occurs in the entity's search expression (one trigram index covers it), or whose
   * id it is: a pasted id finds its record. An entity with no text to search is searched by id alone.
   */
  search(entity: Entity, text: string): string {
    const expression = searchExpression(entity);
    const computed = this.computed
      ? entity.computedColumns
          .filter((column) => column.searched)
          .map((column) => this.column(entity, column.name, 'search').expression)
      : [];
    const pattern = expression === undefined && !computed.length ? undefined : this.param(searchPattern(text), 'text');
    const id = `"id" = ${this.param(text, 'text')}`;
    if (pattern === undefined) return id;
    // The computed texts (a person's email) are read per row: the entity's own text goes through its trigram index.
    const matches = [...(expression === undefined ? [] : [expression]), ...computed].map((text) => `${text} ILIKE ${pattern}`);
    return `(${[...matches, id].join(' OR ')})`;
  }

  /** The WHERE clause of the filters, the search and the scope, all of them to hold; empty when there are none. */
  where(entity: Entity, { filters, search }: Pick<CountInput, 'filters' | 'search'>, scope: RecordScope = 'all'): string {
    const and = (filters?.and ?? []).map((filter, index) => this.condition(entity, filter, `filters.and[${index}]`));
    if (scope === 'shown') and.push(shownCondition(entity));
    const or = (filters?.or ?? []).map((filter, index) => this.condition(entity, filter, `filters.or[${index}]`));
    if (or.length) and.push(`(${or.join(' OR ')})`);
    if (search) and.push(this.search(entity, search));
    if (this.causes.length) throw badRequest('Invalid filters', this.causes);
    return and.length ? ` WHERE ${and.join(' AND ')}` : '';
  }
}

function orderBy(entity: Entity, input: ListInput, builder: StatementBuilder): string {
  const terms = (input.orderBy?.and ?? []).map((order, index) => {
    const { expression } = builder.column(entity, order.column, `orderBy.and[${index}].column`);
    return `${expression} ${order.method === 'desc' ? 'DESC' : 'ASC'}`;
  });
  // By default: the admin's order where the entity has one, then creation.
  if (!terms.length) terms.push(...(entity.hasOrderIndex ? ['"orderIndex" ASC'] : []), '"createdAt" ASC');
  // The id makes paging stable when the chosen columns tie.
  terms.push('"id" ASC');
  return ` ORDER BY ${terms.join(', ')}`;
}

/** The entity's readable columns under their field names, for a SELECT or a RETURNING: secrets left out. */
export const readableColumns = (entity: Entity) =>
  entity.readableFields
    .map((field) =>
      // An exact decimal leaves as its canonical text (`0.3`), never as a float or a driver's decimal object.
      field.type === 'decimal'
        ? `trim_scale(${quote(field.column)})::text AS ${quote(field.name)}`
        : field.column === field.name
          ? quote(field.column)
          : `${quote(field.column)} AS ${quote(field.name)}`,
    )
    .join(', ');

/** The SELECT lists already written, by entity and computed columns: every list of an entity reads the same (issue 34). */
const selectLists = new WeakMap<Entity, Map<EntityComputedSql | undefined, string>>();

function selectList(entity: Entity, computed: EntityComputedSql | undefined): string {
  let byComputed = selectLists.get(entity);
  if (!byComputed) selectLists.set(entity, (byComputed = new Map()));
  let columns = byComputed.get(computed);
  if (columns === undefined) byComputed.set(computed, (columns = readableColumns(entity) + computedSelect(entity, computed)));
  return columns;
}

/** SELECT of one page of records, secrets left out, with the entity's computed columns where their SQL is given. */
export function listStatement(entity: Entity, input: ListInput, scope?: RecordScope, computed?: EntityComputedSql): Statement {
  const builder = new StatementBuilder(computed);
  const columns = selectList(entity, computed);
  const where = builder.where(entity, input, scope);
  const order = orderBy(entity, input, builder);
  const limit = builder.param(input.limit, 'int');
  // bigint: any offset the schema takes (a safe integer) must not overflow the cast.
  const offset = builder.param(input.offset, 'bigint');
  return {
    sql: `SELECT ${columns} FROM ${quote(entity.table)}${where}${order} LIMIT ${limit} OFFSET ${offset}`,
    params: builder.params,
  };
}

/**
 * Number of records the same filters select; with `cap`, counts no further than `cap` rows (the rows past it
 * are never read), so the answer is exact only below `cap`.
 */
export function countStatement(
  entity: Entity,
  input: CountInput,
  cap?: number,
  scope?: RecordScope,
  computed?: EntityComputedSql,
): Statement {
  const builder = new StatementBuilder(computed);
  const where = builder.where(entity, input, scope);
  const table = quote(entity.table);
  const sql =
    cap === undefined
      ? `SELECT count(*)::int AS "count" FROM ${table}${where}`
      : `SELECT count(*)::int AS "count" FROM (SELECT 1 FROM ${table}${where} LIMIT ${builder.param(cap, 'int')}) AS "capped"`;
  return { sql, params: builder.params };
}

/** Whether the filters, search and scope select every row: then the table's own row estimate answers, with no plan to make. */
export const filtersNothing = (input: CountInput, scope: RecordScope = 'all') =>
  scope === 'all' && !input.filters?.and?.length && !input.filters?.or?.length && !input.search;

/** The planner's estimate of the rows the filters select: the top node's "Plan Rows" of `EXPLAIN (FORMAT JSON)`. */
export function estimateStatement(
  entity: Entity,
  input: CountInput,
  scope?: RecordScope,
  computed?: EntityComputedSql,
): Statement {
  const builder = new StatementBuilder(computed);
  const where = builder.where(entity, input, scope);
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${quote(entity.table)}${where}`, params: builder.params };
}

/**
 * Whether the table was ever analysed (VACUUM, ANALYZE or CREATE INDEX on a table with rows: reltuples is -1
 * until then, PostgreSQL 14 and later), and its row count as the planner reckons it with no filter:
 * pg_class.reltuples scaled to the table's size now, as the planner does, since the table may have grown since.
 * The estimate is NULL while the table was never analysed or had no pages then.
 */
export function tableEstimateStatement(entity: Entity): Statement {
  return {
    sql: `SELECT "reltuples" >= 0 AS "analysed", (CASE WHEN "reltuples" < 0 OR "relpages" = 0 THEN NULL
      ELSE "reltuples" / "relpages" * (pg_relation_size("oid") / current_setting('block_size')::float8) END)::float8 AS "estimate"
      FROM pg_class WHERE "oid" = to_regclass($1::text)`,
    params: [quote(entity.table)],
  };
}
