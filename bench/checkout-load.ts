/**
 * The load generator of bench/checkout.ts, forked by it, so that it does not share the event loop of the servers it
 * measures. Keep-alive `node:http` connections, one per worker; every request timed from its start to the end of its
 * answer. Two plans:
 * - `checkout`: one connection per subject, each in a loop for `seconds` (or until `checkouts` checkouts were made
 *   in all): add a product to the subject's cart, then check out the order the add answered at `dummy`;
 * - `queue`: a fixed list of requests sent by `connections` workers, each taking the next one as it is free.
 *
 * Told a plan by IPC, it answers its result (or an error text) and exits.
 */
import { Agent, request as httpRequest } from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadSubject {
  id: string;
  authorization: string;
  email: string;
  /** Products added in turn, one per loop. */
  productIds: string[];
}

export interface CheckoutPlan {
  kind: 'checkout';
  url: string;
  subjects: LoadSubject[];
  seconds: number;
  /** Stop once this many checkouts were made in all (the run ends at `seconds` all the same). */
  checkouts?: number;
}

export interface QueuePlan {
  kind: 'queue';
  url: string;
  connections: number;
  requests: LoadRequest[];
}

/** Milliseconds of a request's round trips, and the 50th and 99th percentiles of them. */
export interface Latencies {
  count: number;
  p50: number;
  p99: number;
}

/** An invoice a checkout answered: what its `paid` notification must say. */
export interface MadeInvoice {
  id: string;
  amount: string;
  currency: string;
}

export interface CheckoutResult {
  kind: 'checkout';
  seconds: number;
  add: Latencies;
  checkout: Latencies;
  invoices: MadeInvoice[];
}

export interface QueueResult {
  kind: 'queue';
  seconds: number;
  latency: Latencies;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

export type LoadPlan = CheckoutPlan | QueuePlan;
export type LoadResult = CheckoutResult | QueueResult;

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

interface Answer {
  status: number;
  text: string;
  ms: number;
}

function send(agent: Agent, url: URL, { method, path, headers, body }: LoadRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const connection = () => new Agent({ keepAlive: true, maxSockets: 1 });

async function checkoutLoop({ url, subjects, seconds, checkouts }: CheckoutPlan): Promise<CheckoutResult> {
  const base = new URL(url);
  const add: number[] = [];
  const checkout: number[] = [];
  const invoices: MadeInvoice[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const more = () => performance.now() < deadline && (checkouts === undefined || checkout.length < checkouts);
  await Promise.all(
    subjects.map(async (subject) => {
      const agent = connection();
      const orders = `/api/rbac/subjects/${subject.id}/ecommerce-module/orders`;
      const headers = { authorization: subject.authorization, 'content-type': 'application/json' };
      for (let turn = 0; more(); turn++) {
        const productId = subject.productIds[turn % subject.productIds.length]!;
        const added = await send(agent, base, {
          method: 'POST',
          path: orders,
          headers,
          body: JSON.stringify({ data: { productId, quantity: 1 } }),
        });
        if (added.status !== 201) throw new Error(`add to cart answered ${added.status}: ${added.text}`);
        add.push(added.ms);
        const orderId = (JSON.parse(added.text) as { data: { id: string } }).data.id;
        const paid = await send(agent, base, {
          method: 'POST',
          path: `${orders}/checkout`,
          headers,
          body: JSON.stringify({
            data: { provider: 'dummy', email: subject.email, ecommerceModule: { orders: [{ id: orderId }] } },
          }),
        });
        if (paid.status >= 300) throw new Error(`checkout answered ${paid.status}: ${paid.text}`);
        checkout.push(paid.ms);
        const answer = JSON.parse(paid.text) as {
          data: { billingModule: { invoices: { id: string; amount: string; billingModuleCurrency: { slug: string } }[] } };
        };
        for (const invoice of answer.data.billingModule.invoices)
          invoices.push({ id: invoice.id, amount: invoice.amount, currency: invoice.billingModuleCurrency.slug.toUpperCase() });
      }
      agent.destroy();
    }),
  );
  return {
    kind: 'checkout',
    seconds: (performance.now() - started) / 1000,
    add: latencies(add),
    checkout: latencies(checkout),
    invoices,
  };
}

async function queue({ url, connections, requests }: QueuePlan): Promise<QueueResult> {
  const base = new URL(url);
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = connection();
      while (next < requests.length) {
        const answer = await send(agent, base, requests[next++]!);
        times.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
      agent.destroy();
    }),
  );
  return { kind: 'queue', seconds: (performance.now() - started) / 1000, latency: latencies(times), statuses };
}

process.once('message', (plan: LoadPlan) => {
  (plan.kind === 'checkout' ? checkoutLoop(plan) : queue(plan)).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => process.send!(String(error), () => process.exit(1)),
  );
});
