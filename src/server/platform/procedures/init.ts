import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson, { type SuperJSONResult } from 'superjson';
import { AppError } from '../../errors';
import { toAppError } from '../../public-error';
import { unstorableInput } from '../../storable-text';
import type { Context } from '../context/context';
import { accessRefusal } from './access';
import type { Access, ProcedureMeta, RestRoute } from './meta';

const unstorable = (causes: ReturnType<typeof unstorableInput>) =>
  new AppError('BAD_REQUEST', 'The input holds text, keys or nesting the database cannot store', causes);

/** superjson's reading of an input; what it cannot read is the client's fault, told in our words, not superjson's. */
function readSuperjson(payload: SuperJSONResult): unknown {
  try {
    return superjson.deserialize(payload);
  } catch {
    throw new AppError('BAD_REQUEST', 'The input could not be read: send it as superjson writes it', [
      { field: 'input', message: 'input: not readable as superjson', code: 'invalid' },
    ]);
  }
}

/**
 * superjson, with two guards on inputs. Their `referentialEqualities` are dropped: the JSON already holds every
 * value in full, and the shared references they would restore can make a 3 KB input a graph of 2^depth paths.
 * And the JSON is checked as sent, before superjson copies it: the copy silently drops a `__proto__` key.
 */
const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (payload: unknown) => {
      if (!payload || typeof payload !== 'object' || !('json' in payload)) return readSuperjson(payload as SuperJSONResult);
      const { json, meta } = payload as SuperJSONResult;
      const causes = unstorableInput(json);
      if (causes.length) throw unstorable(causes);
      return readSuperjson({ json, meta: meta && { ...meta, referentialEqualities: undefined } });
    },
  },
  output: superjson,
};

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer,
    // Stacks and internal messages are for the log, never for a client.
    isDev: false,
    errorFormatter: ({ shape, error }) => {
      const { code, status, message, causes, messageCode } = toAppError(error);
      // An error no procedure translated (the context could not be made) says its own code, as its status does.
      const untranslated = error.code === 'INTERNAL_SERVER_ERROR' && code !== error.code;
      return {
        ...shape,
        ...(untranslated ? { code: TRPC_ERROR_CODES_BY_KEY[code] } : {}),
        message,
        data: {
          ...shape.data,
          ...(untranslated ? { code, httpStatus: status } : {}),
          causes,
          ...(messageCode ? { messageCode } : {}),
        },
      };
    },
  });

/** Gives AppErrors and database refusals their own tRPC code (and so HTTP status) instead of a 500. */
function translated(error: TRPCError): TRPCError {
  const appError = toAppError(error);
  return appError.code !== 'INTERNAL_SERVER_ERROR' && appError.code !== error.code
    ? new TRPCError({ code: appError.code, message: appError.message, cause: appError })
    : error;
}

const routesOf = (meta: ProcedureMeta | undefined): RestRoute[] => [meta?.rest ?? []].flat();
const idOf = (input: unknown) => (input && typeof input === 'object' ? (input as { id?: unknown }).id : undefined);

/**
 * A procedure builder of one access level: the level is its meta (read by the route table) and checked before the
 * input; then text PostgreSQL cannot hold, keys superjson cannot send back and runaway nesting are refused, each place
 * named; then whatever failed is translated. One middleware for all three: every layer copies the call's options twice
 * per call (issue 34). A failure of the checks is translated as tRPC would have reported it from a layer of its own.
 */
const withAccess = (access: Access) =>
  t.procedure.meta({ access }).use(async ({ ctx, meta, getRawInput, next }) => {
    try {
      // Only public content may be kept by a cache; a refusal of the others is not worth keeping either.
      if (access !== 'public') ctx.response.forbidCaching();
      // Anyone may call a public one: nothing to ask, nor a promise to wait for (issue 34).
      const refusal =
        access === 'public'
          ? undefined
          : await accessRefusal(access, ctx, {
              routes: routesOf(meta),
              id: access === 'own' ? idOf(await getRawInput()) : undefined,
            });
      if (refusal) throw refusal;
      const causes = unstorableInput(await getRawInput());
      if (causes.length) throw unstorable(causes);
    } catch (error) {
      throw translated(getTRPCErrorFromUnknown(error));
    }
    const result = await next();
    if (!result.ok) {
      const translation = translated(result.error);
      if (translation !== result.error) throw translation;
    }
    return result;
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it. */
export const publicProcedure = withAccess('public');

/** A signed-in subject (or the secret key). */
export const signedInProcedure = withAccess('signed-in');

/** The subject whose id is the input's `id`, a role permitted the procedure's route, or the secret key. */
export const ownRecordsProcedure = withAccess('own');

/** A role permitted the procedure's route (an action naming it), or the secret key. */
export const permissionProcedure = withAccess('permission');

/** Server-to-server only: the secret key. */
export const secretKeyProcedure = withAccess('secret-key');
