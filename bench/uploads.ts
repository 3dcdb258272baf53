/**
 * Memory of the server while it reads multipart uploads: ten concurrent 50 MB uploads read by readRequestBody
 * (each file streamed to a temporary file, then disposed of), against the approach it replaced (the whole
 * body buffered, then parsed with `new Response(body).formData()` and the file written out). Peak RSS,
 * V8 heap and Buffer memory are given as growth above an idle baseline measured in the same run, just before
 * each approach, and as ratios. The clients run in a child process, so they do not count in the server's
 * memory; they stream each body from a generator, never from a buffer.
 *
 *   npx tsx bench/uploads.ts                               10 uploads of 50 MB
 *   BENCH_UPLOADS=4 BENCH_UPLOAD_MB=80 npx tsx bench/uploads.ts
 *   BENCH_UPLOAD_APPROACHES=stream npx tsx bench/uploads.ts   only the streaming reader
 */
import { fork } from 'node:child_process';
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
import { readRequestBody } from '../src/server/rest/request-body';

const UPLOADS = Number(process.env.BENCH_UPLOADS || 10);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB || 50);
const APPROACHES = (process.env.BENCH_UPLOAD_APPROACHES || 'stream,buffered').split(',');
const BOUNDARY = 'bench-boundary-9f1c2e7a';
const CHUNK_BYTES = 64 * 1024;
const SAMPLE_MS = 10;

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

if (process.argv[2] === 'clients') {
  await runClients(process.argv[3]!);
  process.exit(0);
}

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

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

interface Sample {
  rss: number;
  heapUsed: number;
  buffers: number;
}
const sample = (): Sample => {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, buffers: usage.arrayBuffers };
};

async function idleBaseline(): Promise<Sample> {
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

async function measure(url: string): Promise<Measurement> {
  const baseline = await idleBaseline();
  const peak = { ...baseline };
  const timer = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.buffers = Math.max(peak.buffers, now.buffers);
  }, SAMPLE_MS);
  const started = performance.now();
  const clients = fork(fileURLToPath(import.meta.url), ['clients', url], { stdio: 'inherit' });
  const statuses = await new Promise<number[]>((resolve, reject) => {
    clients.once('message', (message) => resolve(message as number[]));
    clients.once('error', reject);
    clients.once('exit', (code) => reject(new Error(`the clients exited with ${code} before answering`)));
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  await new Promise((resolve) => clients.once('exit', resolve));
  if (statuses.some((status) => status !== 200)) throw new Error(`uploads answered ${statuses.join(', ')}`);
  return { baseline, peak, seconds };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main(): Promise<void> {
  const tempRoot = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
  const failures: unknown[] = [];
  const server: Server = createServer((request, response) => {
    const answer = (status: number) => response.writeHead(status).end();
    if (request.url === '/stream')
      readRequestBody(request, { files: ['file'] }, { tempRoot }).then(
        (body) => body.dispose().then(() => answer(200)),
        (error: unknown) => {
          failures.push(error);
          answer(500);
        },
      );
    else
      readBuffered(request, tempRoot).then(
        () => answer(200),
        (error: unknown) => {
          failures.push(error);
          answer(500);
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results = new Map<string, Measurement>();
  try {
    // Streaming first: the buffered run leaves the allocator holding memory that RSS keeps counting.
    for (const approach of ['stream', 'buffered'].filter((name) => APPROACHES.includes(name)))
      results.set(approach, await measure(`${origin}/${approach}`));
    if (failures.length) throw failures[0];
    if ((await readdir(tempRoot)).length) throw new Error('readRequestBody left files behind');
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await rm(tempRoot, { recursive: true, force: true });
  }

  console.log(
    `\n${UPLOADS} concurrent multipart uploads of ${UPLOAD_MB} MB (${UPLOADS * UPLOAD_MB} MB in all), Node ${process.version}\n`,
  );
  const rows = [['approach', 'idle RSS', 'peak RSS', 'RSS growth', 'heap growth', 'Buffer growth', 'MB/s']];
  for (const [approach, { baseline, peak, seconds }] of results)
    rows.push([
      approach === 'stream' ? 'readRequestBody (streamed to disk)' : 'buffered + Response.formData()',
      `${mb(baseline.rss)} MB`,
      `${mb(peak.rss)} MB`,
      `${mb(peak.rss - baseline.rss)} MB`,
      `${mb(peak.heapUsed - baseline.heapUsed)} MB`,
      `${mb(peak.buffers - baseline.buffers)} MB`,
      ((UPLOADS * UPLOAD_MB) / seconds).toFixed(0),
    ]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
    );
  const stream = results.get('stream');
  const buffered = results.get('buffered');
  if (stream && buffered) {
    const ratio = (key: keyof Sample) =>
      ((buffered.peak[key] - buffered.baseline[key]) / Math.max(1, stream.peak[key] - stream.baseline[key])).toFixed(1);
    console.log(
      `\nbuffered / streamed growth: RSS ${ratio('rss')}x, heap ${ratio('heapUsed')}x, Buffers ${ratio('buffers')}x` +
        ` (a peak of ${mb(stream.peak.rss - stream.baseline.rss)} MB is what ${UPLOADS} streamed uploads cost above idle)`,
    );
  }
}

await main();
