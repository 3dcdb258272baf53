import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { md5 } from '../../src/server/modules/billing/payments/signatures';
import { callApi, registerCustomer } from '../helpers/customers';
import { captureLog, type CapturedLog } from '../helpers/log';
import { fakePayKeeper, payKeeperNotification, type PayKeeperFake } from '../helpers/paykeeper-fake';
import { startTestServer, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * Checkout at PayKeeper through the real server, on PGlite and PostgreSQL: the invoice made at msw's stand-in for the
 * merchant's PayKeeper server, then its signed payment notification answered `OK md5(id + secret word)` as text,
 * approving the order once; a forged one answered with a 400 and changing nothing.
 */

const SERVER = 'https://shop.server.paykeeper.ru';
const SECRET_WORD = 'paykeeper-secret-word';

const msw = setupServer();
let server: TestServer;
let shop: Shop;
let paykeeper: PayKeeperFake;
beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer();
  shop = await createShop(server.db);
});
/** Refused notifications are logged as warnings: read by the test that causes them. */
let log: CapturedLog;
beforeEach(() => {
  log = captureLog('warn');
  vi.stubEnv('PAYKEEPER_SERVER_URL', SERVER);
  vi.stubEnv('PAYKEEPER_LOGIN', 'shop');
  vi.stubEnv('PAYKEEPER_PASSWORD', 'shop-password');
  vi.stubEnv('PAYKEEPER_SECRET_WORD', SECRET_WORD);
  paykeeper = fakePayKeeper(msw, SERVER, 'shop', 'shop-password');
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

async function notify(body: string) {
  const response = await server.request('/api/billing/webhooks/paykeeper', {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('paykeeper', () => {
  it('makes the invoice, and its signed notification approves the order once; a forged one changes nothing', async () => {
    const customer = await registerCustomer(server, 'paykeeper-buyer@example.com');
    const ordersPath = `/api/rbac/subjects/${customer.id}/ecommerce-module/orders`;
    const added = await callApi<{ id: string }>(server, 'POST', ordersPath, {
      headers: customer.headers,
      data: { productId: shop.general.id, quantity: 2 },
    });
    const orderId = added.body.data.id;
    const checkout = await callApi<{ billingModule: { invoices: Invoice[] } }>(server, 'POST', `${ordersPath}/checkout`, {
      headers: customer.headers,
      data: { provider: 'paykeeper', email: customer.login, ecommerceModule: { orders: [{ id: orderId }] } },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const [invoice] = checkout.body.data.billingModule.invoices;
    const [providerId] = [...paykeeper.invoices.keys()];
    expect(invoice).toMatchObject({ status: 'open', amount: '1000.00', paymentUrl: `${SERVER}/bill/${providerId}/` });
    expect(paykeeper.previews).toEqual([
      expect.objectContaining({ pay_amount: '1000.00', orderid: invoice!.id, client_email: customer.login }),
    ]);
    const orderState = () =>
      server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { type: true, status: true } });
    const events = () => server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } });

    const payment = { id: '987654', sum: '1000.00', clientid: 'Покупатель', orderid: invoice!.id };
    const forged = await notify(payKeeperNotification('not-the-secret-word', payment));
    expect(forged).toEqual({ status: 400, type: 'text/plain; charset=utf-8', text: 'The notification was refused' });
    expect(log.lines.filter((line) => line.includes('a payment notification was refused'))).toHaveLength(1);
    expect(await orderState()).toEqual({ type: 'history', status: 'paying' });
    expect(await events()).toBe(0);

    for (let delivery = 0; delivery < 2; delivery++)
      expect(await notify(payKeeperNotification(SECRET_WORD, payment))).toEqual({
        status: 200,
        type: 'text/plain; charset=utf-8',
        text: `OK ${md5(`987654${SECRET_WORD}`)}`,
      });
    expect(await orderState()).toEqual({ type: 'history', status: 'approving' });
    expect(await events()).toBe(1);
    expect(await server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
