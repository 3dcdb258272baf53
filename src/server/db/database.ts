import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { lockFolder } from './folder-lock';
import { PGliteWithNamedStatements } from './pglite-statements';
import { NativeDate, timestamptzParser } from './native-date';
import { PrismaClient, type Prisma } from '../../generated/prisma/client';
import { serviceUnavailable } from '../errors';
import { BUSY_RETRY_AFTER_SECONDS, isWriteConflict, noteIfUnavailable } from './database-errors';
import { noteAnswer, noteRefusal } from './database-outage';
import { quote } from './sql';
import { statementNamer } from './statement-names';
import { pgliteTransaction, poolTransaction, type SqlTransaction } from './sql-transaction';

export type { SqlTransaction };

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  /** The Prisma client, or inside `transaction` the client of that transaction. */
  prisma: Prisma.TransactionClient;
  /** Runs SQL text with possibly many statements and no parameters (migration files). */
  exec(sql: string): Promise<void>;
  /** One parameterized statement ($1, $2 ...) on the raw driver, rows as objects. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Runs `work` in one transaction, all of it or nothing; everything `work` does through the database it is
   * given (Prisma calls and `query`) is part of it. Inside a transaction already, `work` joins that one.
   * `work` may run more than once: a transaction rolled back by a deadlock or a serialisation failure is run
   * again from the start. So it does nothing but through that database (jobs it queues there roll back with it);
   * mail, payment providers and files are for after it resolves.
   */
  transaction<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * `transaction` for work that is SQL of ours only (`query`): BEGIN and COMMIT go straight to the driver's connection,
   * without the round trips and engine work of Prisma's interactive transaction. The same slots and the same runs
   * again after a write conflict; no time limit (for short work, as a request's). Inside a transaction already, joins it.
   */
  sqlTransaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  /**
   * Hears the notifications sent on `channel` (NOTIFY, delivered when the sending transaction commits), from this
   * process or any other on the same database. When the connection that listens is lost and made again,
   * notifications may have been missed meanwhile: `onNotify` is then called with `LISTEN_RESUMED`. Answers the
   * listener: call it to stop.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listener>;
  close(): Promise<void>;
}

/** A listener of `Database.listen`: calling it stops it; `listening` is false while a lost connection is made again. */
export interface Listener {
  (): Promise<void>;
  listening(): boolean;
}

/** The payload a listener is told when its connection came back after a loss (notifications may be missing). */
export const LISTEN_RESUMED = 'listen-resumed';

/** How long a lost listening connection waits before it connects again; each failed attempt doubles it, up to the max. */
const LISTEN_RETRY_MS = 1_000;
const LISTEN_RETRY_MAX_MS = 30_000;
/** How often the listening connection is checked, and how long the check may take before the connection counts as lost. */
const LISTEN_HEARTBEAT_MS = 30_000;
const LISTEN_HEARTBEAT_TIMEOUT_MS = 5_000;
/** The listening connection's application_name in pg_stat_activity. */
export const LISTENER_NAME = 'platform-listener';

/** A long bulk call or seed must not hit Prisma's 5 s default for interactive transactions. */
const TRANSACTION_TIMEOUT = 120_000;
// A request that cannot get a connection within a few seconds is better told 503 (try again) than queued on and on.
const CONNECTION_TIMEOUT = 5_000;
/**
 * Waiting for a transaction slot behind other bulk calls is normal under load, but it too must end. Calls past the
 * slots queue here in order, so 40 bulk updates of the same rows at once all go through one after another (4-6 s
 * for 40 × 10 rows on a busy 2-core machine, on either database: tests/api/concurrent-bulk-writes.test.ts). The
 * 503s they used to get came from deadlocks, each of which stalls the queue for PostgreSQL's deadlock_timeout (1 s),
 * not from this limit or a pool too small; bulk updates now lock their rows in one order. So it is kept: a longer
 * wait would only hold more requests open when the server truly cannot keep up, where a 503 with Retry-After lets
 * the client come back.
 */
const QUEUE_TIMEOUT = 15_000;
/** Pool connections no transaction may take: plain reads and single writes keep getting one. */
const READ_RESERVE = 3;

/** The database as seen from inside one of its transactions. */
function withinTransaction(kind: DatabaseKind, tx: Prisma.TransactionClient): Database {
  const db: Database = {
    kind,
    prisma: tx,
    async exec(sql) {
      await tx.$executeRawUnsafe(sql);
    },
    query: <Row>(sql: string, params: unknown[] = []) => tx.$queryRawUnsafe<Row[]>(sql, ...params),
    transaction: (work) => work(db),
    sqlTransaction: (work) => work(db),
    listen: () => Promise.reject(new Error('A transaction cannot listen: notifications come to the database that opened it')),
    close: () => Promise.reject(new Error('A transaction is closed by the database that opened it')),
  };
  return db;
}

/**
 * How often a transaction the database rolled back for a write conflict (isWriteConflict) is run in all, and the
 * pause before each new run: a random time up to a ceiling that doubles from the first (full jitter), so that the
 * transactions that clashed do not meet again at the same moment. Five runs wait at most 20+40+80+160 ms between them.
 */
export const TRANSACTION_ATTEMPTS = 5;
const CONFLICT_BACKOFF_MS = 20;

/**
 * A counting semaphore: at most `limit` holders at once, the others wait in order, each at most `timeout` ms
 * before it is refused with a 503. `acquire` resolves to the function that gives the slot back.
 */
export function slots(limit: number, timeout: number): () => Promise<() => void> {
  let free = limit;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const once = () => {
    let released = false;
    return () => {
      if (!released) release();
      released = true;
    };
  };
  return () => {
    if (free > 0) {
      free--;
      return Promise.resolve(once());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(once());
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(grant), 1);
        const refusal = serviceUnavailable(
          'The database is busy with other writes: no transaction could start in time, try again',
          BUSY_RETRY_AFTER_SECONDS,
        );
        noteRefusal('busy', 'no transaction slot came free in time', BUSY_RETRY_AFTER_SECONDS, { error: refusal });
        reject(refusal);
      }, timeout);
      waiting.push(grant);
    });
  };
}

