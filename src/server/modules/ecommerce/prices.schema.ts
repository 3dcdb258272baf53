import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../shared/registry/list-input';
import { decimalValue } from '../../../shared/registry/zod-fields';
import { currencySummary } from '../billing';
import { amount } from './orders.answers';
import { idOf } from '../../../shared/registry/zod-fields';
import { dataOf } from './orders.schema';

/* Inputs and answers of a product's own prices, one per currency (docs/decisions/0019). */

/** GET /api/ecommerce/products/{id}/prices. */
export const productPricesInput = z.strictObject({ id: idOf('id') });

/** One currency's price to set: a decimal text (or number) within the currency's decimals, or null to remove it. */
const priceSetting = z.strictObject({
  billingModuleCurrencyId: idOf('billingModuleCurrencyId'),
  amount: decimalValue('amount', { min: 0 }).nullable(),
});

/** PUT /api/ecommerce/products/{id}/prices: the prices to set, each currency at most once. */
export const setProductPricesInput = z.strictObject({
  id: idOf('id'),
  data: dataOf(
    z.strictObject({
      prices: z
        .array(priceSetting, { error: 'prices must be a list of { billingModuleCurrencyId, amount }' })
        .max(MAX_PAGE_SIZE, `prices must name at most ${MAX_PAGE_SIZE} currencies`)
        .superRefine((prices, context) =>
          prices.forEach((price, index) => {
            // Two amounts for one currency: which one is meant cannot be told, so neither is taken.
            if (prices.findIndex((other) => other.billingModuleCurrencyId === price.billingModuleCurrencyId) < index)
              context.addIssue({
                code: 'custom',
                path: [index, 'billingModuleCurrencyId'],
                message: 'billingModuleCurrencyId names a currency given before in prices',
              });
          }),
        ),
    }),
  ),
});

/** The product's own price in one currency, or null where it has none. */
export const productPrice = z.object({ billingModuleCurrency: currencySummary, amount: amount.nullable() });

/** Every billing currency, in the admin's order, with the product's own price in it. */
export const productPrices = z.array(productPrice);

export type ProductPriceAnswer = z.output<typeof productPrice>;
export type PriceSettingInput = z.output<typeof priceSetting>;
