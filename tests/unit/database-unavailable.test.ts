import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translateDatabaseError, unavailabilityOf } from '../../src/server/db/database-errors';
import {
  forgetOutages,
  noteAnswer,
  noteRefusal,
  OUTAGE_QUIET_MS,
  outageUnderWay,
  reportOutagesTo,
} from '../../src/server/db/database-outage';
import { AppError } from '../../src/server/errors';
import { answerUnavailablePagesAsSuch } from '../../src/server/http/unavailable-pages';
import { publicError, toAppError } from '../../src/server/public-error';

/** An error as node-pg or Prisma make it: a message with fields (code, meta, syscall...). */
const failure = (message: string, fields: Record<string, unknown>, make = (text: string) => new Error(text)) =>
  Object.assign(make(message), fields);

/** Prisma's error of a driver error it has no code of its own for (P2010 of a raw query, P2039 of a model query). */
const prismaOfSqlState = (prismaCode: string, sqlState: string, message: string) =>
  failure(`Database error. Code: \`${sqlState}\`. Message: \`${message}\``, {
    code: prismaCode,
    meta: {
      driverAdapterError: {
        cause: { originalCode: sqlState, originalMessage: message, kind: 'postgres', code: sqlState, severity: 'FATAL' },
      },
    },
  });

/**
 * What PostgreSQL going away looks like to this process, as seen stopping one under queries (pg_ctl stop -m fast and
 * -m immediate, and a smart stop under way): node-pg's own errors of `Database.query`, and Prisma's of model queries,
 * raw queries and transactions.
 */
const AWAY = {
  'connection refused (node-pg)': failure('connect ECONNREFUSED 127.0.0.1:55432', {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
    address: '127.0.0.1',
    port: 55432,
  }),
  'connection reset (node-pg)': failure('read ECONNRESET', { code: 'ECONNRESET', errno: -104, syscall: 'read' }),
  'refused on every address tried (Node)': failure(
    'connect ECONNREFUSED',
    { code: 'ECONNREFUSED' },
    (text) => new AggregateError([failure(text, { code: 'ECONNREFUSED', syscall: 'connect' })], text),
  ),
  "can't reach database server (Prisma P1001)": failure("Can't reach database server at 127.0.0.1:55432", {
    code: 'P1001',
    meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 55432 } } },
  }),
  'server closed the connection (Prisma P1017)': failure('Server has closed the connection.', { code: 'P1017', meta: {} }),
  'administrator shutdown (node-pg 57P01)': failure('terminating connection due to administrator command', {
    code: '57P01',
    severity: 'FATAL',
  }),
  'administrator shutdown (Prisma P2039)': prismaOfSqlState(
    'P2039',
    '57P01',
    'terminating connection due to administrator command',
  ),
  'administrator shutdown (Prisma P2010, raw query)': prismaOfSqlState(
    'P2010',
    '57P01',
    'terminating connection due to administrator command',
  ),
  'shutting down (Prisma P2039, 57P03)': prismaOfSqlState('P2039', '57P03', 'the database system is shutting down'),
  'connection failure (08006)': failure('connection failure', { code: '08006', severity: 'FATAL' }),
  'connection ended under a query (node-pg)': new Error('Connection terminated unexpectedly'),
  'connection timeout (node-pg pool)': failure(
    'Connection terminated due to connection timeout',
    {},
    (text) => new Error(text, { cause: new Error('Connection terminated unexpectedly') }),
  ),
};

const BUSY = {
  'no pool connection in time (node-pg)': new Error('timeout exceeded when trying to connect'),
  'no pool connection in time (Prisma P2024)': failure('Timed out fetching a new connection from the connection pool.', {
    code: 'P2024',
    meta: {},
  }),
  'too many connections (Prisma P2037)': failure('Too many database connections opened', { code: 'P2037', meta: {} }),
  'too many connections (53300)': failure('sorry, too many clients already', { code: '53300', severity: 'FATAL' }),
};

let lines: { level: 'warn' | 'info'; message: string }[];
beforeEach(() => {
  forgetOutages();
  lines = [];
  reportOutagesTo({
    warn: (message) => lines.push({ level: 'warn', message }),
    info: (message) => lines.push({ level: 'info', message }),
  });
});
afterEach(() => forgetOutages());

