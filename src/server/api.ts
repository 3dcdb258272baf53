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

/** A procedure as tRPC's server-side caller calls it: the options it is given, and its kind. */
interface CallableProcedure {
  (options: {
    path: string;
    ctx: unknown;
    getRawInput: () => Promise<unknown>;
    type: string;
    signal: undefined;
    batchIndex: number;
  }): Promise<unknown>;
  _def: { type: string };
}

/** The input as a procedure reads it; made here, unnamed: tsx names each named closure anew, per request (issue 34). */
const rawInput = (input: unknown) => () => Promise.resolve(input);

function apiFrom(procedures: object, procedureRouter: AnyRouter): Api {
  const createCaller = createCallerFactory(procedureRouter);
  const viaCaller: ProcedureCaller = (ctx, keys, input) => {
    let target: unknown = createCaller(ctx);
    for (const key of keys) target = (target as Record<string, unknown>)[key];
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
  /**
   * The router's procedure at a path, called as createCaller calls it (same middlewares, input parsing and errors), but
   * found once rather than through a chain of proxies and a lookup at every request (issue 34).
   */
  const direct = new Map<string, CallableProcedure | undefined>();
  const procedureAt = (path: string) => {
    if (!direct.has(path)) {
      const found: unknown = (procedureRouter._def.procedures as Record<string, unknown>)[path];
      direct.set(path, typeof found === 'function' ? (found as CallableProcedure) : undefined);
    }
    return direct.get(path);
  };
  return {
    router: procedureRouter,
    routes: compileRouteTable(procedures as ProcedureTree),
    call: (ctx, keys, input) => {
      const path = keys.join('.');
      const procedure = procedureAt(path);
      // A lazily loaded router's procedures are found by the caller.
      if (!procedure) return viaCaller(ctx, keys, input);
      return procedure({
        path,
        ctx,
        getRawInput: rawInput(input),
        type: procedure._def.type,
        signal: undefined,
        batchIndex: 0,
      });
    },
  };
}

/** Any tree of procedures served the platform's way (tests serve small ones), with its router if already built. */
export const apiOf = (procedures: ProcedureTree, procedureRouter?: AnyRouter): Api =>
  apiFrom(procedures, procedureRouter ?? router(procedures as Parameters<typeof router>[0]));

let app: Api | undefined;

/** The platform's own API, compiled once: a route clash fails the first call, at the server's start. */
export const appApi = (): Api => (app ??= apiFrom(appProcedures, appRouter));
