import { priceWriteHooks } from './prices.hooks';
import { orderLineProcedures, orderProcedures, subjectOrderProcedures } from './orders.procedures';

/**
 * The ecommerce module's own procedures, beside the generic ones of its entities: the cart and order routes, some
 * under /api/rbac/subjects/{id}/ecommerce-module/orders (ecommerce code, as the spec names the paths).
 */
export const ecommerceProcedures = {
  orders: { ...subjectOrderProcedures, ...orderProcedures },
  ordersToProducts: orderLineProcedures,
};

/** The ecommerce module's rules on the generic writes of its entities: a product has one price per currency and store. */
export const ecommerceWriteHooks = priceWriteHooks;
