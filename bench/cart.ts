/**
 * The cart under load: ten subjects, one connection each, each hammering its own cart, through our REST routes
 * (`POST /api/rbac/subjects/{id}/ecommerce-module/orders`, `GET …/orders/total`) against a floor: a bare
 * node:http + pg handler doing the same authentication, validation reads, locked writes and price reads in
 * hand-written SQL. The gap is what routing, validation, tRPC, Prisma and the product's round trips cost.
 *
 *   npx tsx bench/cart.ts
 *   BENCH_DURATION=30 npx tsx bench/cart.ts    seconds per run (default 10, after a warm-up of up to 3 s)
 *   BENCH_STATEMENTS=1 npx tsx bench/cart.ts   also list the SQL statements of one request of each route
 *   BENCH_POSTGRES_URL=postgres://…            server to create the throwaway database on
 *   BENCH_PROFILE=folder                       CPU profiles of each side's add run, <side>-add.cpuprofile (bench/cpu-profile.ts)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database';
import { INTERVAL_TEXT_SQL, intervalTermsOfText } from '../src/server/modules/ecommerce/attributes.service';
import { MAX_QUANTITY } from '../src/server/modules/ecommerce/orders.schema';
import { setPrice } from '../src/server/modules/ecommerce/prices.service';
import type { LoadPlan, LoadRequest, LoadResult } from './cart-load';
import { authenticate, bareServer, Refusal, register, send, type Subject } from './bare-auth';
import { costLines, costMeter, type RunCost } from './cpu-meter';
import {
  load,
  openBenchDatabase,
  printTable,
  ratioRows,
  runBenchmark,
  startOurs,
  startOursAndBaseline,
  startProfile,
  type Cleanup,
  type Side,
} from './harness';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const SUBJECTS = 10;
const PRODUCTS = 50;
/** Products in each subject's cart, each in both currencies: carts of 20 orders, every add after the first 20 an increment. */
const CART_PRODUCTS = 10;
/** Sequential requests per route whose SQL statements are counted. */
const PROFILED = 20;
const JWT_SECRET = randomBytes(32).toString('hex');

