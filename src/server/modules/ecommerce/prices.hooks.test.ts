import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../../../tests/helpers/shop';
import { json, startTestServer, type TestServer } from '../../../../tests/helpers/server';

/** A product has at most one price per currency and store, whichever generic write would add a second. */
let server: TestServer;
let shop: Shop;
beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
});
afterAll(() => server.close());

const post = async (path: string, data: unknown) => {
  const response = await server.request(`/api/ecommerce/${path}`, json(data));
  return { status: response.status, body: (await response.json()) as { data: unknown; cause?: { field: string }[] } };
};

/** A price attribute in roubles, not yet linked to any product. */
async function looseRoublePrice(amount: string) {
  const key = await server.db.prisma.ecommerceAttributeKey.findFirstOrThrow({ where: { type: 'price' } });
  return server.db.prisma.ecommerceAttribute.create({
    data: {
      number: amount,
      attributeKeysToAttributes: { create: { attributeKeyId: key.id } },
      attributesToBillingModuleCurrencies: { create: { billingModuleCurrencyId: shop.rub.id } },
    },
  });
}

const priceCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM "EcommerceProductsToAttributes"'))[0]!.n;

describe('one price per product, currency and store', () => {
  it('refuses a second own price in a currency, naming the product and the currency', async () => {
    const before = await priceCount();
    const attribute = await looseRoublePrice('0.5');
    const answer = await post('products-to-attributes', { productId: shop.share.id, attributeId: attribute.id });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatch(/share already has a price in rub/);
    expect(answer.body.cause?.map((cause) => cause.field)).toEqual(['data.attributeId']);
    expect(await priceCount()).toBe(before);
  });

  it('takes a price in a currency the product has none in', async () => {
    const attribute = await looseRoublePrice('0.5');
    expect((await post('products-to-attributes', { productId: shop.general.id, attributeId: attribute.id })).status).toBe(400);
    const euros = await server.db.prisma.ecommerceAttribute.create({
      data: {
        number: '480',
        attributeKeysToAttributes: {
          create: {
            attributeKeyId: (await server.db.prisma.ecommerceAttributeKey.findFirstOrThrow({ where: { type: 'price' } })).id,
          },
        },
        attributesToBillingModuleCurrencies: { create: { billingModuleCurrencyId: shop.eur.id } },
      },
    });
    expect((await post('products-to-attributes', { productId: shop.general.id, attributeId: euros.id })).status).toBe(201);
  });

  it('refuses linking a currency that makes a second price', async () => {
    const key = await server.db.prisma.ecommerceAttributeKey.findFirstOrThrow({ where: { type: 'price' } });
    const attribute = await server.db.prisma.ecommerceAttribute.create({
      data: {
        number: '2',
        attributeKeysToAttributes: { create: { attributeKeyId: key.id } },
        productsToAttributes: { create: { productId: shop.share.id } },
      },
    });
    const answer = await post('attributes-to-billing-module-currencies', {
      attributeId: attribute.id,
      billingModuleCurrencyId: shop.eur.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatch(/share already has a price in eur/);
  });

  it('refuses a second store price, naming the store', async () => {
    const offer = await server.db.prisma.ecommerceStoresToProducts.findFirstOrThrow({ where: { storeId: shop.store.id } });
    const attribute = await looseRoublePrice('0.06');
    const answer = await post('stores-to-products-to-attributes', { storesToProductsId: offer.id, attributeId: attribute.id });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatch(/share in the store fair already has a price in rub/);
  });

  it('refuses a number that turns a linked attribute into a second price', async () => {
    const key = await server.db.prisma.ecommerceAttributeKey.findFirstOrThrow({ where: { type: 'price' } });
    const attribute = await server.db.prisma.ecommerceAttribute.create({
      data: {
        attributeKeysToAttributes: { create: { attributeKeyId: key.id } },
        attributesToBillingModuleCurrencies: { create: { billingModuleCurrencyId: shop.rub.id } },
        productsToAttributes: { create: { productId: shop.general.id } },
      },
    });
    const response = await server.request(`/api/ecommerce/attributes/${attribute.id}`, json({ number: '0.01' }, 'PATCH'));
    const body = (await response.json()) as { data: string; cause: { field: string }[] };
    expect([response.status, body.cause.map((cause) => cause.field)]).toEqual([400, ['data.number']]);
    expect(body.data).toMatch(/general already has a price in rub/);
  });

  it('refuses a price below zero or with more decimals than its currency has', async () => {
    for (const amount of ['-5', '0.001']) {
      const attribute = await looseRoublePrice(amount);
      const store = await server.db.prisma.ecommerceStore.create({ data: { slug: `s${amount}`, adminTitle: 'S' } });
      const offer = await server.db.prisma.ecommerceStoresToProducts.create({
        data: { storeId: store.id, productId: shop.general.id, sku: `sku${amount}` },
      });
      const answer = await post('stores-to-products-to-attributes', { storesToProductsId: offer.id, attributeId: attribute.id });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatch(/A price must be at least 0 with at most 2 decimals in rub/);
    }
  });

  it('reads no comma as a decimal point', async () => {
    const answer = await post('attributes', { number: '1,000' });
    expect([answer.status, answer.body.cause?.map((cause) => cause.field)]).toEqual([400, ['data.number']]);
  });
});
