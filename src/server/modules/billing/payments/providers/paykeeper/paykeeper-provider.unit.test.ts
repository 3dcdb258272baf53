import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { paymentRequestFor, providersFrom } from '../../../../../../../tests/helpers/provider-tests';
import { fakePayKeeper, payKeeperNotification, type PayKeeperFake } from '../../../../../../../tests/helpers/paykeeper-fake';
import type { ReceivedNotification } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { md5 } from '../../signatures';
import { payKeeperProvider } from './paykeeper-provider';

/**
 * PayKeeper against msw's stand-in for a merchant's server and with notifications signed as payment-providers.md says:
 * the token and invoice calls exactly, refusals before any call where PayKeeper could not take the invoice, the `key`
 * verified over the exact texts received, the `OK md5` reply, and the invoice's status read back.
 */

const SERVER = 'https://demo.paykeeper.ru';
const SECRET_WORD = 'paykeeper-secret-word';
const provider = payKeeperProvider({
  serverUrl: `${SERVER}/`,
  login: 'demo',
  password: 'demo-password',
  secretWord: SECRET_WORD,
});
const BASIC = `Basic ${Buffer.from('demo:demo-password').toString('base64')}`;

const msw = mockedApis('error');
let server: PayKeeperFake;
beforeEach(() => {
  server = fakePayKeeper(msw, SERVER, 'demo', 'demo-password');
});

const request = paymentRequestFor(
  'paykeeper',
  { invoiceId: 'inv-0002', amount: '1500.00', currency: 'RUB', description: 'General', language: 'ru' },
  // 23:59:59 in Moscow on 5 November.
  { expiresAt: new Date('2026-11-05T20:59:59Z') },
);

describe('createPayment', () => {
  it('takes a token, then makes the invoice with the form fields PayKeeper documents, Basic auth on both', async () => {
    const made = await provider.createPayment(request);
    expect(server.authorizations).toEqual([BASIC, BASIC]);
    expect(server.previews).toEqual([
      {
        pay_amount: '1500.00',
        clientid: 'payer@example.com',
        orderid: 'inv-0002',
        client_email: 'payer@example.com',
        service_name: 'General',
        expiry: '2026-11-06',
        token: 'token-1',
      },
    ]);
    const [id] = [...server.invoices.keys()];
    expect(made).toEqual({ providerId: id, paymentUrl: `${SERVER}/bill/${id}/` });
  });

  it('ends the page the day after the invoice expires, in Moscow time', async () => {
    await provider.createPayment({ ...request, expiresAt: new Date('2026-11-05T21:00:00Z') });
    await provider.createPayment({ ...request, expiresAt: new Date('2026-12-31T12:00:00Z') });
    expect(server.previews.map((form) => form.expiry)).toEqual(['2026-11-07', '2027-01-01']);
  });

  it('refuses an invoice without an email or in another currency before asking PayKeeper', async () => {
    await expect(provider.createPayment({ ...request, email: null })).rejects.toThrow(
      new ProviderUnavailable("PayKeeper requires the payer's email"),
    );
    await expect(provider.createPayment({ ...request, currency: 'EUR' })).rejects.toThrow('PayKeeper takes RUB only, not EUR');
    expect(server.authorizations).toEqual([]);
  });

  it('is ProviderUnavailable when PayKeeper is down, out of reach, or refuses', async () => {
    server.mode = 'down';
    await expect(provider.createPayment(request)).rejects.toThrow('PayKeeper answered HTTP 502');
    server.mode = 'refusing';
    await expect(provider.createPayment(request)).rejects.toThrow(
      new ProviderUnavailable('PayKeeper answered something unexpected: {"result":"fail","msg":"Сервис временно недоступен"}'),
    );
    server.mode = 'up';
    msw.use(http.post(`${SERVER}/change/invoice/preview/`, () => HttpResponse.error()));
    await expect(provider.createPayment(request)).rejects.toThrow('PayKeeper could not be reached');
    const wrong = payKeeperProvider({ serverUrl: SERVER, login: 'demo', password: 'wrong', secretWord: SECRET_WORD });
    await expect(wrong.createPayment(request)).rejects.toThrow('PayKeeper answered HTTP 401');
  });
});

