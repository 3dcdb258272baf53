import { z } from 'zod';
import * as crud from '../crud/service';
import type { AnyEntity } from '../registry/define-entity';
import { publicProcedure, router, secretKeyProcedure } from './init';

type Row = Record<string, unknown>;

export const MAX_BULK_SIZE = 1000;

const id = z.string({ error: 'id is required' }).min(1, 'id is required');

/**
 * zod cannot resolve a schema built from a generic entity's schema, so the input types are stated:
 * the schema still checks at run time, the cast only tells TypeScript what it yields.
 */
const typed = <Output, Input = Output>(schema: z.ZodType) => schema as z.ZodType<Output, Input>;

/** list, count, get, create, update, delete, findOrCreate, bulkCreate and bulkUpdate of one entity. */
export function crudRouter<E extends AnyEntity>(entity: E) {
  type Entry = E['record'];
  type Create = { data: z.output<E['create']> };
  type Update = { id: string; data: z.output<E['update']> };
  const create = typed<Create, { data: z.input<E['create']> }>(z.strictObject({ data: entity.create }));
  const update = typed<Update, { id: string; data: z.input<E['update']> }>(z.strictObject({ id, data: entity.update }));
  const bulk = <Output, Input>(item: z.ZodType<Output, Input>) =>
    z.strictObject({
      data: z
        .array(item)
        .min(1, 'data must hold at least one item')
        .max(MAX_BULK_SIZE, `data may hold at most ${MAX_BULK_SIZE} items`),
    });
  return router({
    list: publicProcedure.input(entity.list).query(({ ctx, input }) => crud.list(ctx.db, entity, input) as Promise<Entry[]>),
    count: publicProcedure.input(entity.count).query(({ ctx, input }) => crud.count(ctx.db, entity, input)),
    get: publicProcedure
      .input(z.strictObject({ id }))
      .query(({ ctx, input }) => crud.get(ctx.db, entity, input.id) as Promise<Entry>),
    create: secretKeyProcedure
      .input(create)
      .mutation(({ ctx, input }) => crud.create(ctx.db, entity, input.data as Row) as Promise<Entry>),
    update: secretKeyProcedure
      .input(update)
      .mutation(({ ctx, input }) => crud.update(ctx.db, entity, input.id, input.data as Row) as Promise<Entry>),
    delete: secretKeyProcedure
      .input(z.strictObject({ id }))
      .mutation(({ ctx, input }) => crud.remove(ctx.db, entity, input.id) as Promise<Entry>),
    findOrCreate: secretKeyProcedure
      .input(create)
      .mutation(({ ctx, input }) => crud.findOrCreate(ctx.db, entity, input.data as Row) as Promise<Entry>),
    bulkCreate: secretKeyProcedure
      .input(bulk(create))
      .mutation(({ ctx, input }) => crud.bulkCreate(ctx.db, entity, input.data as { data: Row }[]) as Promise<Entry[]>),
    bulkUpdate: secretKeyProcedure
      .input(bulk(update))
      .mutation(
        ({ ctx, input }) => crud.bulkUpdate(ctx.db, entity, input.data as { id: string; data: Row }[]) as Promise<Entry[]>,
      ),
  });
}
