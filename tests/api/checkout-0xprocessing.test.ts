import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPrice } from '../../src/server/modules/ecommerce/prices.service';
import { checkoutHarness } from '../helpers/checkout';
import { registerCustomer } from '../helpers/customers';
import { fakeOxProcessing, oxNotification, type OxProcessingFake } from '../helpers/oxprocessing-fake';
import { TEST_SITE_URL } from '../helpers/server';

/**
 * A checkout at 0xProcessing through the real server, on PGlite and PostgreSQL: a USD order (0xProcessing takes no
 * roubles), paid only by a signed notification whose payment GetPayment confirms, answered with an empty 200.
 */

const WEBHOOK_PASSWORD = 'webhook-password';
const API_KEY = 'api-key-for-tests';

const harness = checkoutHarness({
  env: {
    OXPROCESSING_MERCHANT_ID: '0xMR1234567',
    OXPROCESSING_API_KEY: API_KEY,
    OXPROCESSING_WEBHOOK_PASSWORD: WEBHOOK_PASSWORD,
  },
});
const { cartOf, checkoutOrder, orderState, postWebhook } = harness;
let usdId: string;
let fake: OxProcessingFake;
beforeAll(async () => {
  const usd = await harness.server.db.prisma.billingCurrency.create({
    data: { slug: 'usd', adminTitle: 'Dollar', symbol: '$', title: { en: 'Dollar' } },
  });
  usdId = usd.id;
  await setPrice(harness.server.db, { productId: harness.shop.general.id, billingModuleCurrencyId: usd.id, amount: '10.50' });
});
beforeEach(() => {
  fake = fakeOxProcessing(harness.msw, { apiKey: API_KEY });
});

/** The answer's status and body (its content type is not at issue here). */
async function notify(body: string) {
  const { status, text } = await postWebhook('0xprocessing', body, {});
  return { status, text };
}

describe('0xprocessing checkout', () => {
  it('is paid by a confirmed notification: the order approved once; a forged or unconfirmed one changes nothing', async () => {
    const erin = await registerCustomer(harness.server, 'checkout-0x-erin@example.com');
    const orderId = (await cartOf(erin, { productId: harness.shop.general.id, quantity: 2, currencyId: usdId }))[0]!;
    const answer = await checkoutOrder(erin, orderId, { provider: '0xprocessing', email: erin.login });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invoice] = answer.body.data.billingModule.invoices;
    expect(fake.creates).toEqual([
      expect.objectContaining({ AmountUSD: '21.00', BillingID: invoice!.id, Email: erin.login, ReturnUrl: 'true' }),
    ]);
    const [payment] = [...fake.payments.values()];
    expect(invoice!.paymentUrl).toBe(`https://app.0xprocessing.com/Payment/Pay/${payment!.PaymentID}`);
    expect(fake.creates[0]!.SuccessUrl).toBe(`${TEST_SITE_URL}/ru/billing/invoices/${invoice!.id}`);
    const events = () => harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } });

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
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'paying' });
    expect(harness.log.lines.join('')).toContain('a payment notification was refused');

    fake.settle(payment!.PaymentID, { Status: 'Success', AmountUSD: 21, Amount: 21 });
    expect(await notify(oxNotification(payment!, WEBHOOK_PASSWORD))).toEqual({ status: 200, text: '' });
    expect(await notify(oxNotification(payment!, WEBHOOK_PASSWORD))).toEqual({ status: 200, text: '' });
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'approving' });
    expect(await events()).toBe(2);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
