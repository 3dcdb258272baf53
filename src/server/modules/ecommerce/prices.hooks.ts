import type { EntityWriteHooks, ModuleWriteHooks } from '../../crud/write-hooks';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { holdPriceLock, priceClashes, unpayablePrice } from './prices.service';

/*
 * A product has at most one price per currency and store. A price is made of an attribute and three links (its key
 * of type price, its currency, its product or store offer), so a second price can appear through a generic write to
 * any of them, to a key's type, or to the attribute's number (a link to a number-less attribute is no price yet):
 * each such write checks, inside its transaction and under one lock, that no slot it touches holds two prices now
 * and that every price it touches is chargeable (at least 0, within its currency's decimals), and is refused
 * otherwise, naming the product, the store and the currency.
 */

/** Refuses a write that leaves a price no currency can charge or a second price in one slot, naming `field`. */
async function checkPrices(tx: Database, attributeIds: readonly string[], field: string) {
  await holdPriceLock(tx);
  const unpayable = await unpayablePrice(tx, attributeIds);
  if (unpayable) {
    const message = `A price must be at least 0 with at most ${unpayable.decimals} decimals in ${unpayable.currencySlug}, not ${unpayable.amount}`;
    throw badRequest(message, [{ field, message: `${field}: ${message}`, code: 'invalid' }]);
  }
  const [clash] = await priceClashes(tx, attributeIds);
  if (!clash) return;
  const where = `${clash.productSlug}${clash.storeSlug ? ` in the store ${clash.storeSlug}` : ''}`;
  const message = `The product ${where} already has a price in ${clash.currencySlug}: change that price instead of adding a second one`;
  throw badRequest(message, [{ field, message: `${field}: ${message}`, code: 'duplicate' }]);
}

/** Hooks of a link whose `attributeId` may complete a price. */
const attributeLinkHooks = <R extends { attributeId: string }>(): EntityWriteHooks<R> => ({
  afterCreate: ({ tx, record, fieldPrefix }) => checkPrices(tx, [record.attributeId], `${fieldPrefix}attributeId`),
  afterUpdate: ({ tx, record, fieldPrefix }) => checkPrices(tx, [record.attributeId], `${fieldPrefix}attributeId`),
});

export const priceWriteHooks = {
  'ecommerce.attributes': {
    afterCreate: ({ tx, record, fieldPrefix }) => checkPrices(tx, [record.id], `${fieldPrefix}number`),
    afterUpdate: ({ tx, record, fieldPrefix }) => checkPrices(tx, [record.id], `${fieldPrefix}number`),
  },
  'ecommerce.productsToAttributes': attributeLinkHooks(),
  'ecommerce.storesToProductsToAttributes': attributeLinkHooks(),
  'ecommerce.attributeKeysToAttributes': attributeLinkHooks(),
  'ecommerce.attributesToBillingModuleCurrencies': attributeLinkHooks(),
  'ecommerce.attributeKeys': {
    async afterUpdate({ tx, old, record, fieldPrefix }) {
      if (record.type !== 'price' || old.type === 'price') return;
      const links = await tx.prisma.ecommerceAttributeKeysToAttributes.findMany({
        where: { attributeKeyId: record.id },
        select: { attributeId: true },
      });
      await checkPrices(
        tx,
        links.map((link) => link.attributeId),
        `${fieldPrefix}type`,
      );
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
