import { beforeAll, describe, expect, it } from 'vitest';
import { receivePaymentEvent } from '../../src/server/modules/billing';
import {
  dummyEvent,
  DUMMY_SIGNATURE_HEADER,
  signDummyNotification,
} from '../../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { orderPaymentEffects } from '../../src/server/modules/ecommerce';
import { ORDER_STATUSES, orderStatusMessageJob } from '../../src/server/modules/ecommerce/order-status.service';
import { runQueuedJobs } from '../helpers/jobs';
import { issueReceipt } from '../../src/server/modules/ecommerce/receipts/receipts.service';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { checkoutHarness, ordersPath, type Invoice } from '../helpers/checkout';
import { callApi, CUSTOMER_PASSWORD, fieldsOf, registerCustomer, type Answer, type Customer } from '../helpers/customers';

/**
 * What follows an order's status and what follows its money (docs/decisions/0033), through the generic calls and the
 * module's routes, on PGlite and PostgreSQL: a status set by hand on an unpaid order draws no receipt, role or
 * message; a paid order's status changes are told and its role follows whether it still counts; a payment received
 * outside the site, recorded by an administrator, pays its orders exactly once through the payment path; cancelled and
 * refunded orders count nowhere.
 */

const DUMMY_SECRET = 'dummy-secret-for-order-money';
const harness = checkoutHarness({ env: { BILLING_DUMMY_SECRET: DUMMY_SECRET } });
const { cartOf, checkoutOne, orderState, postWebhook } = harness;

let admin: Record<string, string>;
let friendRoleId: string;

interface Payments {
  status: string;
  payment: 'paid' | 'refunded' | 'unpaid';
  due: { amount: string; billingModuleCurrency: { slug: string } } | null;
  paymentIntents: { status: string; invoices: { provider: string; status: string; refundDue: boolean; note: string | null }[] }[];
}
interface Recorded {
  orderIds: string[];
  invoice: Invoice & { paidAt: string; note: string };
}
interface Total {
  billingModuleCurrency: { slug: string };
  amount: string;
}

beforeAll(async () => {
  const { db } = harness.server;
  await createAdministrator(db, { email: 'money-admin@example.com', password: CUSTOMER_PASSWORD });
  const signedIn = await callApi<{ jwt: string }>(
    harness.server,
    'POST',
    '/api/rbac/subjects/authentication/email-and-password/authentication',
    { data: { login: 'money-admin@example.com', password: CUSTOMER_PASSWORD } },
  );
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
  // The general donation makes its payer a friend, as the site's does.
  const role = await db.prisma.rbacRole.create({ data: { title: 'Friend', slug: 'money-friend' } });
  friendRoleId = role.id;
  await db.prisma.rbacRolesToEcommerceModuleProducts.create({
    data: { roleId: role.id, ecommerceModuleProductId: harness.shop.general.id },
  });
});

const setStatus = (orderId: string, status: string, headers = admin) =>
  callApi(harness.server, 'PATCH', `/api/ecommerce/orders/${orderId}`, { headers, data: { status } });

const recordOffline = (orderId: string, data: Record<string, unknown>, headers = admin) =>
  callApi<Recorded>(harness.server, 'POST', `/api/ecommerce/orders/${orderId}/offline-payment`, { headers, data });

const paymentsOf = async (orderId: string) =>
  (await callApi<Payments>(harness.server, 'GET', `/api/ecommerce/orders/${orderId}/payments`, { headers: admin })).body.data;

const givenBy = async (who: Customer) =>
  (await callApi<Total[]>(harness.server, 'GET', `${ordersPath(who)}/given`, { headers: who.headers })).body.data.map((total) => [
    total.billingModuleCurrency.slug,
    total.amount,
  ]);

