/**
 * The public site's speed, on the production build as `npm start` serves it (scripts/serve.ts in front of Next.js,
 * in-memory PGlite seeded at start): the home page `/ru` under concurrent load from the page cache against a static
 * file the same server sends (the baseline), rendered on every request (the cache expired before each), the
 * JavaScript it ships (gzip) and its LCP and CLS in Chromium at 390 px. The figures go into README.md
 * ("### Public site speed"), each against the issue's target.
 *
 *   npx tsx bench/site.ts                      after `next build`; about 2 minutes
 *   BENCH_DURATION=10 npx tsx bench/site.ts    seconds per load run (default 6)
 *   BENCH_CONNECTIONS=32 …                     concurrent connections of a load run (default 16)
 *   BENCH_RENDERS=200 …                        uncached renders timed (default 100)
 *   BENCH_BROWSER_RUNS=9 …                     fresh profiles per network setting in Chromium (default 5)
 *   BENCH_BROWSER=0 …                          no Chromium part
 *   BENCH_README=0 …                           print only, leave README.md alone
 *   CHROMIUM_PATH=/usr/bin/chromium …          the browser
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { freePort } from '../e2e/server-process';
import { PageViewCounter } from '../src/server/modules/analytic';
import { SECRET_KEY_HEADER } from '../src/shared/api-paths';
import { consoleTable, markdownTable, ms, wrap, writeReadmeSection } from './admin-report';
import type { Cleanup } from './harness';
import { runBenchmark } from './harness';
import { measureBrowser, THROTTLING, VIEWPORT, type BrowserResult, type Scenario, type Vitals } from './site-browser';
import { chunkRoles } from './site-chunks';
import { BROWSER_ENCODINGS, load, median, percentile, timedRequest, type LoadResult, type Timed } from './site-load';
import { PROBE_REQUEST, type ProbeTotals } from './site-probe';
import { serveArguments } from '../scripts/serve-command';

const DURATION = Number(process.env.BENCH_DURATION || 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const RENDERS = Number(process.env.BENCH_RENDERS || 100);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS || 5);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WARM_UP_SECONDS = 2;

if (!(DURATION > 0)) throw new Error('BENCH_DURATION must be a positive number of seconds');
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) throw new Error('BENCH_CONNECTIONS must be a whole number of at least 1');
if (!Number.isInteger(RENDERS) || RENDERS < 5) throw new Error('BENCH_RENDERS must be a whole number of at least 5');
if (!Number.isInteger(BROWSER_RUNS) || BROWSER_RUNS < 1)
  throw new Error('BENCH_BROWSER_RUNS must be a whole number of at least 1');

/** The seeded home page in the default language, and a file of public/ the same server sends. */
const HOME = '/ru';
const STATIC_FILE = '/site/logo.svg';
const REVALIDATE = '/api/revalidation/revalidate?path=/&type=layout';
const SECRET_KEY = 'bench-secret-key';

/** The issue's targets. */
const TARGET = { ratio: 0.5, uncachedP50: 50, javascriptKb: 150, lcp: 2500, cls: 0.1 };

const SECTION = {
  heading: '### Public site speed (`bench/site.ts`)',
  start: '<!-- bench:site:start -->',
  end: '<!-- bench:site:end -->',
};

interface Server {
  baseUrl: string;
  /** Seconds from spawning the process to its "Platform on" line (migrations, seed, Next.js). */
  startSeconds: number;
  probe(): Promise<ProbeTotals>;
}

