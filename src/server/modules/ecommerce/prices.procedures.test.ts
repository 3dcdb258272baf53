import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/trpc/client';
import { createShop, type Shop } from '../../../../tests/helpers/shop';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../../../../tests/helpers/server';

/**
 * A product's own prices per currency (GET and PUT /api/ecommerce/products/{id}/prices), as the admin's product form
 * edits them: a permitting role or the secret key only, every change in one transaction, each refusal naming its field,
 * amounts within the currency's decimals.
 */

const AUTH = '/api/rbac/subjects/authentication';

let server: TestServer;
let shop: Shop;

interface Price {
  billingModuleCurrency: { id: string; slug: string; decimals: number };
  amount: string | null;
}
interface Answer<T> {
  status: number;
  body: { data: T; cause?: { field?: string; message: string }[] };
}

const pricesPath = (productId: string) => `/api/ecommerce/products/${productId}/prices`;

async function call<T = Price[]>(
  method: 'GET' | 'PUT',
  path: string,
  {
    headers,
    data,
    secretKey = TEST_SECRET_KEY,
  }: { headers?: Record<string, string>; data?: unknown; secretKey?: string | null } = {},
): Promise<Answer<T>> {
  const response = await server.request(path, {
    method,
    secretKey,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const put = (productId: string, prices: unknown, options: { headers?: Record<string, string>; secretKey?: string | null } = {}) =>
  call('PUT', pricesPath(productId), { ...options, data: { prices } });

/** `{ rub: '0.10', eur: null }`. */
const bySlug = (prices: Price[]) => Object.fromEntries(prices.map((price) => [price.billingModuleCurrency.slug, price.amount]));

const fieldsOf = (answer: Answer<unknown>) => answer.body.cause?.map((cause) => cause.field);

/** The product's own price links, the rows setPrice writes and removes. */
const ownPriceLinks = async (productId: string) =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM "EcommerceProductsToAttributes" WHERE "productId" = $1',
      [productId],
    )
  )[0]!.n;

/** A registered subject with the given permitted actions, as bearer headers. */
async function subjectPermitted(login: string, actions: { method: string; path: string }[]) {
  const registered = await server.request(`${AUTH}/email-and-password/registration`, {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { login, password: 'correct horse battery' } }),
  });
  const { jwt } = ((await registered.json()) as { data: { jwt: string } }).data;
  const headers = { authorization: `Bearer ${jwt}` };
  if (actions.length) {
    const me = (await (await server.request(`${AUTH}/me`, { secretKey: null, headers })).json()) as { data: { id: string } };
    const role = await server.db.prisma.rbacRole.create({ data: { title: login, slug: login.replace(/\W/g, '-') } });
    for (const [index, action] of actions.entries()) {
      const { id } = await server.db.prisma.rbacAction.create({
        data: { title: `${login} ${index}`, slug: `${role.slug}-${index}`, ...action },
      });
      await server.db.prisma.rbacRolesToActions.create({ data: { roleId: role.id, actionId: id } });
    }
    await server.db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: me.data.id, roleId: role.id } });
  }
  return headers;
}

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
});
afterAll(() => server.close());

describe('GET /api/ecommerce/products/{id}/prices', () => {
  it("answers every currency in the admin's order with the product's own price, never a store's", async () => {
    // The shop's currencies were made at once: an order index tells which comes first.
    await server.db.prisma.billingCurrency.update({ where: { id: shop.eur.id }, data: { orderIndex: -1 } });
    const share = await call('GET', pricesPath(shop.share.id));
    expect(share.status).toBe(200);
    expect(share.body.data.map((price) => price.billingModuleCurrency.slug)).toEqual(['eur', 'rub']);
    // The store's own 0.07 is the store's: the product's own rouble price is 0.10.
    expect(bySlug(share.body.data)).toEqual({ rub: '0.10', eur: '1.25' });
    expect(share.body.data[1]!.billingModuleCurrency).toEqual({
      id: shop.rub.id,
      slug: 'rub',
      symbol: '₽',
      title: { ru: 'Рубль' },
      decimals: 2,
    });
    expect(bySlug((await call('GET', pricesPath(shop.general.id))).body.data)).toEqual({ rub: '500.00', eur: null });
  });

  it('is a 404 for no such product', async () => {
    expect((await call('GET', pricesPath('no-such-product'))).status).toBe(404);
  });

  it('is served over tRPC as ecommerce.products.prices', async () => {
    const client = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
    expect(bySlug(await client.ecommerce.products.prices.query({ id: shop.share.id }))).toEqual({ rub: '0.10', eur: '1.25' });
  });
});

