import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrice } from '../../src/server/modules/ecommerce/prices.service';
import { callApi, registerCustomer } from '../helpers/customers';
import { captureLog, type CapturedLog } from '../helpers/log';
import { fakeOxProcessing, oxNotification, type OxProcessingFake } from '../helpers/oxprocessing-fake';
import { startTestServer, TEST_SITE_URL, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * A checkout at 0xProcessing through the real server, on PGlite and PostgreSQL: a USD order (0xProcessing takes no
 * roubles), paid only by a signed notification whose payment GetPayment confirms, answered with an empty 200.
 */

const WEBHOOK_PASSWORD = 'webhook-password';
const API_KEY = 'api-key-for-tests';

const msw = setupServer();
let server: TestServer;
let shop: Shop;
let usdId: string;
let fake: OxProcessingFake;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer();
  shop = await createShop(server.db);
  const usd = await server.db.prisma.billingCurrency.create({
    data: { slug: 'usd', adminTitle: 'Dollar', symbol: '$', title: { en: 'Dollar' } },
  });
  usdId = usd.id;
  await setPrice(server.db, { productId: shop.general.id, billingModuleCurrencyId: usd.id, amount: '10.50' });
});
/** Refused notifications are logged as warnings, an unconfirmed one as an error: kept out of the output. */
let log: CapturedLog;
beforeEach(() => {
  log = captureLog('warn');
  vi.stubEnv('OXPROCESSING_MERCHANT_ID', '0xMR1234567');
  vi.stubEnv('OXPROCESSING_API_KEY', API_KEY);
  vi.stubEnv('OXPROCESSING_WEBHOOK_PASSWORD', WEBHOOK_PASSWORD);
  fake = fakeOxProcessing(msw, { apiKey: API_KEY });
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

async function notify(body: string) {
  const response = await server.request('/api/billing/webhooks/0xprocessing', {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('0xprocessing checkout', () => {
  it('is paid by a confirmed notification: the order approved once; a forged or unconfirmed one changes nothing', async () => {
    const erin = await registerCustomer(server, 'checkout-0x-erin@example.com');
    const ordersPath = `/api/rbac/subjects/${erin.id}/ecommerce-module/orders`;
    const added = await callApi<{ id: string }>(server, 'POST', ordersPath, {
      headers: erin.headers,
      data: { productId: shop.general.id, quantity: 2, billingModule: { currency: { id: usdId } } },
    });
    const orderId = added.body.data.id;
    const answer = await callApi<{ billingModule: { invoices: { id: string; amount: string; paymentUrl: string }[] } }>(
      server,
      'POST',
      `${ordersPath}/${orderId}/checkout`,
      { headers: erin.headers, data: { provider: '0xprocessing', email: erin.login } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invoice] = answer.body.data.billingModule.invoices;
    expect(fake.creates).toEqual([
      expect.objectContaining({ AmountUSD: '21.00', BillingID: invoice!.id, Email: erin.login, ReturnUrl: 'true' }),
    ]);
    const [payment] = [...fake.payments.values()];
    expect(invoice!.paymentUrl).toBe(`https://app.0xprocessing.com/Payment/Pay/${payment!.PaymentID}`);
    expect(fake.creates[0]!.SuccessUrl).toBe(`${TEST_SITE_URL}/ru/billing/invoices/${invoice!.id}`);
    const order = () =>
      server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { type: true, status: true } });
    const events = () => server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } });

    // Forged: refused, nothing stored.
    expect(await notify(oxNotification({ ...payment!, Status: 'Success' }, 'not-the-password'))).toEqual({
      status: 400,
      text: '',
    });
    // Genuine, but claiming a Success GetPayment does not show: an error answer, so that it is delivered again.
    expect((await notify(oxNotification(payment!, WEBHOOK_PASSWORD, { Status: 'Success' }))).status).toBe(500);
    // Underpaid: it waits for the rest.
    fake.settle(payment!.PaymentID, { Status: 'Insufficient', AmountUSD: 20, Amount: 20 });
    expect(await notify(oxNotification(payment!, WEBHOOK_PASSWORD))).toEqual({ status: 200, text: '' });
    expect(await order()).toEqual({ type: 'history', status: 'paying' });
    expect(log.lines.join('')).toContain('a payment notification was refused');

    fake.settle(payment!.PaymentID, { Status: 'Success', AmountUSD: 21, Amount: 21 });
    expect(await notify(oxNotification(payment!, WEBHOOK_PASSWORD))).toEqual({ status: 200, text: '' });
    expect(await notify(oxNotification(payment!, WEBHOOK_PASSWORD))).toEqual({ status: 200, text: '' });
    expect(await order()).toEqual({ type: 'history', status: 'approving' });
    expect(await events()).toBe(2);
    expect(await server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