/** The product as `npm start` serves it after `next build`, with the database probe loaded, on a fresh in-memory database. */
async function startServer(cleanups: Cleanup[]): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, serveArguments('./bench/site-probe.ts'), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      RBAC_SECRET_KEY: SECRET_KEY,
      RBAC_JWT_SECRET: 'bench-jwt-secret-of-at-least-32-characters',
      RBAC_ADMIN_EMAIL: 'admin@example.com',
      RBAC_ADMIN_PASSWORD: 'bench-admin-password',
      SITE_URL: `http://127.0.0.1:${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
      // The product as served, its request lines included; its start is told by the info line "Platform on".
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  await new Promise<void>((resolve, reject) => {
    // Read on to the end: a full pipe would stop the server.
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Platform on') && resolve());
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening`)));
  });
  const probe = () =>
    new Promise<ProbeTotals>((resolve, reject) => {
      const timeout = setTimeout(() => {
        child.off('message', answer);
        reject(new Error('The database probe in the server did not answer (is bench/site-probe.ts loaded?)'));
      }, 5_000);
      const answer = (message: unknown) => {
        const totals = (message as { probe?: ProbeTotals }).probe;
        if (!totals) return;
        clearTimeout(timeout);
        child.off('message', answer);
        resolve(totals);
      };
      child.on('message', answer);
      child.send(PROBE_REQUEST);
    });
  return { baseUrl: `http://127.0.0.1:${port}`, startSeconds: (performance.now() - started) / 1000, probe };
}