/**
 * Runs transactions (`run` opens, runs and ends one) under `acquire`'s slots: at most as many run at once as it grants
 * (on PostgreSQL fewer than the pool's connections, so that reads never wait behind bulk calls). Two
 * transactions taking the same rows in another order can deadlock (40P01), and under a stricter isolation one can
 * fail to serialise (40001); PostgreSQL then rolls one back, and it is run again here, the whole of it, a few
 * times after a short random pause: the one place every write's transaction goes through, so no caller retries.
 * The slot is kept meanwhile, so a retry does not queue again behind calls that came later.
 */
const retryingIn =
  (acquire: () => Promise<() => void>) =>
  async <T>(run: () => Promise<T>): Promise<T> => {
    const release = await acquire();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await run();
          // It committed: the database answers (an outage of it, or of its transaction slots, may be over).
          noteAnswer();
          return result;
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !isWriteConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * CONFLICT_BACKOFF_MS * 2 ** (attempt - 1)));
        }
      }
    } finally {
      release();
    }
  };

/** `transaction` of a database opened on `prisma`, its runs under `retrying`. */
const transactionOn =
  (kind: DatabaseKind, prisma: PrismaClient, retrying: ReturnType<typeof retryingIn>, maxWait: number) =>
  <T>(work: (db: Database) => Promise<T>): Promise<T> =>
    retrying(() => prisma.$transaction((tx) => work(withinTransaction(kind, tx)), { maxWait, timeout: TRANSACTION_TIMEOUT }));

/** Where the embedded database lives when no URL is given, relative to the working directory. */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

const MEMORY_URL = 'memory://';

/** `postgres://` and `postgresql://` are a server; unset, `memory://` or a folder path is embedded PGlite. */
export function databaseKind(url: string | undefined): DatabaseKind {
  if (!url || url === MEMORY_URL) return 'pglite';
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres';
  // Any other scheme is a mistake (a MySQL URL, a typo), not a folder to create.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`Unsupported DATABASE_URL scheme: ${url.split('://')[0]}://`);
  return 'pglite';
}

