import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentProviders, type PaymentProviders } from '../../src/server/modules/billing';
import {
  dummyEvent,
  DUMMY_SIGNATURE_HEADER,
  signDummyNotification,
} from '../../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { checkout, type CheckoutRequest } from '../../src/server/modules/ecommerce/checkout/checkout.service';
import { NO_PRICE, setPrice } from '../../src/server/modules/ecommerce/prices.service';
import { orderPaymentEffects, orderStatusMessageJob } from '../../src/server/modules/ecommerce';
import { issueReceipt } from '../../src/server/modules/ecommerce/receipts/receipts.service';
import {
  expireInvoices,
  lookUpInvoice,
  reconcileInvoices,
} from '../../src/server/modules/billing/reconciliation/reconciliation.service';
import { runQueuedJobs } from '../helpers/jobs';
import { checkoutHarness, ordersPath, type CheckoutAnswer, type Invoice } from '../helpers/checkout';
import { callApi, fieldsOf, registerCustomer, type Customer } from '../helpers/customers';
import { testTokenSettings, TEST_SITE_URL } from '../helpers/server';
import { pngSize } from '../helpers/png';
import { fakeStripe, type StripeFake } from '../helpers/stripe-fake';

/**
 * Checkout and the providers' notifications as a storefront, an external client and the providers meet them, on
 * PGlite and PostgreSQL: one invoice per currency, orders out of the cart, a retried checkout giving the same
 * payments, and a webhook that pays exactly once. Stripe is its SDK against msw's stand-in for its API.
 */

const DUMMY_SECRET = 'dummy-secret-for-tests';
const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';

const harness = checkoutHarness({
  // Test payments asked for by name: with Stripe configured they would be off.
  env: {
    BILLING_DUMMY_PROVIDER: 'on',
    BILLING_DUMMY_SECRET: DUMMY_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET,
  },
});
const { cartOf, checkoutCart, checkoutOne, checkoutOrder, orderState, postWebhook } = harness;
let stripe: StripeFake;
beforeEach(() => {
  stripe = fakeStripe(harness.msw);
});

function dummyPays(
  invoice: Invoice,
  outcome: 'paid' | 'failed' = 'paid',
  event = dummyEvent(invoice.id, outcome, invoice.amount, 'RUB'),
) {
  const signed = signDummyNotification(DUMMY_SECRET, { ...event, currency: invoice.billingModuleCurrency.slug.toUpperCase() });
  return postWebhook('dummy', signed.body, { [DUMMY_SIGNATURE_HEADER]: signed.signature });
}

function stripeSends(type: string, session: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object: session } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  return postWebhook('stripe', payload, { 'stripe-signature': header });
}

