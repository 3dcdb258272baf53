import { orderStatusWriteHooks } from './order-status.hooks';
import { priceWriteHooks } from './prices.hooks';
import { orderLineProcedures, orderProcedures, subjectOrderProcedures } from './orders.procedures';
import { productPriceProcedures } from './prices.procedures';
import { checkoutProcedures, productCheckoutProcedures } from './checkout/checkout.procedures';

/**
 * The ecommerce module's own procedures, beside the generic ones of its entities: the cart and order routes, some
 * under /api/rbac/subjects/{id}/ecommerce-module/orders (ecommerce code, as the spec names the paths), and a
 * product's own prices per currency.
 */
export const ecommerceProcedures = {
  orders: { ...subjectOrderProcedures, ...orderProcedures, ...checkoutProcedures },
  ordersToProducts: orderLineProcedures,
  products: { ...productPriceProcedures, ...productCheckoutProcedures },
};

/**
 * The ecommerce module's rules on the generic writes of its entities: a product has one price per currency and store;
 * an order's new status is told to its payer.
 */
export const ecommerceWriteHooks = { ...priceWriteHooks, ...orderStatusWriteHooks };

/** The ecommerce module's jobs: the daily clean-up of untouched carts. */
export { clearOldOrdersJob } from './cart.jobs';
export { cartLifetimeDays } from './cart-settings';
/** What paying for orders does: billing tells it inside the payment's transaction. */
export { orderPaymentEffects } from './checkout/order-payments';
