import type { Context } from '../../platform/context/context';
import { callerMayUse } from '../../platform/procedures/access';
import { ownRecordsProcedure, permissionProcedure, signedInProcedure } from '../../platform/procedures/init';
import type { HttpMethod, RestRoute } from '../../platform/procedures/meta';
import { notFound } from '../../errors';
import { subjectProfile } from '../rbac/subjects/subjects.service';
import * as cart from './cart.service';
import {
  addToCartInput,
  checkOrderInput,
  checkoutAttributesInput,
  clearOldOrdersInput,
  offlinePaymentInput,
  orderInput,
  subjectInput,
  subjectOrderInput,
  subjectOrdersInput,
  updateOrderLineInput,
  updateSubjectOrderInput,
} from './orders.schema';
import {
  checkoutAttributesAnswer,
  clearedOrders,
  currencyTotal,
  lineTotalAnswer,
  offlinePaymentAnswer,
  orderCheck,
  orderPaymentsAnswer,
  orderWithLines,
} from './orders.answers';
import * as orders from './orders.service';
import { subjectDonations } from './donations.service';
import { subjectDonations as subjectDonationsAnswer } from './donations.answers';
import { givenBySubject, orderPayments } from './order-money.service';
import { recordOfflinePayment } from './checkout/offline-payment.service';
import { paymentProviders } from '../billing';
import { z } from 'zod';
import { cartLifetimeDays } from './cart-settings';

const SUBJECT_ORDERS = '/api/rbac/subjects/{id}/ecommerce-module/orders';
const ORDERS = '/api/ecommerce/orders';

const route = (method: HttpMethod, path: string, summary: string, status?: 201): RestRoute => ({
  method,
  path,
  summary,
  ...(status ? { status } : {}),
});

const callerId = (ctx: Context) => (ctx.credentials.subject.state === 'valid' ? ctx.credentials.subject.subjectId : undefined);

/**
 * `{id}` of a subject route names a subject: the caller itself (its session proves it exists), or, for a permitted
 * role or the secret key acting for it, one that must exist (a 404, not a dangling order).
 */
async function existingSubject(ctx: Context, subjectId: string) {
  if (callerId(ctx) !== subjectId) await subjectProfile(ctx.db, subjectId);
}

/** The order of `{orderId}` must be the subject's own: another's is a 404, as is no order, so nothing leaks. */
async function subjectOrder(ctx: Context, subjectId: string, orderId: string) {
  if (!(await orders.isOrderOf(ctx.db, orderId, subjectId)))
    throw notFound(`EcommerceOrder with id ${orderId} not found`, 'orderId');
}

/**
 * Routes under /api/ecommerce/orders/{id} act on one order: the caller's own, unless a role permits the route (or the
 * secret key is presented). Another subject's order is a 404, as an unknown one.
 */
async function callerOrder(ctx: Context, orderId: string, served: RestRoute) {
  if (await callerMayUse(ctx, [served])) return;
  const subjectId = callerId(ctx);
  if (!subjectId || !(await orders.isOrderOf(ctx.db, orderId, subjectId)))
    throw notFound(`EcommerceOrder with id ${orderId} not found`);
}

const UPDATE_ORDER = "Set the quantities of lines of one of the subject's cart orders (ordersToProducts of { id, quantity })";

