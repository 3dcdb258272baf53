/**
 * A small HTTP load generator for bench/site.ts: keep-alive connections each sending its next request as soon as the
 * previous answer has ended, for a fixed time. Unlike autocannon it times the first byte of each answer (its status
 * line and headers) as well as its end, and counts the `x-nextjs-cache` values, so a "cached" run proves it was.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** What Chromium sends: the server compresses for it. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export interface Timed {
  status: number;
  headers: IncomingHttpHeaders;
  /** ms from sending the request to its answer's headers (the first bytes). */
  ttfb: number;
  /** ms from sending the request to the answer's last byte. */
  total: number;
  /** Bytes as they came over the wire (compressed when the server compressed). */
  bytes: number;
}

/** One request on `agent` (a fresh connection without one), its body read and dropped. */
export function timedRequest(url: string, headers: Record<string, string>, agent?: Agent, method = 'GET'): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const outgoing = request(url, { method, headers, agent: agent ?? false }, (response) => {
      const ttfb = performance.now() - start;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, ttfb, total: performance.now() - start, bytes }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  ttfb: number[];
  total: number[];
  /** Mean bytes of an answer over the wire. */
  bytes: number;
  /** Answers other than 200, and failed requests. */
  failed: number;
  /** `x-nextjs-cache` values seen (`none` where the answer had none), with their counts. */
  cache: Record<string, number>;
}

/** `connections` keep-alive connections sending `url` back to back for `seconds`. */
export async function load(
  url: string,
  { connections, seconds, headers }: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const ttfb: number[] = [];
  const total: number[] = [];
  const cache: Record<string, number> = {};
  let bytes = 0;
  let failed = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let end = start;
  const connection = async () => {
    while (performance.now() < deadline) {
      try {
        const answer = await timedRequest(url, headers, agent);
        end = performance.now();
        if (answer.status !== 200) failed += 1;
        ttfb.push(answer.ttfb);
        total.push(answer.total);
        bytes += answer.bytes;
        const value = String(answer.headers['x-nextjs-cache'] ?? 'none');
        cache[value] = (cache[value] ?? 0) + 1;
      } catch {
        // A refused or reset connection: the run is invalid anyway, and this connection would only spin.
        failed += 1;
        break;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    agent.destroy();
  }
  const elapsed = (end - start) / 1000;
  return {
    requests: ttfb.length,
    seconds: elapsed,
    rps: ttfb.length / elapsed,
    ttfb,
    total,
    bytes: ttfb.length ? bytes / ttfb.length : 0,
    failed,
    cache,
  };
}

/** The value below which `share` (0 to 1) of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);
