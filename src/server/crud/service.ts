import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { AppError, badRequest, notFound } from '../errors';
import type { Entity } from '../../shared/registry/define-entity';
import { EXACT_COUNT_LIMIT, type CountInput, type ListInput } from '../../shared/registry/list-input';
import type { FieldMeta } from '../../shared/registry/types';
import { isWriteConflict, translateDatabaseError, uniqueClash } from '../db/database-errors';
import {
  emptyGeneratedFields,
  existingTuples,
  existingValues,
  GENERATORS,
  resolveUniqueValues,
  uniqueKey,
  uniqueTupleKey,
  type Generators,
  type UniqueCandidate,
} from './generated-values';
import { insertStatement, MAX_PARAMS } from './insert-statement';
import {
  countStatement,
  estimateStatement,
  filtersNothing,
  listStatement,
  readableColumns,
  tableEstimateStatement,
} from './list-query';
import { computedSelect, type EntityComputedSql } from './computed-columns';
import { missingRelations } from './relations';
import { shownCondition, type RecordScope } from './shown-records';
import { updatedAtStatement, updateStatement } from './update-statement';
import { advisoryLock } from '../platform/locks/advisory-lock';
import { hooksOfWrite, type AnyEntityWriteHooks } from './write-hooks';
import { quote } from '../db/sql';
import { canonicalDecimal } from '../../shared/registry/zod-fields';
import { slugOfTitle, suffixedSlug } from '../../shared/registry/slug-from-title';

type Row = Record<string, unknown>;

/** The part of a Prisma model delegate the generic CRUD uses. */
interface CrudDelegate {
  findUnique(args: { where: { id: string }; omit: Record<string, true> }): Promise<Row | null>;
  findFirst(args: { where: Row; omit: Record<string, true>; orderBy: Row }): Promise<Row | null>;
  delete(args: { where: { id: string }; omit: Record<string, true> }): Promise<Row>;
}

const delegateOf = (client: Database['prisma'], entity: Entity): CrudDelegate =>
  (client as unknown as Record<string, CrudDelegate>)[entity.delegate]!;

/** Awaits a write, turning database refusals into client errors; `missing` words the 404 of an unknown id. */
async function translated<T>(work: Promise<T>, options: { fieldPrefix?: string; missing?: string } = {}): Promise<T> {
  try {
    return await work;
  } catch (error) {
    // A write conflict must reach the transaction as it is, to be run again (Database.transaction).
    if (isWriteConflict(error)) throw error;
    const translatedError = translateDatabaseError(error, options.fieldPrefix);
    throw options.missing && translatedError instanceof AppError && translatedError.code === 'NOT_FOUND'
      ? notFound(options.missing)
      : translatedError;
  }
}

/**
 * A record read through Prisma as the raw SQL reads answer it (readableColumns): an exact decimal as its canonical
 * text, not the driver's decimal object (which superjson and JSON would write differently).
 */
function answered(entity: Entity, record: Row): Row {
  for (const field of entity.readableFields) {
    const value = record[field.name];
    if (field.type === 'decimal' && value !== null && typeof value === 'object')
      record[field.name] = canonicalDecimal((value as { toFixed(): string }).toFixed());
  }
  return record;
}

const missing = (entity: Entity, id: string) => `${entity.model} with id ${id} not found`;

/** A read's options: which records it may answer (a caller without a permitting role: only those shown). */
export interface ReadOptions {
  scope?: RecordScope;
  /** The SQL of the entity's computed columns (its module's): each record read has them, and filters may name them. */
  computed?: EntityComputedSql;
}

export async function list(
  db: Database,
  entity: Entity,
  input: ListInput,
  { scope, computed }: ReadOptions = {},
): Promise<Row[]> {
  const { sql, params } = listStatement(entity, input, scope, computed);
  return db.query(sql, params);
}

