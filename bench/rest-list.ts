/**
 * Throughput of `GET /api/ecommerce/products` on our server as `npm start` runs it (scripts/serve.ts in a process of
 * its own, production, its default log level, request ids, security headers, compression) against a floor: a bare
 * node:http handler running the same SQL and sending the same body, on PostgreSQL and on PGlite. A plain and a
 * filtered list, for an anonymous caller and a signed-in one (whose token the floor checks as ours does: signature,
 * then its session). Ours also runs at LOG_LEVEL=warn beside it: the difference is what logging at info costs.
 *
 *   npm run bench                          10 s per run, 3 rounds
 *   BENCH_DURATION=30 npm run bench        seconds per run
 *   BENCH_ROUNDS=5                         rounds per scenario, each loading the three servers in turn: the table
 *                                          gives medians, ratios taken within each round (on a machine shared with
 *                                          other virtual machines, runs of one server a minute apart moved by ±30%)
 *   BENCH_POSTGRES_URL=postgres://…        server to create the throwaway database on
 *   BENCH_DATABASES=pglite                 one database only (postgres,pglite by default)
 *   BENCH_PROFILE=folder                   CPU profiles of ours at info (bench/cpu-profile.ts summarises them)
 *   BENCH_LOGGING_PAIRS=5                  short info/warn pairs per scenario for the logging figure (0: none)
 *   BENCH_QUIET_LEVEL=info                 the level of "ours at warn": at info, the pairs compare two equal servers,
 *                                          which shows how far the pairs move with no difference at all
 *
 * The logging figure is not taken from the long runs: one run of each, seconds apart on a shared machine, differed by
 * ±22% either way. It is the median of several short pairs, each loading ours at info and at warn at the same time
 * (so that both meet the same load of the machine) and comparing their CPU per request. Even so, two servers both at
 * info (BENCH_QUIET_LEVEL=info) differed by −10% to +47% in single pairs and +1% to +9% in medians (2026-11-30, load
 * 2.5): a cost under 5% is told by the profile (BENCH_PROFILE; bench/cpu-profile.ts gives the log's share), not pairs.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { listStatement } from '../src/server/crud/list-query';
import { openDatabase, UTC_PARSERS, type Database } from '../src/server/db/database';
import { PGliteWithNamedStatements } from '../src/server/db/pglite-statements';
import { prepareDatabase } from '../src/server/prepare-database';
import { registry } from '../src/shared/registry/generated';
import { createCaller } from '../src/server/trpc/app-router';
import { trustedContext } from '../src/server/platform/context/context';
import { authenticate, bareServer, register, send, type BareQuery } from './bare-auth';
import type { LoadResult } from './cart-load';
import { closeServer, listen, load, openBenchDatabase, printTable, runBenchmark, type Cleanup } from './harness';
import { ensureNextBuild, startServe, type ServeProcess } from './serve-process';
import { preparingStatements } from './prepared-statements';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = 10;
const ROWS = 1000;
const DATABASES = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',');
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
const LOGGING_PAIRS = Number(process.env.BENCH_LOGGING_PAIRS ?? 5);
const QUIET_LEVEL = process.env.BENCH_QUIET_LEVEL || 'warn';
/** Seconds of each logging pair. */
const PAIR_SECONDS = Math.min(3, DURATION);

if (!Number.isFinite(DURATION) || DURATION <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds`);
if (!Number.isInteger(LOGGING_PAIRS) || LOGGING_PAIRS < 0) throw new Error(`BENCH_LOGGING_PAIRS must be a whole number`);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_ROUNDS must be a whole number from 1`);

const PATH = '/api/ecommerce/products';
const FILTER_VALUE_KEY = 'filters[and][0][value]';
const QUERIES = [
  { name: 'list', query: '?limit=20' },
  {
    name: 'filtered',
    query: `?limit=20&filters[and][0][column]=title.en&filters[and][0][method]=ilike&${FILTER_VALUE_KEY}=%25lamp%25`,
  },
];

// The statements listStatement builds for the two URLs above, written out so the baseline does no building.
const SELECT =
  'SELECT "id", "createdAt", "updatedAt", "variant", "className", "orderIndex", "adminTitle", "slug", "type", "title", "shortDescription", "description" FROM "EcommerceProduct"';
const ORDER = ' ORDER BY "orderIndex" ASC, "createdAt" ASC, "id" ASC';
const LIST_SQL = `${SELECT}${ORDER} LIMIT $1::int OFFSET $2::bigint`;
const FILTERED_SQL = `${SELECT} WHERE ("title"->>$1::text) ILIKE $2::text${ORDER} LIMIT $3::int OFFSET $4::bigint`;

