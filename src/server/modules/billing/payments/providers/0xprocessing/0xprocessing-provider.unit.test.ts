import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { fakeOxProcessing, oxNotification, type OxProcessingFake } from '../../../../../../../tests/helpers/oxprocessing-fake';
import { paymentRequestFor, providersFrom, webhookUrlOf } from '../../../../../../../tests/helpers/provider-tests';
import type { PaymentProvider, PaymentRequest } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { DEFAULT_USD_COIN, OXPROCESSING_API, oxProcessingProvider, type OxProcessingSettings } from './0xprocessing-provider';

/**
 * 0xProcessing against msw's stand-in for its API: the create form as its docs list it, and notifications that pay
 * only what GetPayment confirms (their signature does not cover Status, Amount nor BillingID).
 */

const SETTINGS: OxProcessingSettings = {
  merchantId: '0xMR1234567',
  apiKey: 'api-key-for-tests',
  webhookPassword: 'webhook-password',
  test: false,
  usdCoin: DEFAULT_USD_COIN,
};
const WEBHOOK_URL = webhookUrlOf('0xprocessing');

const msw = mockedApis('error');
let fake: OxProcessingFake;
let provider: PaymentProvider;
beforeEach(() => {
  fake = fakeOxProcessing(msw, { apiKey: SETTINGS.apiKey });
  provider = oxProcessingProvider(SETTINGS);
});

const paymentRequest = (changes: Partial<PaymentRequest> = {}) =>
  paymentRequestFor(
    '0xprocessing',
    { invoiceId: 'invoice-1', amount: '10.50', currency: 'USD', description: 'General', language: 'en' },
    changes,
  );

/** A payment made for an invoice, as 0xProcessing holds it. */
async function madePayment(changes: Partial<PaymentRequest> = {}) {
  const { providerId } = await provider.createPayment(paymentRequest(changes));
  return fake.payments.get(providerId)!;
}

const notified = (body: string) => provider.parseNotification({ body: Buffer.from(body), headers: {}, webhookUrl: WEBHOOK_URL });

describe('createPayment', () => {
  it('posts the form its docs list: a USD invoice as AmountUSD paid in the configured coin, the invoice as BillingID', async () => {
    const created = await provider.createPayment(paymentRequest());
    expect(fake.creates).toEqual([
      {
        MerchantId: SETTINGS.merchantId,
        ClientId: 'invoice-1',
        Email: 'payer@example.com',
        Currency: 'USDT (TRC20)',
        AmountUSD: '10.50',
        BillingID: 'invoice-1',
        ReturnUrl: 'true',
        SuccessUrl: 'https://shop.example/en/billing/invoices/invoice-1',
        CancelUrl: 'https://shop.example/en/billing/invoices/invoice-1',
        Test: 'false',
      },
    ]);
    expect(created).toEqual({ providerId: '9001', paymentUrl: `${OXPROCESSING_API}/Payment/Pay/9001` });
  });

  it('asks for a crypto invoice in its own coin, its amount exactly as the invoice has it', async () => {
    await provider.createPayment(paymentRequest({ currency: 'BTC', amount: '0.00012345', decimals: 8 }));
    expect(fake.creates[0]).toMatchObject({ Currency: 'BTC', Amount: '0.00012345' });
    expect(fake.creates[0]).not.toHaveProperty('AmountUSD');
  });

  it('takes the test flag from OXPROCESSING_TEST', async () => {
    await oxProcessingProvider({ ...SETTINGS, test: true }).createPayment(paymentRequest());
    expect(fake.creates[0]).toMatchObject({ Test: 'true' });
  });

  it('reads the undocumented answer as { redirectUrl, id }, { RedirectUrl, Id } or { url } (then the invoice id)', async () => {
    fake.answer = (payment, url) => ({ RedirectUrl: url, Id: payment.PaymentID });
    expect(await provider.createPayment(paymentRequest())).toEqual({
      providerId: '9001',
      paymentUrl: `${OXPROCESSING_API}/Payment/Pay/9001`,
    });
    fake.answer = (_payment, url) => ({ url });
    expect(await provider.createPayment(paymentRequest())).toEqual({
      providerId: 'invoice-1',
      paymentUrl: `${OXPROCESSING_API}/Payment/Pay/9002`,
    });
  });

  it('refuses RUB and any other fiat currency without calling 0xProcessing', async () => {
    const rub = provider.createPayment(paymentRequest({ currency: 'RUB', amount: '1000.00' }));
    await expect(rub).rejects.toThrow(ProviderUnavailable);
    await expect(rub).rejects.toThrow('0xProcessing does not take RUB');
    await expect(provider.createPayment(paymentRequest({ currency: 'EUR' }))).rejects.toThrow('does not take EUR');
    // The coin USD invoices are paid in cannot price an invoice: its payments would read as dollars.
    const coin = oxProcessingProvider({ ...SETTINGS, usdCoin: 'BTC' }).createPayment(paymentRequest({ currency: 'BTC' }));
    await expect(coin).rejects.toThrow('OXPROCESSING_CURRENCY');
    expect(fake.creates).toEqual([]);
  });

  it('is unavailable when 0xProcessing is down, refuses, or answers no url', async () => {
    fake.down = true;
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow(ProviderUnavailable);
    fake.down = false;
    msw.use(http.post(`${OXPROCESSING_API}/Payment`, () => HttpResponse.json({ error: 'Merchant not found' }, { status: 400 })));
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow(
      '0xProcessing answered HTTP 400: {"error":"Merchant not found"}',
    );
    msw.use(http.post(`${OXPROCESSING_API}/Payment`, () => HttpResponse.json({ id: 1 })));
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow('0xProcessing made no payment url');
    msw.use(http.post(`${OXPROCESSING_API}/Payment`, () => HttpResponse.error()));
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow('0xProcessing could not be reached');
  });
});

