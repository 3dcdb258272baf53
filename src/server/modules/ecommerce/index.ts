import { orderStatusWriteHooks } from './order-status.hooks';
import { orderChangeWriteHooks } from './order-changes.hooks';
import { priceWriteHooks } from './prices.hooks';
import { goalWriteHooks } from './goals.hooks';
import { orderLineProcedures, orderProcedures, subjectOrderProcedures } from './orders.procedures';
import { productPriceProcedures } from './prices.procedures';
import { productProgressProcedures } from './progress.procedures';
import { checkoutProcedures, productCheckoutProcedures } from './checkout/checkout.procedures';
import { invoiceOrdersProcedures } from './checkout/invoice-orders.procedures';
import { orderReceiptTemplate } from './receipts/order-receipt.template';
import { productAttachmentTemplate } from './receipts/product-attachment.template';

/**
 * The ecommerce module's own procedures, beside the generic ones of its entities: the cart and order routes, some
 * under /api/rbac/subjects/{id}/ecommerce-module/orders (ecommerce code, as the spec names the paths), a
 * product's own prices per currency, and what projects raised towards their goals.
 */
export const ecommerceProcedures = {
  orders: { ...subjectOrderProcedures, ...orderProcedures, ...checkoutProcedures, ...invoiceOrdersProcedures },
  ordersToProducts: orderLineProcedures,
  products: { ...productPriceProcedures, ...productCheckoutProcedures, ...productProgressProcedures },
};

/**
 * The ecommerce module's rules on the generic writes of its entities: a product has one price per currency and store;
 * an order and its lines change under the cart's locks, never while the order is being paid; an order's new status is
 * told to its payer; a project has at most one goal per currency, more than 0.
 */
export const ecommerceWriteHooks = {
  ...priceWriteHooks,
  ...goalWriteHooks,
  ...orderChangeWriteHooks,
  'ecommerce.orders': { ...orderChangeWriteHooks['ecommerce.orders'], ...orderStatusWriteHooks['ecommerce.orders'] },
};

/** The file templates that draw this module's records: an order's receipt, a product's card. */
export const ecommerceFileTemplates = {
  'generate-template-ecommerce-order-receipt-default': orderReceiptTemplate,
  'generate-template-ecommerce-product-attachment-default': productAttachmentTemplate,
};

/** The ecommerce module's jobs: the daily clean-up of untouched carts, and an approved order's receipt. */
export { clearOldOrdersJob } from './cart.jobs';
export { issueReceiptJob } from './receipts/receipts.service';
export { orderStatusMessageJob } from './order-status.service';
export { cartLifetimeDays } from './cart-settings';
/** What paying for orders does: billing tells it inside the payment's transaction. */
export { orderPaymentEffects } from './checkout/order-payments';
/** What a sign-in brings into an account: the donations its guest session, or its proven email, made. */
export { orderClaims } from './claims.service';
/** Who may fetch the files of orders besides permitted roles: the subject whose order it is. */
export { ownOrderFiles } from './receipts/order-files';
/** The writes that change what projects raised, which pages show: the page cache watches them. */
export { raisedContent } from './raised-content';
/** The donations' columns of the admin's tables: an order's donor, projects, amount and paid date; a person's gifts. */
export { ecommerceComputedColumns } from './order-columns';
