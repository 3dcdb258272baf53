import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { paymentRequestFor, webhookUrlOf } from '../../../../../../../tests/helpers/provider-tests';
import {
  fakePayselection,
  payselectionNotification,
  type PayselectionFake,
} from '../../../../../../../tests/helpers/payselection-fake';
import type { PaymentProvider, PaymentRequest } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { hmacSha256 } from '../../signatures';
import { PAYSELECTION_API, payselectionProvider } from './payselection-provider';

/**
 * Payselection against msw's stand-in for its API: the signed create request as its SDK makes it, both readings of
 * its answer, and notifications verified over the configured webhook url before they are read.
 */

const SITE = { siteId: '21044', secretKey: 'payselection-secret-key' };
const WEBHOOK_URL = webhookUrlOf('payselection');

const msw = mockedApis('error');
let fake: PayselectionFake;
let provider: PaymentProvider;
beforeEach(() => {
  fake = fakePayselection(msw, [SITE]);
  provider = payselectionProvider('payselection', SITE);
});

const paymentRequest = (changes: Partial<PaymentRequest> = {}) =>
  paymentRequestFor(
    'payselection',
    { invoiceId: 'invoice-1', amount: '123.00', currency: 'RUB', description: 'General, Share', language: 'ru' },
    changes,
  );

const notified = ({ body, headers }: { body: string; headers: Record<string, string | undefined> }) =>
  provider.parseNotification({ body: Buffer.from(body), headers, webhookUrl: WEBHOOK_URL });

const event = (changes: Record<string, unknown> = {}) => ({
  Event: 'Payment',
  TransactionId: 'PS00000000001',
  OrderId: 'invoice-1',
  Amount: '123.00',
  Currency: 'RUB',
  DateTime: '01.01.2030 12:00:00',
  IsTest: 0,
  ...changes,
});

describe('createPayment', () => {
  it('posts the signed request its SDK makes: the invoice as OrderId and X-REQUEST-ID, the amount as decimal text', async () => {
    const created = await provider.createPayment(paymentRequest());
    expect(fake.creates).toHaveLength(1);
    const [sent] = fake.creates;
    expect(sent!.body).toEqual({
      PaymentRequest: {
        OrderId: 'invoice-1',
        Amount: '123.00',
        Currency: 'RUB',
        Description: 'General, Share',
        ExtraData: {
          WebhookUrl: WEBHOOK_URL,
          SuccessUrl: 'https://shop.example/ru/billing/invoices/invoice-1',
          DeclineUrl: 'https://shop.example/ru/billing/invoices/invoice-1',
        },
      },
      CustomerInfo: { Email: 'payer@example.com' },
    });
    expect(sent!.raw).toContain('"Amount":"123.00"');
    expect(sent).toMatchObject({
      siteId: '21044',
      requestId: 'invoice-1',
      signature: hmacSha256(SITE.secretKey, `POST\n/webpayments/create\n21044\ninvoice-1\n${sent!.raw}`),
    });
    expect(created).toEqual({
      providerId: 'invoice-1',
      paymentUrl: expect.stringMatching(/^https:\/\/webform\.payselection\.com\/pay\//),
    });
  });

  it('sends the same request when retried, and no CustomerInfo without an email', async () => {
    await provider.createPayment(paymentRequest({ email: null }));
    await provider.createPayment(paymentRequest({ email: null }));
    const [first, second] = fake.creates;
    expect(second).toEqual(first);
    expect(first!.body).not.toHaveProperty('CustomerInfo');
  });

  it('reads a { Id, Url } answer too: the payment is then its id', async () => {
    fake.answer = 'paylink';
    const created = await provider.createPayment(paymentRequest());
    expect(created.paymentUrl).toBe(`https://webform.payselection.com/pay/${created.providerId}`);
    expect(created.providerId).not.toBe('invoice-1');
  });

  it('is unavailable when Payselection is down, refuses, or answers something else', async () => {
    fake.down = true;
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow(ProviderUnavailable);
    fake.down = false;
    const wrongKey = payselectionProvider('payselection', { ...SITE, secretKey: 'wrong' });
    await expect(wrongKey.createPayment(paymentRequest())).rejects.toThrow(
      'Payselection answered HTTP 401: {"Code":"InvalidSignature","Description":"Wrong signature"}',
    );
    msw.use(http.post(`${PAYSELECTION_API}/webpayments/create`, () => HttpResponse.json({ Code: 'Ok' })));
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow('Payselection answered something unexpected');
    msw.use(http.post(`${PAYSELECTION_API}/webpayments/create`, () => HttpResponse.error()));
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow('Payselection could not be reached');
  });
});

describe('parseNotification', () => {
  it.each([
    ['Payment', 'paid'],
    ['Fail', 'failed'],
    ['Block', 'pending'],
    ['Refund', 'refunded'],
    ['Cancel', 'failed'],
  ])('reads a signed %s event as %s', async (name, kind) => {
    expect(await notified(payselectionNotification(SITE, WEBHOOK_URL, event({ Event: name })))).toEqual([
      {
        eventId: `PS00000000001:${name}`,
        kind,
        invoiceId: 'invoice-1',
        providerPaymentId: 'PS00000000001',
        amount: '123.00',
        currency: 'RUB',
      },
    ]);
  });

  it('reads an amount sent as a number by its decimal text, and leaves events it does not act on', async () => {
    expect(await notified(payselectionNotification(SITE, WEBHOOK_URL, event({ Amount: 123.5, Currency: 'rub' })))).toEqual([
      expect.objectContaining({ amount: '123.5', currency: 'RUB' }),
    ]);
    expect(await notified(payselectionNotification(SITE, WEBHOOK_URL, event({ Event: 'Redirect3DS' })))).toEqual([]);
  });

  it('refuses a bad or missing signature, another site, another url, an edited body, or what is not a notification', async () => {
    const good = payselectionNotification(SITE, WEBHOOK_URL, event());
    const forged = [
      payselectionNotification({ ...SITE, secretKey: 'not-the-key' }, WEBHOOK_URL, event()),
      { body: good.body, headers: { 'x-site-id': SITE.siteId } },
      { body: good.body, headers: { ...good.headers, 'x-site-id': '99999' } },
      payselectionNotification({ ...SITE, siteId: '99999' }, WEBHOOK_URL, event()),
      // Signed for the address the request reached behind a proxy, not the configured one.
      payselectionNotification(SITE, 'http://127.0.0.1:4000/api/billing/webhooks/payselection', event()),
      { body: good.body.replace('123.00', '1.00'), headers: good.headers },
      payselectionNotification(SITE, WEBHOOK_URL, { Event: 'Payment' }),
    ];
    for (const notification of forged) await expect(notified(notification)).rejects.toThrow(RefusedNotification);
  });
});

/** Replies of this provider do not depend on what was received. */
const NOTHING_RECEIVED = { body: Buffer.alloc(0), headers: {}, webhookUrl: '' };

describe('reply', () => {
  it('answers 200 "Ok" when accepted, a 400 when refused, and has no status call', () => {
    expect(provider.reply(true, NOTHING_RECEIVED)).toEqual({ status: 200, body: 'Ok' });
    expect(provider.reply(false, NOTHING_RECEIVED)).toEqual({ status: 400 });
    expect(provider.lookupPayment).toBeUndefined();
  });
});