/**
 * Number of records the filters and search select. Without `approximate`, counted. With it, the planner is asked
 * first: where it expects more than EXACT_COUNT_LIMIT rows, its estimate answers and no row is read; else at most
 * EXACT_COUNT_LIMIT + 1 rows are counted, exact below that, and past it the estimate answers, never less than
 * EXACT_COUNT_LIMIT + 1 since at least that many rows are known to match. A table never analysed (PGlite runs
 * no autovacuum) has no statistics worth answering before counting: it is counted first.
 */
export async function count(db: Database, entity: Entity, input: CountInput, options: ReadOptions = {}): Promise<number> {
  if (!input.approximate) return countRows(db, entity, input, options);
  const estimate = await estimatedRows(db, entity, input, options);
  if (estimate !== undefined && estimate > EXACT_COUNT_LIMIT) return Math.round(estimate);
  const cap = EXACT_COUNT_LIMIT + 1;
  const counted = await countRows(db, entity, input, options, cap);
  if (counted < cap) return counted;
  return Math.max(cap, Math.round(estimate ?? (await plannedRows(db, entity, input, options)) ?? 0));
}

async function countRows(db: Database, entity: Entity, input: CountInput, { scope, computed }: ReadOptions, cap?: number) {
  const { sql, params } = countStatement(entity, input, cap, scope, computed);
  const [row] = await db.query<{ count: number }>(sql, params);
  return row?.count ?? 0;
}

/**
 * The planner's row estimate for the filters and search, from the table's statistics: with neither, the table's
 * row count scaled to its size now; else the plan's. Undefined while the table was never analysed.
 */
export async function estimatedRows(
  db: Database,
  entity: Entity,
  input: CountInput,
  options: ReadOptions = {},
): Promise<number | undefined> {
  const { sql, params } = tableEstimateStatement(entity);
  const [row] = await db.query<{ analysed: boolean | null; estimate: number | null }>(sql, params);
  if (!row?.analysed) return undefined;
  if (filtersNothing(input, options.scope) && row.estimate !== null) return row.estimate;
  return plannedRows(db, entity, input, options);
}

/** The top node's rows of the plan of the filters and search, or undefined when it has none. */
async function plannedRows(db: Database, entity: Entity, input: CountInput, { scope, computed }: ReadOptions) {
  const { sql, params } = estimateStatement(entity, input, scope, computed);
  const [row] = await db.query<Record<string, unknown>>(sql, params);
  return planRows(row ? Object.values(row)[0] : undefined);
}

