import type { z } from 'zod';
import { computedColumnsOf } from './computed-columns';
import { listInputSchemas } from './list-input';
import { camel } from './names';
import { searchColumns } from './search-fields';
import type { EntityInput, FieldMeta } from './types';

/** An entity of the registry: what the generator emitted plus what is derived from it once, at load. */
export function defineEntity<TRecord>() {
  // `createdByProduct` keeps its literal type, so that the generic procedures of such an entity have no create.
  return <TCreate extends z.ZodType, TUpdate extends z.ZodType, TCreatedByProduct extends true | undefined = undefined>(
    input: EntityInput<TCreate, TUpdate> & { createdByProduct?: TCreatedByProduct },
  ) => {
    const fieldsByName: ReadonlyMap<string, FieldMeta> = new Map(input.fields.map((field) => [field.name, field]));
    const secretFields = input.fields.filter((field) => field.secret).map((field) => field.name);
    const path = `/api/${input.module}/${input.plural}`;
    const computedColumns = computedColumnsOf(path);
    return {
      ...input,
      createdByProduct: input.createdByProduct as TCreatedByProduct,
      /** Key of the module in the tRPC router: `websiteBuilder`. */
      moduleKey: camel(input.module),
      /** Key of the entity in its module's router: `buttonsArrays`. */
      routerKey: camel(input.plural),
      /** Property of the Prisma client: `websiteBuilderButtonsArray`. */
      delegate: input.model[0]!.toLowerCase() + input.model.slice(1),
      path,
      fieldsByName,
      readableFields: input.fields.filter((field) => !field.secret),
      /** Prisma `omit` argument that keeps secrets out of every returned record. */
      omit: Object.fromEntries(secretFields.map((name) => [name, true])) as Record<string, true>,
      hasOrderIndex: fieldsByName.has('orderIndex'),
      /** What `search` looks in (none: a search finds a record by its id only). */
      searchColumns: searchColumns(input.fields),
      /** What its module computes for each listed record (computed-columns.ts): read with the page, never written. */
      computedColumns,
      ...listInputSchemas(fieldsByName, computedColumns),
      /** Phantom: the type of a returned record. */
      record: undefined as unknown as TRecord,
    };
  };
}

export type Entity<TRecord = unknown, TCreate extends z.ZodType = z.ZodType, TUpdate extends z.ZodType = z.ZodType> = ReturnType<
  ReturnType<typeof defineEntity<TRecord>>
> & { create: TCreate; update: TUpdate };

/** Any entity of the registry, whatever its record and schemas. */
export type AnyEntity = Entity<unknown, z.ZodType, z.ZodType>;