describe('parseNotification', () => {
  it('reports a Success as GetPayment confirms it: paid, in USD for the configured coin, the invoice from BillingID', async () => {
    const payment = await madePayment();
    fake.settle(payment.PaymentID, { Status: 'Success' });
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword))).toEqual([
      {
        eventId: '9001:Success',
        kind: 'paid',
        invoiceId: 'invoice-1',
        providerPaymentId: '9001',
        amount: '10.5',
        currency: 'USD',
      },
    ]);
    expect(fake.lookups).toEqual(['9001']);
  });

  it('takes nothing the signature does not cover from the body: BillingID, Amount and Currency come from GetPayment', async () => {
    const payment = await madePayment({ currency: 'BTC', amount: '0.0000001', decimals: 8 });
    fake.settle(payment.PaymentID, { Status: 'Success' });
    const edited = oxNotification(payment, SETTINGS.webhookPassword, { BillingID: 'someone-else', Amount: 99 });
    expect(await notified(edited)).toEqual([
      expect.objectContaining({ invoiceId: 'invoice-1', amount: '0.0000001', currency: 'BTC' }),
    ]);
  });

  it('does not pay a Success that GetPayment does not confirm: an error, so 0xProcessing delivers it again', async () => {
    const payment = await madePayment();
    fake.settle(payment.PaymentID, { Status: 'Insufficient', AmountUSD: 4, Amount: 4 });
    const claimed = notified(oxNotification(payment, SETTINGS.webhookPassword, { Status: 'Success', AmountUSD: 10.5 }));
    await expect(claimed).rejects.toThrow('the notification says Success, GetPayment Insufficient');
    await expect(claimed).rejects.not.toThrow(RefusedNotification);
  });

  it('tells an Insufficient one as paid with the short amount, which the amount check refuses and flags', async () => {
    const payment = fake.settle((await madePayment()).PaymentID, { Status: 'Insufficient', AmountUSD: 4.2, Amount: 4.2 });
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword))).toEqual([
      expect.objectContaining({ eventId: '9001:Insufficient', kind: 'paid', amount: '4.2', currency: 'USD' }),
    ]);
    // A short payment confirmed later is a Success of its own carrying the short amount, which the amount check refuses.
    fake.settle(payment.PaymentID, { Status: 'Success', Insufficient: true });
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword))).toEqual([
      expect.objectContaining({ eventId: '9001:Success', kind: 'paid', amount: '4.2' }),
    ]);
  });

  it('fails a Canceled one, and leaves a status it does not know', async () => {
    const payment = fake.settle((await madePayment()).PaymentID, { Status: 'Canceled' });
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword))).toEqual([
      expect.objectContaining({ eventId: '9001:Canceled', kind: 'failed' }),
    ]);
    fake.settle(payment.PaymentID, { Status: 'Expired' });
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword))).toEqual([]);
  });

  it('refuses a bad or missing signature, another merchant, and what is not a notification, before any look-up', async () => {
    const payment = fake.settle((await madePayment()).PaymentID, { Status: 'Success' });
    const forged = [
      oxNotification(payment, 'not-the-password'),
      oxNotification(payment, SETTINGS.webhookPassword, { Signature: undefined }),
      // The signed fields changed after signing.
      oxNotification(payment, SETTINGS.webhookPassword, { PaymentId: 9002 }),
      oxNotification(payment, SETTINGS.webhookPassword, { Email: 'thief@example.com' }),
      oxNotification({ ...payment, MerchantID: '0xMRother' }, SETTINGS.webhookPassword),
      'not json',
      '{"PaymentId":9001}',
    ];
    for (const body of forged) await expect(notified(body), body).rejects.toThrow(RefusedNotification);
    expect(fake.lookups).toEqual([]);
  });

  it('checks the signature over an empty Email (a static wallet) and a PaymentId sent as text', async () => {
    const payment = fake.settle((await madePayment({ email: null })).PaymentID, { Status: 'Success' });
    const body = JSON.parse(oxNotification(payment, SETTINGS.webhookPassword)) as Record<string, unknown>;
    expect(await notified(JSON.stringify({ ...body, PaymentId: '9001' }))).toHaveLength(1);
  });

  it('never credits a test payment unless OXPROCESSING_TEST is on', async () => {
    const payment = fake.settle((await madePayment()).PaymentID, { Status: 'Success', Test: true });
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword))).toEqual([]);
    // Unsigned, Test may be cleared on the way: GetPayment still says it is a test payment.
    expect(await notified(oxNotification(payment, SETTINGS.webhookPassword, { Test: false }))).toEqual([]);
    expect(await provider.lookupPayment!('9001', 'invoice-1')).toMatchObject({ kind: 'pending' });
    const testing = oxProcessingProvider({ ...SETTINGS, test: true });
    expect(
      await testing.parseNotification({
        body: Buffer.from(oxNotification(payment, SETTINGS.webhookPassword)),
        headers: {},
        webhookUrl: WEBHOOK_URL,
      }),
    ).toEqual([expect.objectContaining({ kind: 'paid', invoiceId: 'invoice-1' })]);
  });

  it('throws an ordinary error when GetPayment cannot confirm: the webhook answers an error and is delivered again', async () => {
    const payment = fake.settle((await madePayment()).PaymentID, { Status: 'Success' });
    fake.down = true;
    const unconfirmed = notified(oxNotification(payment, SETTINGS.webhookPassword));
    await expect(unconfirmed).rejects.toThrow('0xProcessing answered HTTP 503');
    await expect(unconfirmed).rejects.not.toThrow(RefusedNotification);
    fake.down = false;
    const stranger = oxProcessingProvider({ ...SETTINGS, apiKey: 'wrong-key' });
    await expect(
      stranger.parseNotification({
        body: Buffer.from(oxNotification(payment, SETTINGS.webhookPassword)),
        headers: {},
        webhookUrl: WEBHOOK_URL,
      }),
    ).rejects.toThrow('0xProcessing answered HTTP 401');
  });
});

