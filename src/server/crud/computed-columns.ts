import { quote } from '../db/sql';
import type { AnyEntity } from '../../shared/registry/define-entity';
import { COMPUTED_COLUMNS, type ComputedPath } from '../../shared/registry/computed-columns';

/**
 * The SQL of one computed column (src/shared/registry/computed-columns.ts) for the record of the row `row` (the
 * entity's quoted table name, `"RbacSubject"`): one scalar subquery, correlated on `${row}."id"`, NULL when there is
 * nothing to say. An `amounts` column answers a JSON array of `{ amount, slug, symbol, decimals }`, a `labels` column
 * its texts joined by ', ' (so that a search or a filter reads them as text).
 */
export type ComputedSql = (row: string) => string;

/** The SQL of every computed column of one entity, by column name. */
export type EntityComputedSql = Readonly<Record<string, ComputedSql>>;

type ColumnNames<P extends ComputedPath> = (typeof COMPUTED_COLUMNS)[P][number]['name'];

/**
 * Every module's SQL of the computed columns declared for one of its entities (or, for a fact only it knows, of
 * another's: the donations a person gave are the shop's to count), by entity path and column. modules/index.ts merges
 * them, and the merge must give every declared column its SQL.
 */
export type ComputedColumnsSql = { readonly [P in ComputedPath]?: Partial<Record<ColumnNames<P>, ComputedSql>> };

/** The merged SQL of every declared column, checked complete by its type. */
export type AllComputedColumnsSql = { readonly [P in ComputedPath]: Record<ColumnNames<P>, ComputedSql> };

/** The SQL of the computed columns of `entity`, if it has any. */
export const computedSqlOf = (all: AllComputedColumnsSql, entity: AnyEntity): EntityComputedSql | undefined =>
  (all as Partial<Record<string, EntityComputedSql>>)[entity.path];

/** `, (<sql>) AS "email", …`: the computed columns after a SELECT list of the entity's table. */
export function computedSelect(entity: AnyEntity, computed: EntityComputedSql | undefined): string {
  if (!computed) return '';
  const row = quote(entity.table);
  return entity.computedColumns.map((column) => `, (${computed[column.name]!(row)}) AS ${quote(column.name)}`).join('');
}
