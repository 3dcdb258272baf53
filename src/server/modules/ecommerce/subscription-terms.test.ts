import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { createShop, type Shop } from '../../../../tests/helpers/shop';
import { addToCart } from './cart.service';
import { setPrice } from './prices.service';
import { productList, productOverview } from './widget-content.service';

/*
 * A product of type `subscription` carries its period in an attribute of key type `interval` (docs/decisions/0042):
 * the storefront's cards and overview, and the cart's lines, say it, and the attribute is no feature of the card.
 */

let db: TestDatabase;
let shop: Shop;
let monthly: { id: string };
let yearly: { id: string };
let broken: { id: string };

beforeAll(async () => {
  db = await openTestDatabase();
  shop = await createShop(db);
  const key = await db.prisma.ecommerceAttributeKey.create({
    data: { slug: 'billing-period', adminTitle: 'Billing period', type: 'interval', title: { ru: 'Периодичность' } },
  });
  const subscription = async (slug: string, interval: Record<string, string>) => {
    const product = await db.prisma.ecommerceProduct.create({
      data: { slug, adminTitle: slug, type: 'subscription', title: { ru: slug } },
    });
    await db.prisma.ecommerceAttribute.create({
      data: {
        string: interval,
        attributeKeysToAttributes: { create: { attributeKeyId: key.id } },
        productsToAttributes: { create: { productId: product.id } },
      },
    });
    await setPrice(db, { productId: product.id, billingModuleCurrencyId: shop.rub.id, amount: '500' });
    await setPrice(db, { productId: product.id, billingModuleCurrencyId: shop.eur.id, amount: '5' });
    return product;
  };
  // Either language's word reads: the Russian one where the English one is missing, and a count before it.
  monthly = await subscription('monthly', { ru: 'месяц', en: 'month' });
  yearly = await subscription('yearly', { ru: '', en: '1 year' });
  broken = await subscription('broken', { ru: 'по праздникам' });
});
afterAll(() => db.dispose());

describe('a subscription on the storefront', () => {
  it('reads its period from its interval attribute, which is no feature; a one-off product says it is one', async () => {
    const widget = await db.prisma.ecommerceWidget.create({ data: { slug: 'all', adminTitle: 'all' } });
    const cards = await productList(db, widget.id);
    const bySlug = new Map(cards.map((card) => [card.slug, card]));
    expect(bySlug.get('monthly')).toMatchObject({
      purchase: { type: 'subscription', terms: { interval: 'month', intervalCount: 1 } },
      features: [],
    });
    expect(bySlug.get('monthly')!.prices.map((price) => [price.currency.slug, price.amount])).toEqual([
      ['rub', '500.00'],
      ['eur', '5.00'],
    ]);
    expect(bySlug.get('yearly')!.purchase).toEqual({ type: 'subscription', terms: { interval: 'year', intervalCount: 1 } });
    // No text reads as a period: a subscription still, without terms (its checkout refuses it, `no_interval`).
    expect(bySlug.get('broken')!.purchase).toEqual({ type: 'subscription', terms: null });
    expect(bySlug.get('share')!.purchase).toEqual({ type: 'one_off' });

    const overview = await db.prisma.ecommerceWidget.create({
      data: { slug: 'overview', adminTitle: 'overview', variant: 'product-overview-default' },
    });
    expect((await productOverview(db, overview.id, 'monthly'))!.purchase).toEqual({
      type: 'subscription',
      terms: { interval: 'month', intervalCount: 1 },
    });
  });

  it("gives a cart line's product its terms: null for a one-off product", async () => {
    const subject = await db.prisma.rbacSubject.create({ data: { slug: 'giver' } });
    const order = await addToCart(db, { subjectId: subject.id, productId: monthly.id, quantity: 1, currencyId: shop.eur.id });
    expect(order.ordersToProducts.map((line) => [line.product.type, line.product.terms, line.total])).toEqual([
      ['subscription', { interval: 'month', intervalCount: 1 }, '5.00'],
    ]);
    const yearlyOrder = await addToCart(db, { subjectId: subject.id, productId: yearly.id, quantity: 1 });
    expect(yearlyOrder.ordersToProducts[0]!.product.terms).toEqual({ interval: 'year', intervalCount: 1 });
    const brokenOrder = await addToCart(db, { subjectId: subject.id, productId: broken.id, quantity: 1 });
    expect(brokenOrder.ordersToProducts[0]!.product.terms).toBeNull();
    const oneOff = await addToCart(db, { subjectId: subject.id, productId: shop.general.id, quantity: 1 });
    expect(oneOff.ordersToProducts[0]!.product).toMatchObject({ type: 'one_off', terms: null });
  });
});
