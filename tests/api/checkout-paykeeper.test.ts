import { beforeEach, describe, expect, it } from 'vitest';
import { md5 } from '../../src/server/modules/billing/payments/signatures';
import { checkoutHarness } from '../helpers/checkout';
import { registerCustomer } from '../helpers/customers';
import { fakePayKeeper, payKeeperNotification, type PayKeeperFake } from '../helpers/paykeeper-fake';

/**
 * Checkout at PayKeeper through the real server, on PGlite and PostgreSQL: the invoice made at msw's stand-in for the
 * merchant's PayKeeper server, then its signed payment notification answered `OK md5(id + secret word)` as text,
 * approving the order once; a forged one answered with a 400 and changing nothing.
 */

const SERVER = 'https://shop.server.paykeeper.ru';
const SECRET_WORD = 'paykeeper-secret-word';

const harness = checkoutHarness({
  env: {
    PAYKEEPER_SERVER_URL: SERVER,
    PAYKEEPER_LOGIN: 'shop',
    PAYKEEPER_PASSWORD: 'shop-password',
    PAYKEEPER_SECRET_WORD: SECRET_WORD,
  },
});
const { cartOf, checkoutOne, orderState, postWebhook } = harness;
let paykeeper: PayKeeperFake;
beforeEach(() => {
  paykeeper = fakePayKeeper(harness.msw, SERVER, 'shop', 'shop-password');
});

const notify = (body: string) => postWebhook('paykeeper', body, { 'content-type': 'application/x-www-form-urlencoded' });

describe('paykeeper', () => {
  it('makes the invoice, and its signed notification approves the order once; a forged one changes nothing', async () => {
    const customer = await registerCustomer(harness.server, 'paykeeper-buyer@example.com');
    const orderId = (await cartOf(customer, { productId: harness.shop.general.id, quantity: 2 }))[0]!;
    const checkout = await checkoutOne(customer, orderId, 'paykeeper');
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const [invoice] = checkout.body.data.billingModule.invoices;
    const [providerId] = [...paykeeper.invoices.keys()];
    expect(invoice).toMatchObject({ status: 'open', amount: '1000.00', paymentUrl: `${SERVER}/bill/${providerId}/` });
    expect(paykeeper.previews).toEqual([
      expect.objectContaining({ pay_amount: '1000.00', orderid: invoice!.id, client_email: customer.login }),
    ]);
    const events = () => harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } });

    const payment = { id: '987654', sum: '1000.00', clientid: 'Покупатель', orderid: invoice!.id };
    const forged = await notify(payKeeperNotification('not-the-secret-word', payment));
    expect(forged).toEqual({ status: 400, type: 'text/plain; charset=utf-8', text: 'The notification was refused' });
    expect(harness.log.lines.filter((line) => line.includes('a payment notification was refused'))).toHaveLength(1);
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'paying' });
    expect(await events()).toBe(0);

    for (let delivery = 0; delivery < 2; delivery++)
      expect(await notify(payKeeperNotification(SECRET_WORD, payment))).toEqual({
        status: 200,
        type: 'text/plain; charset=utf-8',
        text: `OK ${md5(`987654${SECRET_WORD}`)}`,
      });
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'approving' });
    expect(await events()).toBe(1);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
