import { writeHooksOf } from '../crud/write-hooks';
import { computedSqlOf } from '../crud/computed-columns';
import { moduleComputedColumns, moduleProcedures, moduleWriteHooks } from '../modules';
import { openApiProcedures } from '../openapi/openapi.procedures';
import { healthProcedures } from '../platform/health/health.procedures';
import { revalidationProcedures } from '../platform/page-cache/revalidation.procedures';
import { liveProcedures } from '../platform/live/live.procedures';
import { registry } from '../../shared/registry/generated';
import type { AnyEntity } from '../../shared/registry/define-entity';
import { crudProcedures, type CrudProcedures } from './crud-procedures';
import { searchProcedures } from './search-procedures';
import { createCallerFactory, router } from '../platform/procedures/init';
import { mergeProcedureTrees } from '../platform/procedures/procedure-tree';

type Registry = typeof registry;
type CrudProceduresOf<E> = E extends AnyEntity ? CrudProcedures<E> : never;
type CrudTree = { [M in keyof Registry]: { [E in keyof Registry[M]]: CrudProceduresOf<Registry[M][E]> } };

const mapValues = <T extends object, R>(object: T, map: (value: T[keyof T]) => R) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value as T[keyof T])]));

// The generic writes of an entity run its module's hooks, and its reads its modules' computed columns: handed in here,
// where modules meet the generic CRUD.
const crudTree = mapValues(registry, (entities) =>
  mapValues(entities, (entity) =>
    crudProcedures(
      entity,
      (dependencies) => writeHooksOf(moduleWriteHooks(dependencies), entity),
      computedSqlOf(moduleComputedColumns, entity),
    ),
  ),
) as unknown as CrudTree;

/**
 * Every procedure by module and entity: each entity's generic ones and its module's own, under the same keys
 * (`host.pages.list` beside `host.pages.findByUrl`), and the OpenAPI document of them all. The REST route table is
 * compiled from this same tree. Groups with no entities of their own serve the platform itself: the page cache
 * (`revalidation.revalidate`), this API's description (`openapi.document`) the process's probes (`health.ready`), the
 * live channel (`live.events`) and the search across entities (`search.records`).
 */
export const appProcedures = mergeProcedureTrees(mergeProcedureTrees(crudTree, moduleProcedures), {
  openapi: openApiProcedures,
  revalidation: revalidationProcedures,
  health: healthProcedures,
  live: liveProcedures,
  search: searchProcedures(moduleComputedColumns),
});

export const appRouter = router(appProcedures);

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