// Realistic shop titles: a third of the nouns are lamps, so the filter selects a real subset.
const NOUNS = [
  { en: 'Desk lamp', ru: 'Настольная лампа' },
  { en: 'Floor lamp', ru: 'Напольная лампа' },
  { en: 'Pendant lamp', ru: 'Подвесная лампа' },
  { en: 'Armchair', ru: 'Кресло' },
  { en: 'Coffee table', ru: 'Журнальный столик' },
  { en: 'Bookshelf', ru: 'Книжная полка' },
  { en: 'Wall clock', ru: 'Настенные часы' },
  { en: 'Vase', ru: 'Ваза' },
  { en: 'Mirror', ru: 'Зеркало' },
];
const SERIES = [
  { en: 'Nord', ru: 'Норд' },
  { en: 'Loft', ru: 'Лофт' },
  { en: 'Aura', ru: 'Аура' },
  { en: 'Terra', ru: 'Терра' },
  { en: 'Orion', ru: 'Орион' },
];
const MATERIALS = [
  { en: 'oak', ru: 'из дуба' },
  { en: 'walnut', ru: 'из ореха' },
  { en: 'brushed steel', ru: 'из шлифованной стали' },
  { en: 'brass', ru: 'из латуни' },
  { en: 'smoked glass', ru: 'из дымчатого стекла' },
  { en: 'ceramic', ru: 'из керамики' },
  { en: 'linen and ash', ru: 'из льна и ясеня' },
];

function product(index: number) {
  const noun = NOUNS[index % NOUNS.length]!;
  const series = SERIES[Math.floor(index / NOUNS.length) % SERIES.length]!;
  const material = MATERIALS[index % MATERIALS.length]!;
  const title = { en: `${noun.en} ${series.en}, ${material.en}`, ru: `${noun.ru} «${series.ru}» ${material.ru}` };
  return {
    adminTitle: title.en,
    // Explicit, so 1,000 random slugs cannot collide on the unique index.
    slug: `${noun.en}-${series.en}-${material.en}-${index}`.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
    title,
    shortDescription: {
      en: `${noun.en} from the ${series.en} collection, made of ${material.en}.`,
      ru: `${noun.ru} из коллекции «${series.ru}», ${material.ru}.`,
    },
  };
}

async function seedProducts(db: Database): Promise<void> {
  const caller = createCaller(trustedContext(db));
  await caller.ecommerce.products.bulkCreate({ data: Array.from({ length: ROWS }, (_, index) => ({ data: product(index) })) });
}

/** The baseline's SQL is hand-written: fail loudly once it no longer matches what our list runs. */
function checkBaselineSql(): void {
  const entity = registry.ecommerce.products;
  const filter = { column: 'title.en', method: 'ilike', value: '%lamp%' } as const;
  const built = [
    listStatement(entity, { limit: 20, offset: 0 }),
    listStatement(entity, { limit: 20, offset: 0, filters: { and: [filter] } }),
  ];
  if (built[0]!.sql !== LIST_SQL || built[1]!.sql !== FILTERED_SQL)
    throw new Error(`Baseline SQL is out of date; the list now runs:\n${built.map((statement) => statement.sql).join('\n')}`);
}

/** The floor: a signed-in caller's token checked, then the same statement and envelope as our list, nothing between. */
function startBaseline(query: BareQuery, jwtSecret: string): Server {
  const key = new TextEncoder().encode(jwtSecret);
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.authorization) await authenticate(query, request, key);
    const pattern = new URL(request.url ?? '/', 'http://localhost').searchParams.get(FILTER_VALUE_KEY);
    const { rows } = pattern === null ? await query(LIST_SQL, [20, 0]) : await query(FILTERED_SQL, ['en', pattern, 20, 0]);
    send(response, 200, rows);
  };
  return bareServer(handle);
}

const SIDES = ['ours', 'ours at warn', 'baseline'] as const;
type Side = (typeof SIDES)[number];

/** The three servers on one database (each with its CPU seconds so far), and the bearer token of a subject registered there. */
interface Targets {
  urls: Record<Side, string>;
  cpu: Record<Side, () => number>;
  authorization: string;
}

/** The bench process's CPU seconds: the baselines run in it (the load does not). */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

interface Folders {
  /** Logs and PGlite folders of this run. */
  work: string;
  jwtSecret: string;
}

async function serve(cleanups: Cleanup[], options: Parameters<typeof startServe>[0]): Promise<ServeProcess> {
  const server = await startServe(options);
  cleanups.push(() => server.stop());
  return server;
}

