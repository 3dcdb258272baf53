import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cloudPaymentsForm,
  cloudPaymentsHmac,
  fakeCloudPayments,
  payFields,
  type CloudPaymentsFake,
} from '../../../../../../../tests/helpers/cloudpayments-fake';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { paymentRequestFor, providersFrom, webhookUrlOf } from '../../../../../../../tests/helpers/provider-tests';
import type { ReceivedNotification } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { CLOUDPAYMENTS_API_URL, cloudPaymentsProvider } from './cloudpayments-provider';

/**
 * CloudPayments against msw's stand-in for its API and with notifications signed as payment-providers.md says: the
 * exact order request, an outage or a refusal as ProviderUnavailable, and every notification verified on its exact
 * bytes before it is read, under either header and either body encoding.
 */

const SECRET = 'cp-api-secret';
const provider = cloudPaymentsProvider({ publicId: 'pk_test_public', apiSecret: SECRET });
const WEBHOOK = webhookUrlOf('cloudpayments');

const msw = mockedApis('error');
let api: CloudPaymentsFake;
beforeEach(() => {
  api = fakeCloudPayments(msw, CLOUDPAYMENTS_API_URL);
});

const request = paymentRequestFor('cloudpayments', {
  invoiceId: 'inv-0001',
  amount: '500.30',
  currency: 'RUB',
  description: 'Доля, General',
  language: 'ru',
});

