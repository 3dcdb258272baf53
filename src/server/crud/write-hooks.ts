import type { Database } from '../db/database';
import type { FileStorage } from '../platform/file-storage/file-storage';
import type { AnyEntity } from '../../shared/registry/define-entity';
import type { registry } from '../../shared/registry/generated';

type Registry = typeof registry;

/** An entity by its module and router keys, as tRPC names it: `crm.requests`, `rbac.identities`. */
export type EntityKey = { [M in keyof Registry]: `${M}.${keyof Registry[M] & string}` }[keyof Registry];

/** The record type of the entity at `key` (secrets left out, as every read returns it). */
export type RecordAt<K extends EntityKey> = K extends `${infer M extends keyof Registry}.${infer E}`
  ? E extends keyof Registry[M]
    ? Registry[M][E] extends { record: infer R }
      ? R
      : never
    : never
  : never;

/** What every hook of a create or update is given: the write's transaction, and where its fields are named. */
interface WriteHookArgs {
  /** The write's transaction: what a hook writes through it is committed or rolled back with the write. */
  tx: Database;
  /** Prefix of the write's fields in errors (`data.`, in a bulk call `data[2].data.`): a refusal names `${fieldPrefix}email`. */
  fieldPrefix: string;
}

export interface BeforeCreateArgs<R> extends WriteHookArgs {
  /**
   * The record's fields as they will be inserted (its id and generated values filled). A hook may fill a field the
   * write left empty (a publication date): what it sets here is inserted.
   */
  data: Partial<R>;
}
export interface AfterCreateArgs<R> extends WriteHookArgs {
  record: Readonly<R>;
}
export interface BeforeUpdateArgs<R> extends WriteHookArgs {
  /** The record as it is, locked until the write's transaction ends. */
  old: Readonly<R>;
  /** The fields the update sets; a hook may add one (a publication date), which is written with them. */
  data: Partial<R>;
}
export interface AfterUpdateArgs<R> extends WriteHookArgs {
  old: Readonly<R>;
  record: Readonly<R>;
}
/**
 * What a write is about to touch, before it locks or writes any row: the records it changes or deletes (by id) and
 * the fields it writes (each create's or update's data, in input order).
 */
export interface LockHookArgs<R> {
  tx: Database;
  /** The ids of the records an update or delete names (none for a create), as the client gave them. */
  ids: readonly string[];
  /** The fields each create or update writes (none for a delete). */
  data: readonly Partial<R>[];
}
export interface DeleteHookArgs<R> {
  tx: Database;
  /** The record being (before) or just (after) deleted. */
  old: Readonly<R>;
}

/**
 * A module's rules on the generic writes of one of its entities. Each runs inside the write's transaction; one that
 * throws (an AppError naming the field, `${fieldPrefix}status`) refuses the write, and everything it did is undone.
 * Methods, not function properties: a map of hooks typed per record is then usable where any record is handed over.
 */
export interface EntityWriteHooks<R> {
  /**
   * Runs first in every write's transaction (create, update, delete, find-or-create, bulk), before the generic code
   * locks or writes a row: takes the locks the module's rules need, in the module's own lock order (a cart before an
   * order's row, an order's row before its lines'), once for all the records of a bulk call. The other hooks run
   * holding them.
   */
  lock?(args: LockHookArgs<R>): Promise<void> | void;
  beforeCreate?(args: BeforeCreateArgs<R>): Promise<void> | void;
  afterCreate?(args: AfterCreateArgs<R>): Promise<void> | void;
  beforeUpdate?(args: BeforeUpdateArgs<R>): Promise<void> | void;
  afterUpdate?(args: AfterUpdateArgs<R>): Promise<void> | void;
  beforeDelete?(args: DeleteHookArgs<R>): Promise<void> | void;
  afterDelete?(args: DeleteHookArgs<R>): Promise<void> | void;
}

/** Every module's write hooks, by entity; each module lists those of its own entities (modules/index.ts merges them). */
export type WriteHooks = { readonly [K in EntityKey]?: EntityWriteHooks<RecordAt<K>> };

/** What the server hands the hooks of a write (from the request's context): the file storage records' urls are checked against. */
export interface WriteHookDependencies {
  storage: FileStorage;
}

/** The hooks module `M` declares: on its own entities only (`rbac.identities` for rbac), never another module's. */
export type ModuleWriteHooks<M extends keyof Registry> = Pick<WriteHooks, Extract<EntityKey, `${M}.${string}`>>;

/** The hooks of one entity, as the generic CRUD runs them (on records it knows only as rows). */
export type AnyEntityWriteHooks = EntityWriteHooks<object>;

/** The hooks `hooks` holds for `entity`, if any. */
export const writeHooksOf = (hooks: WriteHooks, entity: AnyEntity): AnyEntityWriteHooks | undefined =>
  hooks[`${entity.moduleKey}.${entity.routerKey}` as EntityKey];

/** The hook pairs by kind of write. */
const HOOKS_OF_WRITE = {
  create: ['lock', 'beforeCreate', 'afterCreate'],
  update: ['lock', 'beforeUpdate', 'afterUpdate'],
  delete: ['lock', 'beforeDelete', 'afterDelete'],
} as const satisfies Record<string, readonly (keyof AnyEntityWriteHooks)[]>;

/**
 * `hooks` when they hold one for this kind of write, else undefined: a write no hook watches needs no transaction
 * and no locked read of the old record.
 */
export const hooksOfWrite = (
  hooks: AnyEntityWriteHooks | undefined,
  write: keyof typeof HOOKS_OF_WRITE,
): AnyEntityWriteHooks | undefined => (hooks && HOOKS_OF_WRITE[write].some((name) => hooks[name]) ? hooks : undefined);
