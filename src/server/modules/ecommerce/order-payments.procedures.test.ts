import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/trpc/client';
import { callApi, CUSTOMER_PASSWORD, registerCustomer, type Customer } from '../../../../tests/helpers/customers';
import { createShop, type Shop } from '../../../../tests/helpers/shop';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../../../../tests/helpers/server';
import { createAdministrator } from '../rbac/subjects/administrator.service';

/**
 * GET /api/ecommerce/orders/{id}/payments, as the order form's payments panel reads it: the order's payment intents,
 * newest first, each with its invoices (newest first), their refund flags and the provider notifications received.
 * For administrators only: the payer of the order itself is refused.
 */

const AUTH = '/api/rbac/subjects/authentication';

let server: TestServer;
let shop: Shop;
let payer: Customer;
let admin: Record<string, string>;

interface Event {
  kind: string;
  outcome: string;
  note: string | null;
  amount: string | null;
}
interface Invoice {
  id: string;
  provider: string;
  status: string;
  amount: string;
  email: string | null;
  paymentUrl: string | null;
  providerId: string | null;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
  refundDue: boolean;
  events: { received: number; latest: Event[] };
}
interface Intent {
  id: string;
  status: string;
  amount: string;
  description: string | null;
  createdAt: string;
  billingModuleCurrency: { id: string; slug: string; symbol: string | null; decimals: number } | null;
  invoices: Invoice[];
}
interface Payments {
  orderId: string;
  paymentIntents: Intent[];
}

const paymentsPath = (orderId: string) => `/api/ecommerce/orders/${orderId}/payments`;

/** A moment `minutes` after a fixed start: what orders the records made here. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));

/** An order of the payer with one line. */
async function payersOrder() {
  const order = await server.db.prisma.ecommerceOrder.create({ data: { type: 'history', status: 'paying' } });
  await server.db.prisma.rbacSubjectsToEcommerceModuleOrders.create({
    data: { subjectId: payer.id, ecommerceModuleOrderId: order.id },
  });
  await server.db.prisma.ecommerceOrdersToProducts.create({ data: { orderId: order.id, productId: shop.share.id, quantity: 3 } });
  return order.id;
}

/** A payment intent of these orders in a currency (none: an administrator's intent without one), as checkout makes it. */
async function intentOf(
  orderIds: string[],
  data: { status: string; amount: string; description?: string; createdAt: Date },
  currencyId: string | null,
) {
  const intent = await server.db.prisma.billingPaymentIntent.create({
    data: {
      ...data,
      slug: `intent-${data.createdAt.getTime()}`,
      adminTitle: `Orders ${orderIds.join(', ')}`,
      ...(currencyId ? { paymentIntentsToCurrencies: { create: { currencyId } } } : {}),
    },
  });
  for (const orderId of orderIds)
    await server.db.prisma.ecommerceOrdersToBillingModulePaymentIntents.create({
      data: { orderId, billingModulePaymentIntentId: intent.id },
    });
  return intent.id;
}

/** An invoice of an intent, with the notifications received for it (oldest first). */
async function invoiceOf(
  paymentIntentId: string,
  data: {
    provider: string;
    status: string;
    amount: string;
    createdAt: Date;
    email?: string;
    paymentUrl?: string;
    providerId?: string;
    paidAt?: Date;
    expiresAt?: Date;
    refundDue?: boolean;
  },
  events: { kind: string; outcome: string; note?: string; amount?: string }[] = [],
) {
  const invoice = await server.db.prisma.billingInvoice.create({
    data: {
      ...data,
      slug: `invoice-${data.provider}-${data.createdAt.getTime()}`,
      adminTitle: `${data.provider} ${data.amount}`,
      paymentIntentsToInvoices: { create: { paymentIntentId } },
    },
  });
  for (const [index, event] of events.entries())
    await server.db.prisma.billingPaymentEvent.create({
      data: {
        ...event,
        provider: data.provider,
        eventId: `${invoice.id}-${index}`,
        invoiceId: invoice.id,
        createdAt: new Date(data.createdAt.getTime() + (index + 1) * 1000),
      },
    });
  return invoice.id;
}

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  payer = await registerCustomer(server, 'payer@example.com');
  await createAdministrator(server.db, { email: 'admin@example.com', password: CUSTOMER_PASSWORD });
  const signedIn = await callApi<{ jwt: string }>(server, 'POST', `${AUTH}/email-and-password/authentication`, {
    data: { login: 'admin@example.com', password: CUSTOMER_PASSWORD },
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
});
afterAll(() => server.close());

