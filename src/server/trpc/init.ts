import { initTRPC, TRPCError } from '@trpc/server';
import superjson, { type SuperJSONResult } from 'superjson';
import { AppError } from '../errors';
import { toAppError } from '../public-error';
import { unstorableInput } from '../storable-text';
import type { Context } from './context';
import type { Access, ProcedureMeta } from './meta';

const unstorable = (causes: ReturnType<typeof unstorableInput>) =>
  new AppError('BAD_REQUEST', 'The input holds text, keys or nesting the database cannot store', causes);

/** superjson's reading of an input; what it cannot read is the client's fault, told in our words, not superjson's. */
function readSuperjson(payload: SuperJSONResult): unknown {
  try {
    return superjson.deserialize(payload);
  } catch {
    throw new AppError('BAD_REQUEST', 'The input could not be read: send it as superjson writes it', [
      { field: 'input', message: 'input: not readable as superjson' },
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
      const { message, causes } = toAppError(error);
      return { ...shape, message, data: { ...shape.data, causes } };
    },
  });

/** Gives AppErrors and database refusals their own tRPC code (and so HTTP status) instead of a 500. */
const errors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = toAppError(result.error);
    if (appError.code !== 'INTERNAL_SERVER_ERROR' && appError.code !== result.error.code)
      throw new TRPCError({ code: appError.code, message: appError.message, cause: appError });
  }
  return result;
});

/** Text PostgreSQL cannot hold, keys superjson cannot send back and runaway nesting are refused, each place named. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const causes = unstorableInput(await getRawInput());
  if (causes.length) throw unstorable(causes);
  return next();
});

/** Why a context may not call a procedure of this access, or undefined when it may. Over REST it runs before the body is read. */
export function accessRefusal(access: Access, ctx: Pick<Context, 'credentials'>): AppError | undefined {
  if (access === 'public') return undefined;
  switch (ctx.credentials.secretKey) {
    case 'valid':
      return undefined;
    case 'absent':
      return new AppError('UNAUTHORIZED', 'Writing requires the secret key (X-RBAC-SECRET-KEY header or rbac.secret-key cookie)');
    case 'cross-site-cookie':
      return new AppError(
        'FORBIDDEN',
        'The rbac.secret-key cookie does not authorise a write sent from another site: send the X-RBAC-SECRET-KEY header',
      );
    case 'invalid':
      return new AppError('FORBIDDEN', 'The secret key is not valid');
  }
}

/** A procedure builder of one trust level: the access is its meta (read by the route table) and checked before the input. */
const withAccess = (access: Access) =>
  t.procedure
    .meta({ access })
    .use(errors)
    .use(({ ctx, next }) => {
      const refusal = accessRefusal(access, ctx);
      if (refusal) throw refusal;
      return next();
    })
    .use(storableInput);

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it. */
export const publicProcedure = withAccess('public');

/** Needs RBAC_SECRET_KEY until accounts and roles exist; the key is checked before anything looks at the input. */
export const secretKeyProcedure = withAccess('secret-key');
