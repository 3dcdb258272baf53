/**
 * Checkout and payment notifications under load, each against a baseline measured in the same run.
 *
 * Checkout latency: ten subjects registered through the REST registration route, one keep-alive connection each, each
 * in a loop: add a product to its cart (`POST /api/rbac/subjects/{id}/ecommerce-module/orders`, a new cart order of
 * one line), then check that order out at `dummy` (`POST …/orders/checkout`: one intent and invoice committed, the
 * dummy payment made and kept, pending events looked for). The baseline is the add in the same loop: the same subjects,
 * connections, tokens and moment, an authenticated write under the same cart lock, so the two differ only by what a
 * checkout does more; the add itself is measured against a hand-written floor by bench/cart.ts. A bare handler
 * re-doing the checkout's three steps in SQL would be a second implementation of checkout to keep in step with it.
 *
 * Notification throughput: the invoices those checkouts left open are paid by signed dummy notifications
 * (`POST /api/billing/webhooks/dummy`, `x-dummy-signature: t=…,v1=HMAC-SHA256("t.body")`), sent by 10 connections,
 * each once, then (other invoices) each three times in a row so that the copies race (one applies, two take the
 * duplicate path). The baseline is a bare `node:http` + `pg` handler on the same route and tables (the pattern of
 * bench/cart.ts): the same signature check on the exact bytes, one transaction storing the event once
 * (`ON CONFLICT DO NOTHING`), the intent's advisory lock, one read of invoice, intent and currency, and one statement
 * marking invoice and intent paid, the intent's other invoices canceled, its orders approving, the event applied and
 * the payer's e-mail and its delivery job queued. Both sides are checked through the database afterwards: every
 * invoice paid once, one applied event per notification, its order approving.
 *
 *   npx tsx bench/checkout.ts
 *   BENCH_DURATION=30 npx tsx bench/checkout.ts         seconds of the checkout loop (default 10, after a 3 s warm-up)
 *   BENCH_NOTIFICATIONS=1000 npx tsx bench/checkout.ts  invoices paid per notification run (default 300)
 *   BENCH_README=0 …                                    print only, leave README.md alone
 *   BENCH_POSTGRES_URL=postgres://…                     server to create the throwaway database on
 *   BENCH_PROFILE=folder                                CPU profiles of each side's notification runs,
 *                                                       <side>-notification.cpuprofile and <side>-notification-3x
 *                                                       .cpuprofile (bench/cpu-profile.ts)
 *   BENCH_SQL=1                                         print the statements of the first request of each kind
 */
import { fork } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database';
import {
  DUMMY_SIGNATURE_HEADER,
  dummyEvent,
  signDummyNotification,
} from '../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { setPrice } from '../src/server/modules/ecommerce/prices.service';
import { markdownTable, wrap, writeReadmeSection } from './admin-report';
import { register } from './bare-auth';
import { costLines, costMeter, type RunCost } from './cpu-meter';
import type {
  CheckoutPlan,
  CheckoutResult,
  LoadPlan,
  LoadRequest,
  LoadResult,
  LoadSubject,
  MadeInvoice,
  QueuePlan,
  QueueResult,
} from './checkout-load';
import {
  openBenchDatabase,
  printTable,
  runBenchmark,
  startOurs,
  startOursAndBaseline,
  startProfile,
  type Cleanup,
  type Side,
} from './harness';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS || 300);
const SUBJECTS = 10;
const CONNECTIONS = 10;
const PRODUCTS = 20;
/** Notifications per side before the measured runs (JIT, pool connections, plans). */
const WARM_UP = 50;
/** Requests of each kind whose SQL statements are counted. */
const PROFILED = 5;
const COPIES = 3;
const JWT_SECRET = randomBytes(32).toString('hex');
/** The dummy provider's key, told to both sides: ours reads it from the environment at each request. */
const DUMMY_SECRET = randomBytes(32).toString('hex');
process.env.BILLING_DUMMY_SECRET = DUMMY_SECRET;
delete process.env.BILLING_DUMMY_PROVIDER;

