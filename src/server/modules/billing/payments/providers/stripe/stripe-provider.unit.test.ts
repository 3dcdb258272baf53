import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockedApis } from '../../../../../../../tests/helpers/msw';
import { paymentRequestFor, webhookUrlOf } from '../../../../../../../tests/helpers/provider-tests';
import { fakeStripe, type StripeFake } from '../../../../../../../tests/helpers/stripe-fake';
import type { PaymentProvider, ReceivedNotification } from '../../payment-provider';
import { ProviderUnavailable, RefusedNotification } from '../../payment-provider';
import { stripeProvider } from './stripe-provider';

/**
 * Stripe's subscriptions (docs/decisions/0043) against msw's stand-in for its API and with events signed by the SDK: the
 * session made in subscription mode, each subscription event read as ours, and the cancel and lookup calls.
 */

const WEBHOOK_SECRET = 'whsec_test_subscriptions';
const API = 'https://api.stripe.com/v1';

const msw = mockedApis('error');
let provider: PaymentProvider;
// Made once msw listens: the SDK's fetch client keeps the fetch it finds when it is made.
beforeAll(() => {
  provider = stripeProvider({ secretKey: 'sk_test_subscriptions', webhookSecret: WEBHOOK_SECRET });
});
let stripe: StripeFake;
beforeEach(() => {
  stripe = fakeStripe(msw);
});

const request = paymentRequestFor(
  'stripe',
  { invoiceId: 'inv-sub-1', amount: '10.50', currency: 'EUR', description: 'Monthly share', language: 'en' },
  { recurring: { interval: 'month', intervalCount: 3 } },
);

describe('createPayment with recurring terms', () => {
  it('makes a subscription-mode session whose price recurs and whose subscription carries our invoice', async () => {
    await provider.createPayment(request);
    const [create] = stripe.creates;
    expect(create!.key).toBe('inv-sub-1');
    expect(create!.form).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1050',
      'line_items[0][price_data][product_data][name]': 'Monthly share',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '3',
      client_reference_id: 'inv-sub-1',
      'metadata[invoiceId]': 'inv-sub-1',
      'subscription_data[metadata][invoiceId]': 'inv-sub-1',
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
      customer_email: 'payer@example.com',
      locale: 'en',
      expires_at: String(request.expiresAt.getTime() / 1000),
    });
  });

  it('keeps a one-off payment in payment mode, with no recurring price or subscription data', async () => {
    await provider.createPayment({ ...request, recurring: undefined });
    const { form } = stripe.creates[0]!;
    expect(form.mode).toBe('payment');
    expect(Object.keys(form).filter((name) => /recurring|subscription_data/.test(name))).toEqual([]);
  });
});

function signed(event: Record<string, unknown>): ReceivedNotification {
  const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, created: 1_800_000_000, ...event });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header }, webhookUrl: webhookUrlOf('stripe') };
}

const PERIOD_END = 1_807_000_000;

/** A subscription's invoice as Stripe's API version of the SDK renders it. */
const invoice = (changes: Record<string, unknown> = {}) => ({
  id: 'in_renewal_2',
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  amount_due: 1050,
  amount_paid: 1050,
  currency: 'eur',
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_123', metadata: { invoiceId: 'inv-sub-1' } },
  },
  lines: {
    object: 'list',
    has_more: false,
    data: [{ id: 'il_1', object: 'line_item', period: { start: 1_799_000_000, end: PERIOD_END } }],
  },
  ...changes,
});

const renewed = {
  eventId: 'evt_paid',
  kind: 'renewed',
  invoiceId: 'inv-sub-1',
  providerPaymentId: 'in_renewal_2',
  amount: '10.50',
  currency: 'EUR',
  subscriptionProviderId: 'sub_123',
  periodEnd: new Date(PERIOD_END * 1000),
};