describe('cart checkout', () => {
  let alice: Customer;
  beforeAll(async () => {
    alice = await registerCustomer(harness.server, 'checkout-alice@example.com');
  });

  it('makes one invoice per currency with its payment url, and takes the orders out of the cart', async () => {
    const ids = await cartOf(
      alice,
      { productId: harness.shop.share.id, quantity: 3 },
      { productId: harness.shop.general.id },
      { productId: harness.shop.share.id, currencyId: harness.shop.eur.id },
    );
    const answer = await checkoutCart(alice, {
      provider: 'dummy',
      email: 'alice@example.com',
      ecommerceModule: { orders: ids.map((id) => ({ id })) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const invoices = answer.body.data.billingModule.invoices;
    expect(invoices.map((invoice) => [invoice.billingModuleCurrency.slug, invoice.amount]).sort()).toEqual([
      ['eur', '1.25'],
      ['rub', '500.30'],
    ]);
    for (const invoice of invoices)
      expect(invoice).toMatchObject({
        provider: 'dummy',
        status: 'open',
        paymentUrl: `${TEST_SITE_URL}/ru/billing/invoices/${invoice.id}/dummy`,
      });
    for (const id of ids) expect(await orderState(id)).toEqual({ type: 'history', status: 'paying' });
    const cart = await callApi<unknown[]>(harness.server, 'GET', `${ordersPath(alice)}?type=cart`, { headers: alice.headers });
    expect(cart.body.data).toEqual([]);

    // The same checkout again: the same invoices and urls, nothing new.
    const again = await checkoutCart(alice, {
      provider: 'dummy',
      email: 'alice@example.com',
      ecommerceModule: { orders: ids.map((id) => ({ id })) },
    });
    expect(again.body.data.billingModule.invoices.map((invoice) => [invoice.id, invoice.paymentUrl]).sort()).toEqual(
      invoices.map((invoice) => [invoice.id, invoice.paymentUrl]).sort(),
    );
    expect(
      await harness.server.db.prisma.billingInvoice.count({
        where: { id: { notIn: invoices.map((invoice) => invoice.id) }, email: 'alice@example.com' },
      }),
    ).toBe(0);
  });

  it('is paid by a signed dummy notification: the order approved, once, however often it is delivered', async () => {
    const ids = await cartOf(alice, { productId: harness.shop.general.id, quantity: 2 });
    const answer = await checkoutOne(alice, ids[0]!, 'dummy');
    const [invoice] = answer.body.data.billingModule.invoices;
    const event = dummyEvent(invoice!.id, 'paid', '1000.00', 'RUB');
    const deliveries = await Promise.all([
      dummyPays(invoice!, 'paid', event),
      dummyPays(invoice!, 'paid', event),
      dummyPays(invoice!, 'paid', event),
    ]);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'approving' });
    expect(await harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } })).toBe(1);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'paid',
      refundDue: false,
    });
    // One status change told, one receipt queued; drawn twice at once, it is one file, linked and named on the order,
    // and sent to the payer once.
    await runQueuedJobs(harness.server.db, orderStatusMessageJob);
    expect(await harness.server.db.prisma.notificationNotification.count({ where: { orderId: ids[0]! } })).toBe(1);
    expect(
      await harness.server.db.prisma.hostJob.findMany({ where: { name: 'ecommerce.issue-receipt' }, select: { key: true } }),
    ).toContainEqual({ key: `receipt:${ids[0]}` });
    const { db, storage } = harness.server;
    const drawn = await Promise.all([issueReceipt(db, storage, ids[0]!), issueReceipt(db, storage, ids[0]!)]);
    const receipts = await db.prisma.ecommerceOrdersToFileStorageModuleFiles.findMany({
      where: { orderId: ids[0]! },
      include: { fileStorageModuleFile: true },
    });
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts.map((link) => link.fileStorageModuleFile);
    expect(drawn).toEqual([receipt!.file, receipt!.file]);
    expect(receipt).toMatchObject({ variant: 'generate-template-ecommerce-order-receipt-default', width: 1500, height: 1500 });
    expect(await db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: ids[0]! } })).toMatchObject({
      receipt: receipt!.file,
    });
    expect(pngSize((await storage.bytesOf(receipt!.file))!)).toEqual({ width: 1500, height: 1500 });
    expect(
      await db.prisma.notificationNotification.findMany({
        where: { orderId: ids[0]!, batchKey: `receipt:${ids[0]}` },
        select: { attachments: true },
      }),
    ).toEqual([{ attachments: [expect.objectContaining({ contentType: 'image/png', url: receipt!.file })] }]);
    // The file of the drawing that lost the race is not left in storage.
    expect(
      await db.prisma.fileStorageFile.count({ where: { variant: 'generate-template-ecommerce-order-receipt-default' } }),
    ).toBe(1);
    // A late failure changes nothing.
    await dummyPays(invoice!, 'failed');
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'approving' });
    // A paid order cannot be checked out again.
    const twice = await checkoutOne(alice, ids[0]!, 'dummy');
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice)).toEqual(['data.ecommerceModule.orders[0].id']);
  });

  it('keeps what each line cost at checkout: a price changed afterwards changes neither the order nor its payment', async () => {
    const henry = await registerCustomer(harness.server, 'checkout-henry@example.com');
    const ids = await cartOf(henry, { productId: harness.shop.general.id, quantity: 2 });
    const [invoice] = (await checkoutOne(henry, ids[0]!, 'dummy')).body.data.billingModule.invoices;
    const price = { productId: harness.shop.general.id, billingModuleCurrencyId: harness.shop.rub.id };
    await setPrice(harness.server.db, { ...price, amount: '700' });
    try {
      const orders = await callApi<{ id: string; ordersToProducts: object[]; totals: object[] }[]>(
        harness.server,
        'GET',
        ordersPath(henry),
        { headers: henry.headers },
      );
      const [order] = orders.body.data;
      expect(order!.ordersToProducts).toEqual([expect.objectContaining({ unitPrice: '500.00', total: '1000.00' })]);
      expect(order!.totals).toEqual([expect.objectContaining({ amount: '1000.00', complete: true })]);
      expect(invoice!.amount).toBe('1000.00');
      // The same product put in the cart now costs what it costs now.
      await cartOf(henry, { productId: harness.shop.general.id });
      const cart = await callApi<{ ordersToProducts: object[] }[]>(harness.server, 'GET', `${ordersPath(henry)}?type=cart`, {
        headers: henry.headers,
      });
      expect(cart.body.data[0]!.ordersToProducts).toEqual([expect.objectContaining({ unitPrice: '700.00' })]);
    } finally {
      await setPrice(harness.server.db, { ...price, amount: '500' });
    }
  });

  it('refuses a forged or stale notification and changes nothing', async () => {
    const ids = await cartOf(alice, { productId: harness.shop.general.id });
    const [invoice] = (await checkoutOne(alice, ids[0]!, 'dummy')).body.data.billingModule.invoices;
    const forged = signDummyNotification('not-the-secret', dummyEvent(invoice!.id, 'paid', invoice!.amount, 'RUB'));
    expect((await postWebhook('dummy', forged.body, { [DUMMY_SIGNATURE_HEADER]: forged.signature })).status).toBe(400);
    expect((await postWebhook('dummy', forged.body, {})).status).toBe(400);
    const stale = signDummyNotification(
      DUMMY_SECRET,
      dummyEvent(invoice!.id, 'paid', invoice!.amount, 'RUB'),
      new Date(Date.now() - 3_600_000),
    );
    expect((await postWebhook('dummy', stale.body, { [DUMMY_SIGNATURE_HEADER]: stale.signature })).status).toBe(400);
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'paying' });
    expect(await harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice!.id } })).toBe(0);
    expect(harness.log.lines.filter((line) => line.includes('a payment notification was refused'))).toHaveLength(3);
  });

  it('never pays an invoice with less than it costs', async () => {
    const ids = await cartOf(alice, { productId: harness.shop.general.id });
    const [invoice] = (await checkoutOne(alice, ids[0]!, 'dummy')).body.data.billingModule.invoices;
    expect((await dummyPays(invoice!, 'paid', dummyEvent(invoice!.id, 'paid', '5.00', 'RUB'))).status).toBe(200);
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'paying' });
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toMatchObject({
      status: 'open',
      refundDue: true,
    });
  });

  it("validates as the spec says, and reaches only the subject's own orders", async () => {
    const ids = await cartOf(alice, { productId: harness.shop.share.id });
    const orders = { orders: ids.map((id) => ({ id })) };
    const invalid = await checkoutCart(alice, { provider: 'paypal', email: 'alice@example.com', ecommerceModule: orders });
    expect(invalid.status).toBe(400);
    expect(invalid.body.cause).toMatchObject([
      expect.objectContaining({ field: 'data.provider', message: expect.stringContaining('Invalid provider') }),
    ]);
    const email = await checkoutCart(alice, { provider: 'dummy', email: 'not an email', ecommerceModule: orders });
    expect(fieldsOf(email)).toEqual(['data.email']);
    const noOrders = await checkoutCart(alice, {
      provider: 'dummy',
      email: 'alice@example.com',
      ecommerceModule: { orders: 'x' },
    });
    expect(fieldsOf(noOrders)).toEqual(['data.ecommerceModule.orders']);
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    const unconfigured = await checkoutCart(alice, { provider: 'stripe', email: 'alice@example.com', ecommerceModule: orders });
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body.cause).toMatchObject([
      expect.objectContaining({ field: 'data.provider', message: expect.stringContaining('stripe is not configured') }),
    ]);
    const bob = await registerCustomer(harness.server, 'checkout-bob@example.com');
    const foreign = await callApi(harness.server, 'POST', `${ordersPath(bob)}/checkout`, {
      headers: bob.headers,
      data: { provider: 'dummy', email: 'bob@example.com', ecommerceModule: orders },
    });
    expect(foreign.status).toBe(404);
    const otherSubject = await callApi(harness.server, 'POST', `${ordersPath(alice)}/checkout`, {
      headers: bob.headers,
      data: { provider: 'dummy', email: 'bob@example.com', ecommerceModule: orders },
    });
    expect(otherSubject.status).toBe(403);
    for (const id of ids) expect(await orderState(id)).toEqual({ type: 'cart', status: 'new' });
  });

  it('checks out one order by its own route', async () => {
    const dave = await registerCustomer(harness.server, 'checkout-dave@example.com');
    const [id] = await cartOf(dave, { productId: harness.shop.share.id, quantity: 7 });
    const answer = await checkoutOrder(dave, id!, { provider: 'dummy', email: 'alice@example.com' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.billingModule.invoices).toEqual([expect.objectContaining({ amount: '0.70', status: 'open' })]);
  });
});

