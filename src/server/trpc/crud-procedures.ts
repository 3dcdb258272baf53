import { z } from 'zod';
import * as crud from '../crud/service';
import { readBySome } from '../crud/shown-records';
import type { EntityComputedSql } from '../crud/computed-columns';
import type { AnyEntityWriteHooks, WriteHookDependencies } from '../crud/write-hooks';
import { storeReceivedFiles } from '../platform/file-storage/store-received-files';
import type { AnyEntity } from '../../shared/registry/define-entity';
import { dateValue } from '../../shared/registry/zod-fields';
import type { Context } from '../platform/context/context';
import { callerMayUse } from '../platform/procedures/access';
import { inputParser } from '../platform/procedures/input-parser';
import { permissionProcedure, publicProcedure } from '../platform/procedures/init';

type Row = Record<string, unknown>;

export const MAX_BULK_SIZE = 1000;

const id = z.string({ error: 'id is required' }).min(1, 'id is required');
const byId = inputParser(z.strictObject({ id }));

/**
 * The updatedAt of the copy an edit was made on: the write is applied only if the record still has it, else
 * a 409 (someone else changed it meanwhile). A Date (tRPC) or ISO 8601 text (`?expectedUpdatedAt=…` in REST).
 */
const expectedUpdatedAt = dateValue('expectedUpdatedAt').optional().meta({
  type: 'string',
  format: 'date-time',
  description: 'updatedAt of the record as it was loaded: the update is refused with a 409 if the record changed since',
});

/**
 * zod cannot resolve a schema built from a generic entity's schema, so the input types are stated:
 * the schema still checks at run time, the cast only tells TypeScript what it yields.
 */
const typed = <Output, Input = Output>(schema: z.ZodType) => schema as z.ZodType<Output, Input>;

/**
 * Runs a write with the files received for it (REST multipart) saved to storage: only now, after its input
 * validated, and removed again when the write fails.
 */
async function withReceivedFiles<T>(ctx: Context, entity: AnyEntity, data: Row, write: (data: Row) => Promise<T>): Promise<T> {
  const stored = await storeReceivedFiles(ctx.storage, entity, data);
  try {
    return await write(stored.data);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/** The generic calls that make records: none for an entity whose records only the product makes. */
const CREATE_PROCEDURES = ['create', 'findOrCreate', 'bulkCreate'] as const;

/**
 * The generic calls of one entity, each with its REST route under `/api/{module}/{plural}`: list, count, get,
 * create, update, delete, findOrCreate, bulkCreate and bulkUpdate; of a `@createdByProduct` entity all but the three
 * that create (docs/decisions/0055), so that REST answers them with a 405 naming what the path allows, and neither the
 * typed client nor the OpenAPI document has them. Every write runs the hooks `hooksFor` gives over the
 * request's dependencies, its module's rules; every read answers `computed`, its modules' computed columns, and its
 * filters and search may read them.
 */
export function crudProcedures<E extends AnyEntity>(
  entity: E,
  hooksFor?: (dependencies: WriteHookDependencies) => AnyEntityWriteHooks | undefined,
  computed?: EntityComputedSql,
): CrudProcedures<E> {
  const all = allCrudProcedures(entity, hooksFor, computed);
  if (!entity.createdByProduct) return all as CrudProcedures<E>;
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => !(CREATE_PROCEDURES as readonly string[]).includes(name)),
  ) as CrudProcedures<E>;
}

type AllCrudProcedures<E extends AnyEntity> = ReturnType<typeof allCrudProcedures<E>>;

/** The generic procedures an entity has: without those that create, when only the product makes its records. */
export type CrudProcedures<E extends AnyEntity> = E extends { createdByProduct: true }
  ? Omit<AllCrudProcedures<E>, (typeof CREATE_PROCEDURES)[number]>
  : AllCrudProcedures<E>;

