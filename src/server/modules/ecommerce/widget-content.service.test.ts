import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import type { Database } from '../../db/database';
import { createShop } from '../../../../tests/helpers/shop';
import { setPrice } from './prices.service';
import { productList, productOverview } from './widget-content.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const early = new Date('2026-01-01T00:00:00Z');
const late = new Date('2026-01-02T00:00:00Z');

const product = (on: Database, slug: string, data: { orderIndex?: number; createdAt?: Date } = {}) =>
  on.prisma.ecommerceProduct.create({
    data: {
      slug,
      adminTitle: slug,
      title: { ru: `Проект ${slug}`, en: `Project ${slug}` },
      shortDescription: { ru: 'Кратко' },
      description: { ru: 'Подробно' },
      ...data,
    },
  });
const widget = (on: Database, slug: string, variant = 'product-list-default') =>
  on.prisma.ecommerceWidget.create({ data: { slug, adminTitle: slug, variant } });
const file = (on: Database, name: string) =>
  on.prisma.fileStorageFile.create({ data: { adminTitle: name, file: `${name}.jpg`, width: 1200, height: 800 } });
const linkFile = (on: Database, productId: string, fileId: string, data: { orderIndex?: number; variant?: string } = {}) =>
  on.prisma.ecommerceProductsToFileStorageModuleFiles.create({ data: { productId, fileStorageModuleFileId: fileId, ...data } });