describe('one-step product checkout', () => {
  let erin: Customer;
  beforeAll(async () => {
    erin = await registerCustomer(harness.server, 'checkout-erin@example.com');
  });
  const productCheckout = (productId: string, data: unknown) =>
    callApi<CheckoutAnswer>(
      harness.server,
      'POST',
      `/api/rbac/subjects/${erin.id}/ecommerce-module/products/${productId}/checkout`,
      {
        headers: erin.headers,
        data,
      },
    );

  it('makes a new order of the product, never in the cart, with its invoice', async () => {
    const answer = await productCheckout(harness.shop.share.id, {
      provider: 'dummy',
      email: erin.login,
      quantity: 3,
      comment: 'For the roof',
      storeId: harness.shop.store.id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.billingModule.invoices).toEqual([
      expect.objectContaining({ amount: '0.21', billingModuleCurrency: expect.objectContaining({ slug: 'rub' }) }),
    ]);
    const [order] = await harness.server.db.prisma.ecommerceOrder.findMany({
      where: { rbacSubjectsToEcommerceModuleOrders: { some: { subjectId: erin.id } } },
    });
    expect(order).toMatchObject({ type: 'history', status: 'paying', comment: 'For the roof' });
    const inEuros = await productCheckout(harness.shop.share.id, {
      provider: 'dummy',
      email: erin.login,
      billingModule: { currency: { id: harness.shop.eur.id } },
    });
    expect(inEuros.body.data.billingModule.invoices).toEqual([expect.objectContaining({ amount: '1.25' })]);
  });

  it('validates as the spec says, and writes nothing when refused', async () => {
    const before = await harness.server.db.prisma.ecommerceOrder.count();
    const zero = await productCheckout(harness.shop.share.id, { provider: 'dummy', email: erin.login, quantity: 0 });
    expect(fieldsOf(zero)).toEqual(['data.quantity']);
    const fraction = await productCheckout(harness.shop.share.id, { provider: 'dummy', email: erin.login, quantity: 1.5 });
    expect(fieldsOf(fraction)).toEqual(['data.quantity']);
    const unknown = await productCheckout('no-such-product', { provider: 'dummy', email: erin.login });
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown)).toEqual(['productId']);
    const unpriced = await productCheckout(harness.shop.general.id, {
      provider: 'dummy',
      email: erin.login,
      billingModule: { currency: { id: harness.shop.eur.id } },
    });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.data).toBe(NO_PRICE);
    expect(fieldsOf(unpriced)).toEqual(['productId']);
    expect(await harness.server.db.prisma.ecommerceOrder.count()).toBe(before);
  });
});

