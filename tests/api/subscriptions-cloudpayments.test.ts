import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOUDPAYMENTS_API_URL } from '../../src/server/modules/billing/payments/providers/cloudpayments/cloudpayments-provider';
import { checkoutHarness, type Invoice } from '../helpers/checkout';
import {
  cloudPaymentsForm,
  cloudPaymentsHmac,
  fakeCloudPayments,
  payFields,
  type CloudPaymentsFake,
} from '../helpers/cloudpayments-fake';
import { registerCustomer, type Customer } from '../helpers/customers';
import { createMonthlyGift, holdsRole, subscriptionsOf } from '../helpers/subscription-product';

/**
 * A monthly gift through CloudPayments (issue 29, docs/decisions/0042 and 0043) against msw's stand-in for its API and
 * its signed notifications, on PGlite and PostgreSQL: the order carries the recurrent terms, a charge of the
 * subscription told before the first payment waits for it, each charge is recorded once, a failed one shows until
 * the next, and the subscription's end at CloudPayments keeps the paid period (and the role) to its end.
 */

const SECRET = 'cloudpayments-subscriptions-secret';
const harness = checkoutHarness();
const { cartOf, checkoutOne, postWebhook } = harness;
const SUBSCRIPTION = 'sc_monthly_1';

let api: CloudPaymentsFake;
beforeEach(() => {
  vi.stubEnv('CLOUDPAYMENTS_PUBLIC_ID', 'pk_subscriptions');
  vi.stubEnv('CLOUDPAYMENTS_API_SECRET', SECRET);
  api = fakeCloudPayments(harness.msw, CLOUDPAYMENTS_API_URL);
});

function notify(kind: string, fields: Record<string, string>) {
  const body = cloudPaymentsForm(fields);
  return postWebhook(
    'cloudpayments',
    body,
    { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': cloudPaymentsHmac(SECRET, body) },
    { notification: kind },
  );
}

/** A later charge of the subscription: it names the subscription and our first invoice as its AccountId, not an InvoiceId. */
function charge(invoiceId: string, transactionId: string) {
  const fields: Record<string, string> = {
    ...payFields(invoiceId, '500.00', 'RUB', transactionId),
    SubscriptionId: SUBSCRIPTION,
    AccountId: invoiceId,
  };
  delete fields.InvoiceId;
  return fields;
}

let monthly: { id: string };
let roleId: string;
let erin: Customer;
let invoice: Invoice;
beforeAll(async () => {
  ({ product: monthly, roleId } = await createMonthlyGift(harness.server.db, { rubId: harness.shop.rub.id, slug: 'cp-monthly' }));
  erin = await registerCustomer(harness.server, 'cp-monthly-erin@example.com');
});

describe('a monthly gift through CloudPayments', () => {
  it('makes an order with recurrent terms carrying our invoice as its account', async () => {
    const [orderId] = await cartOf(erin, { productId: monthly.id });
    const answer = await checkoutOne(erin, orderId!, 'cloudpayments');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    invoice = answer.body.data.billingModule.invoices[0]!;
    const sent = JSON.parse(api.creates.at(-1)!.text) as Record<string, unknown>;
    expect(sent).toMatchObject({
      AccountId: invoice.id,
      JsonData: { CloudPayments: { recurrent: { interval: 'Month', period: 1 } } },
    });
  });

  it('keeps a charge told before the first payment, and applies it with the first', async () => {
    expect((await notify('pay', charge(invoice.id, '3001'))).text).toBe('{"code":0}');
    expect((await subscriptionsOf(harness.server, erin))[0]).toMatchObject({ status: 'pending', payments: 0 });
    const first = { ...payFields(invoice.id, '500.00', 'RUB', '3000'), SubscriptionId: SUBSCRIPTION, AccountId: invoice.id };
    expect((await notify('pay', first)).text).toBe('{"code":0}');
    expect((await subscriptionsOf(harness.server, erin))[0]).toMatchObject({ status: 'active', payments: 2, given: '1000.00' });
    expect(await holdsRole(harness.server.db, erin.id, roleId)).toBe(true);
  });

  it('records each charge once, and shows a failed one until the next payment', async () => {
    for (let delivery = 0; delivery < 2; delivery++)
      expect((await notify('pay', charge(invoice.id, '3002'))).text).toBe('{"code":0}');
    expect((await subscriptionsOf(harness.server, erin))[0]).toMatchObject({ payments: 3 });
    expect((await notify('fail', charge(invoice.id, '3003'))).text).toBe('{"code":0}');
    expect((await subscriptionsOf(harness.server, erin))[0]).toMatchObject({ status: 'past_due', payments: 3 });
    expect((await notify('pay', charge(invoice.id, '3004'))).text).toBe('{"code":0}');
    expect((await subscriptionsOf(harness.server, erin))[0]).toMatchObject({ status: 'active', payments: 4, failure: null });
  });

  it('ended at CloudPayments, keeps the period paid for, and the role with it', async () => {
    const ended = {
      Id: SUBSCRIPTION,
      AccountId: invoice.id,
      Status: 'Cancelled',
      SuccessfulTransactionsNumber: '4',
      FailedTransactionsNumber: '1',
    };
    expect((await notify('recurrent', ended)).text).toBe('{"code":0}');
    expect((await subscriptionsOf(harness.server, erin))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await holdsRole(harness.server.db, erin.id, roleId)).toBe(true);
  });
});