describe('PUT /api/ecommerce/products/{id}/prices', () => {
  it('sets, changes and removes prices in one call, answering them all', async () => {
    const product = await server.db.prisma.ecommerceProduct.create({ data: { slug: 'lamp', adminTitle: 'Lamp' } });
    const set = await put(product.id, [
      { billingModuleCurrencyId: shop.rub.id, amount: '1499.9' },
      { billingModuleCurrencyId: shop.eur.id, amount: 15 },
    ]);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(bySlug(set.body.data)).toEqual({ rub: '1499.90', eur: '15.00' });
    const changed = await put(product.id, [
      { billingModuleCurrencyId: shop.rub.id, amount: '1200' },
      { billingModuleCurrencyId: shop.eur.id, amount: null },
    ]);
    expect(bySlug(changed.body.data)).toEqual({ rub: '1200.00', eur: null });
    // One price per currency: the rouble price was changed in place, the euro price and its links are gone.
    expect(await ownPriceLinks(product.id)).toBe(1);
    expect(bySlug((await call('GET', pricesPath(product.id))).body.data)).toEqual({ rub: '1200.00', eur: null });
  });

  it("leaves the stores' own prices and the currencies not named as they are", async () => {
    const answer = await put(shop.share.id, [{ billingModuleCurrencyId: shop.eur.id, amount: '1.30' }]);
    expect(bySlug(answer.body.data)).toEqual({ rub: '0.10', eur: '1.30' });
    const storePrices = await server.db.query<{ amount: string }>(
      `SELECT trim_scale(a."number")::text AS "amount" FROM "EcommerceStoresToProductsToAttributes" spa
         JOIN "EcommerceAttribute" a ON a."id" = spa."attributeId"`,
    );
    expect(storePrices).toEqual([{ amount: '0.07' }]);
    await put(shop.share.id, [{ billingModuleCurrencyId: shop.eur.id, amount: '1.25' }]);
  });

  it("takes amounts within the currency's decimals only, naming the price refused", async () => {
    const yen = await server.db.prisma.billingCurrency.create({
      data: { slug: 'jpy', adminTitle: 'Yen', symbol: '¥', decimals: 0 },
    });
    const refused = await put(shop.general.id, [
      { billingModuleCurrencyId: shop.rub.id, amount: '10' },
      { billingModuleCurrencyId: yen.id, amount: '1.5' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toMatchObject([
      { field: 'data.prices[1].amount', message: expect.stringMatching(/at most 0 decimals in jpy/) },
    ]);
    const cents = await put(shop.general.id, [{ billingModuleCurrencyId: shop.rub.id, amount: '0.001' }]);
    expect([cents.status, fieldsOf(cents)]).toEqual([400, ['data.prices[0].amount']]);
    const whole = await put(shop.general.id, [{ billingModuleCurrencyId: yen.id, amount: '1500.000' }]);
    expect(bySlug(whole.body.data)).toMatchObject({ jpy: '1500' });
    await put(shop.general.id, [{ billingModuleCurrencyId: yen.id, amount: null }]);
    await server.db.prisma.billingCurrency.delete({ where: { id: yen.id } });
  });

  it('writes nothing when one price of the call is refused', async () => {
    const before = await call('GET', pricesPath(shop.general.id));
    const links = await ownPriceLinks(shop.general.id);
    const refused = await put(shop.general.id, [
      { billingModuleCurrencyId: shop.rub.id, amount: '1' },
      { billingModuleCurrencyId: shop.eur.id, amount: '2' },
      { billingModuleCurrencyId: 'no-such-currency', amount: '3' },
    ]);
    expect([refused.status, fieldsOf(refused)]).toEqual([404, ['data.prices[2].billingModuleCurrencyId']]);
    expect((await call('GET', pricesPath(shop.general.id))).body.data).toEqual(before.body.data);
    expect(await ownPriceLinks(shop.general.id)).toBe(links);
  });

  it.each([
    [[{ billingModuleCurrencyId: 'x', amount: 'ten' }], 'data.prices[0].amount', 'amount must be a decimal number'],
    [[{ billingModuleCurrencyId: 'x', amount: '-1' }], 'data.prices[0].amount', 'amount must be at least 0'],
    [[{ billingModuleCurrencyId: 'x' }], 'data.prices[0].amount', 'amount is required'],
    [[{ amount: '1' }], 'data.prices[0].billingModuleCurrencyId', 'billingModuleCurrencyId is required'],
    [
      [
        { billingModuleCurrencyId: 'x', amount: '1' },
        { billingModuleCurrencyId: 'x', amount: '2' },
      ],
      'data.prices[1].billingModuleCurrencyId',
      'a currency given before',
    ],
    ['all', 'data.prices', 'prices must be a list'],
  ])('refuses %j naming %s', async (prices, field, message) => {
    const answer = await put(shop.general.id, prices);
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toMatchObject([{ field, message: expect.stringContaining(message) }]);
  });

  it('is a 404 for no such product, writing nothing', async () => {
    const links = await server.db.prisma.ecommerceProductsToAttributes.count();
    const answer = await put('no-such-product', [{ billingModuleCurrencyId: shop.rub.id, amount: '1' }]);
    expect(answer.status).toBe(404);
    expect(await server.db.prisma.ecommerceProductsToAttributes.count()).toBe(links);
  });
});

describe('who may read and set prices', () => {
  it('refuses anyone signed out, and a subject no role permits the route', async () => {
    const anonymous = await call('GET', pricesPath(shop.share.id), { secretKey: null });
    expect(anonymous.status).toBe(401);
    const customer = await subjectPermitted('customer@example.com', []);
    expect((await call('GET', pricesPath(shop.share.id), { headers: customer, secretKey: null })).status).toBe(403);
    const refused = await put(shop.share.id, [{ billingModuleCurrencyId: shop.rub.id, amount: '0' }], {
      headers: customer,
      secretKey: null,
    });
    expect(refused.status).toBe(403);
    expect(bySlug((await call('GET', pricesPath(shop.share.id))).body.data).rub).toBe('0.10');
  });

  it('lets a role do what its actions name: reading is not setting', async () => {
    const reader = await subjectPermitted('reader@example.com', [{ method: 'GET', path: '/api/ecommerce/products/{id}/prices' }]);
    expect((await call('GET', pricesPath(shop.share.id), { headers: reader, secretKey: null })).status).toBe(200);
    const prices = [{ billingModuleCurrencyId: shop.rub.id, amount: '0.11' }];
    expect((await put(shop.share.id, prices, { headers: reader, secretKey: null })).status).toBe(403);
    const manager = await subjectPermitted('manager@example.com', [{ method: 'PUT', path: '/api/ecommerce/*' }]);
    const set = await put(shop.share.id, prices, { headers: manager, secretKey: null });
    expect([set.status, bySlug(set.body.data).rub]).toEqual([200, '0.11']);
    await put(shop.share.id, [{ billingModuleCurrencyId: shop.rub.id, amount: '0.10' }]);
  });
});