/** Routes of a subject's cart and orders: `{id}` is the subject (the subject itself, a permitted role or the secret key). */
export const subjectOrderProcedures = {
  addToCart: ownRecordsProcedure
    .meta({
      rest: route(
        'POST',
        SUBJECT_ORDERS,
        "Add a product to the subject's cart (quantity, productId, storeId, billingModule.currency.id)",
        201,
      ),
    })
    .input(addToCartInput)
    .output(orderWithLines)
    .mutation(async ({ ctx, input }) => {
      await existingSubject(ctx, input.id);
      const { productId, quantity, storeId, billingModule, amount } = input.data;
      return cart.addToCart(ctx.db, {
        subjectId: input.id,
        productId,
        quantity,
        storeId,
        currencyId: billingModule?.currency?.id,
        amount,
      });
    }),
  subjectOrders: ownRecordsProcedure
    .meta({ rest: route('GET', SUBJECT_ORDERS, "The subject's orders, cart and history, newest first, with lines and totals") })
    .input(subjectOrdersInput)
    .output(z.array(orderWithLines))
    .query(({ ctx, input }) => orders.subjectOrders(ctx.db, input.id, input)),
  subjectDonations: ownRecordsProcedure
    .meta({
      rest: route(
        'GET',
        '/api/rbac/subjects/{id}/ecommerce-module/donations',
        "The subject's donations, one per checkout and currency (date, projects, amount, status, receipt, where to pay), newest first, and what the paid ones come to per currency",
      ),
    })
    .input(subjectInput)
    .output(subjectDonationsAnswer)
    .query(({ ctx, input }) => subjectDonations(ctx.db, input.id)),
  subjectOrdersTotal: ownRecordsProcedure
    .meta({ rest: route('GET', `${SUBJECT_ORDERS}/total`, "What the subject's cart comes to now, per currency") })
    .input(subjectInput)
    .output(z.array(currencyTotal))
    .query(({ ctx, input }) => orders.subjectCartTotals(ctx.db, input.id)),
  subjectGiven: ownRecordsProcedure
    .meta({
      rest: route(
        'GET',
        `${SUBJECT_ORDERS}/given`,
        'What the subject has given, per currency: orders paid through a recorded payment, neither canceled nor refunded',
      ),
    })
    .input(subjectInput)
    .output(z.array(currencyTotal))
    .query(async ({ ctx, input }) => {
      await existingSubject(ctx, input.id);
      return givenBySubject(ctx.db, input.id);
    }),
  subjectOrdersQuantity: ownRecordsProcedure
    .meta({ rest: route('GET', `${SUBJECT_ORDERS}/quantity`, "How many items the subject's cart holds") })
    .input(subjectInput)
    .output(z.int())
    .query(({ ctx, input }) => orders.subjectCartQuantity(ctx.db, input.id)),
  updateSubjectOrder: ownRecordsProcedure
    .meta({
      rest: [
        route('PUT', `${SUBJECT_ORDERS}/{orderId}`, UPDATE_ORDER),
        route('PATCH', `${SUBJECT_ORDERS}/{orderId}`, UPDATE_ORDER),
      ],
    })
    .input(updateSubjectOrderInput)
    .output(orderWithLines)
    .mutation(async ({ ctx, input }) => {
      await subjectOrder(ctx, input.id, input.orderId);
      return cart.setLineQuantities(ctx.db, input.orderId, {
        lines: input.data.ordersToProducts,
        field: (index) => `data.ordersToProducts[${index}].id`,
        orderField: 'orderId',
      });
    }),
  deleteSubjectOrder: ownRecordsProcedure
    .meta({ rest: route('DELETE', `${SUBJECT_ORDERS}/{orderId}`, "Remove one of the subject's cart orders") })
    .input(subjectOrderInput)
    .output(orderWithLines)
    .mutation(async ({ ctx, input }) => {
      await subjectOrder(ctx, input.id, input.orderId);
      return cart.deleteCartOrder(ctx.db, input.orderId, 'orderId');
    }),
};

const ORDER_LINES = route('GET', `${ORDERS}/{id}/lines`, 'The order with its lines, what each costs now, and its totals');
const ORDER_TOTAL = route('GET', `${ORDERS}/{id}/total`, 'What the order comes to now, per currency');
const ORDER_QUANTITY = route('GET', `${ORDERS}/{id}/quantity`, 'How many items the order holds');
const CHECKOUT_ATTRIBUTES = route(
  'GET',
  `${ORDERS}/{id}/checkout-attributes/{billingModuleCurrencyId}`,
  'The price attribute each line of the order would be charged by in a currency, and the total',
);
const UPDATE_LINE = route('PATCH', `${ORDERS}/{id}/orders-to-products/{orderToProductId}`, "Set one line's quantity");
const CHECK = route('POST', `${ORDERS}/{id}/check`, 'Whether the order can be checked out now, and if not, why');
const PAYMENTS = route(
  'GET',
  `${ORDERS}/{id}/payments`,
  "The order's payment intents with their invoices, refund flags and the provider notifications received",
);
const LINE_TOTAL = route('GET', '/api/ecommerce/orders-to-products/{id}/total', 'What one order line comes to now');

