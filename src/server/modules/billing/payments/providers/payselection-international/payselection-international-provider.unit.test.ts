import { describe, expect, it } from 'vitest';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { paymentRequestFor, providersFrom, webhookUrlOf } from '../../../../../../../tests/helpers/provider-tests';
import { fakePayselection, payselectionNotification } from '../../../../../../../tests/helpers/payselection-fake';
import { RefusedNotification } from '../../payment-provider';
import { hmacSha256 } from '../../signatures';
import { payselectionInternationalProvider } from './payselection-international-provider';

/**
 * Payselection International: Payselection's code under its own name, site and key, on Payselection's host unless
 * PAYSELECTION_INTERNATIONAL_API_URL names another. What both share is tested in payselection-provider.test.ts.
 */

const DOMESTIC = { siteId: '21044', secretKey: 'payselection-secret-key' };
const INTERNATIONAL = { siteId: '31055', secretKey: 'international-secret-key' };
const WEBHOOK_URL = webhookUrlOf('payselection-international');

const msw = mockedApis('error');

const paymentRequest = paymentRequestFor('payselection-international', {
  invoiceId: 'invoice-2',
  amount: '19.90',
  currency: 'USD',
  description: 'Share',
  language: 'en',
});

describe('payselection-international', () => {
  it('makes payments with its own site and key, at the address PAYSELECTION_INTERNATIONAL_API_URL names', async () => {
    const apiUrl = 'https://gw.international.example/api';
    const fake = fakePayselection(msw, [INTERNATIONAL], apiUrl);
    const provider = providersFrom({
      PAYSELECTION_INTERNATIONAL_SITE_ID: INTERNATIONAL.siteId,
      PAYSELECTION_INTERNATIONAL_SECRET_KEY: INTERNATIONAL.secretKey,
      PAYSELECTION_INTERNATIONAL_API_URL: `${apiUrl}/`,
    }).get('payselection-international');
    expect(provider.name).toBe('payselection-international');
    await provider.createPayment(paymentRequest);
    const [sent] = fake.creates;
    expect(sent).toMatchObject({
      siteId: INTERNATIONAL.siteId,
      signature: hmacSha256(INTERNATIONAL.secretKey, `POST\n/api/webpayments/create\n31055\ninvoice-2\n${sent!.raw}`),
    });
    expect(sent!.body.PaymentRequest).toMatchObject({ Amount: '19.90', Currency: 'USD' });
  });

  it("uses Payselection's host unless told, and verifies notifications with its own key only", async () => {
    const fake = fakePayselection(msw, [DOMESTIC, INTERNATIONAL]);
    const provider = payselectionInternationalProvider(INTERNATIONAL);
    await provider.createPayment(paymentRequest);
    expect(fake.creates.map((create) => create.siteId)).toEqual([INTERNATIONAL.siteId]);
    const event = { Event: 'Payment', TransactionId: 'PS2', OrderId: 'invoice-2', Amount: '19.90', Currency: 'USD' };
    const parse = (site: typeof DOMESTIC) => {
      const { body, headers } = payselectionNotification(site, WEBHOOK_URL, event);
      return provider.parseNotification({ body: Buffer.from(body), headers, webhookUrl: WEBHOOK_URL });
    };
    expect(await parse(INTERNATIONAL)).toEqual([expect.objectContaining({ eventId: 'PS2:Payment', kind: 'paid' })]);
    await expect(parse(DOMESTIC)).rejects.toThrow(RefusedNotification);
  });

  it('is configured only when its site and key are both set, apart from Payselection', () => {
    expect(providersFrom({ PAYSELECTION_INTERNATIONAL_SITE_ID: '31055' }).configured).toEqual([]);
    expect(
      providersFrom({ PAYSELECTION_SITE_ID: DOMESTIC.siteId, PAYSELECTION_SECRET_KEY: DOMESTIC.secretKey }).configured,
    ).toEqual(['payselection']);
    expect(
      providersFrom({
        PAYSELECTION_INTERNATIONAL_SITE_ID: INTERNATIONAL.siteId,
        PAYSELECTION_INTERNATIONAL_SECRET_KEY: INTERNATIONAL.secretKey,
      }).configured,
    ).toEqual(['payselection-international']);
    expect(() =>
      providersFrom({
        PAYSELECTION_INTERNATIONAL_SITE_ID: INTERNATIONAL.siteId,
        PAYSELECTION_INTERNATIONAL_SECRET_KEY: INTERNATIONAL.secretKey,
        PAYSELECTION_INTERNATIONAL_API_URL: 'gw.example.com',
      }),
    ).toThrow('PAYSELECTION_INTERNATIONAL_API_URL must be an http(s) address');
  });
});
