/**
 * Throughput of a REST bulk create of 1,000 products (`POST /api/ecommerce/products/bulk`) against a floor:
 * the same 1,000 rows inserted by one hand-written multi-row INSERT … RETURNING through `pg`. The gap is
 * what HTTP, validation, tRPC, the relation and uniqueness checks and the transaction cost per call.
 * The table already holds BENCH_EXISTING products, as a shop would.
 *
 *   npx tsx bench/bulk-create.ts
 *   BENCH_RUNS=50 npx tsx bench/bulk-create.ts       calls measured per side (default 20, after 3 warm-up calls)
 *   BENCH_EXISTING=0 npx tsx bench/bulk-create.ts    products in the table before (default 100,000)
 *   BENCH_POSTGRES_URL=postgres://…                  server to create the throwaway database on
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPlatformServer } from '../src/server/http/server';
import { benchDependencies, listen, openBenchDatabase, runBenchmark, type Cleanup } from './harness';

const RUNS = Number(process.env.BENCH_RUNS || 20);
const EXISTING = Number(process.env.BENCH_EXISTING ?? 100_000);
const WARM_UP = 3;
const ROWS = 1000;
const SECRET_KEY = 'bench-secret-key';
const PATH = '/api/ecommerce/products/bulk';

if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');
if (!Number.isInteger(EXISTING) || EXISTING < 0) throw new Error('BENCH_EXISTING must be a whole number');

const SERIES = ['Nord', 'Loft', 'Aura', 'Terra', 'Orion'];
const NOUNS = ['Desk lamp', 'Armchair', 'Coffee table', 'Bookshelf', 'Wall clock', 'Vase', 'Mirror'];

/** One call's rows: every field a shop would send, slugs unique across calls. */
function products(call: string) {
  return Array.from({ length: ROWS }, (_, index) => {
    const name = `${NOUNS[index % NOUNS.length]!} ${SERIES[index % SERIES.length]!} ${index}`;
    return {
      adminTitle: name,
      slug: `${call}-${index}`,
      title: { en: name, ru: `Товар ${index}` },
      shortDescription: { en: `${name}, from the ${SERIES[index % SERIES.length]!} collection.` },
    };
  });
}

type Product = ReturnType<typeof products>[number];

const COLUMNS = ['id', 'adminTitle', 'slug', 'title', 'shortDescription'] as const;
const RETURNING =
  '"id", "createdAt", "updatedAt", "variant", "className", "orderIndex", "adminTitle", "slug", "type", "title", "shortDescription", "description"';

/** The floor: one multi-row INSERT of the same rows, written by hand. */
async function insertByHand(pool: pg.Pool, rows: Product[]): Promise<number> {
  const params: unknown[] = [];
  const values = rows.map((row) => {
    params.push(randomUUID(), row.adminTitle, row.slug, JSON.stringify(row.title), JSON.stringify(row.shortDescription));
    const at = params.length - COLUMNS.length;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::jsonb, $${at + 5}::jsonb)`;
  });
  const sql = `INSERT INTO "EcommerceProduct" (${COLUMNS.map((column) => `"${column}"`).join(', ')}) VALUES ${values.join(', ')} RETURNING ${RETURNING}`;
  const { rows: inserted } = await pool.query(sql, params);
  // As a server would: the records become JSON.
  return JSON.stringify({ data: inserted }).length;
}

async function bulkCreateOverRest(url: string, rows: Product[]): Promise<void> {
  const response = await fetch(url + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rbac-secret-key': SECRET_KEY },
    body: JSON.stringify({ data: rows.map((data) => ({ data })) }),
  });
  const body = (await response.json()) as { data: unknown };
  if (response.status !== 201 || !Array.isArray(body.data) || body.data.length !== ROWS)
    throw new Error(`${PATH} answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
}

/** Milliseconds of each call, one after another. */
async function measure(name: string, call: (run: number) => Promise<unknown>): Promise<number[]> {
  for (let run = 0; run < WARM_UP; run++) await call(-1 - run);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await call(run);
    times.push(performance.now() - start);
  }
  process.stdout.write(`  ${name}: done\n`);
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(cleanups: Cleanup[]): Promise<void> {
  const { db, url: databaseUrl } = await openBenchDatabase(cleanups);
  if (EXISTING)
    await db.exec(`
      INSERT INTO "EcommerceProduct" ("id", "adminTitle", "slug", "title")
      SELECT gen_random_uuid()::text, 'Existing ' || n, 'existing-' || n, jsonb_build_object('en', 'Existing ' || n)
      FROM generate_series(1, ${EXISTING}) AS n;
      ANALYZE "EcommerceProduct";
    `);

  const ours = createPlatformServer(benchDependencies(db, SECRET_KEY));
  cleanups.push(async () => {
    ours.closeAllConnections();
    await new Promise((resolve) => ours.close(resolve));
  });
  const url = await listen(ours);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 }); // Same pool size as openDatabase.
  cleanups.push(() => pool.end());

  console.log(
    `\nPOST ${PATH}, ${ROWS} rows a call, ${RUNS} calls a side, ${EXISTING.toLocaleString('en-US')} products already in the table`,
  );
  const results = {
    ours: await measure('REST bulk create', (run) => bulkCreateOverRest(url, products(`ours-${run}`))),
    baseline: await measure('hand-written INSERT', (run) => insertByHand(pool, products(`floor-${run}`))),
  };

  const rowsPerSecond = (times: number[]) => (ROWS * times.length) / (times.reduce((sum, time) => sum + time, 0) / 1000);
  const table = [['side', 'rows/s', 'median ms', 'ours/baseline']];
  const ratio = (rowsPerSecond(results.ours) / rowsPerSecond(results.baseline)).toFixed(2);
  for (const side of ['ours', 'baseline'] as const)
    table.push([
      side === 'ours' ? 'REST bulk create' : 'one INSERT via pg',
      Math.round(rowsPerSecond(results[side])).toLocaleString('en-US'),
      median(results[side]).toFixed(1),
      side === 'ours' ? ratio : '',
    ]);
  console.log();
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table)
    console.log(row.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  '));
}

await runBenchmark(main);
