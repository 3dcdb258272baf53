import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { allCurrencies } from '../billing';
import type { PriceSettingInput, ProductPriceAnswer } from './prices.schema';
import { pricesOfProducts, setPrice } from './prices.service';

/*
 * A product's own prices as one table of every currency: what the admin's product form edits instead of the four
 * relation tables a price is made of (an attribute, its key, its currency and its product). Stores' prices stay apart.
 */

async function existingProduct(db: Database, productId: string) {
  const product = await db.prisma.ecommerceProduct.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) throw notFound(`EcommerceProduct with id ${productId} not found`);
}

/** Every currency in the admin's order with the product's own price in it (null where none); a 404 for no product. */
export async function ownPrices(db: Database, productId: string): Promise<ProductPriceAnswer[]> {
  await existingProduct(db, productId);
  const [currencies, prices] = await Promise.all([allCurrencies(db), pricesOfProducts(db, [productId])]);
  return currencies.map((currency) => ({
    billingModuleCurrency: currency,
    // pricesOfProducts answers in the admin's order: the first is the one a cart line is charged.
    amount: prices.find((price) => price.storeId === null && price.billingModuleCurrencyId === currency.id)?.amount ?? null,
  }));
}

/**
 * Sets the product's own prices (a null amount removes one) in one transaction: all of them or, when one is refused,
 * none. `field(index)` prefixes the fields an error names (`data.prices[1].`). Answers the prices as they are now.
 */
export function setOwnPrices(
  db: Database,
  productId: string,
  prices: readonly PriceSettingInput[],
  field: (index: number) => string,
): Promise<ProductPriceAnswer[]> {
  return db.transaction(async (tx) => {
    await existingProduct(tx, productId);
    for (const [index, price] of prices.entries()) await setPrice(tx, { productId, ...price }, field(index));
    return ownPrices(tx, productId);
  });
}
