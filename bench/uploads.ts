/**
 * Memory of the server while it takes multipart uploads: ten concurrent 50 MB uploads read by readRequestBody (each
 * file streamed to a temporary file), then either disposed of (`stream`) or saved through a file storage of each
 * provider (`local`, `aws-s3`, `vercel-blob`), against the approach the reader replaced (`buffered`: the whole body buffered, then
 * parsed with `new Response(body).formData()` and the file written out). Peak RSS, V8 heap and Buffer memory are given
 * as growth above an idle baseline measured in the same run, just before each approach, and as ratios to the buffered
 * baseline and to the reader alone. The clients run in a child process, and so does a remote provider's server
 * (s3rver, the fake Vercel Blob API), so neither counts in the server's memory; the clients stream each body from a generator, never a buffer.
 *
 *   npx tsx bench/uploads.ts                               10 uploads of 50 MB, every approach
 *   BENCH_UPLOADS=4 BENCH_UPLOAD_MB=80 npx tsx bench/uploads.ts
 *   BENCH_UPLOAD_APPROACHES=stream,aws-s3 npx tsx bench/uploads.ts   only those approaches
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FileStorageKind } from '../src/server/platform/file-storage/file-storage';
import { createFileStorage } from '../src/server/platform/file-storage/stored-files';
import { readRequestBody } from '../src/server/rest/request-body';
import type { ReceivedFile } from '../src/shared/received-file';
import { openTestBlobProvider, startFakeVercelBlob } from '../tests/helpers/fake-vercel-blob';
import type { TestProvider } from '../tests/helpers/provider-contract';
import { startS3Server } from '../tests/helpers/s3-server';
import { openTestS3Provider } from '../tests/helpers/s3-test-provider';
import { openTestLocalProvider } from '../tests/helpers/storage';

const UPLOADS = Number(process.env.BENCH_UPLOADS || 10);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB || 50);
const BOUNDARY = 'bench-boundary-9f1c2e7a';
const CHUNK_BYTES = 64 * 1024;
const SAMPLE_MS = 10;
const MIB = 1024 * 1024;

/**
 * A provider as the bench reaches it: `serve` starts its server in a child process (its memory is not the server's)
 * and answers how to reach it; `open` makes the provider over that in the measured process.
 */
interface BenchedProvider {
  serve?(): Promise<{ reach: string; stop(): Promise<void> }>;
  open(reach: string): TestProvider;
}

/** The providers measured, in this order. */
const PROVIDERS: Record<FileStorageKind, BenchedProvider> = {
  local: { open: () => openTestLocalProvider() },
  'aws-s3': {
    async serve() {
      const server = await startS3Server();
      return { reach: server.endpoint, stop: server.stop };
    },
    open: openTestS3Provider,
  },
  'vercel-blob': {
    async serve() {
      const fake = await startFakeVercelBlob();
      return { reach: JSON.stringify({ apiUrl: fake.apiUrl, secret: fake.secret }), stop: fake.close };
    },
    open(reach) {
      const { apiUrl, secret } = JSON.parse(reach) as { apiUrl: string; secret: string };
      // Where the SDK and the test provider find the fake, as the files-vercel-blob project sets them.
      process.env.VERCEL_BLOB_API_URL = apiUrl;
      process.env.TEST_VERCEL_BLOB_SECRET = secret;
      return openTestBlobProvider();
    },
  },
};

const APPROACHES = (process.env.BENCH_UPLOAD_APPROACHES || ['stream', ...Object.keys(PROVIDERS), 'buffered'].join(',')).split(
  ',',
);

/** Ten multipart bodies at once, each `data` and one file generated chunk by chunk: the client side. */
async function runClients(url: string): Promise<void> {
  const size = UPLOAD_MB * 1024 * 1024;
  const block = Buffer.alloc(CHUNK_BYTES, 'x');
  function* body() {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"alt":"bench"}\r\n`);
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    for (let sent = 0; sent < size; sent += CHUNK_BYTES)
      yield sent + CHUNK_BYTES <= size ? block : block.subarray(0, size - sent);
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  const upload = () =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      Readable.from(body()).pipe(request);
    });
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, upload));
  process.send!(statuses);
}

/** A provider's server, in its child process: it answers how to reach it, and stops when the bench lets it go. */
async function serveProvider(kind: FileStorageKind): Promise<void> {
  const served = await PROVIDERS[kind].serve!();
  process.once('disconnect', () => void served.stop().then(() => process.exit(0)));
  process.send!(served.reach);
}

/** The first message a child process sends: its answer. */
const answerOf = <T>(child: ChildProcess) =>
  new Promise<T>((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the child process exited with ${code} before answering`)));
  });

