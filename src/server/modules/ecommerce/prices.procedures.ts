import { permissionProcedure } from '../../platform/procedures/init';
import type { RestRoute } from '../../platform/procedures/meta';
import { ownPrices, setOwnPrices } from './product-prices.service';
import { productPrices, productPricesInput, setProductPricesInput } from './prices.schema';

const PRICES = '/api/ecommerce/products/{id}/prices';

const PRICES_OF_PRODUCT: RestRoute = {
  method: 'GET',
  path: PRICES,
  summary: "The product's own price in every billing currency (null where it has none)",
};
const SET_PRICES: RestRoute = {
  method: 'PUT',
  path: PRICES,
  summary: "Set the product's own prices ({ prices: [{ billingModuleCurrencyId, amount }] }, null removes) in one transaction",
};

/** A product's own prices per currency, merged under `ecommerce.products`: a permitting role or the secret key. */
export const productPriceProcedures = {
  prices: permissionProcedure
    .meta({ rest: PRICES_OF_PRODUCT })
    .input(productPricesInput)
    .output(productPrices)
    .query(({ ctx, input }) => ownPrices(ctx.db, input.id)),
  setPrices: permissionProcedure
    .meta({ rest: SET_PRICES })
    .input(setProductPricesInput)
    .output(productPrices)
    .mutation(({ ctx, input }) => setOwnPrices(ctx.db, input.id, input.data.prices, (index) => `data.prices[${index}].`)),
};