describe('stripe', () => {
  let carol: Customer;
  beforeAll(async () => {
    carol = await registerCustomer(harness.server, 'checkout-carol@example.com');
  });

  it('makes a Checkout Session in minor units with the invoice id as idempotency key, and is paid by its signed event', async () => {
    const ids = await cartOf(carol, { productId: harness.shop.general.id, quantity: 3 });
    const answer = await checkoutOne(carol, ids[0]!, 'stripe');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [invoice] = answer.body.data.billingModule.invoices;
    expect(stripe.creates).toEqual([
      {
        key: invoice!.id,
        form: expect.objectContaining({
          mode: 'payment',
          'line_items[0][price_data][unit_amount]': '150000',
          'line_items[0][price_data][currency]': 'rub',
          'metadata[invoiceId]': invoice!.id,
          customer_email: carol.login,
        }),
      },
    ]);
    const [session] = [...stripe.sessions.values()];
    expect(invoice!.paymentUrl).toBe(session!.url);
    // Not paid yet: a completed session without payment waits.
    expect((await stripeSends('checkout.session.completed', stripe.session(session!.id, { status: 'complete' }))).status).toBe(
      200,
    );
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'paying' });
    const paid = stripe.session(session!.id, { status: 'complete', payment_status: 'paid' });
    expect((await stripeSends('checkout.session.async_payment_succeeded', paid)).status).toBe(200);
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'approving' });
  });

  it('refuses an event with a bad signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await postWebhook('stripe', payload, { 'stripe-signature': header })).status).toBe(400);
    expect(await harness.server.db.prisma.billingPaymentEvent.count({ where: { eventId: 'evt_forged' } })).toBe(0);
  });

  it('expires the invoice when its session expires, and the orders go back to the cart', async () => {
    const ids = await cartOf(carol, { productId: harness.shop.share.id, quantity: 2 });
    const [invoice] = (await checkoutOne(carol, ids[0]!, 'stripe')).body.data.billingModule.invoices;
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice!.id)!;
    expect((await stripeSends('checkout.session.expired', stripe.session(session.id, { status: 'expired' }))).status).toBe(200);
    expect(await orderState(ids[0]!)).toEqual({ type: 'cart', status: 'new' });
  });

  it('down: a 503 to try again, the orders kept for it; tried again, the same invoice and one session', async () => {
    const ids = await cartOf(carol, { productId: harness.shop.general.id });
    const request = { provider: 'stripe', email: 'carol@example.com', ecommerceModule: { orders: [{ id: ids[0] }] } };
    stripe.down = true;
    const failed = await checkoutCart(carol, request);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    expect(harness.log.lines.join('')).toContain('the payment provider did not make the payment');
    stripe.down = false;
    const retried = await checkoutCart(carol, request);
    expect(retried.status).toBe(200);
    const invoiceId = retried.body.data.billingModule.invoices[0]!.id;
    expect(new Set(stripe.creates.filter((create) => create.key === invoiceId).map((create) => create.key))).toEqual(
      new Set([invoiceId]),
    );
    expect([...stripe.sessions.values()].filter((session) => session.metadata.invoiceId === invoiceId)).toHaveLength(1);
  });

  it('killed between the provider call and the commit, then retried: the same payment, no second session', async () => {
    const ids = await cartOf(carol, { productId: harness.shop.general.id, quantity: 4 });
    const context = { siteUrl: TEST_SITE_URL, tokens: testTokenSettings() };
    const real = paymentProviders(context);
    // The process dies right after Stripe made the session: nothing of it was kept.
    const dying: PaymentProviders = {
      ...real,
      get: (name, field) => {
        const provider = real.get(name, field);
        return {
          ...provider,
          createPayment: async (request) => {
            await provider.createPayment(request);
            throw new Error('killed');
          },
        };
      },
    };
    const request: CheckoutRequest = {
      subjectId: carol.id,
      orderIds: ids,
      orderField: () => 'orderId',
      provider: 'stripe',
      email: 'carol@example.com',
      language: 'en',
      siteUrl: TEST_SITE_URL,
      expiryMinutes: 60,
    };
    await expect(checkout(harness.server.db, dying, request)).rejects.toThrow('killed');
    const answer = await checkout(harness.server.db, real, request);
    const [invoice] = answer.billingModule.invoices;
    const made = [...stripe.sessions.values()].filter((session) => session.metadata.invoiceId === invoice!.id);
    expect(made).toHaveLength(1);
    expect(invoice!.paymentUrl).toBe(made[0]!.url);
    expect(stripe.creates.filter((create) => create.key === invoice!.id)).toHaveLength(2);
  });

  it('a new checkout with another provider supersedes the open one: expired at Stripe, one open payment', async () => {
    const ids = await cartOf(carol, { productId: harness.shop.share.id, quantity: 5 });
    const orders = { orders: [{ id: ids[0] }] };
    const first = (await checkoutCart(carol, { provider: 'stripe', email: 'carol@example.com', ecommerceModule: orders })).body
      .data.billingModule.invoices[0]!;
    const second = (await checkoutCart(carol, { provider: 'dummy', email: 'carol@example.com', ecommerceModule: orders })).body
      .data.billingModule.invoices[0]!;
    expect(second.id).not.toBe(first.id);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'canceled',
    });
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === first.id)!;
    expect(session.status).toBe('expired');
    // The superseded session was paid all the same (it raced the expiry): the orders are paid by it, and the
    // open dummy invoice, paid later, is owed back.
    expect(
      (
        await stripeSends(
          'checkout.session.completed',
          stripe.session(session.id, { payment_status: 'paid', status: 'complete' }),
        )
      ).status,
    ).toBe(200);
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'approving' });
    await dummyPays(second);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      status: 'paid',
      refundDue: true,
    });
  });

  const providersNow = () => paymentProviders({ siteUrl: TEST_SITE_URL, tokens: testTokenSettings() });
  const appliedEvents = async (invoiceId: string) =>
    harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId, outcome: 'applied' } });

  it('reconciles a payment no notification told of, and the webhook, the return page and a reconciliation racing pay once', async () => {
    const first = await cartOf(carol, { productId: harness.shop.share.id, quantity: 9 });
    const invoice = (await checkoutOne(carol, first[0]!, 'stripe')).body.data.billingModule.invoices[0]!;
    const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === invoice.id)!;
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    expect(await reconcileInvoices(harness.server.db, providersNow(), orderPaymentEffects, 0)).toBe(1);
    expect(await orderState(first[0]!)).toEqual({ type: 'history', status: 'approving' });

    const second = await cartOf(carol, { productId: harness.shop.general.id, quantity: 5 });
    const raced = (await checkoutOne(carol, second[0]!, 'stripe')).body.data.billingModule.invoices[0]!;
    const racedSession = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === raced.id)!;
    Object.assign(racedSession, { status: 'complete', payment_status: 'paid' });
    const reference = {
      id: raced.id,
      paymentIntentId: raced.paymentIntentId,
      provider: 'stripe' as const,
      providerId: racedSession.id,
    };
    const [webhook] = await Promise.all([
      stripeSends('checkout.session.completed', stripe.session(racedSession.id)),
      lookUpInvoice(harness.server.db, providersNow(), orderPaymentEffects, reference),
      reconcileInvoices(harness.server.db, providersNow(), orderPaymentEffects, 0),
    ]);
    expect(webhook.status).toBe(200);
    expect(await orderState(second[0]!)).toEqual({ type: 'history', status: 'approving' });
    expect(await appliedEvents(raced.id)).toBe(1);
  });

  it('expires an unpaid checkout past its time, and the orders go back to the cart; one paid meanwhile is taken', async () => {
    const unpaid = await cartOf(carol, { productId: harness.shop.share.id, quantity: 11 });
    const expiring = (await checkoutOne(carol, unpaid[0]!, 'dummy')).body.data.billingModule.invoices[0]!;
    const paidLate = await cartOf(carol, { productId: harness.shop.general.id, quantity: 6 });
    const late = (await checkoutOne(carol, paidLate[0]!, 'stripe')).body.data.billingModule.invoices[0]!;
    const lateSession = [...stripe.sessions.values()].find((candidate) => candidate.metadata.invoiceId === late.id)!;
    Object.assign(lateSession, { status: 'complete', payment_status: 'paid' });
    await harness.server.db.prisma.billingInvoice.updateMany({
      where: { id: { in: [expiring.id, late.id] } },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    await expireInvoices(harness.server.db, providersNow(), orderPaymentEffects);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: expiring.id } })).toMatchObject({
      status: 'expired',
    });
    expect(await orderState(unpaid[0]!)).toEqual({ type: 'cart', status: 'new' });
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({
      status: 'paid',
    });
    expect(await orderState(paidLate[0]!)).toEqual({ type: 'history', status: 'approving' });
  });
});

