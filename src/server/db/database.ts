import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient, type Prisma } from '../../generated/prisma/client';

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
   */
  transaction<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A long bulk call or seed must not hit Prisma's 5 s default for interactive transactions. */
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

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
    close: () => Promise.reject(new Error('A transaction is closed by the database that opened it')),
  };
  return db;
}

/** Deadlocks and serialisation failures: the database rolled the transaction back so that another could go on. */
export const isWriteConflict = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'P2034' || code === '40P01' || code === '40001';
};
const TRANSACTION_ATTEMPTS = 3;

/**
 * `transaction` of a database opened on `prisma`. Two bulk calls touching the same rows in another order
 * can deadlock; PostgreSQL then rolls one back, and it is run again, a few times, after a short random pause.
 */
const transactionOn =
  (kind: DatabaseKind, prisma: PrismaClient) =>
  async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await prisma.$transaction((tx) => work(withinTransaction(kind, tx)), TRANSACTION_OPTIONS);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isWriteConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
      }
    }
  };

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
const UTC_PARSERS = {
  1114: (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`),
  1082: (text: string): Date => new Date(`${text}T00:00:00Z`),
} as const;

/**
 * Opens the database named by `url` (callers pass `process.env.DATABASE_URL`): PGlite in a folder
 * (default `.data/pglite`) or in memory, or a PostgreSQL server through a pool shared with Prisma.
 */
export async function openDatabase(url?: string): Promise<Database> {
  return url && databaseKind(url) === 'postgres' ? openPostgres(url) : openPGlite(url);
}

async function openPGlite(url: string | undefined): Promise<Database> {
  let dataDir = MEMORY_URL;
  if (url !== MEMORY_URL) {
    dataDir = path.resolve(url || DEFAULT_PGLITE_DIR);
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = new PGlite(dataDir);
  await pglite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: 'pglite',
    prisma,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      // Per query, so the Prisma adapter's own parsers on the same instance are untouched.
      return (await pglite.query<Row>(sql, params, { parsers: UTC_PARSERS })).rows;
    },
    transaction: transactionOn('pglite', prisma),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, timeout) must not crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const types = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(UTC_PARSERS)) types.setTypeParser(Number(oid), parse);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    async exec(sql) {
      // Without parameters node-pg sends one simple query: all statements run as one implicit transaction.
      await pool.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query({ text: sql, values: params, types });
      return result.rows as Row[];
    },
    transaction: transactionOn('postgres', prisma),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
