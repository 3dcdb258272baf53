import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentProviders } from '../../src/server/modules/billing';
import { settleDueSubscription } from '../../src/server/modules/billing/subscriptions/subscription-lifecycle.service';
import { orderPaymentEffects } from '../../src/server/modules/ecommerce';
import { checkoutHarness, type Invoice } from '../helpers/checkout';
import { callApi, registerCustomer, type Customer } from '../helpers/customers';
import { testTokenSettings, TEST_SITE_URL } from '../helpers/server';
import { fakeStripe, type StripeFake, type StripeSession } from '../helpers/stripe-fake';
import { createMonthlyGift, holdsRole, subscriptionsOf } from '../helpers/subscription-product';

/**
 * A monthly gift through Stripe (issue 29, docs/decisions/0042 and 0043), its SDK against msw's stand-in for its API and
 * events signed with the SDK's test header: the session starts a subscription, a renewal told before the first payment
 * waits for it, each renewal is recorded once whether delivered twice or out of order, a failed charge shows until
 * the next payment, the payer's cancel races a renewal, and the friend role lasts exactly as long as the gift.
 */

const WEBHOOK_SECRET = 'whsec_subscriptions';
const harness = checkoutHarness({ env: { STRIPE_SECRET_KEY: 'sk_test_subscriptions', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
const { cartOf, checkoutOne, postWebhook } = harness;
const SUBSCRIPTION = 'sub_test_monthly';
const DAY = 86_400;

let stripe: StripeFake;
let canceledAtStripe: string[];
beforeEach(() => {
  stripe = fakeStripe(harness.msw);
  canceledAtStripe = [];
  harness.msw.use(
    http.post('https://api.stripe.com/v1/subscriptions/:id', async ({ params, request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('cancel_at_period_end') === 'true') canceledAtStripe.push(String(params.id));
      return HttpResponse.json({ id: params.id, object: 'subscription', status: 'active', cancel_at_period_end: true });
    }),
  );
});

function stripeSends(type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return postWebhook('stripe', payload, { 'stripe-signature': header });
}

/** A renewal's Stripe invoice (billing_reason subscription_cycle) for the period ending at `periodEnd` (unix seconds). */
const cycleInvoice = (id: string, invoiceId: string, periodEnd: number, amount = 50_000) => ({
  id,
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  amount_paid: amount,
  amount_due: amount,
  currency: 'rub',
  parent: { type: 'subscription_details', subscription_details: { subscription: SUBSCRIPTION, metadata: { invoiceId } } },
  lines: { object: 'list', data: [{ period: { start: periodEnd - 30 * DAY, end: periodEnd } }] },
});

let monthly: { id: string };
let roleId: string;
let dora: Customer;
let invoice: Invoice;
/** The Checkout Session the checkout made, as Stripe's fake answered it. */
let session: StripeSession;
const now = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ({ product: monthly, roleId } = await createMonthlyGift(harness.server.db, {
    rubId: harness.shop.rub.id,
    slug: 'stripe-monthly',
  }));
  dora = await registerCustomer(harness.server, 'stripe-monthly-dora@example.com');
});

describe('a monthly gift through Stripe', () => {
  it('starts as a subscription session carrying our invoice on the subscription', async () => {
    const [orderId] = await cartOf(dora, { productId: monthly.id });
    const answer = await checkoutOne(dora, orderId!, 'stripe');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    invoice = answer.body.data.billingModule.invoices[0]!;
    session = stripe.session([...stripe.sessions.keys()].at(-1)!);
    const { form } = stripe.creates.at(-1)!;
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '1',
      'subscription_data[metadata][invoiceId]': invoice.id,
    });
    expect((await subscriptionsOf(harness.server, dora))[0]).toMatchObject({ status: 'pending', provider: 'stripe' });
  });

  it('keeps a renewal told before the first payment, and applies it with the first', async () => {
    expect((await stripeSends('invoice.paid', cycleInvoice('in_early', invoice.id, now + 60 * DAY))).status).toBe(200);
    expect((await subscriptionsOf(harness.server, dora))[0]).toMatchObject({ status: 'pending', payments: 0 });
    expect(await holdsRole(harness.server.db, dora.id, roleId)).toBe(false);

    const paid = { ...session, status: 'complete', payment_status: 'paid' };
    expect(
      (await stripeSends('checkout.session.completed', { ...paid, mode: 'subscription', subscription: SUBSCRIPTION })).status,
    ).toBe(200);
    const [active] = await subscriptionsOf(harness.server, dora);
    expect(active).toMatchObject({ status: 'active', payments: 2, given: '1000.00' });
    expect(new Date(active!.currentPeriodEnd!).getTime()).toBe((now + 60 * DAY) * 1000);
    expect(await holdsRole(harness.server.db, dora.id, roleId)).toBe(true);
  });

  it('records each renewal once, delivered twice at once or out of order', async () => {
    const third = cycleInvoice('in_third', invoice.id, now + 120 * DAY);
    const second = cycleInvoice('in_second', invoice.id, now + 90 * DAY);
    const answers = await Promise.all([
      stripeSends('invoice.paid', third, 'evt_third'),
      stripeSends('invoice.paid', third, 'evt_third'),
      stripeSends('invoice.paid', third, 'evt_third_again'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await stripeSends('invoice.paid', second)).status).toBe(200);
    const [after] = await subscriptionsOf(harness.server, dora);
    expect(after).toMatchObject({ status: 'active', payments: 4, given: '2000.00' });
    expect(new Date(after!.currentPeriodEnd!).getTime()).toBe((now + 120 * DAY) * 1000);
    const events = await harness.server.db.prisma.billingPaymentEvent.findMany({
      where: { eventId: { in: ['evt_third', 'evt_third_again'] } },
      select: { outcome: true },
    });
    expect(events.map((event) => event.outcome).sort()).toEqual(['applied', 'ignored']);
  });

  it('shows a failed renewal until the payment that recovers it', async () => {
    const fourth = cycleInvoice('in_fourth', invoice.id, now + 150 * DAY);
    expect((await stripeSends('invoice.payment_failed', fourth)).status).toBe(200);
    const [failed] = await subscriptionsOf(harness.server, dora);
    expect(failed).toMatchObject({ status: 'past_due', payments: 4 });
    expect(failed!.failure).toContain('in_fourth');
    expect(await holdsRole(harness.server.db, dora.id, roleId)).toBe(true);
    expect((await stripeSends('invoice.paid', fourth)).status).toBe(200);
    expect((await subscriptionsOf(harness.server, dora))[0]).toMatchObject({ status: 'active', payments: 5, failure: null });
  });

  it('owes back a charge of another Stripe subscription on the same invoice, and stops that one there', async () => {
    const foreign = { ...cycleInvoice('in_foreign', invoice.id, now + 170 * DAY) };
    foreign.parent = {
      ...foreign.parent,
      subscription_details: { subscription: 'sub_test_other', metadata: { invoiceId: invoice.id } },
    };
    expect((await stripeSends('invoice.paid', foreign)).status).toBe(200);
    expect((await subscriptionsOf(harness.server, dora))[0]).toMatchObject({ status: 'active', payments: 5 });
    const owed = await harness.server.db.prisma.billingInvoice.findFirstOrThrow({ where: { providerId: 'stripe:in_foreign' } });
    expect(owed).toMatchObject({ status: 'paid', refundDue: true });
    const stop = await harness.server.db.prisma.hostJob.findFirstOrThrow({
      where: { key: 'cancel-at-provider:stripe:sub_test_other' },
    });
    expect(stop.payload).toEqual({ provider: 'stripe', providerSubscriptionId: 'sub_test_other' });
  });

  it('is canceled by its payer while a renewal arrives: both recorded, and the role goes when the paid period ends', async () => {
    const [cancel, renewal] = await Promise.all([
      callApi(
        harness.server,
        'POST',
        `/api/billing/subscriptions/${(await subscriptionsOf(harness.server, dora))[0]!.id}/cancel`,
        {
          headers: dora.headers,
        },
      ),
      stripeSends('invoice.paid', cycleInvoice('in_fifth', invoice.id, now + 180 * DAY)),
    ]);
    expect([cancel.status, renewal.status]).toEqual([200, 200]);
    expect(canceledAtStripe).toEqual([SUBSCRIPTION]);
    const [canceled] = await subscriptionsOf(harness.server, dora);
    expect(canceled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, payments: 6 });
    expect(new Date(canceled!.currentPeriodEnd!).getTime()).toBe((now + 180 * DAY) * 1000);

    // Stripe ends it at the period's end; told early, it still runs until then.
    expect(
      (
        await stripeSends('customer.subscription.deleted', {
          id: SUBSCRIPTION,
          object: 'subscription',
          metadata: { invoiceId: invoice.id },
        })
      ).status,
    ).toBe(200);
    expect(await holdsRole(harness.server.db, dora.id, roleId)).toBe(true);

    const providers = paymentProviders({ siteUrl: TEST_SITE_URL, tokens: testTokenSettings() });
    await settleDueSubscription(harness.server.db, providers, orderPaymentEffects, canceled!.id, {
      graceDays: 7,
      now: () => new Date((now + 180 * DAY + 1) * 1000),
    });
    expect((await subscriptionsOf(harness.server, dora))[0]).toMatchObject({
      status: 'ended',
      endReason: 'canceled',
      payments: 6,
    });
    expect(await holdsRole(harness.server.db, dora.id, roleId)).toBe(false);
  });
});
