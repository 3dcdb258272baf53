import type { EntityWriteHooks, ModuleWriteHooks } from '../../crud/write-hooks';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { holdPriceLock, priceClashes } from './prices.service';

/*
 * A product has at most one price per currency and store. A price is made of an attribute and three links (its key
 * of type price, its currency, its product or store offer), so a second price can appear through a generic write to
 * any of them, or to a key's type: each such write checks, inside its transaction and under one lock, that no slot
 * it touches holds two prices now, and is refused otherwise, naming the product, the store and the currency.
 */

async function refuseSecondPrice(tx: Database, attributeIds: readonly string[], field: string) {
  await holdPriceLock(tx);
  const [clash] = await priceClashes(tx, attributeIds);
  if (!clash) return;
  const where = `${clash.productSlug}${clash.storeSlug ? ` in the store ${clash.storeSlug}` : ''}`;
  const message = `The product ${where} already has a price in ${clash.currencySlug}: change that price instead of adding a second one`;
  throw badRequest(message, [{ field, message: `${field}: ${message}` }]);
}

/** Hooks of a link whose `attributeId` may complete a price. */
const attributeLinkHooks = <R extends { attributeId: string }>(): EntityWriteHooks<R> => ({
  afterCreate: ({ tx, record, fieldPrefix }) => refuseSecondPrice(tx, [record.attributeId], `${fieldPrefix}attributeId`),
  afterUpdate: ({ tx, record, fieldPrefix }) => refuseSecondPrice(tx, [record.attributeId], `${fieldPrefix}attributeId`),
});

export const priceWriteHooks = {
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
      await refuseSecondPrice(
        tx,
        links.map((link) => link.attributeId),
        `${fieldPrefix}type`,
      );
    },
  },
} satisfies ModuleWriteHooks<'ecommerce'>;
