import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOUDPAYMENTS_API_URL } from '../../src/server/modules/billing/payments/providers/cloudpayments/cloudpayments-provider';
import { TIPTOPPAY_API_URL } from '../../src/server/modules/billing/payments/providers/tiptoppay/tiptoppay-provider';
import {
  cloudPaymentsForm,
  cloudPaymentsHmac,
  fakeCloudPayments,
  payFields,
  type CloudPaymentsFake,
} from '../helpers/cloudpayments-fake';
import { checkoutHarness } from '../helpers/checkout';
import { registerCustomer } from '../helpers/customers';

/**
 * Checkout at the two providers of the CloudPayments API (CloudPayments and TipTop Pay, one implementation) through
 * the real server, on PGlite and PostgreSQL: the order made at msw's stand-in for the API, then its signed Pay
 * notification at the address that names it, answered `{"code":0}`, approving the order once; a forged one answered
 * `{"code":13}` and changing nothing.
 */

const harness = checkoutHarness();
const { cartOf, checkoutOne, orderState, postWebhook } = harness;

describe.each([
  { provider: 'cloudpayments', variables: 'CLOUDPAYMENTS', apiUrl: CLOUDPAYMENTS_API_URL },
  { provider: 'tiptoppay', variables: 'TIPTOPPAY', apiUrl: TIPTOPPAY_API_URL },
])('$provider', ({ provider, variables, apiUrl }) => {
  const secret = `${provider}-api-secret`;
  let api: CloudPaymentsFake;
  beforeEach(() => {
    vi.stubEnv(`${variables}_PUBLIC_ID`, `pk_${provider}`);
    vi.stubEnv(`${variables}_API_SECRET`, secret);
    api = fakeCloudPayments(harness.msw, apiUrl);
  });

  const notify = (kind: string, body: string, headers: Record<string, string>) =>
    postWebhook(provider, body, { 'content-type': 'application/x-www-form-urlencoded', ...headers }, { notification: kind });

  it('makes the order, and its signed Pay notification approves the order once; a forged one changes nothing', async () => {
    const customer = await registerCustomer(harness.server, `${provider}-buyer@example.com`);
    const orderId = (await cartOf(customer, { productId: harness.shop.general.id, quantity: 3 }))[0]!;
    const checkout = await checkoutOne(customer, orderId, provider);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const [invoice] = checkout.body.data.billingModule.invoices;
    const [order] = [...api.orders.values()];
    expect(invoice).toMatchObject({ status: 'open', amount: '1500.00', paymentUrl: order!.Url });
    expect(api.creates).toEqual([
      expect.objectContaining({ requestId: invoice!.id, text: expect.stringMatching(/^\{"Amount":1500\.00,"Currency":"RUB",/) }),
    ]);
    const events = () => harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } });

    const body = cloudPaymentsForm(payFields(invoice!.id, '1500.00'));
    const forged = await notify('pay', body, { 'content-hmac': cloudPaymentsHmac('not-the-secret', body) });
    expect(forged).toEqual({ status: 200, type: 'application/json; charset=utf-8', text: '{"code":13}' });
    expect(harness.log.lines.filter((line) => line.includes('a payment notification was refused'))).toHaveLength(1);
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'paying' });
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
    expect(await orderState(orderId)).toEqual({ type: 'history', status: 'approving' });
    expect(await events()).toBe(1);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
  });
});
