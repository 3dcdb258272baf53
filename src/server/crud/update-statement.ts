import { badRequest } from '../errors';
import type { Entity } from '../../shared/registry/define-entity';
import { parameter } from './insert-statement';
import { CASTS, readableColumns, type Statement } from './list-query';
import { quote } from '../db/sql';

type Row = Record<string, unknown>;

/** The field every generic write moves on, and an edit's `expectedUpdatedAt` is compared with. */
const UPDATED_AT = 'updatedAt';

/**
 * One `UPDATE … SET … WHERE "id" = $1 RETURNING …` of one record, secrets not returned. With `expectedUpdatedAt`
 * the WHERE also asks that updatedAt still be that value: compare and write in one statement, so that no write
 * can slip in between (a record changed meanwhile is simply not updated: no row comes back).
 *
 * updatedAt becomes the later of the transaction's time and its old value plus one millisecond, the column's
 * precision. Prisma's @updatedAt writes the clock's time, which two writes within one millisecond share: the
 * second would leave updatedAt as it was, and an edit loaded before it would not see that it is stale.
 */
export function updateStatement(entity: Entity, id: string, data: Row, expectedUpdatedAt?: Date): Statement {
  const params: unknown[] = [];
  const param = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  const assignments = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const field = entity.fieldsByName.get(name);
      // A managed field is read-only to generic calls (their inputs refuse it), not to its module's services.
      if (!field || (field.readOnly && !field.managed)) throw new Error(`${entity.model} has no writable field ${name}`);
      return `${quote(field.column)} = ${param(parameter(field, value), CASTS[field.type])}`;
    });
  const updatedAt = entity.fieldsByName.get(UPDATED_AT);
  const updatedAtColumn = updatedAt && quote(updatedAt.column);
  if (updatedAtColumn) assignments.push(`${updatedAtColumn} = GREATEST(now(), ${updatedAtColumn} + interval '1 millisecond')`);
  // Nothing to write and no time to move on: the statement still answers whether the record exists.
  if (!assignments.length) assignments.push('"id" = "id"');
  let where = `"id" = ${param(id, 'text')}`;
  if (expectedUpdatedAt) {
    if (!updatedAtColumn)
      throw badRequest(`${entity.model} records keep no updatedAt to compare with`, [
        { field: 'expectedUpdatedAt', message: `expectedUpdatedAt: ${entity.model} records keep no updatedAt`, code: 'invalid' },
      ]);
    where += ` AND ${updatedAtColumn} = ${param(expectedUpdatedAt.toISOString(), 'timestamptz')}`;
  }
  return {
    sql: `UPDATE ${quote(entity.table)} SET ${assignments.join(', ')} WHERE ${where} RETURNING ${readableColumns(entity)}`,
    params,
  };
}

/** The current updatedAt of one record (none when the record does not exist): what a refused edit is told. */
export function updatedAtStatement(entity: Entity, id: string): Statement {
  const column = quote(entity.fieldsByName.get(UPDATED_AT)?.column ?? UPDATED_AT);
  return { sql: `SELECT ${column} AS "updatedAt" FROM ${quote(entity.table)} WHERE "id" = $1::text`, params: [id] };
}