const SECTION = {
  heading: '### Checkout and webhooks (`bench/checkout.ts`)',
  start: '<!-- bench:checkout:start -->',
  end: '<!-- bench:checkout:end -->',
};

if (!Number.isFinite(DURATION) || DURATION <= 0) throw new Error('BENCH_DURATION must be a positive number of seconds');
if (!Number.isInteger(NOTIFICATIONS) || NOTIFICATIONS < 10)
  throw new Error('BENCH_NOTIFICATIONS must be a whole number of at least 10');

const WEBHOOK = '/api/billing/webhooks/dummy';

/** Roubles, the default currency, and PRODUCTS products priced in them, through the product's own price service. */
async function createShop(db: Database): Promise<string[]> {
  await db.prisma.billingCurrency.create({
    data: { slug: 'rub', adminTitle: 'Рубль', symbol: '₽', isDefault: true, title: { ru: 'Рубль', en: 'Rouble' } },
  });
  const rub = await db.prisma.billingCurrency.findFirstOrThrow({ where: { slug: 'rub' }, select: { id: true } });
  const products = await db.prisma.ecommerceProduct.createManyAndReturn({
    data: Array.from({ length: PRODUCTS }, (_, index) => ({
      slug: `item-${index}`,
      adminTitle: `Item ${index}`,
      title: { en: `Item ${index}`, ru: `Товар ${index}` },
      shortDescription: { en: `Item ${index} of the checkout benchmark's shop.` },
    })),
    select: { id: true },
  });
  for (const [index, product] of products.entries())
    await setPrice(db, { productId: product.id, billingModuleCurrencyId: rub.id, amount: `${990 + index * 10}.90` });
  return products.map((product) => product.id);
}

/** A subject registered through the REST route, with the 10 products it cycles over (overlapping its neighbours'). */
async function registerShopper(url: string, login: string, productIds: string[], index: number): Promise<LoadSubject> {
  const { id, authorization } = await register(url, login);
  const own = Array.from({ length: 10 }, (_, offset) => productIds[(index * 3 + offset) % productIds.length]!);
  return { id, authorization, email: login, productIds: own };
}

// ---- The notification floor: hand-written SQL through pg ----

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The dummy signature, checked as ours does: `t` within 300 s, `v1` the HMAC of "t." and the exact bytes. */
function signedByHand(body: Buffer, header: string | undefined): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', DUMMY_SECRET).update(`${timestamp}.`).update(body).digest('hex'));
  const received = Buffer.from((parts.get('v1') ?? '').toLowerCase());
  return received.length === expected.length && timingSafeEqual(received, expected);
}

interface Notification {
  id: string;
  invoiceId: string;
  amount: string;
  currency: string;
}

/** A `payment.paid` notification with exactly the dummy's fields (the floor takes only what the bench sends). */
function notificationOf(body: Buffer): Notification {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new Refusal(400, 'The body is not a dummy notification');
  }
  const keys = ['id', 'type', 'invoiceId', 'amount', 'currency'];
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Object.keys(parsed).some((key) => !keys.includes(key)) ||
    keys.some((key) => typeof parsed[key] !== 'string' || !(parsed[key] as string).length) ||
    parsed.type !== 'payment.paid'
  )
    throw new Refusal(400, 'The body is not a dummy notification');
  return parsed as unknown as Notification;
}

const INSERT_EVENT_SQL = `
  INSERT INTO "BillingPaymentEvent" ("id", "provider", "eventId", "invoiceId", "providerPaymentId", "kind", "amount", "currency", "updatedAt")
  VALUES (gen_random_uuid()::text, 'dummy', $1::text, $2::text, 'dummy_' || $2::text, 'paid', $3::numeric, $4::text, now())
  ON CONFLICT ("provider", "eventId") DO NOTHING RETURNING "id"`;

const INTENT_SQL = `SELECT "paymentIntentId" FROM "BillingPaymentIntentsToInvoices" WHERE "invoiceId" = $1::text LIMIT 1`;

const LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('billing.payment-intent:' || $1::text))`;

/** Invoice, intent and currency in one read, with whether the notification pays exactly what is due. */
const STATE_SQL = `
  SELECT i."status", i."provider", i."email", p."status" AS "intentStatus",
         round(i."amount", c."decimals")::text AS "due",
         (round(i."amount", c."decimals") = $2::numeric AND upper(c."slug") = upper($3::text)) AS "matches"
    FROM "BillingInvoice" i
    JOIN "BillingPaymentIntent" p ON p."id" = $4::text
    JOIN "BillingPaymentIntentsToCurrencies" y ON y."paymentIntentId" = p."id"
    JOIN "BillingCurrency" c ON c."id" = y."currencyId"
   WHERE i."id" = $1::text`;

const FINISH_SQL = `UPDATE "BillingPaymentEvent" SET "outcome" = $2::text, "appliedAt" = now(), "updatedAt" = now() WHERE "id" = $1::text`;

/** Everything a payment writes, in one statement: invoice, intent, superseded invoices, orders, event, e-mail, job. */
const PAY_SQL = `
  WITH invoice AS (
         UPDATE "BillingInvoice" SET "status" = 'paid', "paidAt" = now(), "updatedAt" = now() WHERE "id" = $1::text),
       intent AS (UPDATE "BillingPaymentIntent" SET "status" = 'paid', "updatedAt" = now() WHERE "id" = $2::text),
       others AS (
         UPDATE "BillingInvoice" i SET "status" = 'canceled', "updatedAt" = now() FROM "BillingPaymentIntentsToInvoices" x
          WHERE x."invoiceId" = i."id" AND x."paymentIntentId" = $2::text AND i."status" IN ('open', 'failed') AND i."id" <> $1::text),
       event AS (
         UPDATE "BillingPaymentEvent" SET "outcome" = 'applied', "appliedAt" = now(), "updatedAt" = now() WHERE "id" = $3::text),
       orders AS (
         UPDATE "EcommerceOrder" o SET "type" = 'history', "status" = 'approving', "updatedAt" = now()
           FROM "EcommerceOrdersToBillingModulePaymentIntents" x
          WHERE x."orderId" = o."id" AND x."billingModulePaymentIntentId" = $2::text RETURNING o."id"),
       mail AS (
         INSERT INTO "NotificationNotification" ("id", "recipient", "title", "text", "updatedAt")
         SELECT gen_random_uuid()::text, $4::text, 'Order #' || orders."id" || ': approving',
                'Order #' || orders."id" || ', ' || $5::text || ' ₽, is paid and awaits approval.', now()
           FROM orders WHERE $4::text IS NOT NULL RETURNING "id")
  INSERT INTO "HostJob" ("id", "name", "payload", "maxAttempts", "runAt", "key")
  SELECT gen_random_uuid()::text, 'notification.deliver', jsonb_build_object('id', mail."id"), 8,
         now() + interval '30 seconds', 'notification.deliver:' || mail."id"
    FROM mail`;

async function payByHand(pool: pg.Pool, notification: Notification): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: stored } = await client.query<{ id: string }>(INSERT_EVENT_SQL, [
      notification.id,
      notification.invoiceId,
      notification.amount,
      notification.currency,
    ]);
    const eventId = stored[0]?.id;
    // Stored before: a duplicate, nothing to do. No such invoice: the event waits, pending.
    const intentId =
      eventId && (await client.query<{ paymentIntentId: string }>(INTENT_SQL, [notification.invoiceId])).rows[0]?.paymentIntentId;
    if (eventId && intentId) {
      await client.query(LOCK_SQL, [intentId]);
      const { rows } = await client.query<{
        status: string;
        provider: string;
        email: string | null;
        intentStatus: string;
        due: string;
        matches: boolean;
      }>(STATE_SQL, [notification.invoiceId, notification.amount, notification.currency, intentId]);
      const state = rows[0]!;
      if (state.provider !== 'dummy' || !state.matches) await client.query(FINISH_SQL, [eventId, 'refused']);
      else if (state.status !== 'open' || state.intentStatus !== 'open') await client.query(FINISH_SQL, [eventId, 'ignored']);
      else await client.query(PAY_SQL, [notification.invoiceId, intentId, eventId, state.email, state.due]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

/** The floor: the dummy's webhook route, verified, stored once and applied, answered as ours answers it. */
function startBaseline(pool: pg.Pool): Server {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== WEBHOOK) return send(response, 404, { error: 'Not found' });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const header = request.headers[DUMMY_SIGNATURE_HEADER];
    if (!signedByHand(body, Array.isArray(header) ? header.join(', ') : header)) throw new Refusal(400, 'bad signature');
    await payByHand(pool, notificationOf(body));
    send(response, 200, { received: true });
  };
  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof Refusal) return send(response, error.status, { received: false });
      if (request.destroyed) return;
      console.error(error);
      send(response, 500, { error: 'Internal server error' });
    });
  });
}

// ---- Measuring ----

/** One plan run in the load process (bench/checkout-load.ts). */
function load(plan: CheckoutPlan): Promise<CheckoutResult>;
function load(plan: QueuePlan): Promise<QueueResult>;
function load(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./checkout-load.ts', import.meta.url)), { execArgv: process.execArgv });
    let answer: LoadResult | string | undefined;
    child.once('message', (message: LoadResult | string) => (answer = message));
    child.once('error', reject);
    child.once('exit', () =>
      answer === undefined || typeof answer === 'string' ? reject(new Error(`load: ${answer ?? 'no answer'}`)) : resolve(answer),
    );
    child.send(plan);
  });
}

/** A signed `paid` notification of an invoice, as the dummy payment page sends it, `copies` times in a row. */
function deliveries(invoices: readonly MadeInvoice[], copies: number): LoadRequest[] {
  return invoices.flatMap((invoice) => {
    const signed = signDummyNotification(DUMMY_SECRET, dummyEvent(invoice.id, 'paid', invoice.amount, invoice.currency));
    const request: LoadRequest = {
      method: 'POST',
      path: WEBHOOK,
      headers: { 'content-type': 'application/json', [DUMMY_SIGNATURE_HEADER]: signed.signature },
      body: signed.body,
    };
    return Array.from({ length: copies }, () => request);
  });
}

interface Check {
  invoices: number;
  paid: number;
  events: number;
  applied: number;
  intentsPaid: number;
  ordersApproving: number;
}

/** What the database holds for these invoices after their notifications. */
async function check(db: Database, invoiceIds: readonly string[]): Promise<Check> {
  const [row] = await db.query<Check>(
    `SELECT count(*)::int AS "invoices",
            count(*) FILTER (WHERE i."status" = 'paid' AND i."paidAt" IS NOT NULL AND NOT i."refundDue")::int AS "paid",
            (SELECT count(*)::int FROM "BillingPaymentEvent" e WHERE e."invoiceId" = ANY($1::text[])) AS "events",
            (SELECT count(*)::int FROM "BillingPaymentEvent" e
              WHERE e."invoiceId" = ANY($1::text[]) AND e."outcome" = 'applied') AS "applied",
            (SELECT count(*)::int FROM "BillingPaymentIntentsToInvoices" x
               JOIN "BillingPaymentIntent" p ON p."id" = x."paymentIntentId"
              WHERE x."invoiceId" = ANY($1::text[]) AND p."status" = 'paid') AS "intentsPaid",
            (SELECT count(*)::int FROM "BillingPaymentIntentsToInvoices" x
               JOIN "EcommerceOrdersToBillingModulePaymentIntents" z ON z."billingModulePaymentIntentId" = x."paymentIntentId"
               JOIN "EcommerceOrder" o ON o."id" = z."orderId"
              WHERE x."invoiceId" = ANY($1::text[]) AND o."type" = 'history' AND o."status" = 'approving') AS "ordersApproving"
       FROM "BillingInvoice" i WHERE i."id" = ANY($1::text[])`,
    [invoiceIds],
  );
  return row!;
}

interface WebhookRun {
  side: Side;
  copies: number;
  notifications: number;
  result: QueueResult;
}

/** Sends each invoice's notification `copies` times; every answer must be a 200, and each invoice paid once. */
async function pay(db: Database, url: string, side: Side, invoices: readonly MadeInvoice[], copies: number): Promise<WebhookRun> {
  const result = await load({ kind: 'queue', url, connections: CONNECTIONS, requests: deliveries(invoices, copies) });
  const answered = Object.entries(result.statuses).filter(([status]) => status !== '200');
  if (answered.length) throw new Error(`${side}: answers other than 200: ${JSON.stringify(result.statuses)}`);
  const n = invoices.length;
  const found = await check(
    db,
    invoices.map((invoice) => invoice.id),
  );
  const expected: Check = { invoices: n, paid: n, events: n, applied: n, intentsPaid: n, ordersApproving: n };
  if (JSON.stringify(found) !== JSON.stringify(expected))
    throw new Error(`${side}, ${copies} deliveries each: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`);
  return { side, copies, notifications: n, result };
}

/** SQL statements per request of ours, sent one at a time to a second server whose database reports them. */
async function countStatements(databaseUrl: string, subject: LoadSubject, invoices: MadeInvoice[], cleanups: Cleanup[]) {
  let statements = 0;
  // BENCH_SQL=1 prints each statement of the first request of each kind: where the round trips go.
  const printed = new Set<string>();
  let printing = false;
  const db = await openDatabase(databaseUrl, {
    onQuery: (sql) => {
      statements++;
      if (printing) console.log(`    ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    },
  });
  cleanups.push(() => db.close());
  const url = await startOurs(db, JWT_SECRET, cleanups);
  const counts = { add: 0, checkout: 0, notification: 0, duplicate: 0 };
  const measure = async (kind: keyof typeof counts, request: () => Promise<Response>) => {
    statements = 0;
    printing = process.env.BENCH_SQL === '1' && !printed.has(kind);
    if (printing) console.log(`  ${kind}:`);
    printed.add(kind);
    const response = await request();
    printing = false;
    if (response.status >= 300) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as unknown;
    counts[kind] += statements / PROFILED;
    return body;
  };
  const orders = `${url}/api/rbac/subjects/${subject.id}/ecommerce-module/orders`;
  const headers = { authorization: subject.authorization, 'content-type': 'application/json' };
  for (let index = 0; index < PROFILED; index++) {
    const added = (await measure('add', () =>
      fetch(orders, { method: 'POST', headers, body: JSON.stringify({ data: { productId: subject.productIds[index] } }) }),
    )) as { data: { id: string } };
    await measure('checkout', () =>
      fetch(`${orders}/checkout`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: { provider: 'dummy', email: subject.email, ecommerceModule: { orders: [{ id: added.data.id }] } },
        }),
      }),
    );
    const [delivery] = deliveries([invoices[index]!], 1);
    for (const kind of ['notification', 'duplicate'] as const)
      await measure(kind, () => fetch(url + WEBHOOK, { method: 'POST', headers: delivery!.headers, body: delivery!.body }));
  }
  return counts;
}