/**
 * Prisma writes a `timestamp` column as UTC and a `@db.Date` as UTC midnight; node-pg would read both in
 * the process's local time zone, and PGlite `timestamp` too. Read them as Prisma does, in both drivers.
 */
export const UTC_PARSERS = {
  1114: (text: string): Date => new NativeDate(`${text.replace(' ', 'T')}Z`),
  1082: (text: string): Date => new NativeDate(`${text}T00:00:00Z`),
} as const;

/** PGlite's per-query parsers: UTC_PARSERS, and `timestamptz` (every row's createdAt) built with NativeDate. */
const PGLITE_PARSERS = { ...UTC_PARSERS, 1184: timestamptzParser(pgliteTypes.parsers[1184]!) };

export interface DatabaseOptions {
  /**
   * Told every SQL statement sent: Prisma's, as Prisma logs them (its `query` events: not the `BEGIN` a driver
   * adapter sends itself when a transaction starts), and those of `query` and `exec`. For tests that count queries.
   */
  onQuery?: (sql: string) => void;
  /** PostgreSQL: connections in the pool (default 10); transactions may hold all but a few of them. */
  poolSize?: number;
  /** PostgreSQL: how long a query or transaction waits for a connection before it is a 503, in ms (default 5 s). */
  connectionTimeout?: number;
  /** How long a transaction waits for its turn behind others before it is a 503, in ms (default 15 s). */
  queueTimeout?: number;
  /** PostgreSQL: how often a listening connection is checked, in ms (default 30 s); tests shorten it. */
  listenHeartbeatMs?: number;
  /**
   * PostgreSQL: name the statements sent often, so that each connection parses and plans them once (statement-names.ts).
   * Default: on, unless DATABASE_PREPARED_STATEMENTS is `off` (behind a pooler in transaction mode).
   */
  preparedStatements?: boolean;
}

/** The Prisma client on `adapter`; logging is configured only when someone listens. */
function prismaClient(adapter: SqlDriverAdapterFactory, onQuery: DatabaseOptions['onQuery']): PrismaClient {
  if (!onQuery) return new PrismaClient({ adapter });
  const prisma = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  prisma.$on('query', (event) => onQuery(event.query));
  return prisma;
}

/**
 * `db` with its `query` and `exec` told to `onQuery` (inside a transaction they go through Prisma, which tells it;
 * `sqlTransaction` tells its own).
 */
const reportingQueries = (db: Database, onQuery: (sql: string) => void): Database => ({
  ...db,
  exec(sql) {
    onQuery(sql);
    return db.exec(sql);
  },
  query<Row>(sql: string, params?: unknown[]) {
    onQuery(sql);
    return db.query<Row>(sql, params);
  },
});

/**
 * Opens the database named by `url` (callers pass `process.env.DATABASE_URL`): PGlite in a folder
 * (default `.data/pglite`) or in memory, or a PostgreSQL server through a pool shared with Prisma.
 */
export async function openDatabase(url?: string, options: DatabaseOptions = {}): Promise<Database> {
  const { onQuery } = options;
  const db =
    url && databaseKind(url) === 'postgres' ? await openPostgres(url, onQuery, options) : await openPGlite(url, onQuery, options);
  return onQuery ? reportingQueries(db, onQuery) : db;
}