const notification = (body: string): ReceivedNotification => ({
  body: Buffer.from(body),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  webhookUrl: request.webhookUrl,
});
const payment = { id: '3456789', sum: '1500.00', clientid: 'Иванов Иван Иванович', orderid: 'inv-0002' };

describe('parseNotification', () => {
  it('reads a payment whose key matches the texts received (a Cyrillic clientid as UTF-8)', async () => {
    expect(await provider.parseNotification(notification(payKeeperNotification(SECRET_WORD, payment)))).toEqual([
      {
        eventId: 'pay:3456789',
        kind: 'paid',
        invoiceId: 'inv-0002',
        providerPaymentId: '3456789',
        amount: '1500.00',
        currency: 'RUB',
      },
    ]);
    // Upper-case hex is the same key.
    const upper = payKeeperNotification(
      SECRET_WORD,
      payment,
      md5(`3456789${'1500.00'}${payment.clientid}inv-0002${SECRET_WORD}`).toUpperCase(),
    );
    expect(await provider.parseNotification(notification(upper))).toHaveLength(1);
  });

  it('refuses a missing or wrong key, another secret word, or a changed field', async () => {
    const signed = payKeeperNotification(SECRET_WORD, payment);
    const refusals = [
      signed.replace(/&key=[^&]*/, ''),
      payKeeperNotification(SECRET_WORD, payment, 'not-a-key'),
      payKeeperNotification('another-word', payment),
      signed.replace('sum=1500.00', 'sum=15.00'),
      signed.replace('orderid=inv-0002', 'orderid=inv-0003'),
      '',
    ];
    for (const body of refusals)
      await expect(provider.parseNotification(notification(body))).rejects.toThrow(
        new RefusedNotification('key is missing or does not match the notification'),
      );
  });

  it('refuses a signed body that is not a payment', async () => {
    const body = payKeeperNotification(SECRET_WORD, { ...payment, sum: 'all of it' });
    await expect(provider.parseNotification(notification(body))).rejects.toThrow('not a PayKeeper payment notification');
  });
});

describe('reply', () => {
  it('is OK md5(id + secret word) as text when accepted, a 400 text when refused', () => {
    const received = notification(payKeeperNotification(SECRET_WORD, payment));
    expect(provider.reply(true, received)).toEqual({ status: 200, body: `OK ${md5(`3456789${SECRET_WORD}`)}` });
    expect(provider.reply(false, received)).toEqual({ status: 400, body: 'The notification was refused' });
  });
});

describe('lookupPayment', () => {
  it("reads the invoice's status: created and sent pending, paid with its amount, expired", async () => {
    const { providerId } = await provider.createPayment(request);
    const invoice = server.invoices.get(providerId)!;
    const lookup = () => provider.lookupPayment!(providerId, 'inv-0002');
    const expected = { invoiceId: 'inv-0002', providerPaymentId: providerId, amount: '1500.00', currency: 'RUB' };
    expect(await lookup()).toEqual({ ...expected, kind: 'pending' });
    invoice.status = 'sent';
    expect(await lookup()).toEqual({ ...expected, kind: 'pending' });
    invoice.status = 'paid';
    expect(await lookup()).toEqual({ ...expected, kind: 'paid' });
    invoice.status = 'expired';
    expect(await lookup()).toEqual({ ...expected, kind: 'expired' });
    expect(server.authorizations.at(-1)).toBe(BASIC);
    server.mode = 'down';
    await expect(lookup()).rejects.toThrow(ProviderUnavailable);
  });
});

describe('configuration', () => {
  const configured = (environment: Record<string, string>) => providersFrom(environment).configured;
  const all = {
    PAYKEEPER_SERVER_URL: SERVER,
    PAYKEEPER_LOGIN: 'demo',
    PAYKEEPER_PASSWORD: 'demo',
    PAYKEEPER_SECRET_WORD: SECRET_WORD,
  };

  it('is offered only when its four variables are set, with a server address', () => {
    expect(configured(all)).toEqual(['paykeeper']);
    expect(configured({ ...all, PAYKEEPER_SECRET_WORD: '' })).toEqual([]);
    expect(() => configured({ ...all, PAYKEEPER_SERVER_URL: 'demo.paykeeper.ru' })).toThrow(
      'PAYKEEPER_SERVER_URL must be the address of a PayKeeper server',
    );
  });
});
