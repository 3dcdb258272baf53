import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutHarness } from '../helpers/checkout';
import { registerCustomer } from '../helpers/customers';
import { fakePayselection, payselectionNotification, type PayselectionFake } from '../helpers/payselection-fake';
import { TEST_SITE_URL } from '../helpers/server';

/**
 * A checkout at Payselection International through the real server, on PGlite and PostgreSQL, with both Payselection
 * sites configured: a euro order made with the international site's credentials, and paid only by a notification at
 * its own route signed with its own key (the domestic site's signature is refused there).
 */

const DOMESTIC = { siteId: '21044', secretKey: 'payselection-secret-key' };
const INTERNATIONAL = { siteId: '31055', secretKey: 'international-secret-key' };
const WEBHOOK_URL = `${TEST_SITE_URL}/api/billing/webhooks/payselection-international`;

const harness = checkoutHarness({
  env: {
    PAYSELECTION_SITE_ID: DOMESTIC.siteId,
    PAYSELECTION_SECRET_KEY: DOMESTIC.secretKey,
    PAYSELECTION_INTERNATIONAL_SITE_ID: INTERNATIONAL.siteId,
    PAYSELECTION_INTERNATIONAL_SECRET_KEY: INTERNATIONAL.secretKey,
  },
});
const { cartOf, checkoutOrder, orderState, postWebhook } = harness;
let fake: PayselectionFake;
beforeEach(() => {
  fake = fakePayselection(harness.msw, [DOMESTIC, INTERNATIONAL]);
});

describe('payselection-international checkout', () => {
  it('is paid by its own site’s signed Payment event: the order approved; the other site’s signature changes nothing', async () => {
    const grace = await registerCustomer(harness.server, 'checkout-international-grace@example.com');
    const { share, eur } = harness.shop;
    const orderId = (await cartOf(grace, { productId: share.id, quantity: 4, currencyId: eur.id }))[0]!;
    const answer = await checkoutOrder(grace, orderId, { provider: 'payselection-international', email: grace.login });
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
      // The answer's status and body (its content type is not at issue here).
      const { status, text } = await postWebhook('payselection-international', body, headers);
      return { status, text };
    };

    expect(await notify(DOMESTIC)).toEqual({ status: 400, text: '' });
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'paying' });
    expect(harness.log.lines.join('')).toContain('a payment notification was refused');
    expect(await notify(INTERNATIONAL)).toEqual({ status: 200, text: 'Ok' });
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'approving' });
  });
});