async function openPGlite(
  url: string | undefined,
  onQuery?: DatabaseOptions['onQuery'],
  { connectionTimeout = CONNECTION_TIMEOUT, queueTimeout = QUEUE_TIMEOUT }: DatabaseOptions = {},
): Promise<Database> {
  let dataDir = MEMORY_URL;
  let release = () => {};
  if (url !== MEMORY_URL) {
    // A folder chosen at run time: nothing for the bundler to trace.
    dataDir = path.resolve(/*turbopackIgnore: true*/ url || DEFAULT_PGLITE_DIR);
    mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches it: a second opener would break the folder for the first (folder-lock.ts).
    release = lockFolder(dataDir);
  }
  // pg_trgm's code must be loaded wherever PGlite opens: the migrations create the extension and its search indexes.
  // Statements sent often are prepared once (pglite-statements.ts), as on PostgreSQL.
  const pglite = new PGliteWithNamedStatements(dataDir, { extensions: { pg_trgm } });
  let prisma: PrismaClient;
  try {
    await pglite.waitReady;
    prisma = prismaClient(new PrismaPGlite(pglite), onQuery);
  } catch (error) {
    release();
    throw error;
  }
  // Per query, so the Prisma adapter's own parsers on the same instance are untouched.
  const options = { parsers: PGLITE_PARSERS };
  // One connection: transactions take turns in the queue rather than each waiting on Prisma's maxWait.
  const retrying = retryingIn(slots(1, queueTimeout));
  return {
    kind: 'pglite',
    prisma,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pglite.query<Row>(sql, params, options)).rows;
    },
    transaction: transactionOn('pglite', prisma, retrying, connectionTimeout),
    sqlTransaction: (work) => retrying(() => pgliteTransaction(pglite, options, work, onQuery)),
    // PGlite is this process's own database: no other process can write to it, and its listener is never lost.
    listen: async (channel, onNotify) => Object.assign(await pglite.listen(channel, onNotify), { listening: () => true }),
    async close() {
      try {
        await prisma.$disconnect();
      } finally {
        // The folder is let go only once PGlite has closed it, even if Prisma's disconnect failed.
        await pglite.close().finally(release);
      }
    },
  };
}