function allCrudProcedures<E extends AnyEntity>(
  entity: E,
  hooksFor?: (dependencies: WriteHookDependencies) => AnyEntityWriteHooks | undefined,
  computed?: EntityComputedSql,
) {
  type Entry = E['record'];
  type Create = { data: z.output<E['create']> };
  type Update = { id: string; data: z.output<E['update']>; expectedUpdatedAt?: Date };
  type UpdateInput = { id: string; data: z.input<E['update']>; expectedUpdatedAt?: Date | string };
  const create = typed<Create, { data: z.input<E['create']> }>(z.strictObject({ data: entity.create }));
  const update = typed<Update, UpdateInput>(z.strictObject({ id, data: entity.update, expectedUpdatedAt }));
  const bulk = <Output, Input>(item: z.ZodType<Output, Input>) =>
    z.strictObject({
      data: z
        .array(item)
        .min(1, 'data must hold at least one item')
        .max(MAX_BULK_SIZE, `data may hold at most ${MAX_BULK_SIZE} items`),
    });
  const { path } = entity;
  const files = entity.fields.filter((field) => field.input === 'file').map((field) => field.name);
  const label = `${entity.module} ${entity.plural}`;
  // Content is readable by anyone; personal records only by a permitting role (owners read theirs by their own routes).
  const readProcedure = entity.publiclyReadable ? publicProcedure : permissionProcedure;
  // Of a `@publicWhenShown` or `@publicWhenPublished` entity, a caller without a role permitting the read reads only
  // the records shown or published; a permitted one reads the others too, an answer no cache may keep for anyone else.
  const readOptions = async (ctx: Context, readPath: string): Promise<crud.ReadOptions> => {
    if (!readBySome(entity)) return { scope: 'all', computed };
    if (!(await callerMayUse(ctx, [{ method: 'GET', path: readPath }]))) return { scope: 'shown', computed };
    ctx.response.forbidCaching();
    return { scope: 'all', computed };
  };
  return {
    list: readProcedure
      .meta({ rest: { method: 'GET', path, summary: `List ${label}` } })
      .input(inputParser(entity.list))
      .query(async ({ ctx, input }) => {
        ctx.budget.take(input.limit, 'limit');
        return crud.list(ctx.db, entity, input, await readOptions(ctx, path)) as Promise<Entry[]>;
      }),
    count: readProcedure
      .meta({ rest: { method: 'GET', path: `${path}/count`, summary: `Count ${label}` } })
      .input(inputParser(entity.count))
      .query(async ({ ctx, input }) => crud.count(ctx.db, entity, input, await readOptions(ctx, `${path}/count`))),
    get: readProcedure
      .meta({ rest: { method: 'GET', path: `${path}/{id}`, summary: `One of the ${label}` } })
      .input(byId)
      .query(
        async ({ ctx, input }) => crud.get(ctx.db, entity, input.id, await readOptions(ctx, `${path}/{id}`)) as Promise<Entry>,
      ),
    create: permissionProcedure
      .meta({ rest: { method: 'POST', path, status: 201, files, summary: `Create one of the ${label}` } })
      .input(inputParser(create))
      .mutation(
        ({ ctx, input }) =>
          withReceivedFiles(ctx, entity, input.data as Row, (data) =>
            crud.create(ctx.db, entity, data, { hooks: hooksFor?.(ctx) }),
          ) as Promise<Entry>,
      ),
    update: permissionProcedure
      .meta({
        rest: [
          { method: 'PATCH', path: `${path}/{id}`, files, summary: `Update one of the ${label}` },
          { method: 'PUT', path: `${path}/{id}`, files, summary: `Update one of the ${label}` },
        ],
      })
      .input(inputParser(update))
      .mutation(
        ({ ctx, input }) =>
          withReceivedFiles(ctx, entity, input.data as Row, (data) =>
            crud.update(ctx.db, entity, input.id, data, {
              expectedUpdatedAt: input.expectedUpdatedAt,
              hooks: hooksFor?.(ctx),
            }),
          ) as Promise<Entry>,
      ),
    delete: permissionProcedure
      .meta({ rest: { method: 'DELETE', path: `${path}/{id}`, summary: `Delete one of the ${label}` } })
      .input(byId)
      .mutation(({ ctx, input }) => crud.remove(ctx.db, entity, input.id, { hooks: hooksFor?.(ctx) }) as Promise<Entry>),
    findOrCreate: permissionProcedure
      .meta({ rest: { method: 'POST', path: `${path}/find-or-create`, summary: `Find or create one of the ${label}` } })
      .input(inputParser(create))
      .mutation(
        ({ ctx, input }) => crud.findOrCreate(ctx.db, entity, input.data as Row, { hooks: hooksFor?.(ctx) }) as Promise<Entry>,
      ),
    bulkCreate: permissionProcedure
      .meta({ rest: { method: 'POST', path: `${path}/bulk`, status: 201, summary: `Create many ${label}` } })
      .input(inputParser(bulk(create)))
      .mutation(({ ctx, input }) => {
        ctx.budget.take(input.data.length, 'data');
        return crud.bulkCreate(ctx.db, entity, input.data as { data: Row }[], { hooks: hooksFor?.(ctx) }) as Promise<Entry[]>;
      }),
    bulkUpdate: permissionProcedure
      .meta({ rest: { method: 'PATCH', path: `${path}/bulk`, summary: `Update many ${label}` } })
      .input(inputParser(bulk(update)))
      .mutation(({ ctx, input }) => {
        ctx.budget.take(input.data.length, 'data');
        return crud.bulkUpdate(ctx.db, entity, input.data as crud.BulkUpdateItem[], { hooks: hooksFor?.(ctx) }) as Promise<
          Entry[]
        >;
      }),
  };
}