/** Routes of one order: the caller's own (a permitted role or the secret key: any). */
export const orderProcedures = {
  lines: signedInProcedure
    .meta({ rest: ORDER_LINES })
    .input(orderInput)
    .output(orderWithLines)
    .query(async ({ ctx, input }) => {
      await callerOrder(ctx, input.id, ORDER_LINES);
      return orders.orderWithLinesById(ctx.db, input.id);
    }),
  total: signedInProcedure
    .meta({ rest: ORDER_TOTAL })
    .input(orderInput)
    .output(z.array(currencyTotal))
    .query(async ({ ctx, input }) => {
      await callerOrder(ctx, input.id, ORDER_TOTAL);
      return orders.orderTotals(ctx.db, input.id);
    }),
  quantity: signedInProcedure
    .meta({ rest: ORDER_QUANTITY })
    .input(orderInput)
    .output(z.int())
    .query(async ({ ctx, input }) => {
      await callerOrder(ctx, input.id, ORDER_QUANTITY);
      return orders.orderQuantity(ctx.db, input.id);
    }),
  checkoutAttributes: signedInProcedure
    .meta({ rest: CHECKOUT_ATTRIBUTES })
    .input(checkoutAttributesInput)
    .output(checkoutAttributesAnswer)
    .query(async ({ ctx, input }) => {
      await callerOrder(ctx, input.id, CHECKOUT_ATTRIBUTES);
      return orders.checkoutAttributes(ctx.db, input.id, input.billingModuleCurrencyId);
    }),
  updateOrderToProduct: signedInProcedure
    .meta({ rest: UPDATE_LINE })
    .input(updateOrderLineInput)
    .output(orderWithLines)
    .mutation(async ({ ctx, input }) => {
      await callerOrder(ctx, input.id, UPDATE_LINE);
      return cart.setLineQuantities(ctx.db, input.id, {
        lines: [{ id: input.orderToProductId, quantity: input.data.quantity }],
        field: () => 'orderToProductId',
        orderField: 'id',
      });
    }),
  check: signedInProcedure
    .meta({ rest: CHECK })
    .input(checkOrderInput)
    .output(orderCheck)
    .mutation(async ({ ctx, input }) => {
      await callerOrder(ctx, input.id, CHECK);
      return orders.checkOrder(ctx.db, input.id, input.data.billingModule?.currency?.id);
    }),
  /** For the administrator (the order form's payments panel): a permitting role or the secret key, never the payer. */
  payments: permissionProcedure
    .meta({ rest: PAYMENTS })
    .input(orderInput)
    .output(orderPaymentsAnswer)
    .query(({ ctx, input }) => orderPayments(ctx.db, input.id)),
  /** For the administrator (the payments panel's form), never the payer: money received outside the site. */
  offlinePayment: permissionProcedure
    .meta({
      rest: route(
        'POST',
        `${ORDERS}/{id}/offline-payment`,
        'Record a payment of the order received outside the site (amount due, paidAt, note): its orders (all of its checkout) are paid as by a provider, once',
        201,
      ),
    })
    .input(offlinePaymentInput)
    .output(offlinePaymentAnswer)
    .mutation(({ ctx, input }) =>
      recordOfflinePayment(ctx.db, paymentProviders(ctx), { orderId: input.id, ...input.data, siteUrl: ctx.siteUrl }),
    ),
  clearOldOrders: permissionProcedure
    .meta({
      rest: route(
        'POST',
        `${ORDERS}/clear-old-orders`,
        `Delete cart orders untouched for olderThanDays days (default ECOMMERCE_CART_LIFETIME_IN_DAYS, 30); history stays`,
      ),
    })
    .input(clearOldOrdersInput)
    .output(clearedOrders)
    .mutation(({ ctx, input }) => cart.clearOldOrders(ctx.db, input.olderThanDays ?? cartLifetimeDays())),
};

/** Routes of one order line: the caller's own order's (a permitted role or the secret key: any). */
export const orderLineProcedures = {
  total: signedInProcedure
    .meta({ rest: LINE_TOTAL })
    .input(orderInput)
    .output(lineTotalAnswer)
    .query(async ({ ctx, input }) => {
      await callerOrder(ctx, await orders.orderOfLine(ctx.db, input.id), LINE_TOTAL);
      return orders.lineTotal(ctx.db, input.id);
    }),
};
