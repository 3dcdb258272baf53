import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutHarness } from '../helpers/checkout';
import { registerCustomer } from '../helpers/customers';
import { fakePayselection, payselectionNotification, type PayselectionFake } from '../helpers/payselection-fake';
import { TEST_SITE_URL } from '../helpers/server';

/**
 * A checkout at Payselection through the real server, on PGlite and PostgreSQL: a rouble order, its signed web
 * payment, then notifications signed over the configured webhook url, each answered 200 "Ok".
 */

const SITE = { siteId: '21044', secretKey: 'payselection-secret-key' };
const WEBHOOK_URL = `${TEST_SITE_URL}/api/billing/webhooks/payselection`;

const harness = checkoutHarness({ env: { PAYSELECTION_SITE_ID: SITE.siteId, PAYSELECTION_SECRET_KEY: SITE.secretKey } });
const { cartOf, checkoutOrder, orderState, postWebhook } = harness;
let fake: PayselectionFake;
beforeEach(() => {
  fake = fakePayselection(harness.msw, [SITE]);
});

/** The answer's status and body (its content type is not at issue here). */
async function notify({ body, headers }: { body: string; headers: Record<string, string> }) {
  const { status, text } = await postWebhook('payselection', body, headers);
  return { status, text };
}

describe('payselection checkout', () => {
  it('is paid by a signed Payment event: the order approved; a forged one changes nothing', async () => {
    const frank = await registerCustomer(harness.server, 'checkout-payselection-frank@example.com');
    const orderId = (await cartOf(frank, { productId: harness.shop.general.id, quantity: 2 }))[0]!;
    const answer = await checkoutOrder(frank, orderId, { provider: 'payselection', email: frank.login });
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
    expect(await harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } })).toBe(0);
    expect(harness.log.lines.join('')).toContain('a payment notification was refused');

    // A two-stage hold is not money yet.
    expect(await notify(payselectionNotification(SITE, WEBHOOK_URL, event('Block')))).toEqual({ status: 200, text: 'Ok' });
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'paying' });
    expect(await notify(payselectionNotification(SITE, WEBHOOK_URL, event('Payment')))).toEqual({ status: 200, text: 'Ok' });
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'approving' });
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
