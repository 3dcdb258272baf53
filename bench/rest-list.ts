/**
 * Throughput of `GET /api/ecommerce/products` on our server against a floor: a bare node:http + pg handler
 * running the same SQL and sending the same body. The gap is what routing, validation, tRPC and the
 * SQL builder cost per request.
 *
 *   npm run bench                      10 s per run
 *   BENCH_DURATION=30 npm run bench    seconds per run
 *   BENCH_POSTGRES_URL=postgres://…    server to create the throwaway database on
 */
import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { listStatement } from '../src/server/crud/list-query';
import { createPlatformServer } from '../src/server/http/server';
import { registry } from '../src/shared/registry/generated';
import { createCaller } from '../src/server/trpc/app-router';
import { trustedContext } from '../src/server/platform/context/context';
import { benchDependencies, listen, openBenchDatabase, printTable, ratioRows, runBenchmark, type Cleanup } from './harness';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = 10;
const ROWS = 1000;

if (!Number.isFinite(DURATION) || DURATION <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds`);

const PATH = '/api/ecommerce/products';
const FILTER_VALUE_KEY = 'filters[and][0][value]';
const SCENARIOS = [
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

/** The floor: the same statement and envelope as our list, with nothing in between. */
function startBaseline(pool: pg.Pool): Server {
  return createServer((request, response) => {
    const pattern = new URL(request.url ?? '/', 'http://localhost').searchParams.get(FILTER_VALUE_KEY);
    const statement = pattern === null ? pool.query(LIST_SQL, [20, 0]) : pool.query(FILTERED_SQL, ['en', pattern, 20, 0]);
    statement.then(
      ({ rows }) => {
        const json = JSON.stringify({ data: rows });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
        response.end(json);
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  });
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

type Side = 'ours' | 'baseline';

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, duration: number): Promise<Measurement> {
  // One worker thread: the load generator must not share the event loop with the servers it measures.
  // Latencies are whole milliseconds (autocannon records them so).
  const result = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) throw new Error(`${url}: ${failed} failed requests (${result.non2xx} non-2xx, ${result.errors} errors)`);
  return { rps: result.requests.mean, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(cleanups: Cleanup[]): Promise<void> {
  const { db, url: databaseUrl } = await openBenchDatabase(cleanups);
  const caller = createCaller(trustedContext(db));
  await caller.ecommerce.products.bulkCreate({ data: Array.from({ length: ROWS }, (_, index) => ({ data: product(index) })) });

  // The baseline's SQL is hand-written: fail loudly once it no longer matches what our list runs.
  const entity = registry.ecommerce.products;
  const filter = { column: 'title.en', method: 'ilike', value: '%lamp%' } as const;
  const built = [
    listStatement(entity, { limit: 20, offset: 0 }),
    listStatement(entity, { limit: 20, offset: 0, filters: { and: [filter] } }),
  ];
  if (built[0]!.sql !== LIST_SQL || built[1]!.sql !== FILTERED_SQL)
    throw new Error(`Baseline SQL is out of date; the list now runs:\n${built.map((statement) => statement.sql).join('\n')}`);

  const ours = createPlatformServer(benchDependencies(db));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 }); // Same pool size as openDatabase.
  const baseline = startBaseline(pool);
  cleanups.push(() => pool.end());
  cleanups.push(
    () => closeServer(ours),
    () => closeServer(baseline),
  );
  const targets = { ours: await listen(ours), baseline: await listen(baseline) };

  const rows: string[][] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const urls = { ours: targets.ours + PATH + scenario.query, baseline: targets.baseline + PATH + scenario.query };
    // Same rows, same bytes: otherwise the two sides would not be doing the same work.
    const [oursBody, baselineBody] = await Promise.all(
      [urls.ours, urls.baseline].map(async (target) => (await fetch(target)).text()),
    );
    const count = (JSON.parse(oursBody!) as { data: unknown[] }).data.length;
    if (oursBody !== baselineBody || count !== 20)
      throw new Error(`${scenario.name}: bodies differ or hold ${count} rows, not 20`);

    // Warm both (JIT, pool connections, PostgreSQL plan and buffer caches), then alternate who goes first.
    const order: Side[] = index % 2 ? ['baseline', 'ours'] : ['ours', 'baseline'];
    for (const side of order) await load(urls[side], Math.min(3, DURATION));
    const results: Partial<Record<Side, Measurement>> = {};
    for (const side of order) results[side] = await load(urls[side], DURATION);

    rows.push(...ratioRows(scenario.name, { ours: results.ours!, baseline: results.baseline! }));
  }

  console.log(
    `\nGET ${PATH}?limit=20 (filtered: title.en ilike %lamp%), ${ROWS} rows, ${CONNECTIONS} connections, ${DURATION} s per run\n`,
  );
  printTable([['query', 'server', 'req/s', 'p50 ms', 'p99 ms', 'ours/baseline'], ...rows]);
}

await runBenchmark(main);
