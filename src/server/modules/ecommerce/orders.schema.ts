import { z } from 'zod';
import { registry } from '../../../shared/registry/generated';
import { dateValue, decimalValue, idOf } from '../../../shared/registry/zod-fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, wholeNumber } from '../../../shared/registry/list-input';

/*
 * Inputs of the cart and order routes. Each route's input is its path parameters, its query string and its body
 * under `data`, as one object. Ids are required with the spec's words: `id is required`, `orderId is required`,
 * `productId is required`.
 */

/** `data` of a route: left out, it is read as empty, so that a missing field is named (`productId is required`). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

const quantityField = registry.ecommerce.ordersToProducts.fields.find((field) => field.name === 'quantity')!;
/** The most of one product one cart line may hold: the schema's `@max` of a line's quantity. */
export const MAX_QUANTITY = quantityField.max!;

/** A quantity: a whole number from 1 to MAX_QUANTITY (a 400 naming the field otherwise). */
export const quantity = z
  .number({ error: (issue) => (issue.input === undefined ? 'quantity is required' : 'quantity must be a whole number') })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`);

/** `billingModule.currency.id`: the currency to pay in, the default currency when left out. */
export const billingModule = z
  .strictObject({ currency: z.strictObject({ id: idOf('billingModule.currency.id').optional() }).optional() })
  .optional();

const AMOUNT_TEXT = 'amount must be a decimal text, such as "500" or "12.50"';

/**
 * The amount of one a visitor chooses where the price takes a free amount (docs/decisions/0031): a decimal text, never
 * a JSON number (a binary float may already have changed it); its bounds are the price's, checked by the cart.
 */
export const chosenAmount = z
  .string({ error: AMOUNT_TEXT })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,10})?$/, AMOUNT_TEXT);

/** POST /api/rbac/subjects/{id}/ecommerce-module/orders: add a product to the subject's cart. */
export const addToCartInput = z.strictObject({
  id: idOf('id'),
  data: dataOf(
    z.strictObject({
      productId: idOf('productId'),
      quantity: quantity.default(1),
      storeId: idOf('storeId').nullish(),
      billingModule,
      amount: chosenAmount.optional(),
    }),
  ),
});

/** PUT/PATCH /api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}: new quantities of the order's lines. */
export const updateSubjectOrderInput = z.strictObject({
  id: idOf('id'),
  orderId: idOf('orderId'),
  data: dataOf(
    z.strictObject({
      ordersToProducts: z
        .array(z.strictObject({ id: idOf('id'), quantity }), { error: 'ordersToProducts must be a list of { id, quantity }' })
        .min(1, 'ordersToProducts must name at least one line')
        .max(MAX_PAGE_SIZE, `ordersToProducts must name at most ${MAX_PAGE_SIZE} lines`),
    }),
  ),
});

/** DELETE /api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}. */
export const subjectOrderInput = z.strictObject({ id: idOf('id'), orderId: idOf('orderId') });

/** GET /api/rbac/subjects/{id}/ecommerce-module/orders: the subject's orders, newest first, a page at a time. */
export const subjectOrdersInput = z.strictObject({
  id: idOf('id'),
  type: z.enum(['cart', 'history'], { error: 'type must be cart or history' }).optional(),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: wholeNumber('offset', 0).default(0),
});

/** Routes of one subject's cart as a whole (its totals, its quantity). */
export const subjectInput = z.strictObject({ id: idOf('id') });

/** Routes of one order or one order line by its id. */
export const orderInput = z.strictObject({ id: idOf('id') });

/** GET /api/ecommerce/orders/{id}/checkout-attributes/{billingModuleCurrencyId}. */
export const checkoutAttributesInput = z.strictObject({
  id: idOf('id'),
  billingModuleCurrencyId: idOf('billingModuleCurrencyId'),
});

/** PATCH /api/ecommerce/orders/{id}/orders-to-products/{orderToProductId}: one line's quantity. */
export const updateOrderLineInput = z.strictObject({
  id: idOf('id'),
  orderToProductId: idOf('orderToProductId'),
  data: dataOf(z.strictObject({ quantity })),
});

/** POST /api/ecommerce/orders/{id}/check: may the order be paid now, in its currency or the one named. */
export const checkOrderInput = z.strictObject({
  id: idOf('id'),
  data: dataOf(z.strictObject({ billingModule })),
});

/** POST /api/ecommerce/orders/{id}/offline-payment: a payment received outside the site, what it was, when and how. */
export const offlinePaymentInput = z.strictObject({
  id: idOf('id'),
  data: dataOf(
    z.strictObject({
      amount: decimalValue('amount', { min: 0 }),
      paidAt: dateValue('paidAt'),
      note: z
        .string({ error: (issue) => (issue.input === undefined ? 'note is required' : 'note must be text') })
        .trim()
        .min(1, 'note is required')
        .max(1000, 'note must be at most 1000 characters'),
    }),
  ),
});

/** Days a cart order may lie untouched before clear-old-orders removes it, unless the call names others. */
export const DEFAULT_CART_LIFETIME_DAYS = 30;

/** POST /api/ecommerce/orders/clear-old-orders?olderThanDays=30. */
export const clearOldOrdersInput = z.strictObject({
  olderThanDays: wholeNumber('olderThanDays', 1, 36_500).optional(),
});
