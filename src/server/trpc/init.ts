import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { translateDatabaseError } from '../crud/database-errors';
import { AppError, type ErrorCause } from '../errors';
import type { Context } from './context';

interface Issue {
  path?: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** `['data', 2, 'slug']` → `data[2].slug`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
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

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    message: error.cause && 'issues' in error.cause ? 'Invalid input' : shape.message,
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

/** Paths of every string (or object key) in a value that holds a NUL character. */
function nulPaths(value: unknown, path: PropertyKey[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [fieldPath(path)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, index]));
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob))
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\u0000') ? [fieldPath([...path, key])] : nulPaths(item, [...path, key]),
    );
  return [];
}

/** PostgreSQL text and jsonb cannot hold a NUL character: refuse it in any input, naming where it is. */
const noNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const paths = nulPaths(await getRawInput());
  if (paths.length) {
    const cause = new AppError(
      'BAD_REQUEST',
      'Text must not contain NUL characters',
      paths.map((field) => ({ field, message: `${field}: must not contain a NUL character` })),
    );
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Reads are public. */
export const publicProcedure = t.procedure.use(errors).use(noNulCharacters);

/** Why a context may not write, or undefined when it may: until accounts and roles exist, writes need RBAC_SECRET_KEY. */
export function writeRefusal(ctx: Context): TRPCError | undefined {
  if (ctx.writeAccess === 'anonymous')
    return new TRPCError({
      code: 'UNAUTHORIZED',
      message: 'Writing requires the secret key (X-RBAC-SECRET-KEY header or rbac.secret-key cookie)',
    });
  if (ctx.writeAccess !== 'secret-key') return new TRPCError({ code: 'FORBIDDEN', message: 'The secret key is not valid' });
  return undefined;
}

export const secretKeyProcedure = publicProcedure.use(({ ctx, next }) => {
  const refusal = writeRefusal(ctx);
  if (refusal) throw refusal;
  return next();
});
