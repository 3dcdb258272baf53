import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cloudPaymentsForm,
  cloudPaymentsHmac,
  fakeCloudPayments,
  payFields,
} from '../../../../../../../tests/helpers/cloudpayments-fake';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { paymentRequestFor, providersFrom } from '../../../../../../../tests/helpers/provider-tests';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { TIPTOPPAY_API_URL, tipTopPayProvider } from './tiptoppay-provider';

/**
 * TipTop Pay is the CloudPayments implementation under its own host and credentials (cloudpayments-provider.test.ts
 * covers that code): here, that it calls api.tiptoppay.kz with its own credentials, verifies with its own secret, and
 * names itself, and that its subscriptions go there too.
 */

const SECRET = 'ttp-api-secret';
const provider = tipTopPayProvider({ publicId: 'pk_ttp', apiSecret: SECRET });
const msw = mockedApis('error');

const request = paymentRequestFor(
  'tiptoppay',
  { invoiceId: 'inv-kz', amount: '15000.00', currency: 'KZT', description: 'Share', language: 'en' },
  { email: 'payer@example.kz' },
);

describe('tiptoppay', () => {
  it('makes the order at api.tiptoppay.kz with its own credentials', async () => {
    const api = fakeCloudPayments(msw, TIPTOPPAY_API_URL);
    const made = await provider.createPayment(request);
    expect(provider.name).toBe('tiptoppay');
    expect(api.creates).toEqual([
      {
        authorization: `Basic ${Buffer.from('pk_ttp:ttp-api-secret').toString('base64')}`,
        requestId: 'inv-kz',
        contentType: 'application/json',
        text: expect.stringMatching(/^\{"Amount":15000\.00,"Currency":"KZT",/),
      },
    ]);
    expect(made.paymentUrl).toBe([...api.orders.values()][0]!.Url);
    api.mode = 'refusing';
    await expect(provider.createPayment(request)).rejects.toThrow(
      new ProviderUnavailable('TipTop Pay did not make the order: Amount is invalid'),
    );
  });

  it('verifies notifications with its own secret and answers {"code":0}', async () => {
    const body = cloudPaymentsForm(payFields('inv-kz', '15000.00', 'KZT'));
    const webhookUrl = `${request.webhookUrl}?notification=pay`;
    const notification = { body: Buffer.from(body), headers: { 'content-hmac': cloudPaymentsHmac(SECRET, body) }, webhookUrl };
    expect(await provider.parseNotification(notification)).toEqual([
      expect.objectContaining({ kind: 'paid', invoiceId: 'inv-kz', amount: '15000.00', currency: 'KZT' }),
    ]);
    expect(provider.reply(true, notification)).toEqual({ status: 200, body: { code: 0 } });
    const cloudPaymentsSigned = { ...notification, headers: { 'content-hmac': cloudPaymentsHmac('cp-api-secret', body) } };
    await expect(provider.parseNotification(cloudPaymentsSigned)).rejects.toThrow(RefusedNotification);
  });

  it('starts a subscription and cancels it at its own host, with its own credentials', async () => {
    const api = fakeCloudPayments(msw, TIPTOPPAY_API_URL);
    await provider.createPayment({ ...request, recurring: { interval: 'year', intervalCount: 1 } });
    expect(JSON.parse(api.creates[0]!.text)).toMatchObject({
      AccountId: 'inv-kz',
      JsonData: { invoiceId: 'inv-kz', CloudPayments: { recurrent: { interval: 'Month', period: 12 } } },
    });
    const cancels: { authorization: string | null; body: unknown }[] = [];
    msw.use(
      http.post(`${TIPTOPPAY_API_URL}/subscriptions/cancel`, async ({ request: sent }) => {
        cancels.push({ authorization: sent.headers.get('authorization'), body: await sent.json() });
        return HttpResponse.json({ Success: true, Message: null });
      }),
    );
    await provider.subscriptions!.cancel('sc_kz');
    expect(cancels).toEqual([
      { authorization: `Basic ${Buffer.from('pk_ttp:ttp-api-secret').toString('base64')}`, body: { Id: 'sc_kz' } },
    ]);
  });

  it('is offered only when both of its variables are set', () => {
    const configured = (environment: Record<string, string>) => providersFrom(environment).configured;
    expect(configured({ TIPTOPPAY_PUBLIC_ID: 'pk', TIPTOPPAY_API_SECRET: 'secret' })).toEqual(['tiptoppay']);
    expect(configured({ TIPTOPPAY_PUBLIC_ID: 'pk' })).toEqual([]);
  });
});