/** What an order has drawn: receipt jobs, its status messages, and whether its payer holds the friend role. */
async function drawn(orderId: string, who: Customer) {
  const { db } = harness.server;
  await runQueuedJobs(db, orderStatusMessageJob);
  const [receiptJobs, messages, role] = await Promise.all([
    db.prisma.hostJob.count({ where: { key: `receipt:${orderId}` } }),
    // A receipt's message is a batch of its own (receipt:<orderId>): the status messages have none.
    db.prisma.notificationNotification.findMany({ where: { orderId, batchKey: null }, select: { title: true } }),
    db.prisma.rbacSubjectsToRoles.count({ where: { subjectId: who.id, roleId: friendRoleId } }),
  ]);
  return { receiptJobs, messages: messages.map((message) => message.title), friend: role > 0 };
}

const yesterday = () => new Date(Date.now() - 24 * 3600_000).toISOString();

function dummyPays(invoice: Invoice) {
  const signed = signDummyNotification(DUMMY_SECRET, dummyEvent(invoice.id, 'paid', invoice.amount, 'RUB'));
  return postWebhook('dummy', signed.body, { [DUMMY_SIGNATURE_HEADER]: signed.signature });
}

describe('a status set by hand', () => {
  it('on an unpaid order draws no receipt, no role and no message, whatever the status, and the payments say unpaid', async () => {
    const bob = await registerCustomer(harness.server, 'money-bob@example.com');
    const [orderId] = await cartOf(bob, { productId: harness.shop.general.id });
    for (const status of ORDER_STATUSES.filter((status) => status !== 'new')) {
      const answer = await setStatus(orderId!, status);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await drawn(orderId!, bob)).toEqual({ receiptJobs: 0, messages: [], friend: false });
      expect(await paymentsOf(orderId!)).toMatchObject({ status, payment: 'unpaid' });
    }
    // The bulk call and the secret key alike.
    const bulk = await harness.server.request('/api/ecommerce/orders/bulk', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [{ id: orderId, data: { status: 'approving' } }] }),
    });
    expect(bulk.status).toBe(200);
    expect(await drawn(orderId!, bob)).toEqual({ receiptJobs: 0, messages: [], friend: false });
    // Nor can a receipt be written by hand: only its job writes it.
    const forged = await callApi(harness.server, 'PATCH', `/api/ecommerce/orders/${orderId}`, {
      headers: admin,
      data: { receipt: 'https://example.com/receipt.png' },
    });
    expect([forged.status, fieldsOf(forged)]).toEqual([400, ['data.receipt']]);
    // A job queued all the same (a stale one) draws nothing for an unpaid order.
    expect(await issueReceipt(harness.server.db, harness.server.storage, orderId!)).toBeNull();
    expect(await givenBy(bob)).toEqual([]);
  });

  it('on a cart order canceled: it counts in no cart total and cannot be checked out', async () => {
    const carol = await registerCustomer(harness.server, 'money-carol@example.com');
    const [kept, canceled] = await cartOf(
      carol,
      { productId: harness.shop.general.id },
      { productId: harness.shop.share.id, quantity: 3 },
    );
    const total = async () =>
      (await callApi<Total[]>(harness.server, 'GET', `${ordersPath(carol)}/total`, { headers: carol.headers })).body.data;
    expect((await total()).map((row) => row.amount)).toEqual(['500.30']);
    await setStatus(canceled!, 'canceled');
    expect((await total()).map((row) => row.amount)).toEqual(['500.00']);
    const quantity = await callApi<number>(harness.server, 'GET', `${ordersPath(carol)}/quantity`, { headers: carol.headers });
    expect(quantity.body.data).toBe(1);
    const checkout = await checkoutOne(carol, canceled!, 'dummy');
    expect(checkout.status).toBe(400);
    expect(checkout.body.cause).toEqual([expect.objectContaining({ code: 'order_canceled' })]);
    expect(await orderState(kept!)).toEqual({ type: 'cart', status: 'new' });
  });

  it('on a paid order is told; canceled, it no longer counts and takes back the role, which a new status gives again', async () => {
    const dora = await registerCustomer(harness.server, 'money-dora@example.com');
    const [orderId] = await cartOf(dora, { productId: harness.shop.general.id });
    const [invoice] = (await checkoutOne(dora, orderId!, 'dummy')).body.data.billingModule.invoices;
    expect((await dummyPays(invoice!)).status).toBe(200);
    expect(await drawn(orderId!, dora)).toEqual({ receiptJobs: 1, messages: [expect.any(String)], friend: true });
    expect(await givenBy(dora)).toEqual([['rub', '500.00']]);

    expect((await setStatus(orderId!, 'packaging')).status).toBe(200);
    expect((await drawn(orderId!, dora)).messages).toHaveLength(2);

    expect((await setStatus(orderId!, 'canceled')).status).toBe(200);
    expect(await drawn(orderId!, dora)).toMatchObject({ friend: false });
    expect((await drawn(orderId!, dora)).messages).toHaveLength(3);
    expect(await givenBy(dora)).toEqual([]);
    expect(await paymentsOf(orderId!)).toMatchObject({ status: 'canceled', payment: 'paid', due: null });

    expect((await setStatus(orderId!, 'approving')).status).toBe(200);
    expect(await drawn(orderId!, dora)).toMatchObject({ friend: true, receiptJobs: 1 });
    expect(await givenBy(dora)).toEqual([['rub', '500.00']]);
  });

  it('a refunded payment counts nowhere and takes back the role', async () => {
    const erin = await registerCustomer(harness.server, 'money-erin@example.com');
    const [orderId] = await cartOf(erin, { productId: harness.shop.general.id });
    const [invoice] = (await checkoutOne(erin, orderId!, 'dummy')).body.data.billingModule.invoices;
    await dummyPays(invoice!);
    expect(await givenBy(erin)).toEqual([['rub', '500.00']]);
    const refund = await receivePaymentEvent(
      harness.server.db,
      'dummy',
      {
        eventId: `refund-${invoice!.id}`,
        kind: 'refunded',
        invoiceId: invoice!.id,
        providerPaymentId: null,
        amount: null,
        currency: null,
      },
      orderPaymentEffects,
    );
    expect(refund.outcome).toBe('applied');
    expect(await givenBy(erin)).toEqual([]);
    expect(await drawn(orderId!, erin)).toMatchObject({ friend: false });
    expect(await paymentsOf(orderId!)).toMatchObject({ payment: 'refunded', due: null });
    // Nothing more can be recorded for it.
    const again = await recordOffline(orderId!, { amount: '500.00', paidAt: yesterday(), note: 'cash' });
    expect(again.status).toBe(409);
  });
});