async function openPostgres(
  url: string,
  onQuery?: DatabaseOptions['onQuery'],
  {
    poolSize = 10,
    connectionTimeout = CONNECTION_TIMEOUT,
    queueTimeout = QUEUE_TIMEOUT,
    listenHeartbeatMs = LISTEN_HEARTBEAT_MS,
    preparedStatements = process.env.DATABASE_PREPARED_STATEMENTS !== 'off',
  }: DatabaseOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectionTimeout });
  // An idle connection dropped by the server must not crash the process. A server that stops drops every one of them:
  // that is the outage's one warning (database-outage.ts), not a line per connection. Anything else is said as it is.
  pool.on('error', (error) => {
    if (!noteIfUnavailable(error)) console.error(`PostgreSQL pool: ${error.message}`);
  });
  // A connection handed out is one the server accepted (a dropped idle one is removed at once): it answers again.
  pool.on('acquire', () => noteAnswer());
  const types = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(UTC_PARSERS)) types.setTypeParser(Number(oid), parse);
  types.setTypeParser(1184, timestamptzParser(pg.types.getTypeParser(1184)));
  // One namer for Prisma's statements and ours: they share the pool's connections.
  const name = preparedStatements ? statementNamer() : () => '';
  const prisma = prismaClient(new PrismaPg(pool, { statementNameGenerator: ({ sql, args }) => name(sql, args.length) }), onQuery);
  const config = (sql: string, params: unknown[]): pg.QueryConfig => ({
    name: name(sql, params.length),
    text: sql,
    values: params,
    types,
  });
  const retrying = retryingIn(slots(Math.max(1, poolSize - READ_RESERVE), queueTimeout));
  return {
    kind: 'postgres',
    prisma,
    async exec(sql) {
      // Without parameters node-pg sends one simple query: all statements run as one implicit transaction.
      await pool.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(config(sql, params))).rows as Row[];
    },
    transaction: transactionOn('postgres', prisma, retrying, connectionTimeout),
    sqlTransaction: (work) => retrying(() => poolTransaction(pool, config, work, onQuery)),
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify, listenHeartbeatMs),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/**
 * A connection of its own (a pooled one would be handed to others) that LISTENs on `channel`. A lost connection is
 * made again, after a pause that grows while attempts fail, until one succeeds or the listener is stopped; the
 * listener is then told LISTEN_RESUMED, since notifications sent meanwhile are gone. A connection can also be lost
 * without a word: a NAT or proxy that drops an idle connection sends no 'end', and a listener that only waited would
 * go on serving stale pages. TCP keep-alive keeps most such mappings from expiring, and a heartbeat (a `SELECT 1`
 * every `heartbeatMs` that must answer in time) notices a connection dropped anyway. No callback comes after stop.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  heartbeatMs = LISTEN_HEARTBEAT_MS,
): Promise<Listener> {
  let stopped = false;
  /** The connection that listens, while it does. */
  let client: pg.Client | undefined;
  /** The next heartbeat while a connection listens, else the next attempt to connect. */
  let timer: NodeJS.Timeout | undefined;
  /** An attempt under way, which stop() waits for so that it leaves no connection open. */
  let attempt: Promise<void> | undefined;
  /** How long the heartbeat's check, LISTEN, or a goodbye may take before the connection counts as gone. */
  const timeout = Math.min(LISTEN_HEARTBEAT_TIMEOUT_MS, heartbeatMs);

  /** Ends `connection`, destroying its socket if the server does not answer the goodbye: a dropped one never does. */
  const close = async (connection: pg.Client) => {
    const unanswered = setTimeout(() => connection.connection.stream.destroy(), timeout);
    await connection.end().catch(() => undefined);
    clearTimeout(unanswered);
  };

  /** Opens a connection and LISTENs; on any failure it closes what it opened and rejects. */
  const open = async (): Promise<pg.Client> => {
    const connection = new pg.Client({
      connectionString: url,
      // TCP keep-alive probes after 10 s of silence: they keep a NAT's mapping alive and let the OS see a dead peer.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Found by its name in pg_stat_activity (by an operator, or a test that cuts it).
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: CONNECTION_TIMEOUT,
      // The heartbeat's time limit, and LISTEN's: a query left unanswered means the connection is gone.
      query_timeout: timeout,
    });
    connection.on('notification', (message) => {
      if (!stopped && client === connection && message.channel === channel) onNotify(message.payload ?? '');
    });
    // Errors while connecting reject `connect` or the query below; later ones mean the connection is lost.
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${quote(channel)}`);
      return connection;
    } catch (error) {
      void close(connection);
      throw error;
    }
  };

  /**
   * Connects (again after `delay` ms, doubling up to LISTEN_RETRY_MAX_MS while attempts fail) until one succeeds. Only
   * the first failure of a series is logged: a database away for ten minutes is one line here, not twenty.
   */
  const reconnect = (delay: number, failures = 0) => {
    if (stopped) return;
    timer = setTimeout(() => {
      attempt = open().then(
        async (connection) => {
          // Stopped meanwhile: the connection is closed before stop() returns (it waits for this attempt).
          if (stopped) return close(connection);
          listening(connection);
          try {
            onNotify(LISTEN_RESUMED);
          } catch (error) {
            // The listener's own failure: it must not become an unhandled rejection of this attempt.
            console.error(`PostgreSQL listener on ${channel}: its callback failed: ${(error as Error).message}`);
          }
        },
        (error: Error) => {
          // The database away: the outage's warning says so, once for every connection and attempt.
          if (failures === 0 && !noteIfUnavailable(error))
            console.error(`PostgreSQL listener on ${channel}: cannot listen again: ${error.message} (trying again until it can)`);
          reconnect(Math.min(delay * 2, LISTEN_RETRY_MAX_MS), failures + 1);
        },
      );
    }, delay);
  };

  /** `connection` listens now: it is checked every heartbeat, and its first failed check counts as a loss. */
  const listening = (connection: pg.Client) => {
    client = connection;
    const beat = () => {
      timer = setTimeout(() => {
        connection.query('SELECT 1').then(
          () => {
            if (!stopped && client === connection) beat();
          },
          (error: Error) => lose(connection, error),
        );
      }, heartbeatMs);
    };
    beat();
  };

  /** `connection` is lost (if it is still the one that listens): it is closed and another is made. */
  const lose = (connection: pg.Client, error?: Error) => {
    if (stopped || client !== connection) return;
    // Lost to a database that went away (stopped, restarted): the outage's one warning says so.
    if (!(error && noteIfUnavailable(error)))
      console.error(`PostgreSQL listener on ${channel}: connection lost${error ? `: ${error.message}` : ''}`);
    client = undefined;
    clearTimeout(timer);
    void close(connection);
    reconnect(LISTEN_RETRY_MS);
  };

  // Only a lost connection is made again here: the first one's failure is the caller's, at start-up.
  listening(await open());
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    const connection = client;
    client = undefined;
    await Promise.all([connection && close(connection), attempt?.catch(() => undefined)]);
  };
  return Object.assign(stop, { listening: () => client !== undefined });
}
