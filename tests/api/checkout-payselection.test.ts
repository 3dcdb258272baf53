import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, registerCustomer } from '../helpers/customers';
import { captureLog, type CapturedLog } from '../helpers/log';
import { fakePayselection, payselectionNotification, type PayselectionFake } from '../helpers/payselection-fake';
import { startTestServer, TEST_SITE_URL, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * A checkout at Payselection through the real server, on PGlite and PostgreSQL: a rouble order, its signed web
 * payment, then notifications signed over the configured webhook url, each answered 200 "Ok".
 */

const SITE = { siteId: '21044', secretKey: 'payselection-secret-key' };
const WEBHOOK_URL = `${TEST_SITE_URL}/api/billing/webhooks/payselection`;

const msw = setupServer();
let server: TestServer;
let shop: Shop;
let fake: PayselectionFake;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer();
  shop = await createShop(server.db);
});
/** A refused notification is logged as a warning: kept out of the output. */
let log: CapturedLog;
beforeEach(() => {
  log = captureLog('warn');
  vi.stubEnv('PAYSELECTION_SITE_ID', SITE.siteId);
  vi.stubEnv('PAYSELECTION_SECRET_KEY', SITE.secretKey);
  fake = fakePayselection(msw, [SITE]);
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

async function notify({ body, headers }: { body: string; headers: Record<string, string> }) {
  const response = await server.request('/api/billing/webhooks/payselection', {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('payselection checkout', () => {
  it('is paid by a signed Payment event: the order approved; a forged one changes nothing', async () => {
    const frank = await registerCustomer(server, 'checkout-payselection-frank@example.com');
    const ordersPath = `/api/rbac/subjects/${frank.id}/ecommerce-module/orders`;
    const added = await callApi<{ id: string }>(server, 'POST', ordersPath, {
      headers: frank.headers,
      data: { productId: shop.general.id, quantity: 2 },
    });
    const orderId = added.body.data.id;
    const answer = await callApi<{ billingModule: { invoices: { id: string; paymentUrl: string }[] } }>(
      server,
      'POST',
      `${ordersPath}/${orderId}/checkout`,
      { headers: frank.headers, data: { provider: 'payselection', email: frank.login } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invoice] = answer.body.data.billingModule.invoices;
    expect(fake.creates).toEqual([
      expect.objectContaining({
        siteId: SITE.siteId,
        requestId: invoice!.id,
        body: expect.objectContaining({
          PaymentRequest: expect.objectContaining({
            OrderId: invoice!.id,
            Amount: '1000.00',
            Currency: 'RUB',
            ExtraData: expect.objectContaining({ WebhookUrl: WEBHOOK_URL }),
          }),
        }),
      }),
    ]);
    expect(invoice!.paymentUrl).toMatch(/^https:\/\/webform\.payselection\.com\/pay\//);
    const order = () =>
      server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { type: true, status: true } });
    const event = (name: string) => ({
      Event: name,
      TransactionId: 'PS00000000042',
      OrderId: invoice!.id,
      Amount: '1000.00',
      Currency: 'RUB',
      IsTest: 0,
    });

    const forged = payselectionNotification({ ...SITE, secretKey: 'not-the-key' }, WEBHOOK_URL, event('Payment'));
    expect(await notify(forged)).toEqual({ status: 400, text: '' });
    expect(await server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } })).toBe(0);
    expect(log.lines.join('')).toContain('a payment notification was refused');

    // A two-stage hold is not money yet.
    expect(await notify(payselectionNotification(SITE, WEBHOOK_URL, event('Block')))).toEqual({ status: 200, text: 'Ok' });
    expect(await order()).toEqual({ type: 'history', status: 'paying' });
    expect(await notify(payselectionNotification(SITE, WEBHOOK_URL, event('Payment')))).toEqual({ status: 200, text: 'Ok' });
    expect(await order()).toEqual({ type: 'history', status: 'approving' });
    expect(await server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