if (!Number.isFinite(DURATION) || DURATION <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds`);

const ordersPath = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`;

interface Shop {
  rub: { id: string };
  eur: { id: string };
  productIds: string[];
}

/** Roubles (the default) and euros, PRODUCTS products each priced in both, through the product's own price service. */
async function createShop(db: Database): Promise<Shop> {
  const rub = await db.prisma.billingCurrency.create({
    data: { slug: 'rub', adminTitle: 'Рубль', symbol: '₽', isDefault: true, title: { ru: 'Рубль', en: 'Rouble' } },
    select: { id: true },
  });
  const eur = await db.prisma.billingCurrency.create({
    data: { slug: 'eur', adminTitle: 'Euro', symbol: '€', title: { en: 'Euro', ru: 'Евро' } },
    select: { id: true },
  });
  const products = await db.prisma.ecommerceProduct.createManyAndReturn({
    data: Array.from({ length: PRODUCTS }, (_, index) => ({
      slug: `item-${index}`,
      adminTitle: `Item ${index}`,
      title: { en: `Item ${index}`, ru: `Товар ${index}` },
      shortDescription: { en: `Item ${index} of the cart benchmark's shop.` },
    })),
    select: { id: true },
  });
  for (const [index, product] of products.entries()) {
    await setPrice(db, { productId: product.id, billingModuleCurrencyId: rub.id, amount: `${990 + index * 10}.90` });
    await setPrice(db, { productId: product.id, billingModuleCurrencyId: eur.id, amount: `${9 + index}.99` });
  }
  return { rub, eur, productIds: products.map((product) => product.id) };
}

/** Subject i adds CART_PRODUCTS products, overlapping its neighbours', in roubles (left to the default) then euros. */
function additions(shop: Shop, subject: Subject, index: number): LoadRequest[] {
  return Array.from({ length: CART_PRODUCTS }, (_, offset) => shop.productIds[(index * 5 + offset) % PRODUCTS]!).flatMap(
    (productId) =>
      [
        { productId, quantity: 1 },
        { productId, quantity: 1, billingModule: { currency: { id: shop.eur.id } } },
      ].map((data) => ({
        method: 'POST' as const,
        path: ordersPath(subject.id),
        headers: { authorization: subject.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      })),
  );
}

const totalsRequest = (subject: Subject): LoadRequest => ({
  method: 'GET',
  path: `${ordersPath(subject.id)}/total`,
  headers: { authorization: subject.authorization },
});

// ---- The floor: hand-written SQL through pg ----

/** Joins the price of product `product` in currency `currency`, as `price` ("attributeId", "amount"), or nulls. */
const PRICE = (product: string, currency: string) => `LEFT JOIN LATERAL (
    SELECT a."id" AS "attributeId", a."number" AS "amount" FROM "EcommerceProductsToAttributes" pa
      JOIN "EcommerceAttribute" a ON a."id" = pa."attributeId" AND a."number" IS NOT NULL
      JOIN "EcommerceAttributeKeysToAttributes" ka ON ka."attributeId" = a."id"
      JOIN "EcommerceAttributeKey" k ON k."id" = ka."attributeKeyId" AND k."type" = 'price'
      JOIN "EcommerceAttributesToBillingModuleCurrencies" ac ON ac."attributeId" = a."id"
     WHERE pa."productId" = ${product} AND ac."billingModuleCurrencyId" = ${currency}
     ORDER BY pa."orderIndex", pa."createdAt", pa."id" LIMIT 1) price ON TRUE`;

/** An order's currency: its first currency link, as `oc` ("currencyId"). */
const ORDER_CURRENCY = (order: string) => `LATERAL (
    SELECT x."billingModuleCurrencyId" AS "currencyId" FROM "EcommerceOrdersToBillingModuleCurrencies" x
     WHERE x."orderId" = ${order} ORDER BY x."orderIndex", x."createdAt", x."id" LIMIT 1) oc`;

/** The validation reads of an add in one round trip: the product, the currency (named or the default), its price. */
const checkSql = (currency: string) => `
  SELECT p."id" AS "productId", c."id" AS "currencyId", price."attributeId" IS NOT NULL AS "priced"
    FROM (SELECT 1) one
    LEFT JOIN "EcommerceProduct" p ON p."id" = $1::text
    LEFT JOIN LATERAL (SELECT "id" FROM "BillingCurrency" WHERE ${currency}
                        ORDER BY "orderIndex", "createdAt", "id" LIMIT 1) c ON TRUE
    ${PRICE('p."id"', 'c."id"')}`;
const CHECK_NAMED_SQL = checkSql('"id" = $2::text');
const CHECK_DEFAULT_SQL = checkSql('"isDefault"');

/** Adds to the subject's line of this product and currency, touching its order; no row when the cart has none. */
const INCREMENT_SQL = `
  WITH line AS (
    UPDATE "EcommerceOrdersToProducts" l SET "quantity" = l."quantity" + $4::int, "updatedAt" = now()
     WHERE l."id" = (
       SELECT l2."id" FROM "RbacSubjectsToEcommerceModuleOrders" so
         JOIN "EcommerceOrder" o ON o."id" = so."ecommerceModuleOrderId" AND o."type" = 'cart'
         JOIN "EcommerceOrdersToProducts" l2 ON l2."orderId" = o."id" AND l2."productId" = $2::text AND l2."storeId" IS NULL
         JOIN "EcommerceOrdersToBillingModuleCurrencies" oc ON oc."orderId" = o."id" AND oc."billingModuleCurrencyId" = $3::text
        WHERE so."subjectId" = $1::text ORDER BY o."createdAt", o."id" LIMIT 1)
    RETURNING l."orderId", l."quantity"),
  touched AS (UPDATE "EcommerceOrder" o SET "updatedAt" = now() FROM line WHERE o."id" = line."orderId")
  SELECT "orderId", "quantity" FROM line`;

/** A new cart order with its one line, its link to the subject and its link to the currency. */
const INSERT_SQL = `
  WITH o AS (INSERT INTO "EcommerceOrder" ("id", "updatedAt") VALUES ($1::text, now()) RETURNING "id"),
       l AS (INSERT INTO "EcommerceOrdersToProducts" ("id", "orderId", "productId", "quantity", "updatedAt")
             SELECT $2::text, o."id", $3::text, $4::int, now() FROM o),
       s AS (INSERT INTO "RbacSubjectsToEcommerceModuleOrders" ("id", "subjectId", "ecommerceModuleOrderId", "updatedAt")
             SELECT $5::text, $6::text, o."id", now() FROM o)
  INSERT INTO "EcommerceOrdersToBillingModuleCurrencies" ("id", "orderId", "billingModuleCurrencyId", "updatedAt")
  SELECT $7::text, o."id", $8::text, now() FROM o`;

/** The order as the answer shows it: one row per line, with its product, its price now and the order's totals. */
const ORDER_SQL = `
  SELECT o."id", o."type", o."status", o."comment", o."createdAt", o."updatedAt",
         c."id" AS "currencyId", c."slug" AS "currencySlug", c."symbol", c."title" AS "currencyTitle", c."decimals",
         l."id" AS "lineId", l."productId", l."storeId", l."quantity",
         p."slug", p."title", p."shortDescription", p."type" AS "productType",
         ${INTERVAL_TEXT_SQL('p."id"', 'p."type"')} AS "intervalText", price."attributeId",
         round(price."amount", c."decimals")::text AS "unitPrice",
         (round(price."amount", c."decimals") * l."quantity")::text AS "total",
         round(COALESCE(sum(round(price."amount", c."decimals") * l."quantity") OVER (), 0), c."decimals")::text AS "amount",
         (sum(l."quantity") OVER ())::int AS "orderQuantity",
         bool_and(price."amount" IS NOT NULL) OVER () AS "complete"
    FROM "EcommerceOrder" o
    LEFT JOIN ${ORDER_CURRENCY('o."id"')} ON TRUE
    LEFT JOIN "BillingCurrency" c ON c."id" = oc."currencyId"
    JOIN "EcommerceOrdersToProducts" l ON l."orderId" = o."id"
    JOIN "EcommerceProduct" p ON p."id" = l."productId"
    ${PRICE('l."productId"', 'c."id"')}
   WHERE o."id" = $1::text
   ORDER BY l."orderIndex", l."createdAt", l."id"`;

/** What the subject's cart orders come to, per currency: round(price, decimals) × quantity summed by PostgreSQL. */
const TOTALS_SQL = `
  SELECT c."id", c."slug", c."symbol", c."title", c."decimals",
         round(COALESCE(sum(round(price."amount", c."decimals") * l."quantity"), 0), c."decimals")::text AS "amount",
         sum(l."quantity")::int AS "quantity",
         bool_and(price."amount" IS NOT NULL) AS "complete"
    FROM "EcommerceOrder" o
    JOIN "EcommerceOrdersToProducts" l ON l."orderId" = o."id"
    JOIN ${ORDER_CURRENCY('o."id"')} ON TRUE
    JOIN "BillingCurrency" c ON c."id" = oc."currencyId"
    ${PRICE('l."productId"', 'c."id"')}
   WHERE o."type" = 'cart'
     AND o."id" IN (SELECT so."ecommerceModuleOrderId" FROM "RbacSubjectsToEcommerceModuleOrders" so
                     WHERE so."subjectId" = $1::text)
   GROUP BY c."id"
   ORDER BY max(o."createdAt") DESC`;

interface OrderRow {
  id: string;
  type: string;
  status: string;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  currencyId: string | null;
  currencySlug: string;
  symbol: string | null;
  currencyTitle: Record<string, string>;
  decimals: number;
  lineId: string;
  productId: string;
  storeId: string | null;
  quantity: number;
  slug: string;
  title: Record<string, string>;
  shortDescription: Record<string, string>;
  productType: string;
  intervalText: unknown;
  attributeId: string | null;
  unitPrice: string | null;
  total: string | null;
  amount: string;
  orderQuantity: number;
  complete: boolean;
}

/** The order's rows as our route answers it. */
function orderAnswer(rows: OrderRow[]) {
  const [first] = rows;
  if (!first) return null;
  const currency = first.currencyId
    ? {
        id: first.currencyId,
        slug: first.currencySlug,
        symbol: first.symbol,
        title: first.currencyTitle,
        decimals: first.decimals,
      }
    : null;
  return {
    id: first.id,
    type: first.type,
    status: first.status,
    comment: first.comment,
    createdAt: first.createdAt,
    updatedAt: first.updatedAt,
    billingModuleCurrency: currency,
    ordersToProducts: rows.map((row) => ({
      id: row.lineId,
      orderId: row.id,
      productId: row.productId,
      storeId: row.storeId,
      quantity: row.quantity,
      billingModuleCurrencyId: row.currencyId,
      attributeId: row.attributeId,
      unitPrice: row.unitPrice,
      total: row.total,
      product: {
        id: row.productId,
        slug: row.slug,
        title: row.title,
        shortDescription: row.shortDescription,
        type: row.productType,
        terms: intervalTermsOfText(row.intervalText) ?? null,
      },
    })),
    totals: currency
      ? [{ billingModuleCurrency: currency, amount: first.amount, quantity: first.orderQuantity, complete: first.complete }]
      : [],
    quantity: first.orderQuantity,
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Refusal(400, 'The body is not JSON');
  }
}

/** The add's input, checked by hand as our schema does. */
function additionOf(body: unknown): { productId: string; quantity: number; currencyId?: string } {
  const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {};
  const { productId, quantity = 1, billingModule } = data;
  if (typeof productId !== 'string' || !productId.trim() || productId.length > 500)
    throw new Refusal(400, 'productId is required');
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    throw new Refusal(400, `quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
  const currencyId = (billingModule as { currency?: { id?: unknown } } | undefined)?.currency?.id;
  if (currencyId !== undefined && (typeof currencyId !== 'string' || !currencyId.trim()))
    throw new Refusal(400, 'billingModule.currency.id must be text');
  return { productId: productId.trim(), quantity, currencyId: currencyId?.trim() };
}

async function addByHand(pool: pg.Pool, subjectId: string, body: unknown) {
  const { productId, quantity, currencyId } = additionOf(body);
  const { rows: checks } = await (currencyId
    ? pool.query<{ productId: string | null; currencyId: string | null; priced: boolean }>(CHECK_NAMED_SQL, [
        productId,
        currencyId,
      ])
    : pool.query<{ productId: string | null; currencyId: string | null; priced: boolean }>(CHECK_DEFAULT_SQL, [productId]));
  const check = checks[0]!;
  if (!check.productId) throw new Refusal(404, `EcommerceProduct with id ${productId} not found`);
  if (!check.currencyId) throw new Refusal(currencyId ? 404 : 400, 'No such billing module currency');
  if (!check.priced) throw new Refusal(400, "Product doesn't have price attributes connected to billing module currency.");

  const client = await pool.connect();
  let orderId: string;
  try {
    await client.query('BEGIN');
    // The subject's adds queue here: two at once never make two orders of one product.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [`ecommerce.cart:${subjectId}`]);
    const { rows: added } = await client.query<{ orderId: string; quantity: number }>(INCREMENT_SQL, [
      subjectId,
      productId,
      check.currencyId,
      quantity,
    ]);
    if (added[0]) {
      if (added[0].quantity > MAX_QUANTITY) throw new Refusal(400, `quantity must be at most ${MAX_QUANTITY}`);
      orderId = added[0].orderId;
    } else {
      orderId = randomUUID();
      await client.query(INSERT_SQL, [
        orderId,
        randomUUID(),
        productId,
        quantity,
        randomUUID(),
        subjectId,
        randomUUID(),
        check.currencyId,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return orderAnswer((await pool.query<OrderRow>(ORDER_SQL, [orderId])).rows);
}

async function totalsByHand(pool: pg.Pool, subjectId: string) {
  const { rows } = await pool.query<{
    id: string;
    slug: string;
    symbol: string | null;
    title: Record<string, string>;
    decimals: number;
    amount: string;
    quantity: number;
    complete: boolean;
  }>(TOTALS_SQL, [subjectId]);
  return rows.map(({ amount, quantity, complete, ...currency }) => ({
    billingModuleCurrency: currency,
    amount,
    quantity,
    complete,
  }));
}

const BASELINE_ROUTE = /^\/api\/rbac\/subjects\/([^/?]+)\/ecommerce-module\/orders(\/total)?(?:\?.*)?$/;

/** The floor: the two routes, authenticated, validated and answered as ours, with nothing in between. */
function startBaseline(pool: pg.Pool): Server {
  const key = new TextEncoder().encode(JWT_SECRET);
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const match = BASELINE_ROUTE.exec(request.url ?? '');
    const total = match?.[2] !== undefined;
    if (!match || request.method !== (total ? 'GET' : 'POST')) return send(response, 404, 'Not found');
    const subjectId = await authenticate((sql, params) => pool.query(sql, params), request, key);
    // The subject's own cart only (ours lets a permitted role act for another; no subject here has one).
    if (decodeURIComponent(match[1]!) !== subjectId) throw new Refusal(403, 'Only the subject itself may do this');
    if (total) send(response, 200, await totalsByHand(pool, subjectId));
    else send(response, 201, await addByHand(pool, subjectId, await readBody(request)));
  };
  return bareServer(handle);
}

// ---- Measuring ----

async function call(url: string, request: LoadRequest): Promise<{ status: number; body: { data: unknown } }> {
  const response = await fetch(url + request.path, { method: request.method, headers: request.headers, body: request.body });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

/** The JSON with its objects' keys sorted: what two answers hold, whatever order their fields came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Every key path of a value (array items merged): the shape of an answer, whatever its ids and quantities. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => shape(item, `${path}[]`)))].sort();
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.entries(value)
      .flatMap(([key, inner]) => [`${path}.${key}`, ...shape(inner, `${path}.${key}`)])
      .sort();
  return [];
}

/** SQL statements per request of our route, sent one at a time to a second server whose database reports them. */
async function countStatements(databaseUrl: string, requests: Record<string, LoadRequest[]>, cleanups: Cleanup[]) {
  let statements: string[] = [];
  const db = await openDatabase(databaseUrl, { onQuery: (sql) => statements.push(sql) });
  cleanups.push(() => db.close());
  const url = await startOurs(db, JWT_SECRET, cleanups);
  const counts: Record<string, { mean: number; sample: string[] }> = {};
  for (const [name, list] of Object.entries(requests)) {
    let total = 0;
    let sample: string[] = [];
    for (let index = 0; index < PROFILED; index++) {
      statements = [];
      const answer = await call(url, list[index % list.length]!);
      if (answer.status >= 300) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      total += statements.length;
      if (index === PROFILED - 1) sample = statements;
    }
    counts[name] = { mean: total / PROFILED, sample: sample.map((sql) => sql.replaceAll(/\s+/g, ' ').trim().slice(0, 110)) };
  }
  return counts;
}

async function main(cleanups: Cleanup[]): Promise<void> {
  console.log(
    `Load average at the start: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')}`,
  );
  const { db, url: databaseUrl } = await openBenchDatabase(cleanups);
  const shop = await createShop(db);

  const targets = await startOursAndBaseline(db, databaseUrl, JWT_SECRET, startBaseline, cleanups);

  // Registration allows 10 per address an hour: exactly the subjects needed, one after another.
  const subjects: Subject[] = [];
  for (let index = 0; index < SUBJECTS; index++) subjects.push(await register(targets.ours, `shopper${index}@example.com`));

  const scenarios = [
    {
      name: 'add to cart',
      route: 'POST …/orders',
      connections: subjects.map((subject, index) => additions(shop, subject, index)),
    },
    { name: 'cart totals', route: 'GET …/orders/total', connections: subjects.map((subject) => [totalsRequest(subject)]) },
  ];

  // Both sides answer the same: the same shape of order after an add, the same totals of the same carts.
  const addition = scenarios[0]!.connections[0]![0]!;
  const added = { ours: await call(targets.ours, addition), baseline: await call(targets.baseline, addition) };
  if (
    added.ours.status !== 201 ||
    added.baseline.status !== 201 ||
    canonical(shape(added.ours.body)) !== canonical(shape(added.baseline.body))
  )
    throw new Error(`add to cart: the answers differ:\n${JSON.stringify(added.ours)}\n${JSON.stringify(added.baseline)}`);

  const rows: string[][] = [];
  const meter = await costMeter(db);
  const costs: string[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const order: Side[] = index % 2 ? ['baseline', 'ours'] : ['ours', 'baseline'];
    const plan = (side: Side, seconds: number): LoadPlan => ({ url: targets[side], seconds, connections: scenario.connections });
    // Warm both (JIT, pool connections, plans, caches; for the adds, every cart gets its 20 orders), alternating.
    for (const side of order) await load(plan(side, Math.min(3, DURATION)));
    // Statistics of the filled carts, as autovacuum keeps them in a running shop: without them the planner guesses
    // (lines and totals read 3-5× slower), and autovacuum could analyze between the two sides' runs.
    await db.exec('ANALYZE');

    if (scenario.name === 'cart totals')
      for (const subject of subjects) {
        const request = totalsRequest(subject);
        const [oursTotals, baselineTotals] = [await call(targets.ours, request), await call(targets.baseline, request)];
        if (canonical(oursTotals.body) !== canonical(baselineTotals.body))
          throw new Error(`cart totals differ:\n${JSON.stringify(oursTotals.body)}\n${JSON.stringify(baselineTotals.body)}`);
      }

    const results: Partial<Record<Side, LoadResult>> = {};
    const cost: Partial<Record<Side, RunCost>> = {};
    for (const side of order) {
      const stopProfile = index === 0 ? await startProfile(`${side}-add`) : undefined;
      const stop = await meter.start();
      results[side] = await load(plan(side, DURATION));
      cost[side] = await stop();
      await stopProfile?.();
    }
    for (const side of order) costs.push(...costLines(`${scenario.name}, ${side}`, cost[side]!, results[side]!.requests));
    rows.push(...ratioRows(scenario.name, { ours: results.ours!, baseline: results.baseline! }));
  }

  console.log(
    `\n${SUBJECTS} subjects, one connection each, ${PRODUCTS} products in 2 currencies, carts of ${CART_PRODUCTS * 2} orders, ${DURATION} s per run\n`,
  );
  printTable([['route', 'server', 'req/s', 'p50 ms', 'p99 ms', 'ours/baseline'], ...rows]);
  console.log(
    `\nCost per request (this process's CPU; the database's backends' from /proc${meter.statements ? '; statements from pg_stat_statements, BEGIN and COMMIT included' : ''})`,
  );
  for (const line of costs) console.log(line);

  // Where our time goes: statements per request (the baseline's are fixed: 2 reads, BEGIN, lock, 1 write, COMMIT and
  // the order's read for an add that increments; the session and one query for the totals).
  const counts = await countStatements(
    databaseUrl,
    { 'add to cart': scenarios[0]!.connections[1]!, 'cart totals': scenarios[1]!.connections[1]! },
    cleanups,
  );
  console.log('\nSQL statements per request of ours (as onQuery reports them: without the BEGIN a transaction starts with)');
  for (const [name, { mean, sample }] of Object.entries(counts)) {
    console.log(`  ${name}: ${mean.toFixed(1)} (baseline ${name === 'add to cart' ? '7, its BEGIN included' : 2})`);
    if (process.env.BENCH_STATEMENTS) for (const sql of sample) console.log(`    ${sql}`);
  }
}

await runBenchmark(main);
