import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/app-router';
import { addToCart } from '../../src/server/modules/ecommerce/cart.service';
import { NO_PRICE, setPrice } from '../../src/server/modules/ecommerce/prices.service';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { createShop, type Shop } from '../helpers/shop';
import { callApi, CUSTOMER_PASSWORD, fieldsOf, registerCustomer, type Customer } from '../helpers/customers';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

/**
 * The cart and order routes as a storefront and an external client meet them (commerce spec, section 7), on PGlite and
 * on PostgreSQL: exact totals per currency, one cart order per product, store and currency, atomic writes, and no
 * subject ever reaching another's orders.
 */

const AUTH = '/api/rbac/subjects/authentication';

let server: TestServer;
let shop: Shop;

const call = <T = unknown>(method: string, path: string, options?: { headers?: Record<string, string>; data?: unknown }) =>
  callApi<T>(server, method, path, options);
const customer = (login: string) => registerCustomer(server, login);

interface Total {
  billingModuleCurrency: { id: string; slug: string };
  amount: string;
  quantity: number;
  complete: boolean;
}
interface Line {
  id: string;
  productId: string;
  storeId: string | null;
  quantity: number;
  unitPrice: string | null;
  total: string | null;
  product: { slug: string };
}
interface Order {
  id: string;
  type: string;
  ordersToProducts: Line[];
  totals: Total[];
  quantity: number;
  billingModuleCurrency: { slug: string } | null;
}

const orders = (who: Customer) => `/api/rbac/subjects/${who.id}/ecommerce-module/orders`;
const add = (who: Customer, data: unknown, headers = who.headers) => call<Order>('POST', orders(who), { headers, data });
const secretKey = { 'x-rbac-secret-key': TEST_SECRET_KEY };
const totals = (list: Total[]) => Object.fromEntries(list.map((total) => [total.billingModuleCurrency.slug, total.amount]));

let alice: Customer;
let bob: Customer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  alice = await customer('alice@example.com');
  bob = await customer('bob@example.com');
  await createAdministrator(server.db, { email: 'admin@example.com', password: CUSTOMER_PASSWORD });
  const signedIn = await call<{ jwt: string }>('POST', `${AUTH}/email-and-password/authentication`, {
    data: { login: 'admin@example.com', password: CUSTOMER_PASSWORD },
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
});
afterAll(() => server.close());