/** "Plan Rows" of the top node of an `EXPLAIN (FORMAT JSON)` answer, read as JSON text or as parsed JSON. */
function planRows(plan: unknown): number | undefined {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  const rows = (top as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : undefined;
}

export async function get(db: Database, entity: Entity, id: string, { scope, computed }: ReadOptions = {}): Promise<Row> {
  // A record the caller may not read is answered as one that does not exist: its id gives nothing away.
  if (scope === 'shown' && !(await db.query(shownStatement(entity), [id])).length) throw notFound(missing(entity, id));
  const record = await delegateOf(db.prisma, entity).findUnique({ where: { id }, omit: entity.omit });
  if (!record) throw notFound(missing(entity, id));
  if (computed) {
    const columns = computedSelect(entity, computed).slice(2);
    const [values] = await db.query<Row>(`SELECT ${columns} FROM ${quote(entity.table)} WHERE "id" = $1::text`, [id]);
    Object.assign(record, values);
  }
  return answered(entity, record);
}

const shownStatement = (entity: Entity) =>
  `SELECT 1 AS "shown" FROM ${quote(entity.table)} WHERE "id" = $1::text AND ${shownCondition(entity)}`;

/** One write's data, where its fields are named in errors (`data.`, `data[2].data.`). */
interface WriteItem {
  fieldPrefix: string;
  data: Row;
}

/** Optional last argument of `remove`, and part of every write's. */
export interface HookOptions {
  /** The entity's module's rules (write-hooks.ts): with them the write runs in a transaction, and they inside it. */
  hooks?: AnyEntityWriteHooks;
}

/** Optional last argument of the writes. */
export interface WriteOptions extends HookOptions {
  /** Makers of generated values (slug, sku, words); tests pass predictable ones. */
  generators?: Partial<Generators>;
}

/** Runs `work` in a transaction when there are hooks to run inside it; without, a single write needs none. */
const withHooks = <T>(db: Database, hooks: AnyEntityWriteHooks | undefined, work: (db: Database) => Promise<T>) =>
  hooks ? db.transaction(work) : work(db);

/** The record as it is, locked until the transaction ends (hooks see it unchanged by others); else a 404. */
async function lockedRecord(tx: Database, entity: Entity, id: string, idField?: string): Promise<Row> {
  const [record] = await tx.query<Row>(
    `SELECT ${readableColumns(entity)} FROM ${quote(entity.table)} WHERE "id" = $1::text FOR UPDATE`,
    [id],
  );
  if (!record) throw notFound(missing(entity, id), idField);
  return record;
}

/**
 * Locks the records `items` name one after another in the order of their ids, before any of them is written. Two bulk
 * calls naming the same records in other orders then queue behind each other on the first record they share,
 * instead of each holding what the other needs next (a deadlock, which PostgreSQL breaks only after a second).
 * Ids that name no record lock nothing: the write answers their 404.
 */
async function lockInIdOrder(tx: Database, entity: Entity, items: { id: string }[]): Promise<void> {
  const sql = `SELECT 1 FROM ${quote(entity.table)} WHERE "id" = ANY($1::text[]) ORDER BY "id" FOR UPDATE`;
  await tx.query(sql, [items.map((item) => item.id)]);
}

const generatorsOf = (options: WriteOptions = {}): Generators => ({ ...GENERATORS, ...options.generators });

/** Refuses, naming each, relation ids that point at no record, before anything is written. */
async function checkRelations(db: Database, entity: Entity, items: WriteItem[]): Promise<void> {
  const causes = await missingRelations(db, entity, items);
  if (causes.length) throw badRequest('Related records do not exist', causes);
}

/** A write about to be sent: its data with generated values filled, and which fields were generated. */
interface PendingWrite extends WriteItem {
  generated: Set<string>;
  /** Generated slugs made from the record's title, by field: when taken, the title's slug suffixed (`-2`, `-3`). */
  titled: Map<string, string>;
  /** The id was made here, not given: a fresh uuid cannot clash. */
  ownId: boolean;
}

/**
 * Fills generated values, and on create gives each record its id here, so that what the database returns
 * can be matched to the input. The new ids are random uuids handed out in ascending order, so that a batch
 * lists in input order like records created one after the other (lists fall back on createdAt, then id).
 */
function pendingWrites(entity: Entity, items: WriteItem[], mode: 'create' | 'update', generators: Generators): PendingWrite[] {
  const newIds =
    mode === 'create'
      ? items
          .filter((item) => item.data.id === undefined)
          .map(() => randomUUID())
          .sort()
      : [];
  return items.map(({ fieldPrefix, data }) => {
    const filled: Row = { ...data };
    const fromTitle = entity.fieldsByName.has('title') ? slugOfTitle(data.title) : undefined;
    // A new record's slug given as its title makes it (the admin's form fills it so) is the title's too: suffixed when taken.
    const sentAsTitled = entity.fields.filter(
      (field) => mode === 'create' && field.generate === 'slug' && fromTitle && data[field.name] === fromTitle,
    );
    const generated = [...emptyGeneratedFields(entity, data, mode), ...sentAsTitled];
    const titled = new Map<string, string>();
    for (const field of generated) {
      if (field.generate === 'slug' && fromTitle) titled.set(field.name, fromTitle);
      filled[field.name] = titled.get(field.name) ?? generators[field.generate!]();
    }
    const ownId = mode === 'create' && data.id === undefined;
    if (ownId) filled.id = newIds.shift();
    return { fieldPrefix, data: filled, generated: new Set(generated.map((field) => field.name)), titled, ownId };
  });
}

const uniqueFields = (entity: Entity) => entity.fields.filter((field) => field.unique);

/** The value a write puts in a unique column: its own or generated one, else on create the column's constant default. */
function uniqueCandidate(field: FieldMeta, write: PendingWrite, mode: 'create' | 'update'): UniqueCandidate {
  if (field.name === 'id' && write.ownId) return { value: undefined, generated: false };
  const value = write.data[field.name];
  const fallback =
    mode === 'create' && (typeof field.default === 'string' || typeof field.default === 'number') ? field.default : undefined;
  const title = write.titled.get(field.name);
  return {
    value: value === undefined ? fallback : value,
    generated: write.generated.has(field.name),
    ...(title ? { alternative: (n: number) => suffixedSlug(title, n) } : {}),
  };
}

const noGenerator = (): string => {
  throw new Error('Only a generated value can be generated again');
};

/** Refuses the values of `writes` that are already taken, each named (`data[3].data.slug`), in input order. */
function throwClashes(writes: PendingWrite[], clashes: { index: number; field: FieldMeta }[]): void {
  if (!clashes.length) return;
  const fields = clashes.sort((a, b) => a.index - b.index).map(({ index, field }) => writes[index]!.fieldPrefix + field.name);
  throw uniqueClash(fields);
}

/**
 * Per unique column, one query whatever the number of writes: generated values that are already taken, or
 * repeat another write's, are generated again. On create, values the client gave (or a constant default)
 * that are taken or repeated are refused, every write named; on update they are left to the database, since
 * a record may keep its own value. Run before writing, and on create again for the writes an insert skipped
 * (a value taken meanwhile by a concurrent writer).
 */
async function makeGeneratedValuesUnique(
  db: Database,
  entity: Entity,
  writes: PendingWrite[],
  mode: 'create' | 'update',
  generators: Generators,
): Promise<void> {
  const clashes: { index: number; field: FieldMeta }[] = [];
  for (const field of uniqueFields(entity)) {
    const candidates = writes.map((write) => uniqueCandidate(field, write, mode));
    const checked = candidates
      .filter((candidate) => candidate.generated || mode === 'create')
      .map((candidate) => candidate.value)
      .filter((value) => value !== undefined && value !== null);
    if (!checked.length || (mode === 'update' && !candidates.some((candidate) => candidate.generated))) continue;
    // With a title's slug, its suffixed ones taken too (suffixedSlug: `title-2`), so that the next free one is known.
    const titles = writes.flatMap((write) => write.titled.get(field.name) ?? []);
    const taken = await existingValues(
      db,
      entity,
      field,
      checked,
      titles.map((title) => `${title}-`),
    );
    const resolved = resolveUniqueValues(candidates, taken, field.generate ? generators[field.generate] : noGenerator);
    for (const [index, candidate] of candidates.entries())
      if (candidate.generated) writes[index]!.data[field.name] = resolved.values[index];
    if (mode === 'create') clashes.push(...resolved.clashes.map((index) => ({ index, field })));
    if (resolved.unresolved.length) throw cannotGenerate(writes, resolved.unresolved, field);
  }
  if (mode === 'create') clashes.push(...(await keyClashes(db, entity, writes)));
  throwClashes(writes, clashes);
}

/**
 * On create, the writes whose values of a key of several fields (`uniqueTogether`) some record holds already, or an
 * earlier write of the batch gives: each field of the key named. An insert skips them (ON CONFLICT DO NOTHING), and
 * without this they would be sent again as if they had met a concurrent writer.
 */
async function keyClashes(db: Database, entity: Entity, writes: PendingWrite[]): Promise<{ index: number; field: FieldMeta }[]> {
  const clashes: { index: number; field: FieldMeta }[] = [];
  for (const names of entity.uniqueTogether ?? []) {
    const fields = names.map((name) => entity.fieldsByName.get(name)!);
    const tuples = writes.map((write) => fields.map((field) => uniqueCandidate(field, write, 'create').value));
    // A key holding a NULL is taken by no other: PostgreSQL's unique index counts NULLs as distinct.
    const complete = tuples.map((tuple) => tuple.every((value) => value !== undefined && value !== null));
    const taken = await existingTuples(
      db,
      entity,
      fields,
      tuples.filter((_, index) => complete[index]),
    );
    const used = new Set<string>();
    for (const [index, tuple] of tuples.entries()) {
      if (!complete[index]) continue;
      const key = uniqueTupleKey(tuple);
      if (taken.has(key) || used.has(key)) clashes.push(...fields.map((field) => ({ index, field })));
      used.add(key);
    }
  }
  return clashes;
}

const cannotGenerate = (writes: PendingWrite[], indexes: number[], field: FieldMeta) => {
  const fields = indexes.map((index) => writes[index]!.fieldPrefix + field.name);
  return new AppError(
    'CONFLICT',
    `No free value could be generated for ${fields.join(', ')}: send one`,
    fields.map((name) => ({ field: name, message: `${name}: no free value could be generated, send one`, code: 'not_unique' })),
  );
};

/** How many times writes skipped for a clash on a generated value are sent again: a clash is already rare. */
const INSERT_ATTEMPTS = 5;

/** Inserts `writes` in one statement (more only past PostgreSQL's parameter limit); returns the rows it did not skip. */
async function insertRows(db: Database, entity: Entity, writes: PendingWrite[]): Promise<Row[]> {
  const columns = new Set(writes.flatMap((write) => Object.keys(write.data))).size;
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, columns)));
  const inserted: Row[] = [];
  for (let start = 0; start < writes.length; start += chunk) {
    const { sql, params } = insertStatement(
      entity,
      writes.slice(start, start + chunk).map((write) => write.data),
    );
    // Which write a refusal (a relation deleted meanwhile) is about is known only when there is one.
    inserted.push(
      ...(await translated(db.query<Row>(sql, params), { fieldPrefix: writes.length === 1 ? writes[0]!.fieldPrefix : '' })),
    );
  }
  return inserted;
}