describe('after payment', () => {
  it('tells the payer each status change in their language, and gives the role a product is tied to', async () => {
    const frank = await registerCustomer(harness.server, 'checkout-frank@example.com');
    const role = await harness.server.db.prisma.rbacRole.create({ data: { slug: `patron-${Date.now()}`, title: 'Patron' } });
    await harness.server.db.prisma.rbacRolesToEcommerceModuleProducts.create({
      data: { roleId: role.id, ecommerceModuleProductId: harness.shop.general.id },
    });
    const ids = await cartOf(frank, { productId: harness.shop.general.id });
    const answer = await callApi<CheckoutAnswer>(harness.server, 'POST', `${ordersPath(frank)}/checkout`, {
      headers: { ...frank.headers, 'accept-language': 'en' },
      data: { provider: 'dummy', email: frank.login, ecommerceModule: { orders: [{ id: ids[0] }] } },
    });
    const invoice = answer.body.data.billingModule.invoices[0]!;
    // The messages its status changes queued, written by their jobs.
    const outbox = async () => {
      await runQueuedJobs(harness.server.db, orderStatusMessageJob);
      return harness.server.db.prisma.notificationNotification.findMany({
        where: { recipient: frank.login },
        orderBy: { createdAt: 'asc' },
      });
    };
    expect(await outbox()).toEqual([]);
    await dummyPays(invoice);
    const [paid] = await outbox();
    const number = ids[0]!.slice(0, 8).toUpperCase();
    expect(paid).toMatchObject({ title: `Order No. ${number}: paid, awaiting approval`, orderId: ids[0] });
    expect(paid!.text).toContain('500.00 ₽');
    expect(paid!.text).toContain(`/en/billing/invoices/${invoice.id}`);
    expect(await harness.server.db.prisma.rbacSubjectsToRoles.count({ where: { subjectId: frank.id, roleId: role.id } })).toBe(1);

    // An administrator moves it on through the generic route: the same message, with the new status.
    const updated = await harness.server.request(`/api/ecommerce/orders/${ids[0]}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { status: 'delivered' } }),
    });
    expect(updated.status).toBe(200);
    expect((await outbox()).map((message) => message.title)).toEqual([
      `Order No. ${number}: paid, awaiting approval`,
      `Order No. ${number}: delivered`,
    ]);
  });
});

describe("the invoice's page and the dummy payment page", () => {
  it('show the amount and state to whoever holds the link, and the dummy page pays through the webhook path', async () => {
    const grace = await registerCustomer(harness.server, 'checkout-grace@example.com');
    const ids = await cartOf(grace, { productId: harness.shop.share.id, quantity: 4 });
    const invoice = (await checkoutOne(grace, ids[0]!, 'dummy')).body.data.billingModule.invoices[0]!;
    const state = await callApi(harness.server, 'GET', `/api/billing/invoices/${invoice.id}/state?lookUp=true`);
    expect(state.body.data).toEqual(
      expect.objectContaining({
        status: 'open',
        amount: '0.40',
        provider: 'dummy',
        billingModuleCurrency: expect.objectContaining({ slug: 'rub' }),
      }),
    );
    expect(Object.keys(state.body.data as object)).not.toContain('email');
    // Declining is its payer's (decision 0041); paying is anyone's who holds the link.
    const failed = await callApi(harness.server, 'POST', `/api/billing/invoices/${invoice.id}/dummy-payment`, {
      headers: grace.headers,
      data: { outcome: 'failed' },
    });
    expect(failed.body.data).toMatchObject({ status: 'failed' });
    const paid = await callApi(harness.server, 'POST', `/api/billing/invoices/${invoice.id}/dummy-payment`, {
      data: { outcome: 'paid' },
    });
    expect(paid.body.data).toMatchObject({ status: 'paid' });
    expect(await orderState(ids[0]!)).toEqual({ type: 'history', status: 'approving' });
    const outcome = await callApi(harness.server, 'POST', `/api/billing/invoices/${invoice.id}/dummy-payment`, {
      data: { outcome: 'nope' },
    });
    expect(fieldsOf(outcome)).toEqual(['data.outcome']);
    expect((await callApi(harness.server, 'GET', '/api/billing/invoices/no-such-invoice/state')).status).toBe(404);

    // The orders it pays, for the same page: the status, then the receipt once its job drew it.
    const ordersOf = (id: string) => callApi(harness.server, 'GET', `/api/billing/invoices/${id}/ecommerce-module/orders`);
    expect((await ordersOf(invoice.id)).body.data).toEqual([{ id: ids[0], status: 'approving', receipt: null }]);
    const receipt = await issueReceipt(harness.server.db, harness.server.storage, ids[0]!);
    expect(receipt).toMatch(/^\/uploads\/[0-9a-f-]{36}\/receipt-[0-9a-f]{8}\.png$/);
    expect((await ordersOf(invoice.id)).body.data).toEqual([{ id: ids[0], status: 'approving', receipt }]);
    expect((await ordersOf('no-such-invoice')).status).toBe(404);
  });

  it('lets only the payer or an administrator decline a test payment; a stranger changes nothing (decision 0041)', async () => {
    const payer = await registerCustomer(harness.server, 'checkout-decliner@example.com');
    const stranger = await registerCustomer(harness.server, 'checkout-stranger@example.com');
    const [orderId] = await cartOf(payer, { productId: harness.shop.share.id });
    const invoice = (await checkoutOne(payer, orderId!, 'dummy')).body.data.billingModule.invoices[0]!;
    const decline = (headers: Record<string, string>) =>
      callApi(harness.server, 'POST', `/api/billing/invoices/${invoice.id}/dummy-payment`, {
        headers,
        data: { outcome: 'failed' },
      });
    const events = () => harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice.id } });
    for (const headers of [stranger.headers, {}]) {
      const refused = await decline(headers);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ messageCode: 'not_payer', cause: [{ field: 'data.outcome', code: 'not_payer' }] });
    }
    expect(await events()).toBe(0);
    expect(await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'open',
    });
    // An unknown invoice is a 404 before anything else.
    expect(
      (
        await callApi(harness.server, 'POST', '/api/billing/invoices/no-such-invoice/dummy-payment', {
          data: { outcome: 'failed' },
        })
      ).status,
    ).toBe(404);
    expect((await decline(payer.headers)).body.data).toMatchObject({ status: 'failed' });
    // An administrator (here the secret key, as a permitted role does) may decline one too; anyone holding the link may
    // pay it, as at any provider's payment page.
    const [another] = await cartOf(payer, { productId: harness.shop.general.id });
    const second = (await checkoutOne(payer, another!, 'dummy')).body.data.billingModule.invoices[0]!;
    const byAdministrator = await harness.server.request(`/api/billing/invoices/${second.id}/dummy-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { outcome: 'failed' } }),
    });
    expect(byAdministrator.status).toBe(200);
    expect(((await byAdministrator.json()) as { data: unknown }).data).toMatchObject({ status: 'failed' });
    const paidByStranger = await callApi(harness.server, 'POST', `/api/billing/invoices/${second.id}/dummy-payment`, {
      headers: stranger.headers,
      data: { outcome: 'paid' },
    });
    expect(paidByStranger.body.data).toMatchObject({ status: 'paid' });
    expect(await orderState(another!)).toEqual({ type: 'history', status: 'approving' });
  });

  it("pays nothing past the invoice's expiry: it expires as the job would, its order back in the cart (decision 0041)", async () => {
    const late = await registerCustomer(harness.server, 'checkout-late@example.com');
    const [orderId] = await cartOf(late, { productId: harness.shop.share.id, quantity: 2 });
    const invoice = (await checkoutOne(late, orderId!, 'dummy')).body.data.billingModule.invoices[0]!;
    await harness.server.db.prisma.billingInvoice.update({
      where: { id: invoice.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const paid = await callApi(harness.server, 'POST', `/api/billing/invoices/${invoice.id}/dummy-payment`, {
      data: { outcome: 'paid' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'expired', paidAt: null, refundDue: false });
    expect(await harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice.id } })).toBe(0);
    expect(await orderState(orderId!)).toEqual({ type: 'cart', status: 'new' });
    // Its payer's decline past expiry sends nothing either, and the expiry job finds nothing left to do.
    const declined = await callApi(harness.server, 'POST', `/api/billing/invoices/${invoice.id}/dummy-payment`, {
      headers: late.headers,
      data: { outcome: 'failed' },
    });
    expect(declined.body.data).toMatchObject({ status: 'expired' });
    expect(await harness.server.db.prisma.billingPaymentEvent.count({ where: { invoiceId: invoice.id } })).toBe(0);

    // The payment page's state, read with lookUp as the dummy page reads it, says expired at once too.
    const [other] = await cartOf(late, { productId: harness.shop.general.id });
    const second = (await checkoutOne(late, other!, 'dummy')).body.data.billingModule.invoices[0]!;
    await harness.server.db.prisma.billingInvoice.update({
      where: { id: second.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const state = await callApi(harness.server, 'GET', `/api/billing/invoices/${second.id}/state?lookUp=true`);
    expect(state.body.data).toMatchObject({ status: 'expired' });
    expect(await orderState(other!)).toEqual({ type: 'cart', status: 'new' });
  });

  it('names the configured providers a checkout form offers, and the default', async () => {
    const listed = await callApi(harness.server, 'GET', '/api/billing/payment-providers');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({
      providers: ['stripe', 'dummy'],
      defaultProvider: 'stripe',
      subscriptionProviders: ['stripe', 'dummy'],
    });
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    expect((await callApi(harness.server, 'GET', '/api/billing/payment-providers')).body.data).toEqual({
      providers: ['dummy'],
      defaultProvider: 'dummy',
      subscriptionProviders: ['dummy'],
    });
  });

  it('offers test payments out of the box in production, and no more once a real provider is configured', async () => {
    const dora = await registerCustomer(harness.server, 'checkout-dora@example.com');
    const offered = async () => (await callApi(harness.server, 'GET', '/api/billing/payment-providers')).body.data;
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('BILLING_DUMMY_PROVIDER', '');
    expect(await offered()).toEqual({ providers: ['stripe'], defaultProvider: 'stripe', subscriptionProviders: ['stripe'] });
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    expect(await offered()).toEqual({ providers: ['dummy'], defaultProvider: 'dummy', subscriptionProviders: ['dummy'] });
    // A checkout naming no provider pays by the default one: a test payment, which the invoice says.
    const [orderId] = await cartOf(dora, { productId: harness.shop.general.id });
    const tested = await checkoutCart(dora, { email: 'dora@example.com', ecommerceModule: { orders: [{ id: orderId }] } });
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    expect(tested.body.data.billingModule.invoices.map((invoice) => invoice.provider)).toEqual(['dummy']);
    // Asked for by name, test payments stay beside a real provider, which is the default.
    vi.stubEnv('CLOUDPAYMENTS_PUBLIC_ID', 'pk_test');
    vi.stubEnv('CLOUDPAYMENTS_API_SECRET', 'secret');
    expect(await offered()).toEqual({
      providers: ['cloudpayments'],
      defaultProvider: 'cloudpayments',
      subscriptionProviders: ['cloudpayments'],
    });
    vi.stubEnv('BILLING_DUMMY_PROVIDER', 'on');
    expect(await offered()).toEqual({
      providers: ['cloudpayments', 'dummy'],
      defaultProvider: 'cloudpayments',
      subscriptionProviders: ['cloudpayments', 'dummy'],
    });
    // A provider without recurring payments is offered for one-off gifts, never for a subscription (decision 0042).
    vi.stubEnv('PAYSELECTION_SITE_ID', '1');
    vi.stubEnv('PAYSELECTION_SECRET_KEY', 'secret');
    expect(await offered()).toEqual({
      providers: ['payselection', 'cloudpayments', 'dummy'],
      defaultProvider: 'payselection',
      subscriptionProviders: ['cloudpayments', 'dummy'],
    });
    vi.stubEnv('PAYSELECTION_SITE_ID', '');
    // None at all: no default is pretended, and a checkout naming none is told so, naming the field.
    vi.stubEnv('CLOUDPAYMENTS_PUBLIC_ID', '');
    vi.stubEnv('BILLING_DUMMY_PROVIDER', 'off');
    expect(await offered()).toEqual({ providers: [], defaultProvider: null, subscriptionProviders: [] });
    const [other] = await cartOf(dora, { productId: harness.shop.share.id });
    const refused = await checkoutCart(dora, { email: 'dora@example.com', ecommerceModule: { orders: [{ id: other }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toMatchObject([{ field: 'data.provider', code: 'no_payment_provider' }]);
  });
});