describe('adding to the cart', () => {
  it('adds in the default currency, and adds to the same line again', async () => {
    const first = await add(alice, { productId: shop.share.id, quantity: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ type: 'cart', quantity: 2, billingModuleCurrency: { slug: 'rub' } });
    const again = await add(alice, { productId: shop.share.id });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.ordersToProducts).toMatchObject([{ quantity: 3, unitPrice: '0.10', total: '0.30' }]);
    // 3 × 0.10 is 0.30, not 0.30000000000000004.
    expect(again.body.data.totals).toEqual([expect.objectContaining({ amount: '0.30', quantity: 3, complete: true })]);
  });

  it('keeps one order per store and per currency, priced by the store where it has its own price', async () => {
    const inStore = await add(alice, { productId: shop.share.id, quantity: 10, storeId: shop.store.id });
    expect(inStore.body.data.ordersToProducts).toMatchObject([{ storeId: shop.store.id, unitPrice: '0.07', total: '0.70' }]);
    const inEuros = await add(alice, { productId: shop.share.id, billingModule: { currency: { id: shop.eur.id } } });
    expect(inEuros.body.data.billingModuleCurrency?.slug).toBe('eur');
    const list = await call<Order[]>('GET', orders(alice), { headers: alice.headers });
    expect(list.body.data).toHaveLength(3);
    const total = await call<Total[]>('GET', `${orders(alice)}/total`, { headers: alice.headers });
    expect(totals(total.body.data)).toEqual({ rub: '1.00', eur: '1.25' });
    const quantity = await call<number>('GET', `${orders(alice)}/quantity`, { headers: alice.headers });
    expect(quantity.body.data).toBe(14);
  });

  it("refuses a product without a price in the currency, in the spec's words", async () => {
    const answer = await add(bob, { productId: shop.general.id, billingModule: { currency: { id: shop.eur.id } } });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe(NO_PRICE);
    expect(fieldsOf(answer)).toEqual(['data.productId']);
  });

  it.each([
    [{}, 'data.productId', 'productId is required'],
    [{ productId: 'x', quantity: 0 }, 'data.quantity', 'quantity must be at least 1'],
    [{ productId: 'x', quantity: 1.5 }, 'data.quantity', 'quantity must be a whole number'],
    [{ productId: 'x', quantity: 10_001 }, 'data.quantity', 'quantity must be at most 10000'],
    [{ productId: 'x', quantity: '2' }, 'data.quantity', 'quantity must be a whole number'],
  ])('refuses %j naming %s', async (data, field, message) => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM "EcommerceOrder"');
    const answer = await add(bob, data);
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toEqual([expect.objectContaining({ field, message: expect.stringContaining(message) })]);
    expect(await server.db.query('SELECT count(*)::int AS n FROM "EcommerceOrder"')).toEqual(before);
  });

  it('refuses a quantity that would pass the bound once added, and an unknown product or currency', async () => {
    await add(bob, { productId: shop.general.id, quantity: 9_999 });
    const over = await add(bob, { productId: shop.general.id, quantity: 2 });
    expect([over.status, fieldsOf(over)]).toEqual([400, ['data.quantity']]);
    const unknownProduct = await add(bob, { productId: 'no-such-product' });
    expect([unknownProduct.status, fieldsOf(unknownProduct)]).toEqual([404, ['data.productId']]);
    const unknownCurrency = await add(bob, { productId: shop.share.id, billingModule: { currency: { id: 'no-such' } } });
    expect([unknownCurrency.status, fieldsOf(unknownCurrency)]).toEqual([404, ['data.billingModule.currency.id']]);
    const notInStore = await add(bob, { productId: shop.general.id, storeId: shop.store.id });
    expect([notInStore.status, fieldsOf(notInStore)]).toEqual([400, ['data.storeId']]);
  });

  it('leaves nothing behind when a step of the write fails', async () => {
    const counts = () =>
      server.db.query(
        `SELECT (SELECT count(*) FROM "EcommerceOrder")::int AS orders, (SELECT count(*) FROM "EcommerceOrdersToProducts")::int AS lines,
                (SELECT count(*) FROM "EcommerceOrdersToBillingModuleCurrencies")::int AS currencies,
                (SELECT count(*) FROM "RbacSubjectsToEcommerceModuleOrders")::int AS subjects`,
      );
    const before = await counts();
    // The subject link is written after the order and its line: a subject that does not exist fails it.
    await expect(addToCart(server.db, { subjectId: 'no-such-subject', productId: shop.share.id, quantity: 1 })).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it('makes one order of 20 concurrent adds by one subject', async () => {
    const carol = await customer('carol@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(carol, { productId: shop.share.id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const list = await call<Order[]>('GET', orders(carol), { headers: carol.headers });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.ordersToProducts).toMatchObject([{ quantity: 20, total: '2.00' }]);
  });
});

describe('changing the cart', () => {
  it('lets adds race changes of the same order without a deadlock', async () => {
    const ivy = await customer('ivy@example.com');
    const order = (await add(ivy, { productId: shop.share.id })).body.data;
    const line = order.ordersToProducts[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => [
        add(ivy, { productId: shop.share.id }),
        call('PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${line.id}`, {
          headers: ivy.headers,
          data: { quantity: index + 2 },
        }),
      ]).flat(),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
  });

  it('shows a changed or removed price at once', async () => {
    const dave = await customer('dave@example.com');
    await add(dave, { productId: shop.general.id, quantity: 2 });
    const total = async () => (await call<Total[]>('GET', `${orders(dave)}/total`, { headers: dave.headers })).body.data;
    expect(totals(await total())).toEqual({ rub: '1000.00' });
    await setPrice(server.db, { productId: shop.general.id, billingModuleCurrencyId: shop.rub.id, amount: '499.99' });
    expect(totals(await total())).toEqual({ rub: '999.98' });
    await setPrice(server.db, { productId: shop.general.id, billingModuleCurrencyId: shop.rub.id, amount: null });
    expect(await total()).toEqual([expect.objectContaining({ amount: '0.00', quantity: 2, complete: false })]);
    await setPrice(server.db, { productId: shop.general.id, billingModuleCurrencyId: shop.rub.id, amount: '500' });
  });

  it('sets quantities of lines of an own cart order, all or none', async () => {
    const erin = await customer('erin@example.com');
    const order = (await add(erin, { productId: shop.share.id })).body.data;
    const other = (await add(erin, { productId: shop.general.id })).body.data;
    const path = `${orders(erin)}/${order.id}`;
    const lineId = order.ordersToProducts[0]!.id;
    for (const method of ['PUT', 'PATCH']) {
      const answer = await call<Order>(method, path, {
        headers: erin.headers,
        data: { ordersToProducts: [{ id: lineId, quantity: 4 }] },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.totals).toEqual([expect.objectContaining({ amount: '0.40' })]);
    }
    const foreign = await call('PATCH', path, {
      headers: erin.headers,
      data: {
        ordersToProducts: [
          { id: lineId, quantity: 7 },
          { id: other.ordersToProducts[0]!.id, quantity: 7 },
        ],
      },
    });
    expect([foreign.status, fieldsOf(foreign)]).toEqual([404, ['data.ordersToProducts[1].id']]);
    const after = await call<Order[]>('GET', orders(erin), { headers: erin.headers });
    expect(after.body.data.find((each) => each.id === order.id)!.quantity).toBe(4);
    const missingList = await call('PATCH', path, { headers: erin.headers, data: {} });
    expect([missingList.status, fieldsOf(missingList)]).toEqual([400, ['data.ordersToProducts']]);
  });

  it('deletes an own cart order, never a history one', async () => {
    const frank = await customer('frank@example.com');
    const order = (await add(frank, { productId: shop.share.id })).body.data;
    const deleted = await call<Order>('DELETE', `${orders(frank)}/${order.id}`, { headers: frank.headers });
    expect([deleted.status, deleted.body.data.id]).toEqual([200, order.id]);
    expect((await call<Order[]>('GET', orders(frank), { headers: frank.headers })).body.data).toEqual([]);
    const paid = (await add(frank, { productId: shop.share.id })).body.data;
    await server.db.query(`UPDATE "EcommerceOrder" SET "type" = 'history' WHERE "id" = $1`, [paid.id]);
    const refused = await call('DELETE', `${orders(frank)}/${paid.id}`, { headers: frank.headers });
    expect([refused.status, fieldsOf(refused)]).toEqual([400, ['orderId']]);
    const history = await call<Order[]>('GET', `${orders(frank)}?type=history`, { headers: frank.headers });
    expect(history.body.data.map((each) => each.id)).toEqual([paid.id]);
    expect((await call<number>('GET', `${orders(frank)}/quantity`, { headers: frank.headers })).body.data).toBe(0);
  });
});

describe('routes of one order', () => {
  let order: Order;
  beforeAll(async () => {
    const grace = await customer('grace@example.com');
    order = (await add(grace, { productId: shop.share.id, quantity: 3 })).body.data;
    Object.assign(order, { owner: grace });
  });
  const owner = () => (order as Order & { owner: Customer }).owner;

  it('answers the total, the quantity, the checkout attributes and the check', async () => {
    const headers = owner().headers;
    expect((await call('GET', `/api/ecommerce/orders/${order.id}/total`, { headers })).body.data).toEqual([
      expect.objectContaining({ amount: '0.30', quantity: 3, complete: true }),
    ]);
    expect((await call('GET', `/api/ecommerce/orders/${order.id}/quantity`, { headers })).body.data).toBe(3);
    const withLines = await call<Order>('GET', `/api/ecommerce/orders/${order.id}/lines`, { headers });
    expect(withLines.body.data).toMatchObject({ id: order.id, quantity: 3, billingModuleCurrency: { slug: 'rub' } });
    expect(withLines.body.data.ordersToProducts).toMatchObject([
      { quantity: 3, unitPrice: '0.10', total: '0.30', product: { slug: 'share' } },
    ]);
    expect(totals(withLines.body.data.totals)).toEqual({ rub: '0.30' });
    const inEuros = await call<{ total: string; ordersToProducts: Line[] }>(
      'GET',
      `/api/ecommerce/orders/${order.id}/checkout-attributes/${shop.eur.id}`,
      { headers },
    );
    expect(inEuros.body.data.total).toBe('3.75');
    expect(inEuros.body.data.ordersToProducts[0]).toMatchObject({ unitPrice: '1.25', attributeId: expect.any(String) });
    const check = await call<{ payable: boolean }>('POST', `/api/ecommerce/orders/${order.id}/check`, { headers });
    expect(check.body.data.payable).toBe(true);
    const line = order.ordersToProducts[0]!;
    const lineTotal = await call<{ totals: Total[] }>('GET', `/api/ecommerce/orders-to-products/${line.id}/total`, { headers });
    expect(totals(lineTotal.body.data.totals)).toEqual({ rub: '0.30' });
    const patched = await call<Order>('PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${line.id}`, {
      headers,
      data: { quantity: 5 },
    });
    expect(patched.body.data.totals).toEqual([expect.objectContaining({ amount: '0.50' })]);
  });

  it('lets no other subject reach the order, and a permitted role or the secret key any', async () => {
    const line = order.ordersToProducts[0]!;
    const reads = [
      ['GET', `/api/ecommerce/orders/${order.id}/lines`],
      ['GET', `/api/ecommerce/orders/${order.id}/total`],
      ['GET', `/api/ecommerce/orders/${order.id}/quantity`],
      ['GET', `/api/ecommerce/orders/${order.id}/checkout-attributes/${shop.rub.id}`],
      ['POST', `/api/ecommerce/orders/${order.id}/check`],
      ['GET', `/api/ecommerce/orders-to-products/${line.id}/total`],
      ['PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${line.id}`, { quantity: 9 }],
    ] as const;
    for (const [method, path, data] of reads) {
      expect((await call(method, path, { data })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, { headers: bob.headers, data })).status, `${method} ${path} other`).toBe(404);
      expect((await call(method, path, { headers: admin, data })).status, `${method} ${path} admin`).toBe(200);
      expect((await call(method, path, { headers: secretKey, data })).status, `${method} ${path} key`).toBe(200);
    }
    expect((await call('GET', '/api/ecommerce/orders/no-such-order/lines', { headers: admin })).status).toBe(404);
    const subjectRoutes = [
      ['GET', orders(owner())],
      ['GET', `${orders(owner())}/total`],
      ['GET', `${orders(owner())}/quantity`],
      ['POST', orders(owner()), { productId: shop.share.id }],
      ['PATCH', `${orders(owner())}/${order.id}`, { ordersToProducts: [{ id: line.id, quantity: 1 }] }],
      ['DELETE', `${orders(owner())}/${order.id}`],
    ] as const;
    for (const [method, path, data] of subjectRoutes) {
      expect((await call(method, path, { data })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, { headers: bob.headers, data })).status, `${method} ${path} other`).toBe(403);
    }
    // Bob's own routes cannot name Alice's order either.
    const viaOwnRoute = await call('DELETE', `${orders(bob)}/${order.id}`, { headers: bob.headers });
    expect([viaOwnRoute.status, fieldsOf(viaOwnRoute)]).toEqual([404, ['orderId']]);
    // Nor the generic routes: orders are personal records.
    expect((await call('GET', `/api/ecommerce/orders/${order.id}`, { headers: bob.headers })).status).toBe(403);
    expect((await call('GET', '/api/ecommerce/orders-to-products', { headers: bob.headers })).status).toBe(403);
    // The order is as it was: 9 from the permitted calls above.
    expect((await call('GET', `/api/ecommerce/orders/${order.id}/quantity`, { headers: owner().headers })).body.data).toBe(9);
  });

  it('serves the same procedures over tRPC, with the same access', async () => {
    const client = (jwt: string) =>
      createTRPCClient<AppRouter>({
        links: [
          httpBatchLink({ url: `${server.url}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${jwt}` } }),
        ],
      });
    const mine = client(owner().jwt);
    const totalsOver = await mine.ecommerce.orders.subjectOrdersTotal.query({ id: owner().id });
    expect(totals(totalsOver)).toEqual({ rub: '0.90' });
    await expect(client(bob.jwt).ecommerce.orders.total.query({ id: order.id })).rejects.toThrow(/not found/);
    await expect(client(bob.jwt).ecommerce.orders.subjectOrders.query({ id: owner().id })).rejects.toThrow(/Only the subject/);
  });
});

