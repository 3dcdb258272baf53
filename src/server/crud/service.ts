import { isWriteConflict, type Database } from '../db/database';
import { AppError, badRequest, notFound } from '../errors';
import type { Entity } from '../registry/define-entity';
import type { CountInput, ListInput } from '../registry/list-input';
import { translateDatabaseError } from './database-errors';
import { withGeneratedValues } from './generated-values';
import { countStatement, listStatement } from './list-query';
import { missingRelations } from './relations';

type Row = Record<string, unknown>;

/** The part of a Prisma model delegate the generic CRUD uses. */
interface CrudDelegate {
  findUnique(args: { where: { id: string }; omit: Record<string, true> }): Promise<Row | null>;
  findFirst(args: { where: Row; omit: Record<string, true>; orderBy: Row }): Promise<Row | null>;
  create(args: { data: Row; omit: Record<string, true> }): Promise<Row>;
  update(args: { where: { id: string }; data: Row; omit: Record<string, true> }): Promise<Row>;
  delete(args: { where: { id: string }; omit: Record<string, true> }): Promise<Row>;
}

const delegateOf = (client: Database['prisma'], entity: Entity): CrudDelegate =>
  (client as unknown as Record<string, CrudDelegate>)[entity.delegate]!;

/** Awaits a write, turning database refusals into client errors; `missing` words the 404 of an unknown id. */
async function translated<T>(
  work: Promise<T>,
  options: { fieldPrefix?: string; missing?: string; idField?: string } = {},
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    // A write conflict must reach the transaction as it is, to be run again (Database.transaction).
    if (isWriteConflict(error)) throw error;
    const translatedError = translateDatabaseError(error, options.fieldPrefix);
    throw options.missing && translatedError instanceof AppError && translatedError.code === 'NOT_FOUND'
      ? notFound(options.missing, options.idField)
      : translatedError;
  }
}

const missing = (entity: Entity, id: string) => `${entity.model} with id ${id} not found`;

export async function list(db: Database, entity: Entity, input: ListInput): Promise<Row[]> {
  const { sql, params } = listStatement(entity, input);
  return db.query(sql, params);
}

export async function count(db: Database, entity: Entity, input: CountInput): Promise<number> {
  const { sql, params } = countStatement(entity, input);
  const [row] = await db.query<{ count: number }>(sql, params);
  return row?.count ?? 0;
}

export async function get(db: Database, entity: Entity, id: string): Promise<Row> {
  const record = await delegateOf(db.prisma, entity).findUnique({ where: { id }, omit: entity.omit });
  if (!record) throw notFound(missing(entity, id));
  return record;
}

/** One write's data, where its fields are named in errors (`data.`, `data[2].data.`). */
interface WriteItem {
  fieldPrefix: string;
  data: Row;
}

/** Refuses, naming each, relation ids that point at no record, before anything is written. */
async function checkRelations(db: Database, entity: Entity, items: WriteItem[]): Promise<void> {
  const causes = await missingRelations(db, entity, items);
  if (causes.length) throw badRequest('Related records do not exist', causes);
}

async function createOne(db: Database, entity: Entity, { fieldPrefix, data }: WriteItem): Promise<Row> {
  const filled = withGeneratedValues(entity, data, 'create');
  return translated(delegateOf(db.prisma, entity).create({ data: filled, omit: entity.omit }), { fieldPrefix });
}

/** Updates one record; `idField` names where its id was given when that is not the URL (a bulk item). */
async function updateOne(db: Database, entity: Entity, id: string, { fieldPrefix, data }: WriteItem, idField?: string) {
  const changes = withGeneratedValues(entity, data, 'update');
  const work = delegateOf(db.prisma, entity).update({ where: { id }, data: changes, omit: entity.omit });
  return translated(work, { fieldPrefix, missing: missing(entity, id), idField });
}

export async function create(db: Database, entity: Entity, data: Row): Promise<Row> {
  const item = { fieldPrefix: 'data.', data };
  await checkRelations(db, entity, [item]);
  return createOne(db, entity, item);
}

export async function update(db: Database, entity: Entity, id: string, data: Row): Promise<Row> {
  const item = { fieldPrefix: 'data.', data };
  await checkRelations(db, entity, [item]);
  return updateOne(db, entity, id, item);
}

export async function remove(db: Database, entity: Entity, id: string): Promise<Row> {
  return translated(delegateOf(db.prisma, entity).delete({ where: { id }, omit: entity.omit }), { missing: missing(entity, id) });
}

/** Prisma `where` that matches every given field exactly (JSON columns by value); secrets are never matched on. */
function exactMatch(entity: Entity, data: Row): Row {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([name]) => !entity.fieldsByName.get(name)?.secret)
      .map(([name, value]) => [name, entity.fieldsByName.get(name)?.type === 'json' ? { equals: value } : value]),
  );
}

/** Canonical text of a value, key order ignored, so that equal inputs take the same lock. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object' && !(value instanceof Date)
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Row)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * Returns the oldest record whose (non-secret) fields equal the given ones, or creates it. An advisory lock
 * on the table and the input serialises concurrent calls with the same input, so they create one record.
 */
export async function findOrCreate(db: Database, entity: Entity, data: Row): Promise<Row> {
  const item = { fieldPrefix: 'data.', data };
  const match = exactMatch(entity, data);
  if (!Object.keys(match).length)
    throw badRequest('Find-or-create needs at least one field to find by', [
      { field: 'data', message: 'data: name at least one (non-secret) field to find by' },
    ]);
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext($1))', [`${entity.table}:${canonical(match)}`]);
    const found = await translated(
      delegateOf(tx.prisma, entity).findFirst({ where: match, omit: entity.omit, orderBy: { createdAt: 'asc' } }),
    );
    if (found) return found;
    await checkRelations(tx, entity, [item]);
    return createOne(tx, entity, item);
  });
}

/** Creates every record or none. */
export async function bulkCreate(db: Database, entity: Entity, items: { data: Row }[]): Promise<Row[]> {
  const writes = items.map((item, index) => ({ fieldPrefix: `data[${index}].data.`, data: item.data }));
  return db.transaction(async (tx) => {
    await checkRelations(tx, entity, writes);
    const created: Row[] = [];
    for (const write of writes) created.push(await createOne(tx, entity, write));
    return created;
  });
}

/** Updates every record or none; an unknown id fails the whole call. */
export async function bulkUpdate(db: Database, entity: Entity, items: { id: string; data: Row }[]): Promise<Row[]> {
  const writes = items.map((item, index) => ({ fieldPrefix: `data[${index}].data.`, data: item.data }));
  return db.transaction(async (tx) => {
    await checkRelations(tx, entity, writes);
    const updated: Row[] = [];
    for (const [index, item] of items.entries())
      updated.push(await updateOne(tx, entity, item.id, writes[index]!, `data[${index}].id`));
    return updated;
  });
}