describe('createPayment', () => {
  it('posts the order with Basic auth, the idempotency key as X-Request-ID and the amount as written', async () => {
    const made = await provider.createPayment(request);
    expect(api.creates).toHaveLength(1);
    const [create] = api.creates;
    expect(create).toMatchObject({
      authorization: `Basic ${Buffer.from('pk_test_public:cp-api-secret').toString('base64')}`,
      requestId: 'inv-0001',
      contentType: 'application/json',
    });
    // The decimal text itself, trailing zero included: never a float's rendering.
    expect(create!.text).toMatch(/^\{"Amount":500\.30,/);
    expect(JSON.parse(create!.text)).toEqual({
      Amount: 500.3,
      Currency: 'RUB',
      Description: 'Доля, General',
      Email: 'payer@example.com',
      InvoiceId: 'inv-0001',
      JsonData: { invoiceId: 'inv-0001' },
      SuccessRedirectUrl: request.returnUrl,
      FailRedirectUrl: request.returnUrl,
    });
    const order = [...api.orders.values()][0]!;
    expect(made).toEqual({ providerId: order.Id, paymentUrl: order.Url });
  });

  it('asks again with the same key and body, and gets the same order', async () => {
    const first = await provider.createPayment(request);
    const second = await provider.createPayment(request);
    expect(second).toEqual(first);
    expect(api.creates[1]).toEqual(api.creates[0]);
  });

  it('sends amounts beyond a float exactly, and no Email when the invoice has none', async () => {
    await provider.createPayment({ ...request, amount: '12345678901234567.89', email: null });
    expect(api.creates[0]!.text).toMatch(/^\{"Amount":12345678901234567\.89,/);
    expect(JSON.parse(api.creates[0]!.text)).not.toHaveProperty('Email');
  });

  it('is ProviderUnavailable when CloudPayments is down, out of reach, or refuses (with its Message)', async () => {
    api.mode = 'down';
    await expect(provider.createPayment(request)).rejects.toThrow(ProviderUnavailable);
    await expect(provider.createPayment(request)).rejects.toThrow('HTTP 503');
    api.mode = 'refusing';
    await expect(provider.createPayment(request)).rejects.toThrow('CloudPayments did not make the order: Amount is invalid');
    msw.use(http.post(`${CLOUDPAYMENTS_API_URL}/orders/create`, () => HttpResponse.error()));
    await expect(provider.createPayment(request)).rejects.toThrow('CloudPayments could not be reached');
    msw.use(http.post(`${CLOUDPAYMENTS_API_URL}/orders/create`, () => HttpResponse.json({ Success: true, Model: {} })));
    await expect(provider.createPayment(request)).rejects.toThrow('made an order without its Id and Url');
  });
});

const form = cloudPaymentsForm(payFields('inv-0001', '500.30'));

function received(body: string, headers: Record<string, string>, notification = 'pay'): ReceivedNotification {
  return { body: Buffer.from(body), headers, webhookUrl: `${WEBHOOK}?notification=${notification}` };
}

const paid = {
  eventId: 'pay:1234567',
  kind: 'paid',
  invoiceId: 'inv-0001',
  providerPaymentId: '1234567',
  amount: '500.30',
  currency: 'RUB',
};

describe('parseNotification', () => {
  it('reads a form signed by Content-HMAC or X-Content-HMAC over the bytes as sent', async () => {
    const type = { 'content-type': 'application/x-www-form-urlencoded' };
    const signature = cloudPaymentsHmac(SECRET, form);
    expect(await provider.parseNotification(received(form, { ...type, 'content-hmac': signature }))).toEqual([paid]);
    expect(await provider.parseNotification(received(form, { ...type, 'x-content-hmac': signature }))).toEqual([paid]);
  });

  it('takes X-Content-HMAC over the URL-decoded form, never Content-HMAC', async () => {
    // `@`, `{`, `"` and the space are encoded in the body; the decoded text is what some setups sign.
    const decoded = [...new URLSearchParams(form)].map(([name, value]) => `${name}=${value}`).join('&');
    expect(decoded).not.toBe(form);
    const signature = cloudPaymentsHmac(SECRET, decoded);
    expect(await provider.parseNotification(received(form, { 'x-content-hmac': signature }))).toEqual([paid]);
    await expect(provider.parseNotification(received(form, { 'content-hmac': signature }))).rejects.toThrow(RefusedNotification);
  });

  it('refuses a decoded signature when decoding would change the form (an encoded & or =)', async () => {
    const body = cloudPaymentsForm({ ...payFields('inv-0001', '500.30'), Name: 'A&Status=Completed' });
    const decoded = [...new URLSearchParams(body)].map(([name, value]) => `${name}=${value}`).join('&');
    await expect(
      provider.parseNotification(received(body, { 'x-content-hmac': cloudPaymentsHmac(SECRET, decoded) })),
    ).rejects.toThrow(RefusedNotification);
    // Signed as sent, the same body is read.
    expect(await provider.parseNotification(received(body, { 'content-hmac': cloudPaymentsHmac(SECRET, body) }))).toEqual([paid]);
  });

  it('reads a JSON body as the cabinet may send it', async () => {
    const body = '{"TransactionId":1234567,"Amount":500.30,"Currency":"RUB","Status":"Completed","InvoiceId":"inv-0001"}';
    const headers = { 'content-type': 'application/json', 'content-hmac': cloudPaymentsHmac(SECRET, body) };
    expect(await provider.parseNotification(received(body, headers))).toEqual([{ ...paid, amount: '500.3' }]);
    // Without a content type, a body that is a JSON object is read as one.
    expect(await provider.parseNotification(received(body, { 'x-content-hmac': headers['content-hmac'] }))).toEqual([
      { ...paid, amount: '500.3' },
    ]);
  });

  it('refuses a missing, wrong or stale signature, or a changed body, before reading anything', async () => {
    const good = cloudPaymentsHmac(SECRET, form);
    const refusals = [
      received(form, {}),
      received(form, { 'content-hmac': cloudPaymentsHmac('another-secret', form) }),
      received(form, { 'content-hmac': good.toLowerCase() }),
      received(form.replace('500.30', '5.00'), { 'content-hmac': good, 'x-content-hmac': good }),
      received('not a notification', { 'content-hmac': good }, 'nonsense'),
    ];
    for (const notification of refusals)
      await expect(provider.parseNotification(notification)).rejects.toThrow(/HMAC are missing or do not match/);
  });

  it('names each kind by its address: Pay, Confirm, Fail, Refund and Cancel events, each with its own id; Check none', async () => {
    const read = (fields: Record<string, string>, notification: string) => {
      const body = cloudPaymentsForm(fields);
      return provider.parseNotification(received(body, { 'content-hmac': cloudPaymentsHmac(SECRET, body) }, notification));
    };
    const pay = payFields('inv-0001', '500.30');
    expect(await read({ ...pay, Status: 'Authorized' }, 'pay')).toEqual([{ ...paid, kind: 'pending' }]);
    expect(await read(pay, 'confirm')).toEqual([{ ...paid, eventId: 'confirm:1234567' }]);
    expect(await read({ ...pay, Reason: 'InsufficientFunds', ReasonCode: '5051' }, 'Fail')).toEqual([
      { ...paid, eventId: 'fail:1234567', kind: 'failed' },
    ]);
    const refund = {
      TransactionId: '7654321',
      PaymentTransactionId: '1234567',
      Amount: '500.30',
      DateTime: '2026-11-06 10:00:00',
      OperationType: 'Refund',
      InvoiceId: 'inv-0001',
    };
    expect(await read(refund, 'refund')).toEqual([
      {
        eventId: 'refund:7654321',
        kind: 'refunded',
        invoiceId: 'inv-0001',
        providerPaymentId: '1234567',
        amount: '500.30',
        currency: null,
      },
    ]);
    const cancel = { TransactionId: '1234567', Amount: '500.30', DateTime: '2026-11-05 10:05:00', InvoiceId: 'inv-0001' };
    expect(await read(cancel, 'cancel')).toEqual([
      {
        eventId: 'cancel:1234567',
        kind: 'failed',
        invoiceId: 'inv-0001',
        providerPaymentId: '1234567',
        amount: '500.30',
        currency: null,
      },
    ]);
    expect(await read(pay, 'check')).toEqual([]);
  });

  it('fails (to be delivered again) on a genuine body at an address that names no notification, or one it cannot read', async () => {
    const headers = { 'content-hmac': cloudPaymentsHmac(SECRET, form) };
    await expect(provider.parseNotification({ body: Buffer.from(form), headers, webhookUrl: WEBHOOK })).rejects.toThrow(
      `set it in the cabinet as ${WEBHOOK}?notification=check|pay|fail|confirm|refund|cancel|recurrent`,
    );
    // Not a refusal: CloudPayments takes {"code":13} as final and would never deliver a real payment again.
    await expect(provider.parseNotification(received(form, headers, 'receipt'))).rejects.not.toThrow(RefusedNotification);
    await expect(provider.parseNotification(received(form, headers, 'receipt'))).rejects.toThrow(
      'does not name the notification',
    );
    const noAmount = cloudPaymentsForm({ TransactionId: '1', Amount: '1e3' });
    await expect(
      provider.parseNotification(received(noAmount, { 'content-hmac': cloudPaymentsHmac(SECRET, noAmount) })),
    ).rejects.toThrow('A signed CloudPayments pay notification could not be read');
  });
});

describe('subscriptions (decision 0043)', () => {
  const read = (fields: Record<string, string>, notification: string) => {
    const body = cloudPaymentsForm(fields);
    return provider.parseNotification(received(body, { 'content-hmac': cloudPaymentsHmac(SECRET, body) }, notification));
  };

  it('starts one with the first payment: recurrent data in JsonData and our invoice as AccountId', async () => {
    const terms = [
      [
        { interval: 'day', intervalCount: 10 },
        { interval: 'Day', period: 10 },
      ],
      [
        { interval: 'week', intervalCount: 2 },
        { interval: 'Week', period: 2 },
      ],
      [
        { interval: 'month', intervalCount: 1 },
        { interval: 'Month', period: 1 },
      ],
      [
        { interval: 'year', intervalCount: 1 },
        { interval: 'Month', period: 12 },
      ],
    ] as const;
    for (const [recurring] of terms) await provider.createPayment({ ...request, recurring });
    expect(api.creates.map((create) => JSON.parse(create.text) as unknown)).toEqual(
      terms.map(([, recurrent]) => ({
        Amount: 500.3,
        Currency: 'RUB',
        Description: 'Доля, General',
        Email: 'payer@example.com',
        InvoiceId: 'inv-0001',
        AccountId: 'inv-0001',
        JsonData: { invoiceId: 'inv-0001', CloudPayments: { recurrent } },
        SuccessRedirectUrl: request.returnUrl,
        FailRedirectUrl: request.returnUrl,
      })),
    );
    expect(api.creates[0]!.text).toMatch(/^\{"Amount":500\.30,/);
  });

  const firstPay = {
    ...payFields('inv-0001', '500.30'),
    AccountId: 'inv-0001',
    SubscriptionId: 'sc_8cf8a9338fb8ebf7202b08d09c938',
  };
  const renewal = { ...firstPay, TransactionId: '2234567', InvoiceId: '', DateTime: '2026-12-05 10:00:00', Data: '' };
  const renewed = {
    eventId: 'pay:2234567',
    kind: 'renewed',
    invoiceId: 'inv-0001',
    providerPaymentId: '2234567',
    amount: '500.30',
    currency: 'RUB',
    subscriptionProviderId: 'sc_8cf8a9338fb8ebf7202b08d09c938',
    periodEnd: null,
  };

  it('reads the first payment (our InvoiceId) as paid, naming the subscription it started', async () => {
    expect(await read(firstPay, 'pay')).toEqual([{ ...paid, subscriptionProviderId: 'sc_8cf8a9338fb8ebf7202b08d09c938' }]);
  });

  it('reads a later charge (SubscriptionId, no InvoiceId) as renewed, naming our first invoice by its AccountId', async () => {
    expect(await read(renewal, 'pay')).toEqual([renewed]);
    const withoutInvoice = Object.fromEntries(Object.entries(renewal).filter(([name]) => name !== 'InvoiceId'));
    expect(await read(withoutInvoice, 'pay')).toEqual([renewed]);
    // A hold is paid by its Confirm.
    expect(await read({ ...renewal, Status: 'Authorized' }, 'pay')).toEqual([]);
    expect(await read(renewal, 'confirm')).toEqual([{ ...renewed, eventId: 'confirm:2234567' }]);
  });

  it('reads a Fail of a later charge as renewal-failed, and of the first payment as failed', async () => {
    const reason = { Reason: 'InsufficientFunds', ReasonCode: '5051', Status: 'Declined' };
    expect(await read({ ...renewal, ...reason }, 'fail')).toEqual([
      { ...renewed, eventId: 'fail:2234567', kind: 'renewal-failed' },
    ]);
    expect(await read({ ...firstPay, ...reason }, 'fail')).toEqual([{ ...paid, eventId: 'fail:1234567', kind: 'failed' }]);
  });

  const recurrent = {
    Id: 'sc_8cf8a9338fb8ebf7202b08d09c938',
    AccountId: 'inv-0001',
    Description: 'Доля, General',
    Email: 'payer@example.com',
    Amount: '500.30',
    Currency: 'RUB',
    RequireConfirmation: '0',
    StartDate: '2026-12-05 10:00:00',
    Interval: 'Month',
    Period: '1',
    Status: 'Active',
    SuccessfulTransactionsNumber: '1',
    FailedTransactionsNumber: '0',
    NextTransactionDate: '2026-12-05 10:00:00',
  };

  it('reads a Recurrent notification: PastDue a failed renewal, Cancelled, Rejected and Expired the end, Active none', async () => {
    const ofSubscription = {
      invoiceId: 'inv-0001',
      providerPaymentId: null,
      amount: null,
      currency: null,
      subscriptionProviderId: 'sc_8cf8a9338fb8ebf7202b08d09c938',
    };
    expect(await read(recurrent, 'recurrent')).toEqual([]);
    expect(await read({ ...recurrent, Status: 'PastDue', FailedTransactionsNumber: '1' }, 'recurrent')).toEqual([
      { eventId: 'recurrent:sc_8cf8a9338fb8ebf7202b08d09c938:PastDue:1:1', kind: 'renewal-failed', ...ofSubscription },
    ]);
    for (const status of ['Cancelled', 'Rejected', 'Expired'])
      expect(await read({ ...recurrent, Status: status }, 'recurrent')).toEqual([
        { eventId: `recurrent:sc_8cf8a9338fb8ebf7202b08d09c938:${status}:1:0`, kind: 'subscription-ended', ...ofSubscription },
      ]);
    // Signed as every notification, and read only when it is.
    const body = cloudPaymentsForm({ ...recurrent, Status: 'Cancelled' });
    await expect(
      provider.parseNotification(received(body, { 'content-hmac': cloudPaymentsHmac('another', body) }, 'recurrent')),
    ).rejects.toThrow(RefusedNotification);
    await expect(read({ Status: 'Cancelled' }, 'recurrent')).rejects.toThrow(
      'A signed CloudPayments recurrent notification could not be read',
    );
  });

  function subscriptionApi(status: string, cancel: { Success: boolean; Message: string | null }) {
    const calls: { path: string; authorization: string | null; body: unknown }[] = [];
    msw.use(
      http.post(`${CLOUDPAYMENTS_API_URL}/subscriptions/:action`, async ({ params, request: sent }) => {
        const body: unknown = await sent.json();
        calls.push({ path: String(params.action), authorization: sent.headers.get('authorization'), body });
        if (params.action === 'cancel') return HttpResponse.json(cancel);
        return HttpResponse.json({
          Success: true,
          Message: null,
          Model: { ...recurrent, Status: status, StartDateIso: '2026-11-05T10:00:00' },
        });
      }),
    );
    return calls;
  }

  it('cancels with /subscriptions/cancel, taking a refusal of one already ended as done', async () => {
    const calls = subscriptionApi('Active', { Success: true, Message: null });
    await provider.subscriptions!.cancel('sc_8cf8a9338fb8ebf7202b08d09c938');
    expect(calls).toEqual([
      {
        path: 'cancel',
        authorization: `Basic ${Buffer.from('pk_test_public:cp-api-secret').toString('base64')}`,
        body: { Id: 'sc_8cf8a9338fb8ebf7202b08d09c938' },
      },
    ]);
    const ended = subscriptionApi('Cancelled', { Success: false, Message: 'Subscription is cancelled' });
    await provider.subscriptions!.cancel('sc_8cf8a9338fb8ebf7202b08d09c938');
    expect(ended.map((call) => call.path)).toEqual(['cancel', 'get']);
    subscriptionApi('Active', { Success: false, Message: 'Not now' });
    await expect(provider.subscriptions!.cancel('sc_8cf8a9338fb8ebf7202b08d09c938')).rejects.toThrow(
      new ProviderUnavailable('CloudPayments did not cancel the subscription: Not now'),
    );
  });

  it('looks up with /subscriptions/get whether it ended (renewals come only from notifications)', async () => {
    for (const [status, ended] of [
      ['Active', false],
      ['PastDue', false],
      ['Cancelled', true],
      ['Rejected', true],
      ['Expired', true],
    ] as const) {
      const calls = subscriptionApi(status, { Success: true, Message: null });
      expect(await provider.subscriptions!.lookup!('sc_8cf8a9338fb8ebf7202b08d09c938')).toEqual({ ended, renewals: [] });
      expect(calls).toEqual([expect.objectContaining({ path: 'get', body: { Id: 'sc_8cf8a9338fb8ebf7202b08d09c938' } })]);
    }
    msw.use(
      http.post(`${CLOUDPAYMENTS_API_URL}/subscriptions/get`, () =>
        HttpResponse.json({ Success: false, Message: 'Not found', Model: null }),
      ),
    );
    await expect(provider.subscriptions!.lookup!('sc_missing')).rejects.toThrow(
      new ProviderUnavailable('CloudPayments did not find the subscription: Not found'),
    );
  });
});

describe('reply', () => {
  it('is {"code":0} when accepted and {"code":13} when refused, both with a 200', () => {
    const notification = received(form, {});
    expect(provider.reply(true, notification)).toEqual({ status: 200, body: { code: 0 } });
    expect(provider.reply(false, notification)).toEqual({ status: 200, body: { code: 13 } });
  });
});

describe('configuration', () => {
  it('is offered only when both of its variables are set', () => {
    const configured = (environment: Record<string, string>) => providersFrom(environment).configured;
    expect(configured({ CLOUDPAYMENTS_PUBLIC_ID: 'pk', CLOUDPAYMENTS_API_SECRET: 'secret' })).toEqual(['cloudpayments']);
    expect(configured({ CLOUDPAYMENTS_PUBLIC_ID: 'pk', CLOUDPAYMENTS_API_SECRET: ' ' })).toEqual([]);
  });
});