describe('clear-old-orders', () => {
  it('removes cart orders untouched for the given days, never history, for a permitted role only', async () => {
    const henry = await customer('henry@example.com');
    const stale = (await add(henry, { productId: shop.share.id })).body.data;
    const fresh = (await add(henry, { productId: shop.general.id })).body.data;
    const history = (await add(henry, { productId: shop.share.id, storeId: shop.store.id })).body.data;
    await server.db.query(`UPDATE "EcommerceOrder" SET "type" = 'history' WHERE "id" = $1`, [history.id]);
    const old = `now() - interval '31 days'`;
    for (const id of [stale.id, history.id]) {
      await server.db.query(`UPDATE "EcommerceOrder" SET "updatedAt" = ${old} WHERE "id" = $1`, [id]);
      await server.db.query(`UPDATE "EcommerceOrdersToProducts" SET "updatedAt" = ${old} WHERE "orderId" = $1`, [id]);
    }
    expect((await call('POST', '/api/ecommerce/orders/clear-old-orders', { headers: henry.headers })).status).toBe(403);
    const cleared = await call<{ deleted: number; olderThanDays: number }>('POST', '/api/ecommerce/orders/clear-old-orders', {
      headers: admin,
    });
    expect(cleared.body.data).toEqual({ deleted: 1, olderThanDays: 30 });
    const left = await call<Order[]>('GET', orders(henry), { headers: henry.headers });
    expect(left.body.data.map((each) => each.id).sort()).toEqual([fresh.id, history.id].sort());
    const refused = await call('POST', '/api/ecommerce/orders/clear-old-orders?olderThanDays=0', { headers: admin });
    expect([refused.status, fieldsOf(refused)]).toEqual([400, ['olderThanDays']]);
  });
});