describe('productList', () => {
  it('shows the linked products in link order, else every product in the admin order; each with its first image', async () => {
    const fresh = await openTestDatabase();
    try {
      // Equal orderIndex: the earlier created first, then the smaller id.
      const chapel = await product(fresh, 'chapel', { orderIndex: 1, createdAt: late });
      const church = await product(fresh, 'church', { orderIndex: 1, createdAt: early });
      const mill = await product(fresh, 'mill', { orderIndex: 0 });
      const [plan, photo, detail] = [await file(fresh, 'plan'), await file(fresh, 'photo'), await file(fresh, 'detail')];
      await linkFile(fresh, church.id, plan.id, { variant: 'attachment-default' });
      await linkFile(fresh, church.id, detail.id, { orderIndex: 2 });
      await linkFile(fresh, church.id, photo.id, { orderIndex: 1 });

      const all = await widget(fresh, 'all');
      const cards = await productList(fresh, all.id);
      expect(cards.map((card) => card.slug)).toEqual(['mill', 'church', 'chapel']);
      expect(cards[1]).toEqual({
        id: church.id,
        slug: 'church',
        purchase: { type: 'one_off' },
        title: { ru: 'Проект church', en: 'Project church' },
        shortDescription: { ru: 'Кратко' },
        image: {
          id: photo.id,
          file: 'photo.jpg',
          alt: null,
          width: 1200,
          height: 800,
          mimeType: null,
          className: null,
          containerClassName: null,
        },
        features: [],
        prices: [],
        progress: { productId: church.id, donors: 0, currencies: [], readAt: expect.any(String) },
      });
      expect(cards[0]!.image).toBeNull();

      const linked = await widget(fresh, 'linked');
      await fresh.prisma.ecommerceWidgetsToProducts.create({ data: { widgetId: linked.id, productId: mill.id, orderIndex: 1 } });
      await fresh.prisma.ecommerceWidgetsToProducts.create({
        data: { widgetId: linked.id, productId: chapel.id, orderIndex: 0 },
      });
      expect((await productList(fresh, linked.id)).map((card) => card.slug)).toEqual(['chapel', 'mill']);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('productOverview', () => {
  let church: { id: string };
  beforeAll(async () => {
    church = await product(db, 'overview-church');
    const [facade, interior] = [await file(db, 'facade'), await file(db, 'interior')];
    await linkFile(db, church.id, interior.id, { orderIndex: 1 });
    await linkFile(db, church.id, facade.id, { orderIndex: 0 });
    const builderWidget = (slug: string, variant: string) =>
      db.prisma.websiteBuilderWidget.create({ data: { slug, adminTitle: slug, variant } });
    const quote = await builderWidget('church-quote', 'product-quote-overview-default');
    const facts = await builderWidget('church-facts', 'product-features-overview-default');
    await db.prisma.ecommerceProductsToWebsiteBuilderModuleWidgets.create({
      data: { productId: church.id, websiteBuilderModuleWidgetId: facts.id, orderIndex: 1 },
    });
    await db.prisma.ecommerceProductsToWebsiteBuilderModuleWidgets.create({
      data: { productId: church.id, websiteBuilderModuleWidgetId: quote.id, orderIndex: 0 },
    });
  });

  it('answers the url product with its images and website-builder widgets in link order', async () => {
    const unlinked = await widget(db, 'overview-unlinked', 'product-overview-default');
    const found = await productOverview(db, unlinked.id, 'overview-church');
    expect(found).toMatchObject({
      id: church.id,
      slug: 'overview-church',
      title: { ru: 'Проект overview-church' },
      description: { ru: 'Подробно' },
    });
    expect(found!.images.map((image) => image.file)).toEqual(['facade.jpg', 'interior.jpg']);
    expect(found!.widgets.map((record) => [record.slug, record.variant])).toEqual([
      ['church-quote', 'product-quote-overview-default'],
      ['church-facts', 'product-features-overview-default'],
    ]);
  });

  it('prefers the first linked product; null with neither a linked nor an existing url product', async () => {
    const other = await product(db, 'overview-other');
    const linked = await widget(db, 'overview-linked', 'product-overview-default');
    await db.prisma.ecommerceWidgetsToProducts.create({ data: { widgetId: linked.id, productId: other.id } });
    expect(await productOverview(db, linked.id, 'overview-church')).toMatchObject({ id: other.id, images: [], widgets: [] });

    const unlinked = await widget(db, 'overview-none', 'product-overview-default');
    expect(await productOverview(db, unlinked.id, undefined)).toBeNull();
    expect(await productOverview(db, unlinked.id, 'missing')).toBeNull();
  });
});

describe('prices, features and progress on cards', () => {
  it("shows a product's own prices in the currencies' order (a store's are its own), its features by key and its goals", async () => {
    const fresh = await openTestDatabase();
    try {
      const shop = await createShop(fresh);
      await setPrice(fresh, { productId: shop.general.id, billingModuleCurrencyId: shop.eur.id, amount: '9.5' });
      const key = await fresh.prisma.ecommerceAttributeKey.create({
        data: { slug: 'stage', adminTitle: 'Stage', title: { en: 'Stage' }, suffix: { en: 'of 3' }, field: 'number' },
      });
      await fresh.prisma.ecommerceAttribute.create({
        data: {
          number: '2',
          attributeKeysToAttributes: { create: { attributeKeyId: key.id } },
          productsToAttributes: { create: { productId: shop.share.id } },
        },
      });
      await fresh.prisma.ecommerceProductGoal.create({
        data: { productId: shop.share.id, billingModuleCurrencyId: shop.rub.id, amount: '5000' },
      });
      const cards = await productList(fresh, (await widget(fresh, 'priced')).id);
      const share = cards.find((card) => card.slug === 'share')!;
      expect(share.progress).toEqual({
        productId: shop.share.id,
        donors: 0,
        currencies: [{ currency: expect.objectContaining({ slug: 'rub' }), goal: '5000.00', raised: '0.00', donors: 0 }],
        readAt: expect.any(String),
      });
      expect(share.prices.map((price) => [price.currency.slug, price.amount])).toEqual([
        ['rub', '0.10'],
        ['eur', '1.25'],
      ]);
      expect(share.features).toEqual([
        expect.objectContaining({ value: '2', key: expect.objectContaining({ field: 'number', suffix: { en: 'of 3' } }) }),
      ]);
      expect(cards.find((card) => card.slug === 'general')!.prices.map((price) => price.amount)).toEqual(['500.00', '9.50']);
    } finally {
      await fresh.dispose();
    }
  });
});
