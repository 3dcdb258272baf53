import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../../../../shared/payment-providers';
import { MAX_PAGE_SIZE } from '../../../../shared/registry/list-input';
import { invoiceAnswer } from '../../billing';
import { idOf } from '../../../../shared/registry/zod-fields';
import { billingModule, chosenAmount, dataOf, quantity } from '../orders.schema';

/*
 * Inputs of the three checkouts, with the commerce spec's validation (section 5): a provider among the eight
 * (`Invalid provider`), a valid email, orders as a list of ids; for one product, a positive whole quantity (1 unless
 * said), an optional comment, store and currency.
 */

/** Left out, the server's default provider (the first real one configured, else the test provider: decision 0031). */
const provider = z
  .string({ error: 'Invalid provider' })
  .refine((value): value is PaymentProviderName => (PAYMENT_PROVIDERS as readonly string[]).includes(value), 'Invalid provider')
  .transform((value) => value as PaymentProviderName)
  .optional();

const email = z
  .string({ error: (issue) => (issue.input === undefined ? 'email is required' : 'email must be text') })
  .trim()
  .pipe(z.email('email must be a valid email address').max(320, 'email must be at most 320 characters'));

/** POST /api/rbac/subjects/{id}/ecommerce-module/orders/checkout: pay these cart orders. */
export const cartCheckoutInput = z.strictObject({
  id: idOf('id'),
  data: dataOf(
    z.strictObject({
      provider,
      email,
      ecommerceModule: z.strictObject(
        {
          orders: z
            .array(z.strictObject({ id: idOf('id') }), { error: 'ecommerceModule.orders must be a list of { id }' })
            .min(1, 'ecommerceModule.orders must name at least one order')
            .max(MAX_PAGE_SIZE, `ecommerceModule.orders must name at most ${MAX_PAGE_SIZE} orders`),
        },
        { error: 'ecommerceModule.orders is required' },
      ),
    }),
  ),
});

/** POST /api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}/checkout: pay one order. */
export const orderCheckoutInput = z.strictObject({
  id: idOf('id'),
  orderId: idOf('orderId'),
  data: dataOf(z.strictObject({ provider, email })),
});

/** POST /api/rbac/subjects/{id}/ecommerce-module/products/{productId}/checkout: pay for a product in one step. */
export const productCheckoutInput = z.strictObject({
  id: idOf('id'),
  productId: idOf('productId'),
  data: dataOf(
    z.strictObject({
      provider,
      email,
      quantity: quantity.default(1),
      comment: z.string({ error: 'comment must be text' }).max(2000, 'comment must be at most 2000 characters').nullish(),
      storeId: idOf('storeId').nullish(),
      billingModule,
      amount: chosenAmount.optional(),
    }),
  ),
});

/** What every checkout answers: one invoice per currency, each with its payment url. */
export const checkoutAnswer = z.object({ billingModule: z.object({ invoices: z.array(invoiceAnswer) }) });
export type CheckoutAnswer = z.output<typeof checkoutAnswer>;
