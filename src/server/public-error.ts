import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { translateDatabaseError } from './db/database-errors';
import { AppError, ERROR_STATUS, type ErrorCode, type ErrorCause } from './errors';
import { fieldPath } from './storable-text';

interface Issue {
  path?: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** Every failing field of a validation error (zod's issues), named. */
function causesOfIssues(issues: readonly Issue[]): ErrorCause[] {
  return issues.flatMap((issue) => {
    const base = fieldPath(issue.path ?? []);
    // An unknown key is reported on its parent: name the key itself.
    const fields = issue.keys?.length ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base];
    return fields.map((field) => ({ field, message: field ? `${field}: ${issue.message}` : issue.message }));
  });
}

const issuesOf = (error: unknown): Issue[] | undefined => {
  const issues = (error as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : undefined;
};

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);

const INTERNAL = () => new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');

/**
 * Any error as the AppError a client is told of, for REST and tRPC alike: AppErrors as they are, database
 * refusals translated (the one place that does it), invalid input with every field named, tRPC's own
 * errors by their code, and anything else an internal error whose text stays in the log.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const translated = translateDatabaseError(error);
  if (translated instanceof AppError) return translated;
  if (error instanceof TRPCError) {
    if (error.cause && error.cause !== error) {
      const fromCause = toAppError(error.cause);
      if (fromCause.code !== 'INTERNAL_SERVER_ERROR') return fromCause;
    }
    const issues = issuesOf(error.cause);
    if (issues) return new AppError('BAD_REQUEST', 'Invalid input', causesOfIssues(issues));
    if (error.code !== 'INTERNAL_SERVER_ERROR' && isErrorCode(error.code)) return new AppError(error.code, error.message);
    return INTERNAL();
  }
  const issues = issuesOf(error);
  if (issues) return new AppError('BAD_REQUEST', 'Invalid input', causesOfIssues(issues));
  return INTERNAL();
}

/** The spec's error shape: the message under `data`, every failing field under `cause`; with its status. */
export interface PublicError {
  status: number;
  body: { data: string; cause: ErrorCause[] };
  /** Headers the error carries (`retry-after` of a 429). */
  headers: Readonly<Record<string, string>>;
}

/** What a client is told of an error; what broke is for the log, which the edge that caught it writes (logFailure). */
export function publicError(error: unknown): PublicError {
  const appError = toAppError(error);
  return { status: appError.status, body: { data: appError.message, cause: appError.causes }, headers: appError.headers };
}

/** Checks an input against its schema where no procedure did (a service called directly): a 400 as a procedure gives. */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw toAppError(result.error);
  return result.data;
}