const MAX_BUFFERED_BYTES = 100 * 1024 * 1024;

/** What the server did before: the whole body in memory, parsed by undici's FormData, the file written from a copy. */
async function readBuffered(request: IncomingMessage, folder: string): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BUFFERED_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    headers: { 'content-type': request.headers['content-type']! },
  }).formData();
  for (const [, value] of form)
    if (typeof value !== 'string') {
      const file = path.join(folder, randomUUID());
      await writeFile(file, new Uint8Array(await value.arrayBuffer()));
      await rm(file);
    }
}

/** How the server takes one upload under an approach. */
type Handler = (request: IncomingMessage) => Promise<void>;

interface Approach {
  label: string;
  /** Readies the approach (a provider and its server) before its idle baseline; `close` checks and ends it after. */
  open(tempRoot: string): Promise<{ handle: Handler; close(): Promise<void> }>;
}

/** readRequestBody, the received file then given to `save` (if any), the body disposed of. */
const streamed =
  (tempRoot: string, save?: (file: ReceivedFile) => Promise<unknown>): Handler =>
  async (request) => {
    const body = await readRequestBody(request, { files: ['file'] }, { tempRoot });
    try {
      await save?.((body.data as { file: ReceivedFile }).file);
    } finally {
      await body.dispose();
    }
  };

/** The provider's server in a child process, if it has one: how to reach it, and how to stop it. */
async function serveInChild(kind: FileStorageKind): Promise<{ reach: string; stop(): Promise<void> }> {
  if (!PROVIDERS[kind].serve) return { reach: '', stop: async () => undefined };
  const child = fork(fileURLToPath(import.meta.url), ['serve', kind], { stdio: 'inherit' });
  const reach = await answerOf<string>(child);
  return {
    reach,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

/** Uploads saved through a file storage of `kind`; each file checked there, whole, before the provider is disposed of. */
const savedTo = (kind: FileStorageKind): Approach => ({
  label: `readRequestBody + ${kind} provider`,
  async open(tempRoot) {
    const served = await serveInChild(kind);
    const provider = PROVIDERS[kind].open(served.reach);
    const storage = createFileStorage([provider]);
    return {
      handle: streamed(tempRoot, (file) => storage.save(file)),
      async close() {
        try {
          let whole = 0;
          for await (const { size } of provider.list()) if (size === UPLOAD_MB * MIB) whole++;
          if (whole !== UPLOADS) throw new Error(`the ${kind} provider holds ${whole} whole files of ${UPLOADS}`);
        } finally {
          await provider.dispose();
          await served.stop();
        }
      },
    };
  },
});

const noClose = async () => undefined;
const APPROACH: Record<string, Approach> = {
  stream: {
    label: 'readRequestBody (streamed to disk)',
    open: async (tempRoot) => ({ handle: streamed(tempRoot), close: noClose }),
  },
  ...Object.fromEntries(Object.keys(PROVIDERS).map((kind) => [kind, savedTo(kind as FileStorageKind)])),
  buffered: {
    label: 'buffered + Response.formData()',
    open: async (tempRoot) => ({ handle: (request) => readBuffered(request, tempRoot), close: noClose }),
  },
};

interface Sample {
  rss: number;
  heapUsed: number;
  buffers: number;
}
const sample = (): Sample => {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, buffers: usage.arrayBuffers };
};

async function idleBaseline(gc: () => void): Promise<Sample> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return sample();
}

interface Measurement {
  baseline: Sample;
  peak: Sample;
  seconds: number;
}