/**
 * Inserts every write in one multi-row statement and returns the records in input order. A write the database
 * skipped for a taken unique value is looked into: a generated value is generated again and the write sent
 * again, a value the client gave is a 409. Run in a transaction when more than one write must be all or nothing.
 */
async function insertWrites(db: Database, entity: Entity, writes: PendingWrite[], generators: Generators): Promise<Row[]> {
  const created = new Map<string, Row>();
  let pending = writes;
  for (let attempt = 1; ; attempt++) {
    for (const record of await insertRows(db, entity, pending)) created.set(uniqueKey(record.id), record);
    pending = pending.filter((write) => !created.has(uniqueKey(write.data.id)));
    if (!pending.length) return writes.map((write) => created.get(uniqueKey(write.data.id))!);
    if (attempt >= INSERT_ATTEMPTS)
      throw new AppError('CONFLICT', 'The write clashed with others made at the same time: send it again');
    await makeGeneratedValuesUnique(db, entity, pending, 'create', generators);
  }
}

/** insertWrites between the writes' before-create and the records' after-create hooks. */
async function insertHooked(
  tx: Database,
  entity: Entity,
  writes: PendingWrite[],
  generators: Generators,
  hooks: AnyEntityWriteHooks | undefined,
): Promise<Row[]> {
  for (const { data, fieldPrefix } of writes) await hooks?.beforeCreate?.({ tx, data, fieldPrefix });
  const created = await insertWrites(tx, entity, writes, generators);
  for (const [index, record] of created.entries())
    await hooks?.afterCreate?.({ tx, record, fieldPrefix: writes[index]!.fieldPrefix });
  return created;
}