/** Replies of this provider do not depend on what was received. */
const NOTHING_RECEIVED = { body: Buffer.alloc(0), headers: {}, webhookUrl: '' };

describe('reply and lookupPayment', () => {
  it('answers an empty 200 when accepted, a 400 when refused', () => {
    expect(provider.reply(true, NOTHING_RECEIVED)).toEqual({ status: 200 });
    expect(provider.reply(false, NOTHING_RECEIVED)).toEqual({ status: 400 });
  });

  it('looks a payment up by its id: what a notification would say, pending while it is not paid', async () => {
    const payment = await madePayment();
    expect(await provider.lookupPayment!('9001', 'invoice-1')).toEqual({
      kind: 'pending',
      invoiceId: 'invoice-1',
      providerPaymentId: '9001',
      amount: '10.5',
      currency: 'USD',
    });
    fake.settle(payment.PaymentID, { Status: 'Success' });
    expect(await provider.lookupPayment!('9001', 'invoice-1')).toMatchObject({ kind: 'paid' });
    await expect(provider.lookupPayment!('404', 'invoice-1')).rejects.toThrow('0xProcessing answered HTTP 404');
  });
});

describe('configuration', () => {
  const environment = {
    OXPROCESSING_MERCHANT_ID: SETTINGS.merchantId,
    OXPROCESSING_API_KEY: SETTINGS.apiKey,
    OXPROCESSING_WEBHOOK_PASSWORD: SETTINGS.webhookPassword,
  };
  const configured = (changes: Record<string, string>) => providersFrom({ ...environment, ...changes });

  it('is offered only with its merchant id, API key and webhook password all set', () => {
    expect(configured({}).configured).toEqual(['0xprocessing']);
    expect(configured({ OXPROCESSING_WEBHOOK_PASSWORD: ' ' }).configured).toEqual([]);
  });

  it('reads OXPROCESSING_TEST as true or false, and OXPROCESSING_CURRENCY as the coin of USD invoices', async () => {
    await configured({ OXPROCESSING_TEST: 'true', OXPROCESSING_CURRENCY: 'USDT (ERC20)' })
      .get('0xprocessing')
      .createPayment(paymentRequest());
    expect(fake.creates[0]).toMatchObject({ Test: 'true', Currency: 'USDT (ERC20)' });
    expect(() => configured({ OXPROCESSING_TEST: 'yes' })).toThrow('OXPROCESSING_TEST must be true or false');
  });
});