/** The newest modification time under `folder` (source files), to tell a build older than its sources. */
function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const browserHeaders = { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' };
/**
 * The same request as a person's browser sends it, which the server counts as a page view (docs/decisions/0052); the
 * other runs send no user agent, which the counter drops at its first checks: counting off, on the same server.
 */
const COUNTED_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const countedHeaders = { ...browserHeaders, 'user-agent': COUNTED_USER_AGENT };
/** The most counting may cost a cached page (issue 33): the server's CPU time per request, counted over not counted. */
const COUNTING_MAX_COST = 0.05;
/** Runs not counted and counted, alternated: on a busy machine one pair's CPU figures differ by more than the budget. */
const COUNTING_PAIRS = 4;

async function loadRun(url: string, headers: Record<string, string>, seconds = DURATION): Promise<LoadResult> {
  const result = await load(url, { connections: CONNECTIONS, seconds, headers });
  if (result.failed) throw new Error(`${url}: ${result.failed} of ${result.requests} requests failed or were not 200`);
  return result;
}

/** Two runs' answers as one (the baseline is measured before and after the page, against drift). */
const joined = (a: LoadResult, b: LoadResult): LoadResult => ({
  requests: a.requests + b.requests,
  seconds: a.seconds + b.seconds,
  rps: (a.requests + b.requests) / (a.seconds + b.seconds),
  ttfb: [...a.ttfb, ...b.ttfb],
  total: [...a.total, ...b.total],
  bytes: (a.bytes * a.requests + b.bytes * b.requests) / (a.requests + b.requests),
  failed: a.failed + b.failed,
  cache: Object.fromEntries(
    [...new Set([...Object.keys(a.cache), ...Object.keys(b.cache)])].map((key) => [
      key,
      (a.cache[key] ?? 0) + (b.cache[key] ?? 0),
    ]),
  ),
});

interface Render extends Timed {
  statements: number;
  databaseMs: number;
}

/**
 * The home page rendered on each request: before each (not timed) the revalidation call expires every cached page,
 * as a content write does; the request that follows must say `x-nextjs-cache: MISS`.
 */
async function uncached(server: Server): Promise<Render[]> {
  const renders: Render[] = [];
  for (let run = 0; run < RENDERS; run++) {
    const revalidated = await timedRequest(server.baseUrl + REVALIDATE, { [SECRET_KEY_HEADER]: SECRET_KEY }, undefined, 'POST');
    if (revalidated.status !== 200) throw new Error(`The revalidation call answered ${revalidated.status}`);
    const before = await server.probe();
    const answer = await timedRequest(server.baseUrl + HOME, browserHeaders);
    const after = await server.probe();
    if (answer.status !== 200) throw new Error(`${HOME} answered ${answer.status} uncached`);
    const cache = String(answer.headers['x-nextjs-cache'] ?? 'none');
    if (cache !== 'MISS')
      throw new Error(`${HOME} after a revalidation said x-nextjs-cache: ${cache}, not MISS: no render was timed`);
    renders.push({ ...answer, statements: after.statements - before.statements, databaseMs: after.busyMs - before.busyMs });
  }
  return renders;
}

interface ServerFigures {
  startSeconds: number;
  firstRender: Timed;
  htmlBytes: number;
  page: LoadResult;
  pagePlain: LoadResult;
  file: LoadResult;
  renders: Render[];
  counting: Counting;
}

/** The cached page with its views counted and not, runs in turns (off, on, on, off, …) against drift. */
interface Counting {
  off: LoadResult;
  on: LoadResult;
  /** The server process's CPU time per request (µs), not counted and counted (the flushes included). */
  cpuOff: number;
  cpuOn: number;
  /** The counter's own CPU time per view, measured apart (counterMicrosPerView). */
  counterMicros: number;
  /** The views of `/ru` the metrics hold once the counted runs were flushed: all of the counted runs' requests. */
  stored: number;
}

/** Today's views of `/ru` as the metrics' REST route lists them. */
async function storedViews(server: Server): Promise<number> {
  const day = new Date().toISOString().slice(0, 10);
  const filters = [
    ['title', 'page-views'],
    ['breakdown', HOME],
    ['day', day],
  ]
    .map(
      ([column, value], index) =>
        `filters[and][${index}][column]=${column}&filters[and][${index}][method]=eq&filters[and][${index}][value]=${encodeURIComponent(value!)}`,
    )
    .join('&');
  const answer = await fetch(`${server.baseUrl}/api/analytic/metrics?${filters}`, {
    headers: { [SECRET_KEY_HEADER]: SECRET_KEY },
  });
  if (!answer.ok) throw new Error(`/api/analytic/metrics answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { value: string }[] };
  return data.reduce((sum, row) => sum + Number(row.value), 0);
}

/**
 * The counter's own CPU time per counted view (its checks, the `finish` listener, the map increment), in this process
 * over a million views without HTTP, less the same loop's answers alone: what counting adds, free of the load noise.
 */
function counterMicrosPerView(views = 1_000_000): number {
  const counter = new PageViewCounter({ query: async () => [] }, { siteHost: 'bench.example' });
  const request = { method: 'GET', headers: { ...countedHeaders, host: 'bench.example' } } as IncomingMessage;
  const answer = () => Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse;
  const cpu = (loop: () => void) => {
    const start = process.cpuUsage();
    loop();
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };
  const counted = cpu(() => {
    for (let view = 0; view < views; view++) {
      const response = answer();
      counter.watch(request, response, HOME);
      response.emit('finish');
    }
  });
  const bare = cpu(() => {
    for (let view = 0; view < views; view++) answer().emit('finish');
  });
  return (counted - bare) / views;
}

async function measureCounting(server: Server): Promise<Counting> {
  const page = server.baseUrl + HOME;
  console.log(`Counting: ${DURATION} s per run, ${COUNTING_PAIRS} pairs of the page not counted and counted, in turns`);
  const runs: { counted: boolean; run: LoadResult; cpuMicros: number }[] = [];
  // Not counted, counted, counted, not counted, …: a server that grows slower (or faster) during the runs weighs on
  // both sides alike, where a plain alternation would always put the counted run later.
  const order = Array.from({ length: COUNTING_PAIRS }, (_, pair) => (pair % 2 === 0 ? [false, true] : [true, false])).flat();
  for (const counted of order) {
    const before = await server.probe();
    const run = await loadRun(page, counted ? countedHeaders : browserHeaders);
    const after = await server.probe();
    runs.push({ counted, run, cpuMicros: after.cpuMicros - before.cpuMicros });
  }
  const of = (counted: boolean) => runs.filter((each) => each.counted === counted);
  const cpuPerRequest = (counted: boolean) =>
    of(counted).reduce((sum, each) => sum + each.cpuMicros, 0) / of(counted).reduce((sum, each) => sum + each.run.requests, 0);
  const joinedRuns = (counted: boolean) =>
    of(counted)
      .map((each) => each.run)
      .reduce(joined);
  const on = joinedRuns(true);
  // The server adds what it counted every few seconds (ANALYTIC_FLUSH_SECONDS, default 5): wait for it, not a fixed time.
  const deadline = Date.now() + 30_000;
  let stored = await storedViews(server);
  while (stored < on.requests && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    stored = await storedViews(server);
  }
  if (stored !== on.requests) throw new Error(`${on.requests} counted views were sent, the metrics hold ${stored}`);
  const counterMicros = counterMicrosPerView();
  return { off: joinedRuns(false), on, stored, cpuOff: cpuPerRequest(false), cpuOn: cpuPerRequest(true), counterMicros };
}

async function measureServer(server: Server): Promise<ServerFigures> {
  const page = server.baseUrl + HOME;
  const file = server.baseUrl + STATIC_FILE;
  // The first visit after the start renders the page (and compiles what it runs): a MISS.
  const firstRender = await timedRequest(page, browserHeaders);
  if (firstRender.status !== 200) throw new Error(`${HOME} answered ${firstRender.status}`);
  if (firstRender.headers['x-nextjs-cache'] !== 'MISS')
    throw new Error(`The first visit of ${HOME} said x-nextjs-cache: ${firstRender.headers['x-nextjs-cache']}, not MISS`);
  const plain = await timedRequest(page, {});
  const fileAnswer = await timedRequest(file, browserHeaders);
  if (fileAnswer.status !== 200 || !String(fileAnswer.headers['content-type']).startsWith('image/svg'))
    throw new Error(`${STATIC_FILE} answered ${fileAnswer.status} ${fileAnswer.headers['content-type']}`);

  console.log(`Warming up: ${WARM_UP_SECONDS} s of ${CONNECTIONS} connections on each URL`);
  await loadRun(file, browserHeaders, WARM_UP_SECONDS);
  await loadRun(page, browserHeaders, WARM_UP_SECONDS);
  console.log(`Cached: ${DURATION} s per run (static file, page, page uncompressed, static file)`);
  const fileBefore = await loadRun(file, browserHeaders);
  const pageRun = await loadRun(page, browserHeaders);
  const pagePlain = await loadRun(page, { accept: 'text/html' });
  const fileAfter = await loadRun(file, browserHeaders);
  for (const run of [pageRun, pagePlain])
    if ((run.cache.HIT ?? 0) !== run.requests)
      throw new Error(`The cached runs were not all served from the cache: ${JSON.stringify(run.cache)}`);
  const counting = await measureCounting(server);
  console.log(`Uncached: ${RENDERS} renders, one at a time`);
  const renders = await uncached(server);
  return {
    startSeconds: server.startSeconds,
    firstRender,
    htmlBytes: plain.bytes,
    page: pageRun,
    pagePlain,
    file: joined(fileBefore, fileAfter),
    renders,
    counting,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pair = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const cacheSeen = (run: LoadResult) =>
  Object.entries(run.cache)
    .map(([value, count]) => (value === 'none' ? '—' : count === run.requests ? `${value} (all)` : `${value} ${count}`))
    .join(', ');

function serverTable(figures: ServerFigures): string[][] {
  const { page, pagePlain, file, renders } = figures;
  const ratio = (run: LoadResult) => (run.rps / file.rps).toFixed(2);
  return [
    ['request', 'req/s', 'TTFB p50 / p99 ms', 'whole answer p50 / p99 ms', 'bytes', 'x-nextjs-cache', '÷ static file'],
    [
      `\`${HOME}\` cached (gzip, as Chromium asks)`,
      Math.round(page.rps).toLocaleString('en-US'),
      pair(page.ttfb),
      pair(page.total),
      Math.round(page.bytes).toLocaleString('en-US'),
      cacheSeen(page),
      `**${ratio(page)}**`,
    ],
    [
      `\`${HOME}\` cached, uncompressed (no Accept-Encoding)`,
      Math.round(pagePlain.rps).toLocaleString('en-US'),
      pair(pagePlain.ttfb),
      pair(pagePlain.total),
      Math.round(pagePlain.bytes).toLocaleString('en-US'),
      cacheSeen(pagePlain),
      ratio(pagePlain),
    ],
    [
      `\`${STATIC_FILE}\` static file (baseline)`,
      Math.round(file.rps).toLocaleString('en-US'),
      pair(file.ttfb),
      pair(file.total),
      Math.round(file.bytes).toLocaleString('en-US'),
      cacheSeen(file),
      '1',
    ],
    [
      `\`${HOME}\` uncached, one request at a time`,
      '',
      pair(renders.map((render) => render.ttfb)),
      pair(renders.map((render) => render.total)),
      Math.round(median(renders.map((render) => render.bytes))).toLocaleString('en-US'),
      `MISS (${renders.length})`,
      '',
    ],
  ];
}

