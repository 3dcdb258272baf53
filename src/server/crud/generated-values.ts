import type { Database } from '../db/database';
import type { Entity } from '../../shared/registry/define-entity';
import type { FieldMeta, GeneratorName } from '../../shared/registry/types';
import { randomSku, randomSlug, randomWords } from '../../shared/registry/random-values';
import { quote } from '../db/sql';
import { MAX_PARAMS, parameter } from './insert-statement';
import { CASTS } from './list-query';

/** Makes one value of a kind; tests pass their own to make values predictable. */
export type Generators = Record<GeneratorName, () => string>;

export const GENERATORS: Generators = { words: () => randomWords(), slug: () => randomSlug(), sku: () => randomSku() };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The generated fields `data` leaves empty. On create a missing field counts as empty; on update only a field
 * sent empty is regenerated, a missing one is left as it is.
 */
export function emptyGeneratedFields(entity: Entity, data: Record<string, unknown>, mode: 'create' | 'update'): FieldMeta[] {
  return entity.fields.filter(
    (field) => field.generate && (mode === 'create' || Object.hasOwn(data, field.name)) && isEmpty(data[field.name]),
  );
}

/** How a value of a unique column is compared: as text, as the database returns text columns. */
export const uniqueKey = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);

/** `text` matched literally by LIKE: its wildcards and the escape character escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Which of `values` some row of the entity's table already holds in `field`, and which values starting with one of
 * `prefixes` it holds (the suffixed slugs of a title, `melnitsa-2`): one query, whatever their number.
 */
export async function existingValues(
  db: Database,
  entity: Entity,
  field: FieldMeta,
  values: unknown[],
  prefixes: readonly string[] = [],
): Promise<Set<string>> {
  const distinct = [...new Map(values.map((value) => [uniqueKey(value), value])).values()];
  if (!distinct.length) return new Set();
  const placeholders = distinct.map((_, index) => `$${index + 1}`).join(', ');
  const column = quote(field.column);
  const family = prefixes.length ? ` OR ${column} LIKE ANY($${distinct.length + 1}::text[])` : '';
  const rows = await db.query<{ value: unknown }>(
    `SELECT ${column} AS "value" FROM ${quote(entity.table)} WHERE ${column} IN (${placeholders})${family}`,
    prefixes.length ? [...distinct, [...new Set(prefixes)].map((prefix) => `${likeLiteral(prefix)}%`)] : distinct,
  );
  return new Set(rows.map((row) => uniqueKey(row.value)));
}

/** The text of a key's values together, compared as uniqueKey compares one. */
export const uniqueTupleKey = (values: readonly unknown[]): string => JSON.stringify(values.map(uniqueKey));

/**
 * Which of `tuples` (values of `fields`, in order) some row of the entity's table already holds together: a key of more
 * than one field (`uniqueTogether`). One query, or one per MAX_PARAMS parameters.
 */
export async function existingTuples(
  db: Database,
  entity: Entity,
  fields: readonly FieldMeta[],
  tuples: readonly (readonly unknown[])[],
): Promise<Set<string>> {
  const distinct = [...new Map(tuples.map((tuple) => [uniqueTupleKey(tuple), tuple])).values()];
  const columns = fields.map((field) => quote(field.column));
  const select = `SELECT ${columns.map((column, index) => `${column} AS "${index}"`).join(', ')} FROM ${quote(entity.table)}`;
  const taken = new Set<string>();
  const chunk = Math.floor(MAX_PARAMS / fields.length);
  for (let start = 0; start < distinct.length; start += chunk) {
    const params: unknown[] = [];
    const rows = distinct.slice(start, start + chunk).map(
      (tuple) =>
        `(${fields
          .map((field, index) => {
            params.push(parameter(field, tuple[index]));
            return `$${params.length}::${CASTS[field.type]}`;
          })
          .join(', ')})`,
    );
    const found = await db.query<Record<string, unknown>>(
      `${select} WHERE (${columns.join(', ')}) IN (${rows.join(', ')})`,
      params,
    );
    for (const row of found) taken.add(uniqueTupleKey(fields.map((_, index) => row[index])));
  }
  return taken;
}

/** One row's value of a unique column: `generated` values may be replaced, others are the client's (or a default). */
export interface UniqueCandidate {
  value: unknown;
  generated: boolean;
  /** The value to try next when this generated one is taken (`n` from 1: a title's slug suffixed); else the generator's. */
  alternative?: (n: number) => string;
}

export interface UniqueResolution {
  /** The value of every row, generated ones replaced where they clashed. */
  values: unknown[];
  /** Rows whose own (not generated) value is taken, or given to an earlier row of the batch. */
  clashes: number[];
  /** Rows whose generated value still clashed after `attempts` new ones. */
  unresolved: number[];
}

/** How many values are generated for one row before giving up: the generators' spaces are vast, so this is never reached in practice. */
export const GENERATION_ATTEMPTS = 20;

/**
 * Makes the generated values of one unique column unique. A generated value is generated again while it is
 * `taken` (already in the table), another row's own value, or the value of an earlier row of the batch.
 * A row's own value that is taken or repeats an earlier row's is a clash: the client's to fix.
 */
export function resolveUniqueValues(
  candidates: readonly UniqueCandidate[],
  taken: ReadonlySet<string>,
  generate: () => string,
  attempts = GENERATION_ATTEMPTS,
): UniqueResolution {
  const values = candidates.map((candidate) => candidate.value);
  const clashes: number[] = [];
  const unresolved: number[] = [];
  // Own values first: a generated value must not take the value another row was given, wherever that row is.
  const used = new Set<string>();
  for (const [index, candidate] of candidates.entries()) {
    if (candidate.generated || candidate.value === undefined || candidate.value === null) continue;
    const key = uniqueKey(candidate.value);
    if (taken.has(key) || used.has(key)) clashes.push(index);
    used.add(key);
  }
  for (const [index, candidate] of candidates.entries()) {
    if (!candidate.generated) continue;
    let value = candidate.value;
    // Distinct alternatives run out of taken ones: past as many as are taken or used, one is free.
    const limit = candidate.alternative ? taken.size + used.size + 1 : attempts;
    for (let attempt = 0; taken.has(uniqueKey(value)) || used.has(uniqueKey(value)); attempt++) {
      if (attempt >= limit) {
        unresolved.push(index);
        break;
      }
      value = candidate.alternative ? candidate.alternative(attempt + 1) : generate();
    }
    values[index] = value;
    used.add(uniqueKey(value));
  }
  return { values, clashes, unresolved };
}
