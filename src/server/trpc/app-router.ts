import { registry } from '../registry/generated';
import type { AnyEntity } from '../registry/define-entity';
import { crudRouter } from './crud-router';
import { createCallerFactory, router } from './init';

type Registry = typeof registry;
type CrudRouterOf<E> = E extends AnyEntity ? ReturnType<typeof crudRouter<E>> : never;
type CrudRouters = { [M in keyof Registry]: { [E in keyof Registry[M]]: CrudRouterOf<Registry[M][E]> } };

const mapValues = <T extends object, R>(object: T, map: (value: T[keyof T]) => R) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value as T[keyof T])]));

/** Every entity's CRUD router, by module and route plural: `trpc.websiteBuilder.buttonsArrays.list`. */
export const appRouter = router(
  mapValues(registry, (entities) => mapValues(entities, (entity) => crudRouter(entity))) as unknown as CrudRouters,
);

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