interface ChunkRow {
  url: string;
  gzip: number;
  role: string;
  modules: string[];
}

function chunkRows(browser: BrowserResult): ChunkRow[] {
  const roles = chunkRoles();
  return browser.scripts.map((script) => {
    const role = roles.get(script.url);
    const unknown = roles.size ? 'loaded at run time' : 'unknown (no build manifest)';
    return { url: script.url, gzip: script.gzip, role: role?.role ?? unknown, modules: role?.modules ?? [] };
  });
}

/** Own components first, they are what this project can cut: `src/widgets/crm/crm-form.tsx` → `widgets/crm/crm-form`. */
const componentsOf = (row: ChunkRow, count: number) => {
  const own = row.modules.filter((name) => name.startsWith('src/'));
  const listed = [...own, ...row.modules.filter((name) => !name.startsWith('src/'))]
    .slice(0, count)
    .map((name) => name.replace(/^src\//, '').replace(/\.(tsx?|m?js)$/, ''));
  return listed.length
    ? `${listed.join(', ')}${row.modules.length > count ? ` and ${row.modules.length - count} more` : ''}`
    : '';
};

const scenarioName = (scenario: Scenario) =>
  `${scenario.throttled ? 'Lighthouse mobile throttling' : 'unthrottled'}, ${scenario.cache} cache`;

/** The run whose LCP is the median one (its breakdown and element are reported). */
function medianRun(runs: Vitals[]): Vitals {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function vitalsTable(browser: BrowserResult): string[][] {
  return [
    ['Chromium, 390 px', 'LCP median (min–max)', 'CLS median (max)', 'FCP', 'HTML received', 'load event', 'over the wire'],
    ...browser.scenarios.map((scenario) => {
      const lcps = scenario.runs.map((run) => run.lcp);
      const cls = scenario.runs.map((run) => run.cls);
      const wire = medianRun(scenario.runs).transfer;
      const total = Object.values(wire).reduce((sum, value) => sum + value.bytes, 0);
      return [
        scenarioName(scenario),
        `${seconds(median(lcps))} (${seconds(Math.min(...lcps))}–${seconds(Math.max(...lcps))})`,
        `${median(cls).toFixed(3)} (${Math.max(...cls).toFixed(3)})`,
        seconds(median(scenario.runs.map((run) => run.fcp))),
        `${ms(median(scenario.runs.map((run) => run.html)))} ms`,
        seconds(median(scenario.runs.map((run) => run.load))),
        `${kb(total)} KB`,
      ];
    }),
  ];
}

/** Where the LCP of a run goes: when the HTML and the LCP image arrived, and what came over the wire. */
function lcpBreakdown(run: Vitals): string {
  const wire = Object.entries(run.transfer)
    .filter(([, kind]) => kind.bytes > 0)
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([kind, { bytes, count }]) => `${kind} ${kb(bytes)} KB (${count})`)
    .join(', ');
  const shown = run.lcpUrl ? new URL(run.lcpUrl) : undefined;
  const element = `\`${run.lcpElement}\`${shown ? ` showing \`${shown.pathname}${shown.search}\`` : ''}`;
  const html = `the HTML had arrived at ${ms(run.html)} ms (its first byte at ${ms(run.ttfb)} ms)`;
  const wireText = wire ? ` Over the wire: ${wire}.` : '';
  if (!run.lcpResource) return `the LCP element is ${element}, painted at ${ms(run.lcp)} ms; ${html}.${wireText}`;
  const { start, end, transfer } = run.lcpResource;
  return [
    `the LCP element is ${element} (${kb(transfer)} KB), painted at ${ms(run.lcp)} ms; ${html}, the image was`,
    `requested at ${ms(start)} ms and had arrived at ${ms(end)} ms (${ms(end - start)} ms loading), ${ms(Math.max(0, run.lcp - end))} ms before`,
    `its paint.${wireText}`,
  ].join(' ');
}

interface Goals {
  ratio: number;
  /** The server's CPU time per cached page, counted ÷ not counted: what counting costs, whatever else runs on the machine. */
  counting: number;
  uncachedP50: number;
  javascriptKb?: number;
  lcp?: number;
  cls?: number;
}

function goalsOf(figures: ServerFigures, browser?: BrowserResult): Goals {
  const judged = browser?.scenarios.find((scenario) => scenario.throttled && scenario.cache === 'cold');
  return {
    ratio: figures.page.rps / figures.file.rps,
    counting: figures.counting.cpuOn / figures.counting.cpuOff,
    uncachedP50: median(figures.renders.map((render) => render.ttfb)),
    javascriptKb: browser && browser.scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024,
    lcp: judged && median(judged.runs.map((run) => run.lcp)),
    cls: judged && median(judged.runs.map((run) => run.cls)),
  };
}

function targetTable(goals: Goals): string[][] {
  const row = (name: string, figure: string, target: string, ok: boolean | undefined) => [
    name,
    figure,
    target,
    ok === undefined ? 'not measured' : met(ok),
  ];
  return [
    ['target', 'figure', 'goal', ''],
    row(
      'cached page throughput ÷ static file throughput',
      goals.ratio.toFixed(2),
      `≥ ${TARGET.ratio}`,
      goals.ratio >= TARGET.ratio,
    ),
    row(
      'cached page: server CPU per request with views counted ÷ not counted',
      goals.counting.toFixed(3),
      `≤ ${(1 + COUNTING_MAX_COST).toFixed(2)}`,
      goals.counting <= 1 + COUNTING_MAX_COST,
    ),
    row(
      'uncached page TTFB p50',
      `${ms(goals.uncachedP50)} ms`,
      `< ${TARGET.uncachedP50} ms`,
      goals.uncachedP50 < TARGET.uncachedP50,
    ),
    row(
      'home page JavaScript, gzip',
      goals.javascriptKb === undefined ? '—' : `${goals.javascriptKb.toFixed(1)} KB`,
      `< ${TARGET.javascriptKb} KB`,
      goals.javascriptKb === undefined ? undefined : goals.javascriptKb < TARGET.javascriptKb,
    ),
    row(
      'LCP, mobile throttling, cold cache (median)',
      goals.lcp === undefined ? '—' : seconds(goals.lcp),
      `< ${TARGET.lcp / 1000} s`,
      goals.lcp === undefined ? undefined : goals.lcp < TARGET.lcp,
    ),
    row(
      'CLS, mobile throttling, cold cache (median)',
      goals.cls === undefined ? '—' : goals.cls.toFixed(3),
      `< ${TARGET.cls}`,
      goals.cls === undefined ? undefined : goals.cls < TARGET.cls,
    ),
  ];
}

function countingDetail({ counting }: ServerFigures): string {
  const { on, off } = counting;
  return [
    `Page views: the cached page costs the server ${counting.cpuOn.toFixed(1)} µs of CPU per request counted (a browser's user`,
    `agent; the flushes included) and ${counting.cpuOff.toFixed(1)} µs not counted (no user agent: dropped at the counter's first`,
    `checks), ${((counting.cpuOn / counting.cpuOff - 1) * 100).toFixed(1)}%; in requests per second ${Math.round(on.rps).toLocaleString('en-US')}`,
    `counted and ${Math.round(off.rps).toLocaleString('en-US')} not counted (TTFB p50 ${ms(percentile(on.ttfb, 0.5))} and ${ms(percentile(off.ttfb, 0.5))} ms),`,
    `${COUNTING_PAIRS} pairs of ${DURATION} s runs (not counted, counted, counted, not counted, …) on the same server. CPU time is the judged`,
    'figure: wall-clock throughput moves with whatever else the machine runs. The metrics then held',
    `${counting.stored.toLocaleString('en-US')} views of \`${HOME}\`, every counted request. The counter's own work, a million views`,
    `in the benchmark's process without HTTP: ${counting.counterMicros.toFixed(2)} µs of CPU per view`,
    `(${((counting.counterMicros / counting.cpuOff) * 100).toFixed(1)}% of a cached page not counted).`,
  ].join(' ');
}

function renderDetail(figures: ServerFigures): string {
  const { renders } = figures;
  const statements = median(renders.map((render) => render.statements));
  const database = median(renders.map((render) => render.databaseMs));
  const ttfb = median(renders.map((render) => render.ttfb));
  return [
    `An uncached render (median of ${renders.length}) runs ${statements} statements on PGlite, which are busy ${ms(database)} ms of its`,
    `${ms(ttfb)} ms to the first byte (${Math.round((database / ttfb) * 100)}%); the rest is Next.js and React rendering the page and its`,
    `RSC payload and compressing the answer. The first render after the start took ${ms(figures.firstRender.ttfb)} ms (its modules`,
    `loaded and compiled on first use). The page is ${kb(figures.htmlBytes)} KB of HTML, ${kb(figures.page.bytes)} KB gzip: the platform server`,
    `answers a cached page itself, gzipped once (${(figures.pagePlain.rps / figures.page.rps).toFixed(1)}× the requests per second when sent uncompressed).`,
  ].join(' ');
}

function chunkTable(rows: ChunkRow[], limit: number): string[][] {
  const shown = rows.slice(0, limit);
  const rest = rows.slice(limit);
  return [
    ['script', 'KB gzip', 'loaded for', 'client components needing it'],
    ...shown.map((row) => [`\`${row.url.split('/').at(-1)}\``, kb(row.gzip), row.role, componentsOf(row, 3)]),
    ...(rest.length ? [[`${rest.length} more`, kb(rest.reduce((sum, row) => sum + row.gzip, 0)), '', '']] : []),
  ];
}

function javascriptSummary(rows: ChunkRow[]): string {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const runtime = rows.filter((row) => row.role === 'Next.js + React runtime').reduce((sum, row) => sum + row.gzip, 0);
  return [
    `The home page loads ${rows.length} scripts, ${kb(total)} KB gzip (each body gzipped at node:zlib's default level,`,
    `1 KB = 1,024 bytes; the server sends them gzipped too): ${kb(runtime)} KB is the Next.js + React runtime every page`,
    `loads (\`rootMainFiles\` of \`.next/build-manifest.json\`), ${kb(total - runtime)} KB the chunks of the site's segments`,
    "and client components (from the page's client-reference manifest). The largest:",
  ].join(' ');
}

function readmeBody(figures: ServerFigures, browser: BrowserResult | undefined, browserReason: string, loadAverage: number) {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus();
  const machine = [
    `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'})`,
    `Node ${process.version}`,
    ...(browser ? [`Chromium ${browser.version}`] : []),
    `load average ${loadAverage.toFixed(1)} at the start`,
  ].join(', ');
  const goals = goalsOf(figures, browser);
  const judged = browser?.scenarios.find((scenario) => scenario.throttled && scenario.cache === 'cold');
  const intro = [
    '`npx tsx bench/site.ts` (the last of `npm run bench`, about 2 minutes, after `next build`) starts the product as',
    '`npm start` serves it: `scripts/serve.ts` (our `node:http` server in front of Next.js) on the production build and',
    'a fresh in-memory PGlite, migrated and seeded at the start. It measures the seeded home page `/ru`. Cached: its own',
    `load generator (\`bench/site-load.ts\`) keeps ${CONNECTIONS} keep-alive connections busy for ${DURATION} s against the page`,
    `in the page cache and against \`${STATIC_FILE}\`, a file of \`public/\` the same server sends (the baseline, measured`,
    "before and after the page); TTFB is the time to the answer's status line and headers. Uncached: before each request",
    '(not timed) `POST /api/revalidation/revalidate?path=/&type=layout` expires every cached page, as a content write',
    'does, so each request renders the page, reading it from the database; each answer must say `x-nextjs-cache: MISS`.',
    `\`bench/site-probe.ts\`, loaded into the server process, times PGlite's statements. Then Chromium at ${VIEWPORT.width} px`,
    '(device scale 3, touch, a mobile user agent) loads the page: its scripts, gzipped, and LCP and CLS from the buffered',
    '`largest-contentful-paint` and `layout-shift` entries once the page has settled (load event, an LCP painted, no',
    'request but the live stream started or ended for 500 ms: `bench/page-settled.ts`), in fresh profiles',
    `(cold cache) and their second visit (warm cache), median of ${BROWSER_RUNS}; unthrottled and with Lighthouse's mobile`,
    `throttling applied through the DevTools protocol (${THROTTLING.latencyMs} ms latency, ${(THROTTLING.downloadKbps / 1024).toFixed(2)} Mbit/s`,
    `down, ${THROTTLING.uploadKbps} kbit/s up, CPU ${THROTTLING.cpuSlowdown}× slower). LCP and CLS are judged as Lighthouse's mobile`,
    'report would: throttled, cold cache.',
  ];
  const parts = [
    wrap(intro.join(' ')),
    '',
    wrap(`Figures of ${date} on ${machine}:`),
    '',
    markdownTable(targetTable(goals)),
    '',
    markdownTable(serverTable(figures)),
    '',
    wrap(renderDetail(figures)),
    '',
    wrap(countingDetail(figures)),
  ];
  if (browser) {
    const rows = chunkRows(browser);
    parts.push(
      '',
      wrap(javascriptSummary(rows)),
      '',
      markdownTable(chunkTable(rows, 6)),
      '',
      markdownTable(vitalsTable(browser)),
    );
    if (judged) parts.push('', wrap(`Throttled, cold cache, the median run: ${lcpBreakdown(medianRun(judged.runs))}`));
  } else parts.push('', `Chromium: not measured (${browserReason}).`);
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

async function main(cleanups: Cleanup[]): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build (.next/BUILD_ID): run `next build` first');
  const built = statSync('.next/BUILD_ID').mtimeMs;
  if (newestChange('src') > built)
    console.warn('Warning: files in src/ changed after the build: the figures are of the older build.');
  const loadAverage = loadavg()[0]!;

  const server = await startServer(cleanups);
  console.log(`Server up in ${server.startSeconds.toFixed(1)} s at ${server.baseUrl} (load average ${loadAverage.toFixed(1)})`);
  const figures = await measureServer(server);

  let browser: BrowserResult | undefined;
  let browserReason = '';
  if (process.env.BENCH_BROWSER === '0') browserReason = 'skipped (BENCH_BROWSER=0)';
  else if (!existsSync(CHROMIUM)) browserReason = `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
  else {
    console.log(`Chromium: ${BROWSER_RUNS} fresh profiles, two visits each, unthrottled and throttled`);
    browser = await measureBrowser(server.baseUrl + HOME, BROWSER_RUNS, CHROMIUM);
  }

  const goals = goalsOf(figures, browser);
  console.log('');
  console.log(consoleTable(targetTable(goals)));
  console.log('');
  console.log(consoleTable(serverTable(figures).map((row) => row.map((cell) => cell.replaceAll('`', '')))));
  console.log('');
  console.log(renderDetail(figures));
  console.log(countingDetail(figures));
  if (browser) {
    const rows = chunkRows(browser);
    console.log('');
    console.log(javascriptSummary(rows));
    console.log(consoleTable(chunkTable(rows, rows.length).map((row) => row.map((cell) => cell.replaceAll('`', '')))));
    console.log('');
    console.log(consoleTable(vitalsTable(browser)));
    for (const scenario of browser.scenarios) {
      const run = medianRun(scenario.runs);
      console.log(`\n${scenarioName(scenario)}: LCP runs ${scenario.runs.map((each) => ms(each.lcp)).join(', ')} ms`);
      const text = lcpBreakdown(run).replaceAll('`', '');
      console.log(`  ${text[0]!.toUpperCase()}${text.slice(1)}`);
    }
  } else console.log(`\nChromium: not measured (${browserReason}).`);

  if (process.env.BENCH_README === '0') return;
  writeReadmeSection(readmeBody(figures, browser, browserReason, loadAverage), SECTION);
  console.log(`\nWrote the figures into README.md (${SECTION.heading}).`);
}

await runBenchmark(main);