describe('parseNotification of a subscription', () => {
  it('reads the first payment (checkout.session.completed) as paid, naming the subscription it started', async () => {
    const { id } = await provider.createPayment(request).then((made) => ({ id: made.providerId }));
    const session = { ...stripe.session(id, { status: 'complete', payment_status: 'paid' }), subscription: 'sub_123' };
    expect(
      await provider.parseNotification(
        signed({ id: 'evt_completed', type: 'checkout.session.completed', data: { object: session } }),
      ),
    ).toEqual([
      {
        eventId: 'evt_completed',
        kind: 'paid',
        invoiceId: 'inv-sub-1',
        providerPaymentId: id,
        amount: '10.50',
        currency: 'EUR',
        subscriptionProviderId: 'sub_123',
      },
    ]);
  });

  it('reads a cycle invoice paid as renewed: its Stripe invoice, amount, period end and our first invoice', async () => {
    const event = signed({ id: 'evt_paid', type: 'invoice.paid', data: { object: invoice() } });
    expect(await provider.parseNotification(event)).toEqual([renewed]);
  });

  it('reads the subscription fields of an endpoint on an API version before parent (2025-03-31)', async () => {
    const legacy = invoice({
      parent: undefined,
      subscription: 'sub_123',
      subscription_details: { metadata: { invoiceId: 'inv-sub-1' } },
    });
    const event = signed({ id: 'evt_paid', type: 'invoice.paid', data: { object: legacy } });
    expect(await provider.parseNotification(event)).toEqual([renewed]);
  });

  it('leaves the first invoice (subscription_create) to its session, and other invoices alone', async () => {
    for (const reason of ['subscription_create', 'subscription_update', 'manual'])
      for (const type of ['invoice.paid', 'invoice.payment_failed'])
        expect(
          await provider.parseNotification(
            signed({ id: 'evt_first', type, data: { object: invoice({ billing_reason: reason }) } }),
          ),
        ).toEqual([]);
  });

  it('reads a cycle invoice whose payment failed as renewal-failed', async () => {
    const failed = invoice({ amount_paid: 0 });
    const event = signed({ id: 'evt_failed', type: 'invoice.payment_failed', data: { object: failed } });
    expect(await provider.parseNotification(event)).toEqual([{ ...renewed, eventId: 'evt_failed', kind: 'renewal-failed' }]);
  });

  it('fails (to be delivered again) on a cycle invoice that names no subscription', async () => {
    const orphan = invoice({ parent: null });
    await expect(
      provider.parseNotification(signed({ id: 'evt_orphan', type: 'invoice.paid', data: { object: orphan } })),
    ).rejects.toThrow('names no subscription');
  });

  it('reads customer.subscription.deleted as subscription-ended', async () => {
    const subscription = { id: 'sub_123', object: 'subscription', status: 'canceled', metadata: { invoiceId: 'inv-sub-1' } };
    const event = signed({ id: 'evt_deleted', type: 'customer.subscription.deleted', data: { object: subscription } });
    expect(await provider.parseNotification(event)).toEqual([
      {
        eventId: 'evt_deleted',
        kind: 'subscription-ended',
        invoiceId: 'inv-sub-1',
        providerPaymentId: null,
        amount: null,
        currency: null,
        subscriptionProviderId: 'sub_123',
      },
    ]);
  });

  it('refuses a subscription event signed with another secret', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: invoice() } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    await expect(
      provider.parseNotification({
        body: Buffer.from(payload),
        headers: { 'stripe-signature': header },
        webhookUrl: webhookUrlOf('stripe'),
      }),
    ).rejects.toThrow(RefusedNotification);
  });
});

describe('subscriptions', () => {
  it('cancels at the end of the period paid for', async () => {
    const updates: { id: string; form: Record<string, string> }[] = [];
    msw.use(
      http.post(`${API}/subscriptions/:id`, async ({ params, request: sent }) => {
        updates.push({ id: String(params.id), form: Object.fromEntries(new URLSearchParams(await sent.text())) });
        return HttpResponse.json({ id: params.id, object: 'subscription', status: 'active', cancel_at_period_end: true });
      }),
    );
    await provider.subscriptions!.cancel('sub_123');
    expect(updates).toEqual([{ id: 'sub_123', form: { cancel_at_period_end: 'true' } }]);
  });

  it('is ProviderUnavailable when Stripe refuses the cancel', async () => {
    msw.use(
      http.post(`${API}/subscriptions/:id`, () =>
        HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such subscription' } }, { status: 404 }),
      ),
    );
    await expect(provider.subscriptions!.cancel('sub_missing')).rejects.toThrow(
      new ProviderUnavailable('Stripe did not cancel the subscription: No such subscription'),
    );
  });

  it('looks up the state and the paid cycle invoices, oldest first', async () => {
    const queries: Record<string, string>[] = [];
    let status = 'active';
    msw.use(
      http.get(`${API}/subscriptions/:id`, ({ params }) =>
        HttpResponse.json({ id: params.id, object: 'subscription', status, metadata: { invoiceId: 'inv-sub-1' } }),
      ),
      http.get(`${API}/invoices`, ({ request: sent }) => {
        queries.push(Object.fromEntries(new URL(sent.url).searchParams));
        // Newest first, as Stripe lists them; the first invoice (subscription_create) among them.
        const data = [
          invoice({
            id: 'in_3',
            lines: { object: 'list', has_more: false, data: [{ period: { start: 1, end: PERIOD_END + 100 } }] },
          }),
          invoice({ id: 'in_renewal_2' }),
          invoice({ id: 'in_1', billing_reason: 'subscription_create' }),
        ];
        return HttpResponse.json({ object: 'list', url: '/v1/invoices', has_more: false, data });
      }),
    );
    const second = { ...renewed, eventId: undefined };
    expect(await provider.subscriptions!.lookup!('sub_123')).toEqual({
      ended: false,
      renewals: [second, { ...second, providerPaymentId: 'in_3', periodEnd: new Date((PERIOD_END + 100) * 1000) }],
    });
    expect(queries[0]).toMatchObject({ subscription: 'sub_123', status: 'paid' });
    for (const ended of ['canceled', 'incomplete_expired']) {
      status = ended;
      expect((await provider.subscriptions!.lookup!('sub_123')).ended).toBe(true);
    }
    status = 'past_due';
    expect((await provider.subscriptions!.lookup!('sub_123')).ended).toBe(false);
  });
});