async function measure(url: string, gc: () => void): Promise<Measurement> {
  const baseline = await idleBaseline(gc);
  const peak = { ...baseline };
  const timer = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.buffers = Math.max(peak.buffers, now.buffers);
  }, SAMPLE_MS);
  const started = performance.now();
  const clients = fork(fileURLToPath(import.meta.url), ['clients', url], { stdio: 'inherit' });
  const statuses = await answerOf<number[]>(clients);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  await new Promise((resolve) => clients.once('exit', resolve));
  if (statuses.some((status) => status !== 200)) throw new Error(`uploads answered ${statuses.join(', ')}`);
  return { baseline, peak, seconds };
}

const mb = (bytes: number) => Math.round(bytes / MIB).toLocaleString('en');
const growth = ({ baseline, peak }: Measurement, key: keyof Sample) => peak[key] - baseline[key];
/** A growth against another; below 1 MiB counts as 1 MiB, so that a near-flat baseline gives no absurd ratio. */
const ratio = (of: Measurement, to: Measurement, key: keyof Sample) => {
  const value = growth(of, key) / Math.max(MIB, growth(to, key));
  return `${value.toFixed(value < 0.1 ? 3 : value < 10 ? 2 : 0)}x`;
};

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
    );
}

async function main(): Promise<void> {
  v8.setFlagsFromString('--expose_gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const unknown = APPROACHES.filter((name) => !APPROACH[name]);
  if (unknown.length)
    throw new Error(`BENCH_UPLOAD_APPROACHES names no approach ${unknown.join(', ')}: ${Object.keys(APPROACH).join(', ')}`);
  const tempRoot = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
  const failures: unknown[] = [];
  let handle: Handler = async () => undefined;
  const server: Server = createServer((request, response) => {
    handle(request).then(
      () => response.writeHead(200).end(),
      (error: unknown) => {
        failures.push(error);
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const results = new Map<string, Measurement>();
  try {
    // In the record's order: buffered last, as it leaves the allocator holding memory that RSS keeps counting.
    for (const name of Object.keys(APPROACH).filter((name) => APPROACHES.includes(name))) {
      const approach = await APPROACH[name]!.open(tempRoot);
      handle = approach.handle;
      try {
        results.set(name, await measure(url, gc));
      } finally {
        await approach.close();
      }
      if (failures.length) throw failures[0];
      if ((await readdir(tempRoot)).length) throw new Error(`${name} left files behind`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await rm(tempRoot, { recursive: true, force: true });
  }

  console.log(
    `\n${UPLOADS} concurrent multipart uploads of ${UPLOAD_MB} MB (${UPLOADS * UPLOAD_MB} MB in all), Node ${process.version}\n`,
  );
  const rows = [['approach', 'idle RSS', 'peak RSS', 'RSS growth', 'heap growth', 'Buffer growth', 'MB/s']];
  for (const [name, measurement] of results)
    rows.push([
      APPROACH[name]!.label,
      `${mb(measurement.baseline.rss)} MB`,
      `${mb(measurement.peak.rss)} MB`,
      `${mb(growth(measurement, 'rss'))} MB`,
      `${mb(growth(measurement, 'heapUsed'))} MB`,
      `${mb(growth(measurement, 'buffers'))} MB`,
      ((UPLOADS * UPLOAD_MB) / measurement.seconds).toFixed(0),
    ]);
  printTable(rows);

  const buffered = results.get('buffered');
  const stream = results.get('stream');
  const against = [...(buffered ? [['buffered', buffered] as const] : []), ...(stream ? [['streamed', stream] as const] : [])];
  const compared = [...results].filter(([name]) => name !== 'buffered' && !(name === 'stream' && !buffered));
  if (!against.length || !compared.length) return;
  console.log('\ngrowth against the buffered baseline and against readRequestBody alone (streamed)\n');
  const ratios = [
    ['approach', ...against.flatMap(([to]) => [`RSS / ${to}`, `heap / ${to}`, `Buffers / ${to}`])],
    ...compared.map(([name, measurement]) => [
      APPROACH[name]!.label,
      ...against.flatMap(([, to]) => (['rss', 'heapUsed', 'buffers'] as const).map((key) => ratio(measurement, to, key))),
    ]),
  ];
  printTable(ratios);
}

if (process.argv[2] === 'clients') {
  await runClients(process.argv[3]!);
  process.exit(0);
} else if (process.argv[2] === 'serve') await serveProvider(process.argv[3] as FileStorageKind);
else await main();
