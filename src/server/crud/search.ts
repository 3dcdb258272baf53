import { literal, quote } from '../db/sql';
import type { ComputedColumnMeta } from '../../shared/registry/computed-columns';
import type { EntityComputedSql } from './computed-columns';
import type { SearchColumn } from '../../shared/registry/search-fields';
import { searchPattern } from '../../shared/search-pattern';

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

/**
 * Texts every entity has (the variant that shows it, its extra CSS class): a handful of values shared by most rows, so
 * a trigram index of them finds nothing a read along the default order does not. Link tables have nothing else.
 */
const FRAMEWORK_COLUMNS: ReadonlySet<string> = new Set(['variant', 'className']);

/**
 * The trigram index of the entity's search expression, or undefined when it has nothing to search but the framework's
 * texts: those entities (every link table, written with each order, payment and line) are searched without one, and
 * no insert of theirs pays for one (README, "Indexes on the tables each sale writes").
 */
export function searchIndex(entity: Searchable): SearchIndex | undefined {
  const expression = searchExpression(entity);
  if (expression === undefined || entity.searchColumns.every(({ column }) => FRAMEWORK_COLUMNS.has(column))) return undefined;
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

/** The fields a record is known by, which a search across entities looks in: its title, name, admin title, slug, url, email. */
export const LABEL_FIELDS = ['title', 'name', 'adminTitle', 'slug', 'url', 'email'] as const;

/** What a search across entities needs of each: its search, its path and fields, and its default order. */
export interface SearchableEntity extends Searchable {
  path: string;
  fields: readonly { name: string; column: string; secret?: boolean }[];
  hasOrderIndex: boolean;
  computedColumns: readonly ComputedColumnMeta[];
}

/** The SQL of each entity's computed columns, by path: those that name a record and are searched are looked in too. */
export type ComputedSqlByPath = (path: string) => EntityComputedSql | undefined;

/** The entity's computed texts that name a record (a person's email) and are searched, each as SQL. */
function computedLabels(entity: SearchableEntity, computed: EntityComputedSql | undefined) {
  if (!computed) return [];
  return entity.computedColumns
    .filter((column) => column.names && column.searched && column.kind === 'text')
    .map((column) => ({ name: column.name, sql: `(${computed[column.name]!(quote(entity.table))})` }));
}

/** The entity's searched texts that name a record (LABEL_FIELDS), each as SQL; none when it has no such field. */
function labelTexts(entity: SearchableEntity): string[] {
  const labelColumns = new Set(
    entity.fields
      .filter((field) => !field.secret && (LABEL_FIELDS as readonly string[]).includes(field.name))
      .map((field) => field.column),
  );
  return entity.searchColumns
    .filter(({ column }) => labelColumns.has(column))
    .map(({ column, jsonKey }) => (jsonKey === undefined ? quote(column) : `(${quote(column)}->>${literal(jsonKey)})`));
}

/**
 * One statement finding records of many entities at once (the admin's command palette): each entity's first
 * `perEntity` records, in its default order, whose title, name, admin title, slug, url or email holds the text, or
 * whose id it is. The entity's trigram-indexed search expression narrows the rows (so its index serves the search);
 * the label texts then keep only those the text names. A computed column that names a record (a person's email, from
 * their identities: `computedSql`) is looked in as well, and answered with the label fields. Answers rows
 * `{ path, id, record }`, `record` holding the label fields. Entities without label fields are left out; an empty
 * list of them is no statement.
 */
export function searchEverywhereStatement(
  entities: readonly SearchableEntity[],
  text: string,
  perEntity: number,
  computedSql: ComputedSqlByPath = () => undefined,
): { sql: string; params: unknown[] } | undefined {
  const parts = entities.flatMap((entity) => {
    const expression = searchExpression(entity);
    const labels = labelTexts(entity);
    const computed = computedLabels(entity, computedSql(entity.path));
    if ((expression === undefined || !labels.length) && !computed.length) return [];
    const fields = entity.fields.filter((field) => !field.secret && (LABEL_FIELDS as readonly string[]).includes(field.name));
    const record = `jsonb_build_object(${[
      ...fields.map((field) => `${literal(field.name)}, ${quote(field.column)}`),
      ...computed.map((column) => `${literal(column.name)}, ${column.sql}`),
    ].join(', ')})`;
    const order = [...(entity.hasOrderIndex ? ['"orderIndex" ASC'] : []), '"createdAt" ASC', '"id" ASC'].join(', ');
    const named = labels.map((label) => `${label} ILIKE $1::text`).join(' OR ');
    const matches = [
      ...(expression === undefined || !labels.length ? [] : [`((${expression}) ILIKE $1::text AND (${named}))`]),
      ...computed.map((column) => `${column.sql} ILIKE $1::text`),
    ];
    return [
      `(SELECT ${literal(entity.path)}::text AS "path", "id", ${record} AS "record" FROM ${quote(entity.table)}` +
        ` WHERE ${matches.join(' OR ')} OR "id" = $2::text ORDER BY ${order} LIMIT ${Math.floor(perEntity)})`,
    ];
  });
  if (!parts.length) return undefined;
  return { sql: parts.join('\nUNION ALL\n'), params: [searchPattern(text), text] };
}
