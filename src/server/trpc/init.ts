import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { translateDatabaseError } from '../crud/database-errors';
import { AppError, type ErrorCause } from '../errors';
import { fieldPath, unstorableInput } from '../storable-text';
import type { Context } from './context';

interface Issue {
  path?: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** Every failing field of a validation error, named. */
export function causesOf(error: unknown): ErrorCause[] {
  if (error instanceof AppError) return error.causes;
  const issues = (error as { issues?: Issue[] } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue) => {
    const base = fieldPath(issue.path ?? []);
    // An unknown key is reported on its parent: name the key itself.
    const fields = issue.keys?.length ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base];
    return fields.map((field) => ({ field, message: field ? `${field}: ${issue.message}` : issue.message }));
  });
}

/** What a client is told of an error, through tRPC and REST alike. */
export function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  if (error.cause && !(error.cause instanceof AppError) && 'issues' in error.cause) return 'Invalid input';
  return error.message;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Stacks and internal messages are for the log (see onError in http/api-handler), never for a client.
  isDev: false,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    message: publicMessage(error),
    data: { ...shape.data, causes: causesOf(error.cause) },
  }),
});

/** Gives AppErrors and database refusals their own tRPC code instead of a 500. */
const errors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = translateDatabaseError(result.error.cause);
    if (cause instanceof AppError) throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

/** Text PostgreSQL cannot hold and runaway nesting are refused in any input, each place named. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const causes = unstorableInput(await getRawInput());
  if (causes.length) {
    const cause = new AppError('BAD_REQUEST', 'The input holds text or nesting the database cannot store', causes);
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Why a context may not write, or undefined when it may: until accounts and roles exist, writes need RBAC_SECRET_KEY. */
export function writeRefusal(ctx: Context): TRPCError | undefined {
  switch (ctx.writeAccess) {
    case 'secret-key':
      return undefined;
    case 'anonymous':
      return new TRPCError({
        code: 'UNAUTHORIZED',
        message: 'Writing requires the secret key (X-RBAC-SECRET-KEY header or rbac.secret-key cookie)',
      });
    case 'cross-site-cookie':
      return new TRPCError({
        code: 'FORBIDDEN',
        message:
          'The rbac.secret-key cookie does not authorise a write sent from another site: send the X-RBAC-SECRET-KEY header',
      });
    case 'invalid-secret-key':
      return new TRPCError({ code: 'FORBIDDEN', message: 'The secret key is not valid' });
  }
}

const requireSecretKey = t.middleware(({ ctx, next }) => {
  const refusal = writeRefusal(ctx);
  if (refusal) throw refusal;
  return next();
});

const withErrors = t.procedure.use(errors);

/** Reads are public. */
export const publicProcedure = withErrors.use(storableInput);

/** Writes: the key is checked before anything else looks at the input. */
export const secretKeyProcedure = withErrors.use(requireSecretKey).use(storableInput);
