import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { translateDatabaseError } from './db/database-errors';
import type { MessageCode } from '../shared/message-codes';
import { AppError, ERROR_STATUS, type ErrorCode, type ErrorCause } from './errors';
import { causesOfIssues, type Issue } from './issue-causes';

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

/**
 * The spec's error shape: the message under `data`, every failing field under `cause` (each with its code); with its
 * status. `messageCode` is added beside them when the whole refusal has a code of its own.
 */
export interface PublicError {
  status: number;
  body: { data: string; cause: ErrorCause[]; messageCode?: MessageCode };
  /** Headers the error carries (`retry-after` of a 429). */
  headers: Readonly<Record<string, string>>;
}

/** What a client is told of an error; what broke is for the log, which the edge that caught it writes (logFailure). */
export function publicError(error: unknown): PublicError {
  const appError = toAppError(error);
  const { message, causes, messageCode } = appError;
  const body = { data: message, cause: causes, ...(messageCode ? { messageCode } : {}) };
  return { status: appError.status, body, headers: appError.headers };
}

/** Checks an input against its schema where no procedure did (a service called directly): a 400 as a procedure gives. */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw toAppError(result.error);
  return result.data;
}