describe('GET /api/ecommerce/orders/{id}/payments', () => {
  let orderId: string;
  let expiredCheckout: string;
  let owedBack: string;
  let paid: string;

  beforeAll(async () => {
    orderId = await payersOrder();
    const other = await payersOrder();
    // A first checkout at Stripe, left to expire: its intent was canceled and the orders went back to the cart.
    const canceled = await intentOf(
      [orderId],
      { status: 'canceled', amount: '0.3', description: 'Share', createdAt: at(0) },
      shop.rub.id,
    );
    expiredCheckout = await invoiceOf(
      canceled,
      {
        provider: 'stripe',
        status: 'expired',
        amount: '0.3',
        createdAt: at(0),
        email: 'payer@example.com',
        providerId: 'cs_test_1',
        paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
        expiresAt: at(30),
      },
      [{ kind: 'expired', outcome: 'applied' }],
    );
    // A second checkout of this order and another: paid with CloudPayments, then paid again with the dummy provider
    // (a payer with two tabs): the second money is owed back.
    const intent = await intentOf(
      [orderId, other],
      { status: 'paid', amount: '0.6', description: 'Share, Share', createdAt: at(40) },
      shop.rub.id,
    );
    paid = await invoiceOf(
      intent,
      { provider: 'cloudpayments', status: 'paid', amount: '0.6', createdAt: at(40), paidAt: at(44), expiresAt: at(70) },
      [
        { kind: 'pending', outcome: 'ignored', note: 'a pending payment changes nothing until it is paid or failed' },
        { kind: 'paid', outcome: 'applied', amount: '0.60' },
      ],
    );
    owedBack = await invoiceOf(
      intent,
      {
        provider: 'dummy',
        status: 'paid',
        amount: '0.6',
        createdAt: at(42),
        paidAt: at(45),
        refundDue: true,
        email: 'payer@example.com',
      },
      [
        { kind: 'pending', outcome: 'ignored' },
        { kind: 'paid', outcome: 'refund-due', note: 'the orders were paid through another invoice', amount: '0.60' },
        { kind: 'paid', outcome: 'ignored', note: 'delivered again' },
        { kind: 'refunded', outcome: 'ignored', note: 'the invoice is paid: a refunded notification does not change it' },
      ],
    );
  });

  it('lists the intents newest first, each with its invoices, their amounts in the currency and their dates', async () => {
    const answer = await callApi<Payments>(server, 'GET', paymentsPath(orderId), { headers: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { paymentIntents } = answer.body.data;
    expect(answer.body.data.orderId).toBe(orderId);
    expect(paymentIntents.map((intent) => [intent.status, intent.amount, intent.description])).toEqual([
      ['paid', '0.60', 'Share, Share'],
      ['canceled', '0.30', 'Share'],
    ]);
    expect(paymentIntents[0]!.billingModuleCurrency).toMatchObject({ id: shop.rub.id, slug: 'rub', symbol: '₽', decimals: 2 });
    expect(paymentIntents[0]!.createdAt).toBe(at(40).toISOString());
    expect(paymentIntents[0]!.invoices.map((invoice) => [invoice.id, invoice.provider, invoice.status, invoice.amount])).toEqual([
      [owedBack, 'dummy', 'paid', '0.60'],
      [paid, 'cloudpayments', 'paid', '0.60'],
    ]);
    expect(paymentIntents[1]!.invoices).toEqual([
      {
        id: expiredCheckout,
        provider: 'stripe',
        status: 'expired',
        amount: '0.30',
        email: 'payer@example.com',
        paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
        providerId: 'cs_test_1',
        createdAt: at(0).toISOString(),
        paidAt: null,
        expiresAt: at(30).toISOString(),
        refundDue: false,
        note: null,
        events: {
          received: 1,
          latest: [
            {
              id: expect.any(String),
              provider: 'stripe',
              kind: 'expired',
              outcome: 'applied',
              note: null,
              amount: null,
              currency: null,
              createdAt: new Date(at(0).getTime() + 1000).toISOString(),
            },
          ],
        },
      },
    ]);
  });

  it('flags the invoice owed back, and counts every notification it received with the latest three, newest first', async () => {
    const { paymentIntents } = (await callApi<Payments>(server, 'GET', paymentsPath(orderId), { headers: admin })).body.data;
    const [second, first] = paymentIntents[0]!.invoices;
    expect([second!.refundDue, first!.refundDue, paymentIntents[1]!.invoices[0]!.refundDue]).toEqual([true, false, false]);
    expect(second!.events.received).toBe(4);
    expect(second!.events.latest.map((event) => `${event.kind} → ${event.outcome}`)).toEqual([
      'refunded → ignored',
      'paid → ignored',
      'paid → refund-due',
    ]);
    expect(second!.events.latest[2]).toMatchObject({ note: 'the orders were paid through another invoice', amount: '0.60' });
    expect(first!.events.received).toBe(2);
    expect(first!.paidAt).toBe(at(44).toISOString());
  });

  it('answers an order never checked out with no intents, and no order with a 404', async () => {
    const cart = await server.db.prisma.ecommerceOrder.create({ data: {} });
    const empty = await callApi<Payments>(server, 'GET', paymentsPath(cart.id), { headers: admin });
    // Nothing to pay in it: no payment is due, and its status drew nothing.
    expect([empty.status, empty.body.data]).toEqual([
      200,
      { orderId: cart.id, status: 'new', payment: 'unpaid', due: null, paymentIntents: [], messages: [] },
    ]);
    expect((await callApi(server, 'GET', paymentsPath('no-such-order'), { headers: admin })).status).toBe(404);
  });

  it('shows an intent an administrator made without a currency, its amounts as stored', async () => {
    const order = await server.db.prisma.ecommerceOrder.create({ data: {} });
    const intent = await intentOf([order.id], { status: 'open', amount: '12.500', createdAt: at(50) }, null);
    await invoiceOf(intent, { provider: 'paykeeper', status: 'open', amount: '12.5', createdAt: at(50) });
    const { paymentIntents } = (await callApi<Payments>(server, 'GET', paymentsPath(order.id), { headers: admin })).body.data;
    expect(paymentIntents).toMatchObject([
      {
        id: intent,
        status: 'open',
        amount: '12.5',
        billingModuleCurrency: null,
        description: null,
        invoices: [{ provider: 'paykeeper', amount: '12.5', refundDue: false, events: { received: 0, latest: [] } }],
      },
    ]);
  });

  it('is served over tRPC as ecommerce.orders.payments', async () => {
    const client = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
    const answer = await client.ecommerce.orders.payments.query({ id: orderId });
    expect(answer.paymentIntents.map((intent) => intent.invoices.map((invoice) => invoice.refundDue))).toEqual([
      [true, false],
      [false],
    ]);
    expect(answer.paymentIntents[0]!.createdAt).toEqual(at(40));
  });

  it('is for administrators: the payer of the order is refused (403), as is an anonymous caller (401)', async () => {
    const own = await callApi(server, 'GET', paymentsPath(orderId), { headers: payer.headers });
    expect(own.status).toBe(403);
    expect(JSON.stringify(own.body)).not.toContain('cs_test_1');
    // The payer may read the order's lines: not what was paid, flagged or refused for it.
    expect((await callApi(server, 'GET', `/api/ecommerce/orders/${orderId}/lines`, { headers: payer.headers })).status).toBe(200);
    expect((await callApi(server, 'GET', paymentsPath(orderId))).status).toBe(401);
  });
});