describe('a database away', () => {
  it.each(Object.entries(AWAY))('is a 503 with Retry-After: %s', (_, error) => {
    expect(unavailabilityOf(error)?.kind).toBe('away');
    const answer = publicError(error);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    // Neither the driver's words nor the server's address reach the client.
    expect(answer.body.data).toBe('The database cannot be reached at the moment: try again shortly');
    expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|55432|ECONN|administrator/);
  });

  it.each(Object.entries(BUSY))('too busy is a 503 with Retry-After: %s', (_, error) => {
    expect(unavailabilityOf(error)?.kind).toBe('busy');
    const answer = publicError(error);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
  });

  it('is a 503 when a procedure passes it on inside a TRPCError (the server caller of pages)', () => {
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: AWAY["can't reach database server (Prisma P1001)"] });
    expect(toAppError(wrapped)).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
  });

  it('is told apart from what is not the database', () => {
    // A payment provider or a mail server that refuses: fetch's error holds the socket's as its cause.
    const fetchFailed = new TypeError('fetch failed', { cause: AWAY['connection refused (node-pg)'] });
    const others = [
      fetchFailed,
      new Error('something else'),
      failure('duplicate key value violates unique constraint', { code: '23505', severity: 'ERROR' }),
      failure('canceling statement due to user request', { code: '57014', severity: 'ERROR' }),
      failure('ECONNREFUSED', { code: 'ECONNREFUSED' }),
    ];
    for (const error of others) expect(unavailabilityOf(error)).toBeUndefined();
    expect(publicError(fetchFailed).status).toBe(500);
    expect(lines).toEqual([]);
  });
});

describe('an outage', () => {
  it('is one warning when it begins and one line when the database answers again, whatever the refusals', () => {
    const start = 1_000_000;
    for (let call = 0; call < 50; call++)
      noteRefusal('away', 'ECONNREFUSED', 5, { error: new Error(`call ${call}`), now: start + call * 100 });
    // The same error translated again on its way to an answer (logged, formatted) is one call.
    const once = new Error('translated twice');
    noteRefusal('away', 'ECONNREFUSED', 5, { error: once, now: start + 5_000 });
    noteRefusal('away', 'ECONNREFUSED', 5, { error: once, now: start + 5_000 });
    // Idle pooled connections dropped by the stop: no call of a client.
    noteRefusal('away', 'SQLSTATE 57P01', 5, { now: start + 5_000 });
    expect(lines).toEqual([
      {
        level: 'warn',
        message:
          'The database cannot be reached (ECONNREFUSED): calls that need it are answered 503 with Retry-After until it answers again',
      },
    ]);
    expect(outageUnderWay()).toBe(true);
    // An answer right after a refusal (the pool under load, a refusal still in flight) does not end it...
    noteAnswer(start + 5_000 + OUTAGE_QUIET_MS - 1);
    expect(outageUnderWay()).toBe(true);
    // ...an answer once refusals have stopped does.
    noteAnswer(start + 5_000 + OUTAGE_QUIET_MS);
    expect(outageUnderWay()).toBe(false);
    expect(lines[1]).toEqual({
      level: 'info',
      message: 'The database answers again, 10 s after the outage began; 51 call(s) were answered 503 meanwhile',
    });
    // The next outage is warned of again.
    noteRefusal('busy', 'P2024', 2, { now: start + 60_000 });
    expect(lines).toHaveLength(3);
    expect(lines[2]!.message).toMatch(/^The database is too busy to take calls in time \(P2024\)/);
  });

  it('begins with a translated error, and is not begun by one that is not the database', () => {
    translateDatabaseError(new Error('duplicate'));
    expect(outageUnderWay()).toBe(false);
    expect(translateDatabaseError(AWAY['administrator shutdown (Prisma P2039)'])).toBeInstanceOf(AppError);
    expect(outageUnderWay()).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toContain('(SQLSTATE 57P01)');
  });
});

describe('a page that failed while the database refused its calls', () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  /** A server whose page fails with a 500 (as Next.js's error page does), after `during` ran in its request. */
  async function pageServer(during: () => void) {
    server = createServer((request, response) => {
      answerUnavailablePagesAsSuch(response, Date.now());
      during();
      response.statusCode = request.url === '/fine' ? 200 : 500;
      response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      response.end('<html>error page</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is a 503 with the Retry-After of the refusal, uncached', async () => {
    const url = await pageServer(() => translateDatabaseError(AWAY['connection refused (node-pg)']));
    const answer = await fetch(`${url}/page`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('<html>error page</html>');
    // A page that did not fail keeps its status.
    expect((await fetch(`${url}/fine`)).status).toBe(200);
  });

  it('stays a 500 when the database refused nothing meanwhile', async () => {
    // Refused a second before the request began: another request's refusal, not this page's.
    noteRefusal('away', 'ECONNREFUSED', 5, { now: Date.now() - 1_000 });
    const url = await pageServer(() => undefined);
    const answer = await fetch(`${url}/page`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBeNull();
  });
});
