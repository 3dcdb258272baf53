import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { hmacSha256 } from '../../src/server/modules/billing/payments/signatures';

/**
 * The CloudPayments API (and TipTop Pay's, the same under another host) as payment-providers.md describes it, for
 * msw: POST /orders/create with Basic auth, deduplicated by X-Request-ID, answering `{ Success, Message, Model }`.
 * `mode` makes it fail as an outage (`down`) or refuse (`refusing`: Success false with a Message).
 */
export interface CloudPaymentsFake {
  /** Each create call as received, in order (retries included). */
  creates: { authorization: string | null; requestId: string | null; contentType: string | null; text: string }[];
  /** Orders made, by id. */
  orders: Map<string, { Id: string; Url: string; InvoiceId: string }>;
  mode: 'up' | 'down' | 'refusing';
}

export function fakeCloudPayments(server: SetupServer, apiUrl: string): CloudPaymentsFake {
  const fake: CloudPaymentsFake = { creates: [], orders: new Map(), mode: 'up' };
  const byRequestId = new Map<string, string>();
  server.use(
    http.post(`${apiUrl}/orders/create`, async ({ request }) => {
      if (fake.mode === 'down') return HttpResponse.text('Service Unavailable', { status: 503 });
      const text = await request.text();
      const requestId = request.headers.get('x-request-id');
      fake.creates.push({
        authorization: request.headers.get('authorization'),
        requestId,
        contentType: request.headers.get('content-type'),
        text,
      });
      if (fake.mode === 'refusing') return HttpResponse.json({ Success: false, Message: 'Amount is invalid', Model: null });
      const earlier = requestId ? byRequestId.get(requestId) : undefined;
      const id = earlier ?? `ord_${fake.orders.size + 1}${Math.random().toString(36).slice(2, 8)}`;
      const made = fake.orders.get(id) ?? {
        Id: id,
        Url: `https://orders.cloudpayments.test/${id}`,
        InvoiceId: String((JSON.parse(text) as { InvoiceId: string }).InvoiceId),
      };
      fake.orders.set(id, made);
      if (requestId) byRequestId.set(requestId, id);
      return HttpResponse.json({ Success: true, Message: null, Model: { ...made, Number: fake.orders.size } });
    }),
  );
  return fake;
}

/** A notification's form body, url-encoded as CloudPayments sends it by default. */
export const cloudPaymentsForm = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The Content-HMAC of a body: base64 HMAC-SHA256 under the API secret. */
export const cloudPaymentsHmac = (secret: string, body: string) => hmacSha256(secret, Buffer.from(body), 'base64');

/** A Pay notification's fields, for a completed payment of an invoice. */
export const payFields = (invoiceId: string, amount: string, currency = 'RUB', transactionId = '1234567') => ({
  TransactionId: transactionId,
  Amount: amount,
  Currency: currency,
  DateTime: '2026-11-05 10:00:00',
  CardFirstSix: '424242',
  CardLastFour: '4242',
  CardType: 'Visa',
  CardExpDate: '12/30',
  TestMode: '1',
  Status: 'Completed',
  OperationType: 'Payment',
  InvoiceId: invoiceId,
  Email: 'payer@example.com',
  Name: 'IVAN IVANOV',
  Data: JSON.stringify({ invoiceId }),
});
