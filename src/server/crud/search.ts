import { literal, quote } from '../db/sql';
import type { SearchColumn } from '../../shared/registry/search-fields';

/*
 * The `search` of the generic list and count: one text expression per entity, every searched column and
 * language joined, matched by ILIKE. One trigram GIN index per entity covers exactly that expression
 * (`"<Table>_search_idx"`), so a rare term reads a few index pages instead of the table. The expression is the
 * one source of truth: the query uses it, and `npm run migrate:create` compares the indexes the migrations make
 * with it (scripts/migrations/create.ts), so a new text field brings its index change into the next migration.
 */

/** What stands between two columns: no one types a line break into a search box, so no match spans two fields. */
const SEPARATOR = "E'\\n'";

/** Anything the entity's search needs: its table and what it looks in. */
export interface Searchable {
  table: string;
  searchColumns: readonly SearchColumn[];
}

/**
 * The entity's searched text, or undefined when it has nothing to search: `coalesce("slug", '') || E'\n' ||
 * coalesce("title"->>'en', '') || …`. Only immutable functions, with no parameter, so it can be indexed; the
 * planner uses the index only for this exact expression.
 */
export function searchExpression(entity: Searchable): string | undefined {
  if (!entity.searchColumns.length) return undefined;
  return entity.searchColumns
    .map(({ column, jsonKey }) =>
      jsonKey === undefined ? `coalesce(${quote(column)}, '')` : `coalesce(${quote(column)}->>${literal(jsonKey)}, '')`,
    )
    .join(` || ${SEPARATOR} || `);
}

/** The name of an entity's search index. */
export const searchIndexName = (table: string) => `${table}_search_idx`;

export interface SearchIndex {
  table: string;
  name: string;
  /** The statement that creates it. */
  sql: string;
}

/** The trigram index of the entity's search expression, or undefined when it has nothing to search. */
export function searchIndex(entity: Searchable): SearchIndex | undefined {
  const expression = searchExpression(entity);
  if (expression === undefined) return undefined;
  const name = searchIndexName(entity.table);
  return {
    table: entity.table,
    name,
    sql: `CREATE INDEX ${quote(name)} ON ${quote(entity.table)} USING gin ((${expression}) gin_trgm_ops);`,
  };
}

/** The search index of every entity that has something to search, in registry order. */
export const searchIndexes = (entities: readonly Searchable[]): SearchIndex[] =>
  entities.map(searchIndex).filter((index): index is SearchIndex => index !== undefined);
