import type { MessageCode, MessageParams } from '../../shared/message-codes';
import { AppError, serviceUnavailable, type ErrorCause } from '../errors';
import { noteRefusal, type Unavailability } from './database-outage';

interface KnownRequestError {
  code: string;
  message: string;
  meta?: Record<string, unknown>;
}

const isKnownRequestError = (error: unknown): error is KnownRequestError => {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^P\d{4}$/.test(code);
};

/** Field names a Prisma error points at, wherever this Prisma version and driver adapter put them. */
function fieldsOf(meta: Record<string, unknown> | undefined): string[] {
  if (!meta) return [];
  if (Array.isArray(meta.target)) return meta.target.map(String);
  const cause = (meta.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string } } } | undefined)?.cause
    ?.constraint;
  if (cause?.fields) return cause.fields.map((field) => field.replaceAll('"', ''));
  return fieldsOfConstraint(
    cause?.index ??
      (typeof meta.field_name === 'string' ? meta.field_name : undefined) ??
      (typeof meta.target === 'string' ? meta.target : undefined),
  );
}

/** Constraint names look like `Model_field_fkey`, `Model_field_key` or, for the id, `Model_pkey`. */
function fieldsOfConstraint(name: string | undefined): string[] {
  if (name && /_pkey\b/.test(name)) return ['id'];
  const match = name ? /_([A-Za-z0-9]+)_(?:fkey|key)\b/.exec(name) : null;
  return match ? [match[1]!] : [];
}

/** The columns of a key violation's detail, `Key (provider, email)=(…) already exists.`; none when it has none. */
function fieldsOfDetail(detail: unknown): string[] {
  const match = typeof detail === 'string' ? /^Key \(([^()]*)\)=/.exec(detail) : null;
  if (!match) return [];
  const columns = match[1]!.split(', ').map((column) => column.replace(/^"(.*)"$/, '$1').replaceAll('""', '"'));
  return columns.every((column) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) ? columns : [];
}

/**
 * The SQLSTATE of a statement run on the raw driver (`Database.query`), or through Prisma's raw queries
 * (P2010, as `query` runs inside a transaction), with the fields its constraint names.
 */
function rawFailure(error: unknown): { sqlState: string; fields: string[] } | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, constraint, detail, meta } = error as {
    code?: unknown;
    constraint?: unknown;
    detail?: unknown;
    meta?: Record<string, unknown>;
  };
  if (typeof code !== 'string') return undefined;
  if (!isKnownRequestError(error)) {
    // The detail names every column of a key (`provider, email`); the constraint's name shows only the last.
    const fields = fieldsOfDetail(detail);
    return {
      sqlState: code,
      fields: fields.length ? fields : fieldsOfConstraint(typeof constraint === 'string' ? constraint : undefined),
    };
  }
  const original = (meta?.driverAdapterError as { cause?: { originalCode?: unknown } } | undefined)?.cause?.originalCode;
  return code === 'P2010' && typeof original === 'string' ? { sqlState: original, fields: fieldsOf(meta) } : undefined;
}

/** The 409 of values already taken, each field named as the client sent it (`data[3].data.slug`). */
export const uniqueClash = (
  fields: string[],
  causes: ErrorCause[] = fields.map((field) => ({
    field,
    message: `${field}: must be unique: the value is already taken`,
    code: 'not_unique',
  })),
) => new AppError('CONFLICT', `A record with this ${fields.join(', ') || 'value'} already exists`, causes);

const relationMissing = (fields: string[], causes: ErrorCause[]) =>
  new AppError('BAD_REQUEST', `The related record of ${fields.join(', ') || 'a relation'} does not exist`, causes);