async function onPostgres(cleanups: Cleanup[], { work, jwtSecret }: Folders): Promise<Targets> {
  const { db, url } = await openBenchDatabase(cleanups);
  await seedProducts(db);
  const logFile = (name: string) => path.join(work, `postgres-${name}.log`);
  // One after the other: the first start migrates and seeds.
  const ours = await serve(cleanups, {
    databaseUrl: url,
    logLevel: 'info',
    logFile: logFile('info'),
    profileDir: PROFILE_DIR,
    jwtSecret,
  });
  const quiet = await serve(cleanups, { databaseUrl: url, logLevel: QUIET_LEVEL, logFile: logFile('warn'), jwtSecret });
  const { authorization } = await register(ours.url, 'reader@example.com');
  const pool = preparingStatements(new pg.Pool({ connectionString: url, max: 10 })); // Same pool size as openDatabase.
  pool.on('error', () => undefined);
  cleanups.push(() => pool.end());
  const baseline = startBaseline((sql, params) => pool.query(sql, params), jwtSecret);
  cleanups.push(() => closeServer(baseline));
  return {
    urls: { ours: ours.url, 'ours at warn': quiet.url, baseline: await listen(baseline) },
    cpu: { ours: ours.cpuSeconds, 'ours at warn': quiet.cpuSeconds, baseline: ownCpuSeconds },
    authorization,
  };
}

/**
 * PGlite is one process's folder: the products and the subject are written into one, then each server (ours at info,
 * at warn, the baseline's own PGlite instance) is given a copy of it.
 */
async function onPGlite(cleanups: Cleanup[], { work, jwtSecret }: Folders): Promise<Targets> {
  const folder = (name: string) => path.join(work, `pglite-${name}`);
  const logFile = (name: string) => path.join(work, `pglite-${name}.log`);
  const db = await openDatabase(folder('info'));
  await prepareDatabase(db);
  await seedProducts(db);
  await db.close();
  const first = await startServe({ databaseUrl: folder('info'), logLevel: 'info', logFile: logFile('start'), jwtSecret });
  const { authorization } = await register(first.url, 'reader@example.com');
  await first.stop();
  for (const copy of ['warn', 'baseline']) cpSync(folder('info'), folder(copy), { recursive: true });
  const ours = await serve(cleanups, {
    databaseUrl: folder('info'),
    logLevel: 'info',
    logFile: logFile('info'),
    profileDir: PROFILE_DIR,
    jwtSecret,
  });
  const quiet = await serve(cleanups, {
    databaseUrl: folder('warn'),
    logLevel: QUIET_LEVEL,
    logFile: logFile('warn'),
    jwtSecret,
  });
  // Its statements prepared as ours are (pglite-statements.ts), as the PostgreSQL baseline's pool prepares them.
  const pglite = new PGliteWithNamedStatements(folder('baseline'), { extensions: { pg_trgm } });
  cleanups.push(() => pglite.close());
  const baseline = startBaseline((sql, params) => pglite.query(sql, params, { parsers: UTC_PARSERS }), jwtSecret);
  cleanups.push(() => closeServer(baseline));
  return {
    urls: { ours: ours.url, 'ours at warn': quiet.url, baseline: await listen(baseline) },
    cpu: { ours: ours.cpuSeconds, 'ours at warn': quiet.cpuSeconds, baseline: ownCpuSeconds },
    authorization,
  };
}

const run = (url: string, path: string, headers: Record<string, string>, seconds: number) =>
  load({ url, seconds, connections: Array.from({ length: CONNECTIONS }, () => [{ method: 'GET' as const, path, headers }]) });

/** A run's requests and the server's CPU milliseconds per request meanwhile. */
type Measured = LoadResult & { cpuMs: number };

