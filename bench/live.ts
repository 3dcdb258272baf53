/**
 * The live channel (docs/decisions/0045) on PostgreSQL:
 * - delay from an announcement (announceLive, a NOTIFY at commit) to its event on every one of 200 open streams,
 *   against a bare listener: the same NOTIFY round trip to one `LISTEN` connection of `pg`;
 * - memory per open stream as streams are added up to 1,000, against as many bare HTTP connections held open idle.
 * Clients are raw sockets in this process, on both sides of each ratio alike.
 *
 *   npx tsx bench/live.ts
 *   BENCH_RUNS=50 npx tsx bench/live.ts        announcements measured (default 30, after 3 warm-ups)
 *   BENCH_POSTGRES_URL=postgres://…            server to create the throwaway database on
 */
import type { Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { createPlatformServer } from '../src/server/http/server';
import { announceLive } from '../src/server/platform/live/live-events';
import { rawClient, streamRequest } from './live-clients';
import { benchDependencies, closeServer, listen, openBenchDatabase, printTable, runBenchmark } from './harness';

const RUNS = Number(process.env.BENCH_RUNS || 30);
const WARM_UP = 3;
const STREAMS = 200;
/** Registrations from one address are limited to ten (the abuse limits): ten readers, twenty streams each. */
const SUBJECTS = 10;
const MEMORY_STEPS = [250, 500, 1000];

if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Heap and buffers in use once garbage is collected. */
const memoryInUse = () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

await runBenchmark(async (cleanups) => {
  const { db, url } = await openBenchDatabase(cleanups);
  const server = createPlatformServer(benchDependencies(db));
  cleanups.push(() => closeServer(server));
  const base = new URL(await listen(server));

  // Readers: SUBJECTS registered subjects, STREAMS / SUBJECTS streams each (tabs, devices).
  const readers: { id: string; jwt: string }[] = [];
  for (let index = 0; index < SUBJECTS; index++) {
    const registered = await fetch(`${base.origin}/api/rbac/subjects/authentication/email-and-password/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { login: `live-bench-${index}@example.com`, password: 'correct horse battery' } }),
    });
    if (!registered.ok) throw new Error(`Registration answered ${registered.status}`);
    const { jwt } = ((await registered.json()) as { data: { jwt: string } }).data;
    const me = await fetch(`${base.origin}/api/rbac/subjects/authentication/me`, { headers: { authorization: `Bearer ${jwt}` } });
    readers.push({ id: ((await me.json()) as { data: { id: string } }).data.id, jwt });
  }

  // Delay to every one of STREAMS streams.
  let waiting: { marker: string; left: number; arrived: (ms: number) => void; at: number } | undefined;
  const sockets: Socket[] = [];
  for (let index = 0; index < STREAMS; index++)
    sockets.push(
      await rawClient(base, streamRequest(base, readers[index % SUBJECTS]!.jwt), (text) => {
        if (waiting && text.includes(waiting.marker) && --waiting.left === 0) waiting.arrived(performance.now() - waiting.at);
      }),
    );
  const subjects = readers.map((reader) => reader.id);
  const ours = async (run: number) =>
    new Promise<number>((resolve) => {
      waiting = { marker: `"run-${run}"`, left: STREAMS, arrived: resolve, at: performance.now() };
      void announceLive(db, { topic: 'chats', id: `run-${run}`, subjects });
    });

  // The floor: the same NOTIFY, heard by one bare LISTEN connection.
  const bare = new pg.Client({ connectionString: url });
  await bare.connect();
  cleanups.push(() => bare.end());
  await bare.query('LISTEN live_bench');
  let heard: { marker: string; arrived: (ms: number) => void; at: number } | undefined;
  bare.on('notification', ({ payload }) => {
    if (heard && payload?.includes(heard.marker)) heard.arrived(performance.now() - heard.at);
  });
  const baseline = async (run: number) =>
    new Promise<number>((resolve) => {
      heard = { marker: `"run-${run}"`, arrived: resolve, at: performance.now() };
      void db.query('SELECT pg_notify($1, $2)::text', [
        'live_bench',
        JSON.stringify({ topic: 'chats', id: `run-${run}`, subjects }),
      ]);
    });

  const delays = { ours: [] as number[], baseline: [] as number[] };
  for (let run = -WARM_UP; run < RUNS; run++) {
    const [a, b] = [await ours(run), await baseline(run)];
    if (run < 0) continue;
    delays.ours.push(a);
    delays.baseline.push(b);
  }
  const ms = (value: number) => value.toFixed(2);
  console.log(`Delay from announcement to event (ms; ours: the last of ${STREAMS} streams, baseline: one bare LISTEN)`);
  printTable([
    ['scenario', 'side', 'p50', 'p99', 'ratio p50'],
    [
      'announce → event',
      'ours',
      ms(percentile(delays.ours, 50)),
      ms(percentile(delays.ours, 99)),
      (percentile(delays.ours, 50) / percentile(delays.baseline, 50)).toFixed(2),
    ],
    ['announce → event', 'baseline', ms(percentile(delays.baseline, 50)), ms(percentile(delays.baseline, 99)), ''],
  ]);
  for (const socket of sockets) socket.destroy();

  // Memory per open stream (content-only readers, as most visitors are) against as many idle connections.
  const perConnection = async (open: () => Promise<Socket>) => {
    // The connections closed before are let go on the server's side too before counting from here.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const held: Socket[] = [];
    const start = memoryInUse();
    const rows: number[] = [];
    for (const step of MEMORY_STEPS) {
      while (held.length < step) held.push(await open());
      rows.push((memoryInUse() - start) / step);
    }
    for (const socket of held) socket.destroy();
    return rows;
  };
  const streamBytes = await perConnection(() => rawClient(base, streamRequest(base)));
  const idleBytes = await perConnection(async () => {
    const socket = await rawClient(base, '');
    // The server has accepted it before the next one is counted.
    await new Promise((resolve) => setImmediate(resolve));
    return socket;
  });
  console.log('\nMemory per open connection (bytes, this process: server and raw clients; baseline: idle HTTP connections)');
  printTable([
    ['open', 'side', 'bytes each', 'ratio'],
    ...MEMORY_STEPS.flatMap((step, index) => [
      [
        String(step),
        'ours',
        Math.round(streamBytes[index]!).toLocaleString('en-US'),
        (streamBytes[index]! / idleBytes[index]!).toFixed(2),
      ],
      [String(step), 'baseline', Math.round(idleBytes[index]!).toLocaleString('en-US'), ''],
    ]),
  ]);
});
