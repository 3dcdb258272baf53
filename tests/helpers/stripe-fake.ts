import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * Stripe's Checkout Sessions API as its public docs describe it, for msw: sessions made from form-encoded
 * parameters, deduplicated by Idempotency-Key (the same key with other parameters is refused, as Stripe does),
 * retrieved and expired. `down` makes every call fail as an outage would.
 */
export interface StripeFake {
  /** Every session made, by id. */
  sessions: Map<string, StripeSession>;
  /** Each create call's form parameters and Idempotency-Key, in order (retries included). */
  creates: { key: string | null; form: Record<string, string> }[];
  down: boolean;
  /** The session as a `checkout.session.*` event carries it, paid or not. */
  session(id: string, changes?: Partial<StripeSession>): StripeSession;
}

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  expires_at: number;
}

const API = 'https://api.stripe.com/v1/checkout/sessions';

export function fakeStripe(server: SetupServer): StripeFake {
  const fake: StripeFake = {
    sessions: new Map(),
    creates: [],
    down: false,
    session: (id, changes = {}) => ({ ...fake.sessions.get(id)!, ...changes }),
  };
  const byKey = new Map<string, { form: string; id: string }>();
  const outage = () => HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 });
  server.use(
    http.post(API, async ({ request }) => {
      if (fake.down) return outage();
      const text = await request.text();
      const form = Object.fromEntries(new URLSearchParams(text));
      const key = request.headers.get('idempotency-key');
      fake.creates.push({ key, form });
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier && earlier.form !== text)
        return HttpResponse.json(
          {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters',
            },
          },
          { status: 400 },
        );
      if (earlier) return HttpResponse.json(fake.sessions.get(earlier.id));
      const id = `cs_test_${fake.sessions.size + 1}${Math.random().toString(36).slice(2, 10)}`;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
        currency: form['line_items[0][price_data][currency]']!,
        client_reference_id: form.client_reference_id ?? null,
        metadata: { invoiceId: form['metadata[invoiceId]']! },
        customer_email: form.customer_email ?? null,
        expires_at: Number(form.expires_at),
      };
      fake.sessions.set(id, session);
      if (key) byKey.set(key, { form: text, id });
      return HttpResponse.json(session);
    }),
    http.get(`${API}/:id`, ({ params }) => {
      if (fake.down) return outage();
      const session = fake.sessions.get(String(params.id));
      return session
        ? HttpResponse.json(session)
        : HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
    }),
    http.post(`${API}/:id/expire`, ({ params }) => {
      if (fake.down) return outage();
      const session = fake.sessions.get(String(params.id));
      if (!session) return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
      session.status = 'expired';
      session.url = null;
      return HttpResponse.json(session);
    }),
  );
  return fake;
}