/** Loads one server for `seconds`: what it answered, and its CPU per request. */
async function measured(targets: Targets, side: Side, path: string, headers: Record<string, string>, seconds: number) {
  const before = targets.cpu[side]();
  const result = await run(targets.urls[side], path, headers, seconds);
  return { ...result, cpuMs: ((targets.cpu[side]() - before) * 1000) / result.requests };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * What logging at info costs per request: LOGGING_PAIRS short runs loading ours at info and at warn at once, each
 * pair's CPU per request at info over warn. Answers the pairs' ratios minus one.
 */
async function loggingCosts(targets: Targets, path: string, headers: Record<string, string>): Promise<number[]> {
  const costs: number[] = [];
  for (let pair = 0; pair < LOGGING_PAIRS; pair++) {
    const [info, warn] = await Promise.all(
      (['ours', 'ours at warn'] as const).map((side) => measured(targets, side, path, headers, PAIR_SECONDS)),
    );
    costs.push(info!.cpuMs / warn!.cpuMs - 1);
  }
  return costs;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Each scenario on the three servers, in turns that rotate who goes first: its rows of the table. */
async function measure(database: string, targets: Targets): Promise<string[][]> {
  const { urls, authorization } = targets;
  const rows: string[][] = [];
  const callers: { name: string; headers: Record<string, string> }[] = [
    { name: 'anonymous', headers: {} },
    { name: 'signed-in', headers: { authorization } },
  ];
  let turn = 0;
  for (const caller of callers)
    for (const { name, query } of QUERIES) {
      const scenario = `${name}, ${caller.name}`;
      const target = PATH + query;
      // Same rows, same bytes: otherwise the servers would not be doing the same work.
      const bodies = await Promise.all(
        SIDES.map(async (side) => (await fetch(urls[side] + target, { headers: caller.headers })).text()),
      );
      const count = (JSON.parse(bodies[0]!) as { data: unknown[] }).data?.length;
      if (new Set(bodies).size !== 1 || count !== 20)
        throw new Error(`${database} ${scenario}: bodies differ or hold ${count} rows, not 20:\n${bodies.join('\n')}`);

      // Warm all (JIT, pool connections, plan and buffer caches), then measure them in turns that rotate who goes first.
      for (const side of SIDES) await run(urls[side], target, caller.headers, Math.min(3, DURATION));
      const rounds: Record<Side, Measured>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const results: Partial<Record<Side, Measured>> = {};
        const order = SIDES.map((_, index) => SIDES[(index + turn) % SIDES.length]!);
        turn++;
        for (const side of order) results[side] = await measured(targets, side, target, caller.headers, DURATION);
        rounds.push(results as Record<Side, Measured>);
      }
      const costs = await loggingCosts(targets, target, caller.headers);
      if (costs.length)
        console.log(`${database} ${scenario}: logging at info, ${LOGGING_PAIRS} pairs: ${costs.map(percent).join(', ')}`);
      // Each figure is the median over the rounds; a ratio is taken within each round (both sides met the same
      // machine), then its median.
      const of = (figure: (round: Record<Side, Measured>) => number) => median(rounds.map(figure));
      for (const side of SIDES) {
        const ours = side !== 'baseline';
        rows.push([
          database,
          scenario,
          side,
          Math.round(of((round) => round[side].rps)).toLocaleString('en-US'),
          String(of((round) => round[side].p50)),
          String(of((round) => round[side].p99)),
          of((round) => round[side].cpuMs).toFixed(2),
          ours ? of((round) => round[side].rps / round.baseline.rps).toFixed(2) : '',
          ours ? of((round) => round.baseline.cpuMs / round[side].cpuMs).toFixed(2) : '',
          ours ? of((round) => round[side].p99 / round.baseline.p99).toFixed(1) : '',
          side === 'ours' ? percent(of((round) => round.ours.cpuMs / round['ours at warn'].cpuMs) - 1) : '',
          side === 'ours' && costs.length ? percent(median(costs)) : '',
        ]);
      }
    }
  return rows;
}

async function main(cleanups: Cleanup[]): Promise<void> {
  checkBaselineSql();
  ensureNextBuild();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-rest-list-'));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
  const folders = { work, jwtSecret: randomBytes(32).toString('hex') };
  const rows: string[][] = [];
  for (const database of DATABASES) {
    // Each database's servers stop before the next one's start: they would share the cores.
    const own: Cleanup[] = [];
    try {
      const targets = database === 'pglite' ? await onPGlite(own, folders) : await onPostgres(own, folders);
      rows.push(...(await measure(database, targets)));
    } finally {
      for (const cleanup of own.reverse()) await cleanup().catch((error: unknown) => console.error('cleanup:', error));
    }
  }
  console.log(
    `\nGET ${PATH}?limit=20 (filtered: title.en ilike %lamp%), ${ROWS} rows, ${CONNECTIONS} connections, ${DURATION} s per run, ` +
      `medians of ${ROUNDS} rounds; ` +
      `ours is scripts/serve.ts at LOG_LEVEL=info, "ours at warn" the same at ${QUIET_LEVEL}. CPU ratio: the baseline's CPU time ` +
      `per request over ours (the req/s ratio when CPU is the limit, steadier on a busy machine); logging ` +
      `CPU: what info costs per request over warn, in the long runs and as the median of ${LOGGING_PAIRS} short pairs\n`,
  );
  const header = ['database', 'scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'req/s ratio', 'CPU ratio'];
  printTable([[...header, 'p99 ×', 'logging CPU', 'logging, pairs'], ...rows]);
}

await runBenchmark(main);