/** Where an update's id and expected updatedAt were given: top level (`expectedUpdatedAt`), or a bulk item's. */
interface UpdateTarget {
  id: string;
  expectedUpdatedAt?: Date;
  /** Set for a bulk item (`data[3].id`); the URL's or input's id is not named. */
  idField?: string;
  expectedField: string;
}

/** The 409 of an edit made on a copy of the record older than what the database holds now. */
function editConflict(entity: Entity, id: string, current: Date, field: string): AppError {
  const at = current.toISOString();
  return new AppError(
    'CONFLICT',
    `The ${entity.model} record ${id} was changed by someone else since it was loaded (it was updated at ${at}): nothing was written. Load it again and redo the change.`,
    [
      {
        field,
        message: `${field}: the record was changed by someone else since it was loaded; it is now at updatedAt ${at}`,
        code: 'edit_conflict',
      },
    ],
  );
}

/**
 * Updates one record in one statement: when `expectedUpdatedAt` is given, only if its updatedAt still is that.
 * No row back means either no such record (404) or, with an expectation, one changed since (409); which one is
 * read afterwards, only to word the answer: the write itself was already refused.
 */
async function updateOne(db: Database, entity: Entity, target: UpdateTarget, { fieldPrefix, data }: WriteItem): Promise<Row> {
  const { id, expectedUpdatedAt, idField, expectedField } = target;
  const { sql, params } = updateStatement(entity, id, data, expectedUpdatedAt);
  const [updated] = await translated(db.query<Row>(sql, params), { fieldPrefix });
  if (updated) return updated;
  const current = expectedUpdatedAt ? await currentUpdatedAt(db, entity, id) : undefined;
  if (current) throw editConflict(entity, id, current, expectedField);
  throw notFound(missing(entity, id), idField);
}

