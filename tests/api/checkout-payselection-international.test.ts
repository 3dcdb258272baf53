import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, registerCustomer } from '../helpers/customers';
import { captureLog, type CapturedLog } from '../helpers/log';
import { fakePayselection, payselectionNotification, type PayselectionFake } from '../helpers/payselection-fake';
import { startTestServer, TEST_SITE_URL, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

/**
 * A checkout at Payselection International through the real server, on PGlite and PostgreSQL, with both Payselection
 * sites configured: a euro order made with the international site's credentials, and paid only by a notification at
 * its own route signed with its own key (the domestic site's signature is refused there).
 */

const DOMESTIC = { siteId: '21044', secretKey: 'payselection-secret-key' };
const INTERNATIONAL = { siteId: '31055', secretKey: 'international-secret-key' };
const WEBHOOK_URL = `${TEST_SITE_URL}/api/billing/webhooks/payselection-international`;

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
  vi.stubEnv('PAYSELECTION_SITE_ID', DOMESTIC.siteId);
  vi.stubEnv('PAYSELECTION_SECRET_KEY', DOMESTIC.secretKey);
  vi.stubEnv('PAYSELECTION_INTERNATIONAL_SITE_ID', INTERNATIONAL.siteId);
  vi.stubEnv('PAYSELECTION_INTERNATIONAL_SECRET_KEY', INTERNATIONAL.secretKey);
  fake = fakePayselection(msw, [DOMESTIC, INTERNATIONAL]);
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

describe('payselection-international checkout', () => {
  it('is paid by its own site’s signed Payment event: the order approved; the other site’s signature changes nothing', async () => {
    const grace = await registerCustomer(server, 'checkout-international-grace@example.com');
    const ordersPath = `/api/rbac/subjects/${grace.id}/ecommerce-module/orders`;
    const added = await callApi<{ id: string }>(server, 'POST', ordersPath, {
      headers: grace.headers,
      data: { productId: shop.share.id, quantity: 4, billingModule: { currency: { id: shop.eur.id } } },
    });
    const orderId = added.body.data.id;
    const answer = await callApi<{ billingModule: { invoices: { id: string }[] } }>(
      server,
      'POST',
      `${ordersPath}/${orderId}/checkout`,
      { headers: grace.headers, data: { provider: 'payselection-international', email: grace.login } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invoice] = answer.body.data.billingModule.invoices;
    expect(fake.creates).toEqual([
      expect.objectContaining({
        siteId: INTERNATIONAL.siteId,
        body: expect.objectContaining({
          PaymentRequest: expect.objectContaining({
            Amount: '5.00',
            Currency: 'EUR',
            ExtraData: expect.objectContaining({ WebhookUrl: WEBHOOK_URL }),
          }),
        }),
      }),
    ]);
    const paid = { Event: 'Payment', TransactionId: 'PS-INT-7', OrderId: invoice!.id, Amount: '5.00', Currency: 'EUR' };
    const notify = async (site: typeof DOMESTIC) => {
      const { body, headers } = payselectionNotification(site, WEBHOOK_URL, paid);
      const response = await server.request('/api/billing/webhooks/payselection-international', {
        method: 'POST',
        secretKey: null,
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return { status: response.status, text: await response.text() };
    };
    const order = () =>
      server.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { type: true, status: true } });

    expect(await notify(DOMESTIC)).toEqual({ status: 400, text: '' });
    expect(await order()).toEqual({ type: 'history', status: 'paying' });
    expect(log.lines.join('')).toContain('a payment notification was refused');
    expect(await notify(INTERNATIONAL)).toEqual({ status: 200, text: 'Ok' });
    expect(await order()).toEqual({ type: 'history', status: 'approving' });
  });
});
