import type { AnyRouter } from '@trpc/server';
import type { ProcedureCaller } from './rest/handler';
import { compileRouteTable, type RouteTable } from './platform/procedures/route-table';
import { appProcedures, appRouter } from './trpc/app-router';
import { createCallerFactory, router } from './platform/procedures/init';
import type { ProcedureTree } from './platform/procedures/procedure-tree';

/** A tree of procedures as the server serves it: the tRPC router, the REST route table, and a caller by keys. */
export interface Api {
  router: AnyRouter;
  routes: RouteTable;
  call: ProcedureCaller;
}

function apiFrom(procedures: object, procedureRouter: AnyRouter): Api {
  const createCaller = createCallerFactory(procedureRouter);
  return {
    router: procedureRouter,
    routes: compileRouteTable(procedures as ProcedureTree),
    call: (ctx, keys, input) => {
      let target: unknown = createCaller(ctx);
      for (const key of keys) target = (target as Record<string, unknown>)[key];
      return (target as (input: unknown) => Promise<unknown>)(input);
    },
  };
}

/** Any tree of procedures served the platform's way (tests serve small ones), with its router if already built. */
export const apiOf = (procedures: ProcedureTree, procedureRouter?: AnyRouter): Api =>
  apiFrom(procedures, procedureRouter ?? router(procedures as Parameters<typeof router>[0]));

let app: Api | undefined;

/** The platform's own API, compiled once: a route clash fails the first call, at the server's start. */
export const appApi = (): Api => (app ??= apiFrom(appProcedures, appRouter));
