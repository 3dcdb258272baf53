/**
 * The load generator of bench/cart.ts, forked by it: one autocannon run in which each connection sends its own
 * requests (its subject's path, token and bodies). It runs in a process of its own because autocannon's worker
 * threads take such per-connection setup only as CommonJS module paths; either way the load does not share the event
 * loop of the servers it measures.
 *
 * Told a LoadPlan by IPC, it answers a LoadResult (or an error text) and exits.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  url: string;
  seconds: number;
  /** One list per connection, sent in a loop. */
  connections: LoadRequest[][];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
}

async function run({ url, seconds, connections }: LoadPlan): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: connections.length,
    duration: seconds,
    // Called once per connection as it is made, in order: connection i sends the requests of subject i.
    setupClient: (client) => client.setRequests(connections[next++ % connections.length]!),
  });
  return {
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

process.once('message', (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => process.send!(String(error), () => process.exit(1)),
  );
});