/** node-pg's pool when no connection came free within `connectionTimeoutMillis` (also what Prisma passes on from it). */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * The Retry-After of a database too busy to take a call (in seconds). The call already waited its limit (the pool's
 * connection timeout, or the transaction queue's), so the load it met is not gone in a moment: a client that comes
 * back after a short pause finds a shorter queue, and many clients told the same pause do not all come back at once
 * since each was refused at its own time.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/**
 * The Retry-After of a database that cannot be reached (seconds), as the readiness probe says: a restart or a
 * fail-over takes seconds, and a client that comes back at once only meets the same refusal.
 */
export const AWAY_RETRY_AFTER_SECONDS = 5;
/** The Retry-After of a write that clashed again after every run (seconds): the clash is over when the others commit. */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

const busy = () =>
  serviceUnavailable(
    'The database is too busy to take this request now: no connection came free in time, try again',
    BUSY_RETRY_AFTER_SECONDS,
  );

const away = () =>
  serviceUnavailable('The database cannot be reached at the moment: try again shortly', AWAY_RETRY_AFTER_SECONDS);

/**
 * Socket errors of a connection to the database that could not be made or was cut (node-pg passes them on as they
 * are; Prisma's adapter turns the first four into P1001, P1017 and P1008).
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'ECONNABORTED',
]);
/** Prisma's: can't reach the database server, timed out reaching it, an operation timed out, the server closed the connection. */
const PRISMA_AWAY = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
/** Prisma's: no connection from its pool in time, too many connections (the server's limit). */
const PRISMA_BUSY = new Set(['P2024', 'P2037']);
/**
 * SQLSTATEs of a server that is going or not there yet: class 08 (connection exception), 57P01 (terminated by an
 * administrator: a fast stop), 57P02 (crash of another backend), 57P03 (starting up or shutting down).
 */
const awaySqlState = (sqlState: string) => /^08[0-9A-Z]{3}$/.test(sqlState) || /^57P0[123]$/.test(sqlState);
/** 53300: the server has no connection slot left. */
const BUSY_SQLSTATE = '53300';
/** node-pg's own words for a connection that ended under a query, or could not be made in time. */
const CONNECTION_ENDED = /^(Connection terminated\b|Client has encountered a connection error and is not queryable)/;

/** The SQLSTATE of node-pg's error (it has a severity), or of one inside Prisma's (P2010, P2039 and others: `originalCode`). */
function sqlStateOf(error: object): string | undefined {
  const { code, severity, meta } = error as {
    code?: unknown;
    severity?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  };
  const original = meta?.driverAdapterError?.cause?.originalCode;
  if (typeof original === 'string') return original;
  return typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** `error` and the errors it wraps (a cause, an AggregateError's), nearest first, a few levels down. */
function* chainOf(error: unknown, depth = 0): Generator<object> {
  if (typeof error !== 'object' || error === null || depth > 4) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chainOf(inner, depth + 1);
  yield* chainOf((error as { cause?: unknown }).cause, depth + 1);
}

/** A system error of a socket (`syscall` set) with one of SOCKET_CODES: Node's own, or Node's AggregateError of each address tried. */
const socketCodeOf = (error: unknown): string | undefined => {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && SOCKET_CODES.has(code) && (typeof syscall === 'string' || error instanceof AggregateError))
    return code;
  return error instanceof AggregateError ? error.errors.map(socketCodeOf).find(Boolean) : undefined;
};

/**
 * Why the database could not take a call, when it is an outage and not the call's fault: `away` (refused, reset,
 * unreachable, shutting down, a connection ended under the query) or `busy` (no pool connection in time, no
 * connection slot left on the server); with a short cause for the log (a code, never an address or a value).
 *
 * What only the database's driver or Prisma makes (their codes, a SQLSTATE, node-pg's words) counts wherever it is
 * in the error's causes. A bare socket error counts only as the error itself, as `Database.query` passes node-pg's
 * on: one found among the causes of another (`fetch failed` of a payment provider, a mail server) is not the database.
 */
export function unavailabilityOf(error: unknown): { kind: Unavailability; cause: string } | undefined {
  const socketCode = socketCodeOf(error);
  if (socketCode) return { kind: 'away', cause: socketCode };
  for (const link of chainOf(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && PRISMA_AWAY.has(code)) return { kind: 'away', cause: code };
    if (typeof code === 'string' && PRISMA_BUSY.has(code)) return { kind: 'busy', cause: code };
    const sqlState = sqlStateOf(link);
    if (sqlState && awaySqlState(sqlState)) return { kind: 'away', cause: `SQLSTATE ${sqlState}` };
    if (sqlState === BUSY_SQLSTATE) return { kind: 'busy', cause: `SQLSTATE ${sqlState}` };
    if (typeof message === 'string') {
      if (message.includes(POOL_TIMEOUT)) return { kind: 'busy', cause: 'no pool connection came free in time' };
      const ended = CONNECTION_ENDED.exec(message);
      if (ended) return { kind: 'away', cause: ended[0].toLowerCase() };
    }
  }
  return undefined;
}

/**
 * The 503 of a database that is away or too busy (unavailabilityOf), noted as a refusal of the outage under way
 * (database-outage.ts: one warning per outage); undefined for any other error.
 */
function unavailable(error: unknown): AppError | undefined {
  const unavailability = unavailabilityOf(error);
  if (!unavailability) return undefined;
  const answer = unavailability.kind === 'away' ? away() : busy();
  const retryAfter = unavailability.kind === 'away' ? AWAY_RETRY_AFTER_SECONDS : BUSY_RETRY_AFTER_SECONDS;
  noteRefusal(unavailability.kind, unavailability.cause, retryAfter, { error: error as object });
  return answer;
}

/**
 * For the process's own work on the database (a listener, the job runner, an idle pooled connection): true, and the
 * outage noted (its one warning, database-outage.ts), when `error` is the database away or too busy, so that the caller
 * need not log a line of its own at every attempt; false for any other error, which the caller says as it is.
 */
export function noteIfUnavailable(error: unknown): boolean {
  const unavailability = unavailabilityOf(error);
  if (!unavailability) return false;
  const retryAfter = unavailability.kind === 'away' ? AWAY_RETRY_AFTER_SECONDS : BUSY_RETRY_AFTER_SECONDS;
  noteRefusal(unavailability.kind, unavailability.cause, retryAfter);
  return true;
}

/** Deadlocks and serialisation failures: the database rolled the transaction back so that another could go on. */
export const isWriteConflict = (error: unknown): boolean => {
  const { code, meta } = (error ?? {}) as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  };
  // A raw query (`query` inside a transaction) that failed is Prisma's P2010, with the SQLSTATE inside.
  const sqlState = code === 'P2010' ? meta?.driverAdapterError?.cause?.originalCode : code;
  return code === 'P2034' || sqlState === '40P01' || sqlState === '40001';
};

/**
 * Translates what the database refuses into the client's fault (409, 400, 404) with the field named, and a
 * database too busy to serve (or a write conflict still there after its retries) into a 503 with Retry-After;
 * anything else is left alone and becomes a 500.
 */
export function translateDatabaseError(error: unknown, fieldPrefix = ''): unknown {
  const refused = unavailable(error);
  if (refused) return refused;
  // Only when it deadlocked again on its every run (Database.transaction): nothing was written, and it may go through now.
  if (isWriteConflict(error))
    return serviceUnavailable(
      'The write clashed with others made at the same time, and nothing was written: try again',
      CONFLICT_RETRY_AFTER_SECONDS,
    );
  const causesOf = (
    fields: string[],
    message: string,
    fallback: string,
    code: MessageCode,
    params?: MessageParams,
  ): ErrorCause[] =>
    (fields.length ? fields.map((field) => ({ field, message: `${field}: ${message}` })) : [{ message: fallback }]).map(
      (cause) => ({ ...cause, code, ...(params ? { params } : {}) }),
    );
  const raw = rawFailure(error);
  if (raw) {
    const fields = raw.fields.map((field) => fieldPrefix + field);
    // SQLSTATE class 22 (data exception): a value the database could not take.
    if (/^22[0-9A-Z]{3}$/.test(raw.sqlState)) return new AppError('BAD_REQUEST', 'A value could not be used by the database');
    if (raw.sqlState === '23505')
      return uniqueClash(
        fields,
        causesOf(fields, 'must be unique: the value is already taken', 'A value is already taken', 'not_unique'),
      );
    if (raw.sqlState === '23503')
      return relationMissing(
        fields,
        causesOf(fields, 'refers to a record that does not exist', 'A related record does not exist', 'not_found'),
      );
    return error;
  }
  if (!isKnownRequestError(error)) return error;
  const fields = fieldsOf(error.meta).map((field) => fieldPrefix + field);
  const causes = (message: string, code: MessageCode, params?: MessageParams) =>
    causesOf(fields, message, error.message, code, params);
  switch (error.code) {
    case 'P2002':
      return uniqueClash(fields, causes('must be unique: the value is already taken', 'not_unique'));
    case 'P2003':
      return relationMissing(fields, causes('refers to a record that does not exist', 'not_found'));
    // Transaction API errors: mostly one that could not start within maxWait, else one that ran out of time.
    case 'P2028':
      if (/unable to start a transaction/i.test(error.message)) {
        noteRefusal('busy', 'P2028: no transaction could start in time', BUSY_RETRY_AFTER_SECONDS, { error });
        return busy();
      }
      return serviceUnavailable(
        'The transaction took too long and was rolled back, nothing was written: try again',
        BUSY_RETRY_AFTER_SECONDS,
      );
    case 'P2025':
      return new AppError('NOT_FOUND', 'Record not found');
    case 'P2000':
      return new AppError(
        'BAD_REQUEST',
        'A value is too long for its column',
        causes('is too long', 'too_big', { origin: 'string' }),
      );
    case 'P2007':
      return new AppError('BAD_REQUEST', 'A value could not be used by the database', causes('could not be stored', 'invalid'));
    default:
      return error;
  }
}
