import type { PaymentProviderName } from '../../../../shared/payment-providers';
import type { Context } from '../../../platform/context/context';
import { ownRecordsProcedure } from '../../../platform/procedures/init';
import type { RestRoute } from '../../../platform/procedures/meta';
import { checkoutExpiryMinutes, paymentProviders } from '../../billing';
import { checkout, type CheckoutRequest } from './checkout.service';
import { cartCheckoutInput, checkoutAnswer, orderCheckoutInput, productCheckoutInput } from './checkout.schema';

const SUBJECT_ORDERS = '/api/rbac/subjects/{id}/ecommerce-module/orders';

const checkoutRoute = (path: string, summary: string): RestRoute => ({ method: 'POST', path, summary });

/** A checkout as a request asks for it: the configured providers, the caller's language, the server's settings. */
function checkoutOf(
  ctx: Context,
  orders: Pick<CheckoutRequest, 'subjectId' | 'orderIds' | 'orderField' | 'newOrder'>,
  data: { provider?: PaymentProviderName; email: string },
) {
  const providers = paymentProviders(ctx);
  return checkout(ctx.db, providers, {
    ...orders,
    provider: providers.chosen(data.provider, 'data.provider'),
    email: data.email,
    language: ctx.language,
    siteUrl: ctx.siteUrl,
    expiryMinutes: checkoutExpiryMinutes(),
  });
}

/** The checkouts of a subject's orders: `{id}` is the subject (the subject itself, a permitted role or the secret key). */
export const checkoutProcedures = {
  checkout: ownRecordsProcedure
    .meta({
      rest: checkoutRoute(
        `${SUBJECT_ORDERS}/checkout`,
        "Pay the subject's cart orders (provider, email, ecommerceModule.orders of ids): one invoice per currency, with its paymentUrl",
      ),
    })
    .input(cartCheckoutInput)
    .output(checkoutAnswer)
    .mutation(({ ctx, input }) =>
      checkoutOf(
        ctx,
        {
          subjectId: input.id,
          orderIds: input.data.ecommerceModule.orders.map((order) => order.id),
          orderField: (index) => `data.ecommerceModule.orders[${index}].id`,
        },
        input.data,
      ),
    ),
  orderCheckout: ownRecordsProcedure
    .meta({
      rest: checkoutRoute(
        `${SUBJECT_ORDERS}/{orderId}/checkout`,
        "Pay one of the subject's orders (provider, email): its invoice, with its paymentUrl",
      ),
    })
    .input(orderCheckoutInput)
    .output(checkoutAnswer)
    .mutation(({ ctx, input }) =>
      checkoutOf(ctx, { subjectId: input.id, orderIds: [input.orderId], orderField: () => 'orderId' }, input.data),
    ),
};

/** A product paid for in one step: a new order of it (not in the cart), checked out at once. */
export const productCheckoutProcedures = {
  checkout: ownRecordsProcedure
    .meta({
      rest: checkoutRoute(
        '/api/rbac/subjects/{id}/ecommerce-module/products/{productId}/checkout',
        'Pay for a product in one step (provider, email, quantity, comment, storeId, billingModule.currency.id): its invoice, with its paymentUrl',
      ),
    })
    .input(productCheckoutInput)
    .output(checkoutAnswer)
    .mutation(({ ctx, input }) => {
      const { quantity, comment, storeId, billingModule, amount } = input.data;
      const newOrder = {
        productId: input.productId,
        quantity,
        comment,
        storeId,
        currencyId: billingModule?.currency?.id,
        amount,
      };
      return checkoutOf(ctx, { subjectId: input.id, orderIds: [], orderField: () => 'productId', newOrder }, input.data);
    }),
};