/** updateOne between the before-update and after-update hooks, which see the record as it was (locked) and is. */
async function updateHooked(
  tx: Database,
  entity: Entity,
  target: UpdateTarget,
  write: WriteItem,
  hooks: AnyEntityWriteHooks | undefined,
): Promise<Row> {
  if (!hooks) return updateOne(tx, entity, target, write);
  const old = await lockedRecord(tx, entity, target.id, target.idField);
  const { fieldPrefix, data } = write;
  await hooks.beforeUpdate?.({ tx, old, data, fieldPrefix });
  const record = await updateOne(tx, entity, target, write);
  await hooks.afterUpdate?.({ tx, old, record, fieldPrefix });
  return record;
}

async function currentUpdatedAt(db: Database, entity: Entity, id: string): Promise<Date | undefined> {
  const { sql, params } = updatedAtStatement(entity, id);
  const [row] = await db.query<{ updatedAt: Date }>(sql, params);
  return row?.updatedAt;
}

export async function create(db: Database, entity: Entity, data: Row, options: WriteOptions = {}): Promise<Row> {
  const item = { fieldPrefix: 'data.', data };
  const generators = generatorsOf(options);
  const hooks = hooksOfWrite(options.hooks, 'create');
  return withHooks(db, hooks, async (tx) => {
    await hooks?.lock?.({ tx, ids: [], data: [data] });
    await checkRelations(tx, entity, [item]);
    // One record: no lookup first, a clash (rare) is looked into after the insert skipped it.
    const writes = pendingWrites(entity, [item], 'create', generators);
    const [created] = await insertHooked(tx, entity, writes, generators, hooks);
    return created!;
  });
}

/** Optional last argument of `update`. */
export interface UpdateOptions extends WriteOptions {
  /** Write only if the record's updatedAt still is this (the copy the client edited); else a 409. */
  expectedUpdatedAt?: Date;
}

export async function update(db: Database, entity: Entity, id: string, data: Row, options: UpdateOptions = {}): Promise<Row> {
  const item = { fieldPrefix: 'data.', data };
  const generators = generatorsOf(options);
  const hooks = hooksOfWrite(options.hooks, 'update');
  return withHooks(db, hooks, async (tx) => {
    await hooks?.lock?.({ tx, ids: [id], data: [data] });
    await checkRelations(tx, entity, [item]);
    const writes = pendingWrites(entity, [item], 'update', generators);
    await makeGeneratedValuesUnique(tx, entity, writes, 'update', generators);
    const target = { id, expectedUpdatedAt: options.expectedUpdatedAt, expectedField: 'expectedUpdatedAt' };
    return updateHooked(tx, entity, target, writes[0]!, hooks);
  });
}

