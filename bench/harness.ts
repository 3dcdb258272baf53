import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../scripts/throwaway-database';
import { openDatabase, type Database } from '../src/server/db/database';
import { prepareDatabase } from '../src/server/prepare-database';
import pg from 'pg';
import { dependenciesFromEnvironment } from '../src/server/dependencies';
import { createPlatformServer } from '../src/server/http/server';
import type { ContextDependencies } from '../src/server/platform/context/context';
import type { LoadPlan, LoadResult } from './cart-load';
import { preparingStatements } from './prepared-statements';

// A benchmark prints its tables: its servers log warnings and errors only, unless LOG_LEVEL asks for request lines.
process.env.LOG_LEVEL ||= 'warn';

/** PostgreSQL server the benchmarks create their throwaway database on. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Something to undo when a benchmark ends (drop its database, close a server). */
export type Cleanup = () => Promise<unknown>;

/** Listens on a free loopback port and answers the server's base URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Runs a benchmark; what it registers with `cleanups.push` is undone in reverse on success, error or Ctrl-C,
 * so no throwaway database is left behind. A failure sets the exit code.
 */
export async function runBenchmark(main: (cleanups: Cleanup[]) => Promise<void>): Promise<void> {
  const cleanups: Cleanup[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('cleanup:', error));
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    await main(cleanups);
  } catch (error) {
    process.exitCode = 1;
    // After Ctrl-C the load runs fail because the servers are closing: that is not worth a stack trace.
    if (!cleaning) console.error(error);
  } finally {
    await cleanUp();
  }
}

/** A migrated throwaway PostgreSQL database, closed and dropped when the benchmark ends. */
export async function openBenchDatabase(cleanups: Cleanup[]): Promise<{ db: Database; url: string }> {
  const throwaway = await createThrowawayDatabase(SERVER_URL, 'platform_bench');
  cleanups.push(() => throwaway.drop());
  const db = await openDatabase(throwaway.url);
  cleanups.push(() => db.close());
  await prepareDatabase(db);
  return { db, url: throwaway.url };
}

/** The server's dependencies for a benchmark: a random JWT secret, the secret key given (or none). */
export const benchDependencies = (db: Database, secretKey?: string): ContextDependencies =>
  dependenciesFromEnvironment(db, { RBAC_JWT_SECRET: randomBytes(32).toString('hex'), RBAC_SECRET_KEY: secretKey });

/** One side's figures of a run. */
export interface SideFigures {
  rps: number;
  p50: number;
  p99: number;
}

/** The two rows of a scenario (ours, then the baseline), the ratio of their requests per second on ours. */
export function ratioRows(name: string, results: Readonly<Record<'ours' | 'baseline', SideFigures>>): string[][] {
  const ratio = (results.ours.rps / results.baseline.rps).toFixed(2);
  return (['ours', 'baseline'] as const).map((side) => {
    const { rps, p50, p99 } = results[side];
    return [name, side, Math.round(rps).toLocaleString('en-US'), String(p50), String(p99), side === 'ours' ? ratio : ''];
  });
}

/** A table on the console: the first two columns aligned left, the figures right. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
    );
}

/** Closes a server, the keep-alive connections of a load generator with it. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** The product's server on `db` (tokens signed with `jwtSecret`), listening; the cleanups close it. */
export async function startOurs(db: Database, jwtSecret: string, cleanups: Cleanup[]): Promise<string> {
  const server = createPlatformServer(dependenciesFromEnvironment(db, { RBAC_JWT_SECRET: jwtSecret }));
  cleanups.push(() => closeServer(server));
  return listen(server);
}

export type Side = 'ours' | 'baseline';

/**
 * Ours and a benchmark's baseline (a bare handler on a pool of its own, of openDatabase's size) on the same database,
 * both listening: their urls. The cleanups close both servers and the pool.
 */
export async function startOursAndBaseline(
  db: Database,
  databaseUrl: string,
  jwtSecret: string,
  startBaseline: (pool: pg.Pool) => Server,
  cleanups: Cleanup[],
): Promise<Record<Side, string>> {
  const pool = preparingStatements(new pg.Pool({ connectionString: databaseUrl, max: 10 }));
  // An idle client told its database is going (the throwaway one dropped at the end) is no failure of the run; a
  // query's own error still rejects that query.
  pool.on('error', () => undefined);
  cleanups.push(() => pool.end());
  const baseline = startBaseline(pool);
  cleanups.push(() => closeServer(baseline));
  return { ours: await startOurs(db, jwtSecret, cleanups), baseline: await listen(baseline) };
}

/** One autocannon run in a process of its own (bench/cart-load.ts): connection i sends the requests of list i. */
export function load(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./cart-load.ts', import.meta.url)), { execArgv: process.execArgv });
    let answer: LoadResult | string | undefined;
    child.once('message', (message: LoadResult | string) => (answer = message));
    child.once('error', reject);
    child.once('exit', () => {
      if (answer === undefined || typeof answer === 'string') return reject(new Error(`load: ${answer ?? 'no answer'}`));
      if (answer.failed) return reject(new Error(`${plan.url}: ${answer.failed} of ${answer.requests} requests failed`));
      resolve(answer);
    });
    child.send(plan);
  });
}

/** Where BENCH_PROFILE asks CPU profiles to be written, if it does. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;

/**
 * Profiles this process (ours and the baseline share it: only one side runs at a time) until the answer is called,
 * which writes `<BENCH_PROFILE>/<name>.cpuprofile` (bench/cpu-profile.ts reads it); nothing when BENCH_PROFILE is unset.
 */
export async function startProfile(name: string): Promise<(() => Promise<void>) | undefined> {
  if (!PROFILE_DIR) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}