describe('a payment received outside the site', () => {
  it('pays a cart order through the payment path: invoice, receipt, role and message, exactly once', async () => {
    const frank = await registerCustomer(harness.server, 'money-frank@example.com');
    const [orderId] = await cartOf(frank, { productId: harness.shop.general.id, quantity: 2 });
    expect(await paymentsOf(orderId!)).toMatchObject({
      payment: 'unpaid',
      due: { amount: '1000.00', billingModuleCurrency: { slug: 'rub' } },
    });
    const paidAt = yesterday();
    const answer = await recordOffline(orderId!, { amount: '1000', paidAt, note: 'Bank transfer, order 17' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({
      orderIds: [orderId],
      invoice: { provider: 'offline', status: 'paid', amount: '1000.00', paidAt, note: 'Bank transfer, order 17' },
    });
    expect(await orderState(orderId!)).toEqual({ type: 'history', status: 'approving' });
    const { db, storage } = harness.server;
    expect(await db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: answer.body.data.invoice.id } })).toMatchObject({
      email: 'money-frank@example.com',
      note: 'Bank transfer, order 17',
      refundDue: false,
    });
    expect(await drawn(orderId!, frank)).toEqual({ receiptJobs: 1, messages: [expect.any(String)], friend: true });
    // The invoice's page, which the message links to, reads it paid (no provider is asked).
    const state = await callApi(harness.server, 'GET', `/api/billing/invoices/${answer.body.data.invoice.id}/state?lookUp=true`);
    expect(state.body.data).toMatchObject({ provider: 'offline', status: 'paid', amount: '1000.00' });
    const receipt = await issueReceipt(db, storage, orderId!);
    expect(receipt).toMatch(/\.png$/);
    expect(await givenBy(frank)).toEqual([['rub', '1000.00']]);
    expect(await paymentsOf(orderId!)).toMatchObject({
      payment: 'paid',
      due: null,
      paymentIntents: [{ status: 'paid', invoices: [{ provider: 'offline', status: 'paid', note: 'Bank transfer, order 17' }] }],
    });

    // The same payment recorded again, or twice at once: refused, nothing more written.
    const invoices = await db.prisma.billingInvoice.count();
    const twice = await Promise.all([
      recordOffline(orderId!, { amount: '1000.00', paidAt, note: 'again' }),
      recordOffline(orderId!, { amount: '1000.00', paidAt, note: 'again' }),
    ]);
    expect(twice.map((call) => call.status)).toEqual([409, 409]);
    expect(twice[0]!.body.cause).toEqual([expect.objectContaining({ field: 'id', code: 'already_paid' })]);
    expect(await db.prisma.billingInvoice.count()).toBe(invoices);
    expect(await drawn(orderId!, frank)).toEqual({ receiptJobs: 1, messages: [expect.any(String)], friend: true });
  });

  it('recorded twice at once for an unpaid order: one is taken, the other refused', async () => {
    const gina = await registerCustomer(harness.server, 'money-gina@example.com');
    const [orderId] = await cartOf(gina, { productId: harness.shop.general.id });
    const calls = await Promise.all(
      [1, 2, 3].map(() => recordOffline(orderId!, { amount: '500.00', paidAt: yesterday(), note: 'cash' })),
    );
    expect(calls.map((call) => call.status).sort()).toEqual([201, 409, 409]);
    expect(await harness.server.db.prisma.billingInvoice.count({ where: { provider: 'offline', email: gina.login } })).toBe(1);
    expect(await drawn(orderId!, gina)).toEqual({ receiptJobs: 1, messages: [expect.any(String)], friend: true });
  });

  it('pays every order of an open online checkout; the online payment arriving after it is owed back', async () => {
    const hugo = await registerCustomer(harness.server, 'money-hugo@example.com');
    const ids = await cartOf(hugo, { productId: harness.shop.general.id }, { productId: harness.shop.share.id, quantity: 3 });
    const checkout = await harness.checkoutCart(hugo, {
      provider: 'dummy',
      email: hugo.login,
      ecommerceModule: { orders: ids.map((id) => ({ id })) },
    });
    const [online] = checkout.body.data.billingModule.invoices;
    expect(await paymentsOf(ids[1]!)).toMatchObject({ due: { amount: '500.30' } });
    const short = await recordOffline(ids[1]!, { amount: '0.30', paidAt: yesterday(), note: 'cash' });
    expect(short.status).toBe(400);
    expect(short.body.cause).toEqual([
      expect.objectContaining({
        field: 'data.amount',
        code: 'amount_mismatch',
        params: expect.objectContaining({ amount: '500.30' }),
      }),
    ]);
    const answer = await recordOffline(ids[1]!, { amount: '500.30', paidAt: yesterday(), note: 'Transfer' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.orderIds).toEqual([...ids].sort());
    for (const id of ids) expect(await orderState(id)).toEqual({ type: 'history', status: 'approving' });
    const { db } = harness.server;
    expect(await db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: online!.id } })).toMatchObject({ status: 'canceled' });

    expect((await dummyPays(online!)).status).toBe(200);
    expect(await db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: online!.id } })).toMatchObject({
      status: 'paid',
      refundDue: true,
    });
    for (const id of ids) expect((await drawn(id, hugo)).receiptJobs).toBe(1);
    expect(await givenBy(hugo)).toEqual([['rub', '500.30']]);
  });

  it('after an online payment, or racing it, pays once', async () => {
    const ivan = await registerCustomer(harness.server, 'money-ivan@example.com');
    const [first] = await cartOf(ivan, { productId: harness.shop.general.id });
    const [paidOnline] = (await checkoutOne(ivan, first!, 'dummy')).body.data.billingModule.invoices;
    await dummyPays(paidOnline!);
    const late = await recordOffline(first!, { amount: '500.00', paidAt: yesterday(), note: 'cash' });
    expect(late.status).toBe(409);

    const jane = await registerCustomer(harness.server, 'money-jane@example.com');
    const [second] = await cartOf(jane, { productId: harness.shop.general.id });
    const [racing] = (await checkoutOne(jane, second!, 'dummy')).body.data.billingModule.invoices;
    const [offline, webhook] = await Promise.all([
      recordOffline(second!, { amount: '500.00', paidAt: yesterday(), note: 'cash' }),
      dummyPays(racing!),
    ]);
    expect(webhook.status).toBe(200);
    expect([201, 409]).toContain(offline.status);
    const online = await harness.server.db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: racing!.id } });
    // Whichever came first paid the order; the online money came second only if the offline record was taken.
    expect(online.refundDue).toBe(offline.status === 201);
    expect(await drawn(second!, jane)).toEqual({ receiptJobs: 1, messages: [expect.any(String)], friend: true });
    expect(await givenBy(jane)).toEqual([['rub', '500.00']]);
  });

  it('is refused, naming the field and writing nothing, for bad input, a canceled order or a caller who is not an administrator', async () => {
    const kate = await registerCustomer(harness.server, 'money-kate@example.com');
    const [orderId] = await cartOf(kate, { productId: harness.shop.general.id });
    const { db } = harness.server;
    const before = await db.prisma.billingInvoice.count();
    const refused = async (answer: Answer, status: number, field: string, code?: string) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(fieldsOf(answer)).toEqual([field]);
      if (code) expect(answer.body.cause).toEqual([expect.objectContaining({ code })]);
    };
    await refused(
      await recordOffline(orderId!, { amount: '499.99', paidAt: yesterday(), note: 'x' }),
      400,
      'data.amount',
      'amount_mismatch',
    );
    await refused(
      await recordOffline(orderId!, { amount: '500.001', paidAt: yesterday(), note: 'x' }),
      400,
      'data.amount',
      'amount_mismatch',
    );
    await refused(await recordOffline(orderId!, { amount: '5,00', paidAt: yesterday(), note: 'x' }), 400, 'data.amount');
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    await refused(await recordOffline(orderId!, { amount: '500', paidAt: tomorrow, note: 'x' }), 400, 'data.paidAt', 'in_future');
    await refused(await recordOffline(orderId!, { amount: '500', paidAt: 'soon', note: 'x' }), 400, 'data.paidAt');
    await refused(
      await recordOffline(orderId!, { amount: '500', paidAt: yesterday(), note: '  ' }),
      400,
      'data.note',
      'too_small',
    );
    await refused(await recordOffline(orderId!, { amount: '500', paidAt: yesterday() }), 400, 'data.note', 'required');
    expect((await recordOffline(orderId!, { amount: '500', paidAt: yesterday(), note: 'x' }, kate.headers)).status).toBe(403);
    const unknown = await recordOffline('00000000-0000-4000-8000-000000000000', {
      amount: '500',
      paidAt: yesterday(),
      note: 'x',
    });
    expect(unknown.status).toBe(404);
    await setStatus(orderId!, 'canceled');
    await refused(await recordOffline(orderId!, { amount: '500', paidAt: yesterday(), note: 'x' }), 400, 'id', 'order_canceled');
    expect(await db.prisma.billingInvoice.count()).toBe(before);
    expect(await drawn(orderId!, kate)).toEqual({ receiptJobs: 0, messages: [], friend: false });
  });
});
