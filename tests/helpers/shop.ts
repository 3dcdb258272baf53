import type { Database } from '../../src/server/db/database';
import { setPrice } from '../../src/server/modules/ecommerce/prices.service';

/** A small shop: roubles (the default) and euros, two products priced in both, one store with its own price. */
export async function createShop(db: Database) {
  const [rub, eur] = await Promise.all([
    db.prisma.billingCurrency.create({
      data: { slug: 'rub', adminTitle: 'Рубль', symbol: '₽', isDefault: true, title: { ru: 'Рубль' } },
    }),
    db.prisma.billingCurrency.create({ data: { slug: 'eur', adminTitle: 'Euro', symbol: '€', title: { en: 'Euro' } } }),
  ]);
  const [share, general] = await Promise.all([
    db.prisma.ecommerceProduct.create({ data: { slug: 'share', adminTitle: 'Share', title: { en: 'Share', ru: 'Доля' } } }),
    db.prisma.ecommerceProduct.create({ data: { slug: 'general', adminTitle: 'General', title: { en: 'General' } } }),
  ]);
  const store = await db.prisma.ecommerceStore.create({ data: { slug: 'fair', adminTitle: 'Fair' } });
  await db.prisma.ecommerceStoresToProducts.create({ data: { storeId: store.id, productId: share.id, sku: 'fair-share' } });
  await setPrice(db, { productId: share.id, billingModuleCurrencyId: rub.id, amount: '0.10' });
  await setPrice(db, { productId: share.id, billingModuleCurrencyId: eur.id, amount: '1.25' });
  await setPrice(db, { productId: general.id, billingModuleCurrencyId: rub.id, amount: '500' });
  await setPrice(db, { productId: share.id, billingModuleCurrencyId: rub.id, amount: '0.07', storeId: store.id });
  return { rub, eur, share, general, store };
}

export type Shop = Awaited<ReturnType<typeof createShop>>;