const perSecond = (count: number, seconds: number) => count / seconds;
const figure = (value: number) => Math.round(value).toLocaleString('en-US');
const millis = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

async function main(cleanups: Cleanup[]): Promise<void> {
  const loadAverage = loadavg()[0]!;
  console.log(
    `Load average at the start: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')}`,
  );
  const { db, url: databaseUrl } = await openBenchDatabase(cleanups);
  const productIds = await createShop(db);
  const targets = await startOursAndBaseline(db, databaseUrl, JWT_SECRET, startBaseline, cleanups);

  // Registration allows 10 per address an hour: exactly the subjects needed, one after another.
  const subjects: LoadSubject[] = [];
  for (let index = 0; index < SUBJECTS; index++)
    subjects.push(await registerShopper(targets.ours, `shopper${index}@example.com`, productIds, index));

  // ---- Checkout latency ----
  const invoices: MadeInvoice[] = [];
  const warm = await load({ kind: 'checkout', url: targets.ours, subjects, seconds: Math.min(3, DURATION) });
  invoices.push(...warm.invoices);
  await db.exec('ANALYZE');
  const meter = await costMeter(db);
  const stopMeter = await meter.start();
  const run = await load({ kind: 'checkout', url: targets.ours, subjects, seconds: DURATION });
  const checkoutCost = await stopMeter();
  invoices.push(...run.invoices);

  // ---- Notifications: 4 measured sets of NOTIFICATIONS invoices, 2 warm-up sets, and some to count statements ----
  const needed = 4 * NOTIFICATIONS + 2 * WARM_UP + PROFILED;
  const topUpStarted = performance.now();
  if (invoices.length < needed) {
    const more = await load({ kind: 'checkout', url: targets.ours, subjects, seconds: 600, checkouts: needed - invoices.length });
    invoices.push(...more.invoices);
  }
  const topUpSeconds = (performance.now() - topUpStarted) / 1000;
  if (invoices.length < needed) throw new Error(`${invoices.length} invoices made, ${needed} needed`);
  const open = await db.query<{ n: number }>(
    `SELECT count(*)::int AS "n" FROM "BillingInvoice" WHERE "status" = 'open' AND "provider" = 'dummy' AND "providerId" IS NOT NULL`,
  );
  if (open[0]!.n !== invoices.length) throw new Error(`${invoices.length} invoices made, ${open[0]!.n} open in the database`);
  await db.exec('ANALYZE');

  let taken = 0;
  const take = (count: number) => invoices.slice(taken, (taken += count));
  await pay(db, targets.ours, 'ours', take(WARM_UP), 1);
  await pay(db, targets.baseline, 'baseline', take(WARM_UP), 1);
  const runs: WebhookRun[] = [];
  const webhookCosts = new Map<WebhookRun, RunCost>();
  for (const [copies, order] of [
    [1, ['ours', 'baseline']],
    [COPIES, ['baseline', 'ours']],
  ] as const)
    for (const side of order) {
      const stopProfile = await startProfile(`${side}-notification${copies === 1 ? '' : `-${copies}x`}`);
      const stop = await meter.start();
      const paid = await pay(db, targets[side], side, take(NOTIFICATIONS), copies);
      webhookCosts.set(paid, await stop());
      await stopProfile?.();
      runs.push(paid);
    }

  // ---- Tables ----
  const checkoutRows = [
    ['request', 'side', 'requests', 'per s', 'p50 ms', 'p99 ms', 'p50 ÷ add'],
    ...(
      [
        ['POST …/orders/checkout (dummy)', 'ours', run.checkout],
        ['POST …/orders (add to cart)', 'baseline', run.add],
      ] as const
    ).map(([name, side, figures]) => [
      name,
      side,
      figure(figures.count),
      figure(perSecond(figures.count, run.seconds)),
      millis(figures.p50),
      millis(figures.p99),
      side === 'ours' ? (figures.p50 / run.add.p50).toFixed(2) : '',
    ]),
  ];
  const rate = (webhook: WebhookRun) => perSecond(webhook.notifications, webhook.result.seconds);
  const webhookRows = [
    ['deliveries', 'side', 'notifications/s', 'deliveries/s', 'p50 ms', 'p99 ms', 'ours ÷ baseline'],
    ...runs.map((webhook) => {
      const other = runs.find((candidate) => candidate.copies === webhook.copies && candidate.side !== webhook.side)!;
      return [
        webhook.copies === 1 ? `each once (${webhook.notifications})` : `each ${webhook.copies}× (${webhook.notifications})`,
        webhook.side,
        figure(rate(webhook)),
        figure(perSecond(webhook.notifications * webhook.copies, webhook.result.seconds)),
        millis(webhook.result.latency.p50),
        millis(webhook.result.latency.p99),
        webhook.side === 'ours' ? (rate(webhook) / rate(other)).toFixed(2) : '',
      ];
    }),
  ];

  console.log(
    `\n${SUBJECTS} subjects, one connection each: add to cart, then check that order out at dummy; ${run.seconds.toFixed(1)} s\n`,
  );
  printTable(checkoutRows);
  console.log(`\nSigned dummy paid notifications, ${CONNECTIONS} connections; every invoice checked paid once in the database\n`);
  printTable(webhookRows);

  console.log(
    `\nCost per request (this process's CPU; the database's backends' from /proc${meter.statements ? '; statements from pg_stat_statements, BEGIN and COMMIT included' : ''})`,
  );
  for (const line of costLines('add and checkout (one loop)', checkoutCost, run.checkout.count)) console.log(line);
  for (const [webhook, cost] of webhookCosts)
    for (const line of costLines(`notification ${webhook.side}, each ${webhook.copies}×`, cost, webhook.notifications))
      console.log(line);

  const counts = await countStatements(databaseUrl, subjects[0]!, take(PROFILED), cleanups);
  console.log('\nSQL statements per request of ours (as onQuery reports them: without the BEGIN a transaction starts with)');
  for (const [name, mean] of Object.entries(counts)) console.log(`  ${name}: ${mean.toFixed(1)}`);

  if (process.env.BENCH_README === '0') return;
  const [version] = await db.query<{ server_version: string }>('SHOW server_version');
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), PostgreSQL ${version!.server_version.split(' ')[0]}, Node ${process.version}`;
  const once = runs.find((webhook) => webhook.copies === 1 && webhook.side === 'ours')!;
  const thrice = runs.find((webhook) => webhook.copies === COPIES && webhook.side === 'ours')!;
  const body = [
    wrap(
      `\`npx tsx bench/checkout.ts\` (1 to 2 minutes) on a throwaway PostgreSQL database: one currency, ${PRODUCTS} priced products, ${SUBJECTS} subjects registered through the REST registration route. The load runs in a process of its own (\`bench/checkout-load.ts\`, keep-alive \`node:http\` connections). **Checkout**: each subject on its own connection loops: \`POST /api/rbac/subjects/{id}/ecommerce-module/orders\` (a new cart order of one product), then \`POST …/orders/checkout\` with \`provider: 'dummy'\` and that order (one intent and invoice committed, the dummy payment made and kept), ${DURATION} s after a 3 s warm-up and an \`ANALYZE\`. The baseline is the add in the same loop: same subjects, connections and moment, an authenticated write under the same cart lock, measured against a hand-written floor by \`bench/cart.ts\`.`,
    ),
    markdownTable(checkoutRows),
    wrap(
      `**Webhooks**: the open invoices those checkouts left (topped up by more of them: ${figure(topUpSeconds)} s) are paid by signed dummy notifications (\`POST /api/billing/webhooks/dummy\` with \`x-dummy-signature\`) over ${CONNECTIONS} connections, ${NOTIFICATIONS} invoices per run after ${WARM_UP} of warm-up per side: each notification once, then on other invoices each sent ${COPIES} times in a row so that the copies race (one applies, the others are duplicates: stored nothing, answered 200). The baseline is a bare \`node:http\` + \`pg\` handler on the same route and tables: the same signature check on the exact bytes, one transaction storing the event once (\`ON CONFLICT DO NOTHING\`), the intent's advisory lock, one read of invoice, intent and currency, and one statement writing invoice and intent paid, the other invoices canceled, the order approving, the event applied and the payer's e-mail with its delivery job. After each run the database is checked: every invoice paid once (not owed back), one event per notification and it applied, every intent paid, every order approving; every delivery answered 200. Notifications/s counts invoices paid; deliveries/s every request.`,
    ),
    markdownTable(webhookRows),
    wrap(
      `Statements per request of ours as \`onQuery\` counts them (a transaction's \`BEGIN\` not counted): add ${counts.add.toFixed(0)}, checkout ${counts.checkout.toFixed(0)}, notification ${counts.notification.toFixed(0)}, duplicate ${counts.duplicate.toFixed(0)}; the baseline's notification is 7 with its \`BEGIN\` and \`COMMIT\`, a duplicate 3. Figures of ${new Date().toISOString().slice(0, 10)} on ${machine}, load average ${loadAverage.toFixed(1)} at the start: ${figure(rate(once))} notifications/s each once, ${figure(rate(thrice))} paid (${figure(perSecond(thrice.notifications * COPIES, thrice.result.seconds))} deliveries/s) with ${COPIES} copies each.`,
    ),
  ].join('\n\n');
  writeReadmeSection(body, SECTION);
  console.log(`\nWrote the figures into README.md (${SECTION.heading}).`);
}

await runBenchmark(main);
