import type { Database } from '../db/database';
import { AppError, notFound } from '../errors';
import type { Entity } from '../registry/define-entity';
import type { CountInput, ListInput } from '../registry/list-input';
import { translateDatabaseError } from './database-errors';
import { withGeneratedValues } from './generated-values';
import { countStatement, listStatement } from './list-query';

type Row = Record<string, unknown>;

/** The part of a Prisma model delegate the generic CRUD uses. */
interface CrudDelegate {
  findUnique(args: { where: { id: string }; omit: Record<string, true> }): Promise<Row | null>;
  findFirst(args: { where: Row; omit: Record<string, true>; orderBy: Row }): Promise<Row | null>;
  create(args: { data: Row; omit: Record<string, true> }): Promise<Row>;
  update(args: { where: { id: string }; data: Row; omit: Record<string, true> }): Promise<Row>;
  delete(args: { where: { id: string }; omit: Record<string, true> }): Promise<Row>;
}

/** A Prisma client or an interactive transaction on it. */
type Client = Database['prisma'] | Parameters<Parameters<Database['prisma']['$transaction']>[0]>[0];

const delegateOf = (client: Client, entity: Entity): CrudDelegate =>
  (client as unknown as Record<string, CrudDelegate>)[entity.delegate]!;

/** Bulk calls and find-or-create run in one transaction; a long bulk must not hit Prisma's 5 s default. */
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

/** Awaits a write, turning database refusals into client errors; `missing` words the 404 of an unknown id. */
async function translated<T>(work: Promise<T>, options: { fieldPrefix?: string; missing?: string } = {}): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const translatedError = translateDatabaseError(error, options.fieldPrefix);
    throw options.missing && translatedError instanceof AppError && translatedError.code === 'NOT_FOUND'
      ? notFound(options.missing)
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

export async function create(db: Database, entity: Entity, data: Row): Promise<Row> {
  return translated(
    delegateOf(db.prisma, entity).create({ data: withGeneratedValues(entity, data, 'create'), omit: entity.omit }),
  );
}

export async function update(db: Database, entity: Entity, id: string, data: Row): Promise<Row> {
  const changes = withGeneratedValues(entity, data, 'update');
  return translated(delegateOf(db.prisma, entity).update({ where: { id }, data: changes, omit: entity.omit }), {
    missing: missing(entity, id),
  });
}

export async function remove(db: Database, entity: Entity, id: string): Promise<Row> {
  return translated(delegateOf(db.prisma, entity).delete({ where: { id }, omit: entity.omit }), { missing: missing(entity, id) });
}

/** Prisma `where` that matches every given field exactly (JSON columns by value). */
function exactMatch(entity: Entity, data: Row): Row {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      entity.fieldsByName.get(name)?.type === 'json' ? { equals: value } : value,
    ]),
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
 * Returns the oldest record whose fields equal the given ones, or creates it. An advisory lock on the
 * table and the input serialises concurrent calls with the same input, so they create one record.
 */
export async function findOrCreate(db: Database, entity: Entity, data: Row): Promise<Row> {
  return translated(
    db.prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe(
        'SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext($1))',
        `${entity.table}:${canonical(data)}`,
      );
      const delegate = delegateOf(tx, entity);
      const found = await delegate.findFirst({
        where: exactMatch(entity, data),
        omit: entity.omit,
        orderBy: { createdAt: 'asc' },
      });
      return found ?? delegate.create({ data: withGeneratedValues(entity, data, 'create'), omit: entity.omit });
    }, TRANSACTION_OPTIONS),
  );
}

/** Creates every record or none. */
export async function bulkCreate(db: Database, entity: Entity, items: { data: Row }[]): Promise<Row[]> {
  return db.prisma.$transaction(async (tx) => {
    const created: Row[] = [];
    for (const [index, item] of items.entries()) {
      const data = withGeneratedValues(entity, item.data, 'create');
      created.push(
        await translated(delegateOf(tx, entity).create({ data, omit: entity.omit }), { fieldPrefix: `data[${index}].data.` }),
      );
    }
    return created;
  }, TRANSACTION_OPTIONS);
}

/** Updates every record or none; an unknown id fails the whole call. */
export async function bulkUpdate(db: Database, entity: Entity, items: { id: string; data: Row }[]): Promise<Row[]> {
  return db.prisma.$transaction(async (tx) => {
    const updated: Row[] = [];
    for (const [index, item] of items.entries()) {
      const data = withGeneratedValues(entity, item.data, 'update');
      const work = delegateOf(tx, entity).update({ where: { id: item.id }, data, omit: entity.omit });
      updated.push(
        await translated(work, {
          fieldPrefix: `data[${index}].data.`,
          missing: `${missing(entity, item.id)} (data[${index}].id)`,
        }),
      );
    }
    return updated;
  }, TRANSACTION_OPTIONS);
}
