import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { md5 } from '../../src/server/modules/billing/payments/signatures';
import { OXPROCESSING_API } from '../../src/server/modules/billing/payments/providers/0xprocessing/0xprocessing-provider';

/**
 * 0xProcessing's API as its docs describe it, for msw: `POST /Payment` (a form) makes a payment and answers its form's
 * address (`{ redirectUrl, id }` unless `answer` says otherwise), `GET /Api/GetPayment/{id}` with the APIKEY header
 * answers the payment as it stands (a test moves it with `settle`). `down` makes every call fail as an outage would.
 */
export interface OxProcessingFake {
  /** Each create call's form, in order. */
  creates: Record<string, string>[];
  /** The payments made, by PaymentId, as GetPayment answers them. */
  payments: Map<string, OxPayment>;
  /** The ids GetPayment was asked for, in order. */
  lookups: string[];
  /** The create answer of a payment made (the readings of an undocumented answer). */
  answer: (payment: OxPayment, url: string) => Record<string, string | number>;
  down: boolean;
  /** Changes what 0xProcessing holds of a payment (the payer paid, underpaid, or it was canceled). */
  settle(id: number, changes: Partial<OxPayment>): OxPayment;
}

export interface OxPayment {
  PaymentID: number;
  MerchantID: string;
  Email: string;
  Currency: string;
  Amount: number;
  AmountUSD: number;
  Status: string;
  BillingID: string;
  Insufficient: boolean;
  Test: boolean;
}

/** A notification of a payment as 0xProcessing posts it, signed with `password`; `changes` are made after signing. */
export function oxNotification(payment: OxPayment, password: string, changes: Record<string, unknown> = {}): string {
  const signed = {
    PaymentId: payment.PaymentID,
    MerchantId: payment.MerchantID,
    Email: payment.Email,
    Currency: payment.Currency,
  };
  return JSON.stringify({
    ...signed,
    Amount: payment.Amount,
    AmountUSD: payment.AmountUSD,
    Status: payment.Status,
    BillingID: payment.BillingID,
    Insufficient: payment.Insufficient,
    Test: payment.Test,
    Signature: md5(`${Object.values(signed).join(':')}:${password}`),
    ...changes,
  });
}

export function fakeOxProcessing(server: SetupServer, { apiKey }: { apiKey: string }): OxProcessingFake {
  const fake: OxProcessingFake = {
    creates: [],
    payments: new Map(),
    lookups: [],
    answer: (payment, url) => ({ redirectUrl: url, id: payment.PaymentID }),
    down: false,
    settle: (id, changes) => Object.assign(fake.payments.get(String(id))!, changes),
  };
  const outage = () => HttpResponse.text('Service Unavailable', { status: 503 });
  server.use(
    http.post(`${OXPROCESSING_API}/Payment`, async ({ request }) => {
      if (fake.down) return outage();
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      fake.creates.push(form);
      if (!form.MerchantId || !form.Currency || !(form.Amount || form.AmountUSD))
        return HttpResponse.json({ error: 'MerchantId, Currency and an amount are required' }, { status: 400 });
      const id = 9000 + fake.payments.size + 1;
      const usd = form.AmountUSD !== undefined;
      const payment: OxPayment = {
        PaymentID: id,
        MerchantID: form.MerchantId,
        Email: form.Email ?? '',
        Currency: form.Currency,
        // As 0xProcessing answers amounts: JSON numbers. A USD invoice's coin is a stablecoin here, at par.
        Amount: Number(usd ? form.AmountUSD : form.Amount),
        AmountUSD: usd ? Number(form.AmountUSD) : 0,
        Status: 'Waiting',
        BillingID: form.BillingID ?? '',
        Insufficient: false,
        Test: form.Test === 'true',
      };
      fake.payments.set(String(id), payment);
      return HttpResponse.json(fake.answer(payment, `${OXPROCESSING_API}/Payment/Pay/${id}`));
    }),
    http.get(`${OXPROCESSING_API}/Api/GetPayment/:id`, ({ params, request }) => {
      if (fake.down) return outage();
      fake.lookups.push(String(params.id));
      if (request.headers.get('apikey') !== apiKey) return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      const payment = fake.payments.get(String(params.id));
      return payment ? HttpResponse.json(payment) : HttpResponse.json({ error: 'Payment not found' }, { status: 404 });
    }),
  );
  return fake;
}