export async function remove(db: Database, entity: Entity, id: string, options: HookOptions = {}): Promise<Row> {
  const hooks = hooksOfWrite(options.hooks, 'delete');
  const deleteRecord = async (on: Database) =>
    answered(
      entity,
      await translated(delegateOf(on.prisma, entity).delete({ where: { id }, omit: entity.omit }), {
        missing: missing(entity, id),
      }),
    );
  if (!hooks) return deleteRecord(db);
  return db.transaction(async (tx) => {
    await hooks.lock?.({ tx, ids: [id], data: [] });
    const old = await lockedRecord(tx, entity, id);
    await hooks.beforeDelete?.({ tx, old });
    const deleted = await deleteRecord(tx);
    await hooks.afterDelete?.({ tx, old });
    return deleted;
  });
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
export async function findOrCreate(db: Database, entity: Entity, data: Row, options?: WriteOptions): Promise<Row> {
  const item = { fieldPrefix: 'data.', data };
  const match = exactMatch(entity, data);
  if (!Object.keys(match).length)
    throw badRequest('Find-or-create needs at least one field to find by', [
      { field: 'data', message: 'data: name at least one (non-secret) field to find by', code: 'required' },
    ]);
  const hooks = hooksOfWrite(options?.hooks, 'create');
  return db.transaction(async (tx) => {
    await hooks?.lock?.({ tx, ids: [], data: [data] });
    await advisoryLock.hold(tx, `${entity.table}:${canonical(match)}`);
    const found = await translated(
      delegateOf(tx.prisma, entity).findFirst({ where: match, omit: entity.omit, orderBy: { createdAt: 'asc' } }),
    );
    if (found) return answered(entity, found);
    await checkRelations(tx, entity, [item]);
    const generators = generatorsOf(options);
    const writes = pendingWrites(entity, [item], 'create', generators);
    const [created] = await insertHooked(tx, entity, writes, generators, hooks);
    return created!;
  });
}

/**
 * Creates every record or none, in one INSERT of all rows: relation ids are checked first (every missing
 * one named), then unique values (one query per unique column), generated ones made unique.
 */
export async function bulkCreate(db: Database, entity: Entity, items: { data: Row }[], options?: WriteOptions): Promise<Row[]> {
  const writeItems = items.map((item, index) => ({ fieldPrefix: `data[${index}].data.`, data: item.data }));
  const generators = generatorsOf(options);
  const hooks = hooksOfWrite(options?.hooks, 'create');
  return db.transaction(async (tx) => {
    await hooks?.lock?.({ tx, ids: [], data: items.map((item) => item.data) });
    await checkRelations(tx, entity, writeItems);
    const writes = pendingWrites(entity, writeItems, 'create', generators);
    await makeGeneratedValuesUnique(tx, entity, writes, 'create', generators);
    return insertHooked(tx, entity, writes, generators, hooks);
  });
}

/** One item of a bulk update: `expectedUpdatedAt` as in `update`. */
export interface BulkUpdateItem {
  id: string;
  data: Row;
  expectedUpdatedAt?: Date;
}

/** Updates every record or none; an unknown id, or one record changed since it was loaded, fails the whole call. */
export async function bulkUpdate(db: Database, entity: Entity, items: BulkUpdateItem[], options?: WriteOptions): Promise<Row[]> {
  const writeItems = items.map((item, index) => ({ fieldPrefix: `data[${index}].data.`, data: item.data }));
  const generators = generatorsOf(options);
  const hooks = hooksOfWrite(options?.hooks, 'update');
  return db.transaction(async (tx) => {
    await hooks?.lock?.({ tx, ids: items.map((item) => item.id), data: items.map((item) => item.data) });
    await lockInIdOrder(tx, entity, items);
    await checkRelations(tx, entity, writeItems);
    const writes = pendingWrites(entity, writeItems, 'update', generators);
    await makeGeneratedValuesUnique(tx, entity, writes, 'update', generators);
    const updated: Row[] = [];
    for (const [index, item] of items.entries()) {
      const target = {
        id: item.id,
        expectedUpdatedAt: item.expectedUpdatedAt,
        idField: `data[${index}].id`,
        expectedField: `data[${index}].expectedUpdatedAt`,
      };
      updated.push(await updateHooked(tx, entity, target, writes[index]!, hooks));
    }
    return updated;
  });
}
