import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../src/shared/money';
import { paymentProviders } from '../../src/server/modules/billing';
import { expireInvoices } from '../../src/server/modules/billing/reconciliation/reconciliation.service';
import { orderPaymentEffects } from '../../src/server/modules/ecommerce';
import { setPrice } from '../../src/server/modules/ecommerce/prices.service';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { registerCustomer, type Answer, type Customer } from '../helpers/customers';
import { testDatabaseKind } from '../helpers/database';
import { moneyMismatches } from '../helpers/money-consistency';
import { startTestServer, TEST_SECRET_KEY, TEST_SITE_URL, testTokenSettings, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * Issue 28, points 1 and 2 (docs/decisions/0039): a checkout racing every route that changes a cart order or its lines
 * (a quantity by either route, a line removed or added, the order deleted, the same product added again), each on the
 * subject's own routes and on the generic ones. In every round both answers are 2xx or a 4xx naming the order, never a
 * 5xx, and the invoice asks exactly what the order's lines come to at their checkout prices: a change answered 2xx
 * is in it, a change refused (409 while the order is being paid) is not. On PostgreSQL 40 rounds per route, in one
 * server process and in two (the checkout sent to one, the change to the other); PGlite serialises its transactions,
 * so a few rounds there check the answers only.
 */

const ROUNDS = testDatabaseKind === 'postgres' ? 40 : 3;
const PRICE = '1500.00';

let server: TestServer;
let second: ApiProcess | undefined;
let shop: Shop;
let owner: Customer;
/** A product at 1,500.00 ₽ (the issue's), and another at 500.00 ₽ (shop.general) for an added line. */
let pricey: string;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  const product = await server.db.prisma.ecommerceProduct.create({
    data: { slug: 'pricey', adminTitle: 'Pricey', title: { en: 'Pricey' } },
  });
  pricey = product.id;
  await setPrice(server.db, { productId: pricey, billingModuleCurrencyId: shop.rub.id, amount: PRICE });
  owner = await registerCustomer(server, 'racing-owner@example.com');
  if (testDatabaseKind === 'postgres') second = await startApiProcess(server.db.url!);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** A REST call to one of the processes (`base`): JSON `{ data }` in, the parsed answer out. */
async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  { headers = {}, data }: { headers?: Record<string, string>; data?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(base + path, {
    method,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Answer<T>['body'] };
}

const orders = () => `/api/rbac/subjects/${owner.id}/ecommerce-module/orders`;
const secretKey = { 'x-rbac-secret-key': TEST_SECRET_KEY };

interface RaceOrder {
  id: string;
  lineId: string;
  quantity: number;
}
type Invoices = { billingModule: { invoices: { id: string; amount: string }[] } };

/** A new cart order of the priced product (the previous round's cart cleared first). */
async function cartOrder(quantity: number): Promise<RaceOrder> {
  await server.db.query(
    `DELETE FROM "EcommerceOrder" o WHERE o."type" = 'cart' AND EXISTS (
       SELECT 1 FROM "RbacSubjectsToEcommerceModuleOrders" so WHERE so."ecommerceModuleOrderId" = o."id" AND so."subjectId" = $1)`,
    [owner.id],
  );
  const added = await call<{ id: string; ordersToProducts: { id: string }[] }>(server.url, 'POST', orders(), {
    headers: owner.headers,
    data: { productId: pricey, quantity },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id: added.body.data.id, lineId: added.body.data.ordersToProducts[0]!.id, quantity };
}

/** What a change does to the order's lines when it gets there before the checkout. */
interface Change {
  name: string;
  send(base: string, order: RaceOrder): Promise<Answer>;
  /** Where its refusal names the order. */
  orderField: string;
  /** What the order comes to once changed (its checkout after the change asks that), in kopecks. */
  after?(order: RaceOrder): bigint;
  /** It removes the order, or its only line: a checkout after it is refused (404, or 400 for an empty order). */
  removes?: 'order' | 'line';
  /** It adds to the cart: it came first if it answers the raced order, else it made a new one. */
  adds?: boolean;
}

/** A quantity that differs from the order's: 60 from 1, 50 from 60 (the two ways round). */
const otherQuantity = (order: RaceOrder) => (order.quantity === 1 ? 60 : 50);
const minor = (amount: string) => toMinorUnits(amount, 2);
const times = (quantity: number, price = PRICE) => BigInt(quantity) * minor(price);
const requantified = (order: RaceOrder) => times(otherQuantity(order));

const CHANGES: Change[] = [
  {
    name: "PATCH /api/ecommerce/orders/{id}/orders-to-products/{line} (the line's quantity)",
    send: (base, order) =>
      call(base, 'PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${order.lineId}`, {
        headers: owner.headers,
        data: { quantity: otherQuantity(order) },
      }),
    orderField: 'id',
    after: requantified,
  },
  {
    name: "PATCH /api/rbac/subjects/{id}/ecommerce-module/orders/{orderId} (the subject's route)",
    send: (base, order) =>
      call(base, 'PATCH', `${orders()}/${order.id}`, {
        headers: owner.headers,
        data: { ordersToProducts: [{ id: order.lineId, quantity: otherQuantity(order) }] },
      }),
    orderField: 'orderId',
    after: requantified,
  },
  {
    name: 'DELETE /api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}',
    send: (base, order) => call(base, 'DELETE', `${orders()}/${order.id}`, { headers: owner.headers }),
    orderField: 'orderId',
    removes: 'order',
  },
  {
    name: 'POST /api/rbac/subjects/{id}/ecommerce-module/orders (the same product again: its line grows)',
    send: (base) => call(base, 'POST', orders(), { headers: owner.headers, data: { productId: pricey, quantity: 10 } }),
    orderField: 'data.productId',
    after: (order) => times(order.quantity + 10),
    adds: true,
  },
  {
    name: 'PATCH /api/ecommerce/orders-to-products/{id} (generic)',
    send: (base, order) =>
      call(base, 'PATCH', `/api/ecommerce/orders-to-products/${order.lineId}`, {
        headers: secretKey,
        data: { quantity: otherQuantity(order) },
      }),
    orderField: 'data.orderId',
    after: requantified,
  },
  {
    name: 'PATCH /api/ecommerce/orders-to-products/bulk (generic)',
    send: (base, order) =>
      call(base, 'PATCH', '/api/ecommerce/orders-to-products/bulk', {
        headers: secretKey,
        data: [{ id: order.lineId, data: { quantity: otherQuantity(order) } }],
      }),
    orderField: 'data[0].data.orderId',
    after: requantified,
  },
  {
    name: 'POST /api/ecommerce/orders-to-products (generic: a line added)',
    send: (base, order) =>
      call(base, 'POST', '/api/ecommerce/orders-to-products', {
        headers: secretKey,
        data: { orderId: order.id, productId: shop.general.id, quantity: 2 },
      }),
    orderField: 'data.orderId',
    after: (order) => times(order.quantity) + times(2, '500.00'),
  },
  {
    name: 'DELETE /api/ecommerce/orders-to-products/{id} (generic: the only line removed)',
    send: (base, order) => call(base, 'DELETE', `/api/ecommerce/orders-to-products/${order.lineId}`, { headers: secretKey }),
    orderField: 'orderId',
    removes: 'line',
  },
  {
    name: 'DELETE /api/ecommerce/orders/{id} (generic)',
    send: (base, order) => call(base, 'DELETE', `/api/ecommerce/orders/${order.id}`, { headers: secretKey }),
    orderField: 'id',
    removes: 'order',
  },
];

/** The order's own checkout route, or the cart's naming it: where each names the order when it refuses. */
function checkout(base: string, order: RaceOrder, round: number) {
  const data = { provider: 'dummy', email: owner.login };
  return round % 2
    ? {
        field: 'orderId',
        answer: call<Invoices>(base, 'POST', `${orders()}/${order.id}/checkout`, { headers: owner.headers, data }),
      }
    : {
        field: 'data.ecommerceModule.orders[0].id',
        answer: call<Invoices>(base, 'POST', `${orders()}/checkout`, {
          headers: owner.headers,
          data: { ...data, ecommerceModule: { orders: [{ id: order.id }] } },
        }),
      };
}

/** A 2xx, or a 4xx whose cause names the order where the request gave it (`field`), with the order's id. */
function expectNamed(answer: Answer, field: string, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  if (answer.status < 300) return;
  expect([400, 404, 409], `${what}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
  expect(answer.body.cause, what).toEqual([expect.objectContaining({ field })]);
}

/** What the order's lines come to at their checkout prices, and how many have none. */
async function linesAtCheckoutPrices(orderId: string) {
  const [row] = await server.db.query<{ amount: string | null; unpriced: number; quantity: number }>(
    `SELECT trim_scale(sum("checkoutUnitPrice" * "quantity"))::text AS "amount",
            (count(*) FILTER (WHERE "checkoutUnitPrice" IS NULL))::int AS "unpriced", COALESCE(sum("quantity"), 0)::int AS "quantity"
       FROM "EcommerceOrdersToProducts" WHERE "orderId" = $1`,
    [orderId],
  );
  return row!;
}

/** One round: a fresh order, its checkout and the change sent at once (in turns, which first), then what holds. */
async function race(change: Change, round: number, bases: { checkout: string; change: string }) {
  const order = await cartOrder(round % 4 < 2 ? 1 : 60);
  const paying = checkout(bases.checkout, order, round);
  const [paid, changed] = await Promise.all([paying.answer, change.send(bases.change, order)]);
  const what = `round ${round}, ${change.name}`;
  expectNamed(paid, paying.field, `${what}: the checkout`);
  expectNamed(changed, change.orderField, `${what}: the change`);
  // Both refused, or both done, cannot be: one of them came first.
  if (changed.status >= 300) {
    expect(paid.status, what).toBe(200);
    expect(changed.status, what).toBe(409);
    expect(changed.body.cause, what).toEqual([expect.objectContaining({ code: 'order_paying' })]);
  }
  if (paid.status !== 200) {
    expect(changed.status, what).toBeLessThan(300);
    expect(change.removes, what).toBeDefined();
    expect(paid.status, what).toBe(change.removes === 'order' ? 404 : 400);
    return;
  }
  // The invoice asks what the order holds, at the prices its checkout kept: the change is in it if it was answered 2xx.
  const [invoice] = (paid.body.data as Invoices).billingModule.invoices;
  const lines = await linesAtCheckoutPrices(order.id);
  expect(lines.unpriced, what).toBe(0);
  expect(minor(invoice!.amount), what).toBe(minor(lines.amount ?? '0'));
  const first = changed.status < 300 && (!change.adds || (changed.body.data as { id: string }).id === order.id);
  expect(minor(invoice!.amount), what).toBe(first ? change.after!(order) : times(order.quantity));
  expect(
    await server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: order.id }, select: { type: true, status: true } }),
    what,
  ).toEqual({ type: 'history', status: 'paying' });
}

const modes = [
  { name: 'one server process', processes: 1 },
  // PGlite is a database inside one process.
  ...(testDatabaseKind === 'postgres' ? [{ name: 'two server processes on one PostgreSQL database', processes: 2 }] : []),
];

describe.each(modes)('checkout racing every change of its order, $name', ({ processes }) => {
  const bases = (round: number) => {
    if (processes === 1) return { checkout: server.url, change: server.url };
    const [one, other] = round % 2 ? [server.url, second!.url] : [second!.url, server.url];
    return { checkout: one, change: other };
  };

  it.each(CHANGES)(
    '$name: 2xx or a 4xx naming the order, and the invoice asks what the order holds',
    async (change) => {
      for (let round = 0; round < ROUNDS; round++) await race(change, round, bases(round));
      expect(await moneyMismatches(server.db)).toEqual([]);
    },
    300_000,
  );
});

describe('an order being paid', () => {
  it("keeps its lines until its payment ends: paid, its total is the invoice's; expired, it changes again", async () => {
    const order = await cartOrder(1);
    const paid = await call<Invoices>(server.url, 'POST', `${orders()}/${order.id}/checkout`, {
      headers: owner.headers,
      data: { provider: 'dummy', email: owner.login },
    });
    expect(paid.status).toBe(200);
    const [invoice] = paid.body.data.billingModule.invoices;
    for (const change of CHANGES.filter((each) => each.orderField !== 'data.productId')) {
      const refused = await change.send(server.url, order);
      expect(refused.status, change.name).toBe(409);
      expect(refused.body.cause, change.name).toEqual([
        { field: change.orderField, code: 'order_paying', message: expect.stringContaining(`order ${order.id} is being paid`) },
      ]);
    }
    expect(await linesAtCheckoutPrices(order.id)).toEqual({ amount: '1500', unpriced: 0, quantity: 1 });
    // Its own fields still change (an administrator's note or status: decision 0033), under the same locks.
    const noted = await call(server.url, 'PATCH', `/api/ecommerce/orders/${order.id}`, {
      headers: secretKey,
      data: { comment: 'Called the donor' },
    });
    expect([noted.status, noted.body.data]).toEqual([200, expect.objectContaining({ comment: 'Called the donor' })]);
    const settled = await call(server.url, 'POST', `/api/billing/invoices/${invoice!.id}/dummy-payment`, {
      data: { outcome: 'paid' },
    });
    expect(settled.body.data).toMatchObject({ status: 'paid' });
    const total = await call<{ amount: string }[]>(server.url, 'GET', `/api/ecommerce/orders/${order.id}/total`, {
      headers: owner.headers,
    });
    expect(total.body.data).toEqual([expect.objectContaining({ amount: invoice!.amount })]);
    expect(await moneyMismatches(server.db)).toEqual([]);

    // Another one whose checkout expires: back in the cart, its lines change again.
    const expiring = await cartOrder(1);
    const open = await call<Invoices>(server.url, 'POST', `${orders()}/${expiring.id}/checkout`, {
      headers: owner.headers,
      data: { provider: 'dummy', email: owner.login },
    });
    expect((await CHANGES[0]!.send(server.url, expiring)).status).toBe(409);
    await server.db.prisma.billingInvoice.updateMany({
      where: { id: open.body.data.billingModule.invoices[0]!.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const providers = paymentProviders({ siteUrl: TEST_SITE_URL, tokens: testTokenSettings() });
    await expireInvoices(server.db, providers, orderPaymentEffects);
    const changed = await CHANGES[0]!.send(server.url, expiring);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ type: 'cart', quantity: 60 });
  });
});
