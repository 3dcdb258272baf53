import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOUDPAYMENTS_API_URL } from '../../src/server/modules/billing/payments/providers/cloudpayments/cloudpayments-provider';
import { TIPTOPPAY_API_URL } from '../../src/server/modules/billing/payments/providers/tiptoppay/tiptoppay-provider';
import {
  cloudPaymentsForm,
  cloudPaymentsHmac,
  fakeCloudPayments,
  payFields,
  type CloudPaymentsFake,
} from '../helpers/cloudpayments-fake';
import { callApi, registerCustomer } from '../helpers/customers';
import { captureLog, type CapturedLog } from '../helpers/log';
import { startTestServer, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * Checkout at the two providers of the CloudPayments API (CloudPayments and TipTop Pay, one implementation) through
 * the real server, on PGlite and PostgreSQL: the order made at msw's stand-in for the API, then its signed Pay
 * notification at the address that names it, answered `{"code":0}`, approving the order once; a forged one answered
 * `{"code":13}` and changing nothing.
 */

const msw = setupServer();
let server: TestServer;
let shop: Shop;
beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer();
  shop = await createShop(server.db);
});
/** Refused notifications are logged as warnings: read by the test that causes them. */
let log: CapturedLog;
beforeEach(() => {
  log = captureLog('warn');
});
afterEach(() => {
  log.restore();
  vi.unstubAllEnvs();
  msw.resetHandlers();
});
afterAll(async () => {
  msw.close();
  await server.close();
});

type Invoice = { id: string; status: string; amount: string; paymentUrl: string | null };

describe.each([
  { provider: 'cloudpayments', variables: 'CLOUDPAYMENTS', apiUrl: CLOUDPAYMENTS_API_URL },
  { provider: 'tiptoppay', variables: 'TIPTOPPAY', apiUrl: TIPTOPPAY_API_URL },
])('$provider', ({ provider, variables, apiUrl }) => {
  const secret = `${provider}-api-secret`;
  let api: CloudPaymentsFake;
  beforeEach(() => {
    vi.stubEnv(`${variables}_PUBLIC_ID`, `pk_${provider}`);
    vi.stubEnv(`${variables}_API_SECRET`, secret);
    api = fakeCloudPayments(msw, apiUrl);
  });

  async function notify(kind: string, body: string, headers: Record<string, string>) {
    const response = await server.request(`/api/billing/webhooks/${provider}?notification=${kind}`, {
      method: 'POST',
      secretKey: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }

  it('makes the order, and its signed Pay notification approves the order once; a forged one changes nothing', async () => {
    const customer = await registerCustomer(server, `${provider}-buyer@example.com`);
    const ordersPath = `/api/rbac/subjects/${customer.id}/ecommerce-module/orders`;
    const added = await callApi<{ id: string }>(server, 'POST', ordersPath, {
      headers: customer.headers,
      data: { productId: shop.general.id, quantity: 3 },
    });
    const orderId = added.body.data.id;
    const checkout = await callApi<{ billingModule: { invoices: Invoice[] } }>(server, 'POST', `${ordersPath}/checkout`, {
      headers: customer.headers,
      data: { provider, email: customer.login, ecommerceModule: { orders: [{ id: orderId }] } },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const [invoice] = checkout.body.data.billingModule.invoices;
    const [order] = [...api.orders.values()];
    expect(invoice).toMatchObject({ status: 'open', amount: '1500.00', paymentUrl: order!.Url });
    expect(api.creates).toEqual([
      expect.objectContaining({ requestId: invoice!.id, text: expect.stringMatching(/^\{"Amount":1500\.00,"Currency":"RUB",/) }),
    ]);
    const orderState = () =>
      server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { type: true, status: true } });
    const events = () => server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } });

    const body = cloudPaymentsForm(payFields(invoice!.id, '1500.00'));
    const forged = await notify('pay', body, { 'content-hmac': cloudPaymentsHmac('not-the-secret', body) });
    expect(forged).toEqual({ status: 200, type: 'application/json; charset=utf-8', text: '{"code":13}' });
    expect(log.lines.filter((line) => line.includes('a payment notification was refused'))).toHaveLength(1);
    expect(await orderState()).toEqual({ type: 'history', status: 'paying' });
    expect(await events()).toBe(0);

    // A Check asks whether the payment may proceed: yes, and nothing is stored.
    const signature = cloudPaymentsHmac(secret, body);
    expect(await notify('check', body, { 'content-hmac': signature })).toMatchObject({ status: 200, text: '{"code":0}' });
    expect(await events()).toBe(0);

    for (let delivery = 0; delivery < 2; delivery++)
      expect(await notify('pay', body, { 'content-hmac': signature, 'x-content-hmac': signature })).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        text: '{"code":0}',
      });
    expect(await orderState()).toEqual({ type: 'history', status: 'approving' });
    expect(await events()).toBe(1);
    expect(await server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
