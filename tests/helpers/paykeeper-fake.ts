import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { md5 } from '../../src/server/modules/billing/payments/signatures';

/**
 * A PayKeeper server as payment-providers.md describes it, for msw: Basic auth on every call, a token from
 * GET /info/settings/token/ that POST /change/invoice/preview/ must carry, invoices read back by
 * GET /info/invoice/byid/. `mode` makes it fail as an outage (`down`) or refuse as PayKeeper does
 * (`refusing`: `{ result: 'fail', msg }` with a 200).
 */
export interface PayKeeperInvoice {
  form: Record<string, string>;
  status: 'created' | 'sent' | 'paid' | 'expired';
}

export interface PayKeeperFake {
  /** The Authorization header of every call, in order. */
  authorizations: (string | null)[];
  /** Each preview call's form, in order. */
  previews: Record<string, string>[];
  /** Invoices made, by invoice_id. */
  invoices: Map<string, PayKeeperInvoice>;
  mode: 'up' | 'down' | 'refusing';
}

export function fakePayKeeper(server: SetupServer, serverUrl: string, login: string, password: string): PayKeeperFake {
  const fake: PayKeeperFake = { authorizations: [], previews: [], invoices: new Map(), mode: 'up' };
  const expected = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  const tokens = new Set<string>();
  /** The answer to a call that cannot be made as asked, or undefined. */
  const refusal = (request: Request) => {
    fake.authorizations.push(request.headers.get('authorization'));
    if (fake.mode === 'down') return HttpResponse.text('Bad Gateway', { status: 502 });
    if (request.headers.get('authorization') !== expected) return HttpResponse.text('Unauthorized', { status: 401 });
    if (fake.mode === 'refusing') return HttpResponse.json({ result: 'fail', msg: 'Сервис временно недоступен' });
    return undefined;
  };
  server.use(
    http.get(`${serverUrl}/info/settings/token/`, ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const token = `token-${tokens.size + 1}`;
      tokens.add(token);
      return HttpResponse.json({ token });
    }),
    http.post(`${serverUrl}/change/invoice/preview/`, async ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      fake.previews.push(form);
      if (!tokens.has(form.token ?? '')) return HttpResponse.json({ result: 'fail', msg: 'Неверный токен' });
      const id = `2026110${fake.invoices.size + 1}${Math.floor(Math.random() * 1e6)}`;
      fake.invoices.set(id, { form, status: 'created' });
      return HttpResponse.json({ invoice_id: id, invoice_url: `${serverUrl}/bill/${id}/`, invoice: '…' });
    }),
    http.get(`${serverUrl}/info/invoice/byid/`, ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const invoice = fake.invoices.get(id);
      if (!invoice) return HttpResponse.json({ result: 'fail', msg: 'Счёт не найден' });
      return HttpResponse.json({
        id,
        status: invoice.status,
        pay_amount: invoice.form.pay_amount,
        orderid: invoice.form.orderid,
        clientid: invoice.form.clientid,
      });
    }),
  );
  return fake;
}

/** A payment notification's form body as PayKeeper POSTs it, signed with `key` under the secret word. */
export function payKeeperNotification(
  secretWord: string,
  { id, sum, clientid = '', orderid }: { id: string; sum: string; clientid?: string; orderid: string },
  key = md5(`${id}${sum}${clientid}${orderid}${secretWord}`),
): string {
  return new URLSearchParams({
    id,
    sum,
    clientid,
    orderid,
    key,
    service_name: 'Доля',
    client_email: 'payer@example.com',
    ps_id: '37',
  }).toString();
}
