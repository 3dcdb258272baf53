import { beforeAll, describe, expect, it } from 'vitest';
import { paymentProviders, receivePaymentEvent } from '../../src/server/modules/billing';
import {
  dummyEvent,
  DUMMY_SIGNATURE_HEADER,
  signDummyNotification,
} from '../../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { settleDueSubscription } from '../../src/server/modules/billing/subscriptions/subscription-lifecycle.service';
import { orderPaymentEffects } from '../../src/server/modules/ecommerce';
import { queuedMessageJob } from '../../src/server/modules/notification';
import { checkoutHarness, type Invoice } from '../helpers/checkout';
import { runQueuedJobs } from '../helpers/jobs';
import { callApi, fieldsOf, registerCustomer, type Customer } from '../helpers/customers';
import { testTokenSettings, TEST_SITE_URL } from '../helpers/server';
import { createMonthlyGift, holdsRole, subscriptionsOf as subscriptionsOfCustomer } from '../helpers/subscription-product';

/**
 * Monthly gifts (issue 29, docs/decisions/0042) through the test provider, on PGlite and PostgreSQL: a subscription
 * product's checkout starts a subscription, each period is recorded once however its renewal is told, a renewal told
 * before the first payment waits for it, the friend role lasts as long as the subscription, and its payer cancels it.
 */

const DUMMY_SECRET = 'dummy-secret-for-tests';
const harness = checkoutHarness({
  env: {
    BILLING_DUMMY_PROVIDER: 'on',
    BILLING_DUMMY_SECRET: DUMMY_SECRET,
    PAYSELECTION_SITE_ID: '99999',
    PAYSELECTION_SECRET_KEY: 'payselection-secret',
  },
});
const { cartOf, checkoutCart, checkoutOne, postWebhook } = harness;

const providers = () =>
  paymentProviders({ siteUrl: TEST_SITE_URL, tokens: testTokenSettings() }, { ...process.env, BILLING_DUMMY_PROVIDER: 'on' });

function dummyPays(invoice: Invoice) {
  const event = dummyEvent(invoice.id, 'paid', invoice.amount, invoice.billingModuleCurrency.slug.toUpperCase());
  const signed = signDummyNotification(DUMMY_SECRET, event);
  return postWebhook('dummy', signed.body, { [DUMMY_SIGNATURE_HEADER]: signed.signature });
}

let monthly: { id: string };
let roleId: string;
beforeAll(async () => {
  ({ product: monthly, roleId } = await createMonthlyGift(harness.server.db, {
    rubId: harness.shop.rub.id,
    slug: 'friend-monthly',
  }));
});

const hasRole = (who: Customer) => holdsRole(harness.server.db, who.id, roleId);

const subscriptionsOf = (who: Customer) => subscriptionsOfCustomer(harness.server, who);

/** The test provider's renewal of the period starting at `periodStart`, as billing's due job delivers it. */
function renewal(subscriptionId: string, firstInvoiceId: string, periodStart: Date) {
  return providers().get('dummy').subscriptions!.renewal!({
    subscriptionId,
    firstInvoiceId,
    amount: '500.00',
    currency: 'RUB',
    periodStart,
    recurring: { interval: 'month', intervalCount: 1 },
  });
}

describe('checking out a subscription product', () => {
  let bob: Customer;
  beforeAll(async () => {
    bob = await registerCustomer(harness.server, 'monthly-bob@example.com');
  });

  it('refuses it beside other orders, or at a provider without recurring payments, and writes nothing', async () => {
    const ids = await cartOf(bob, { productId: monthly.id }, { productId: harness.shop.general.id });
    const mixed = await checkoutCart(bob, {
      provider: 'dummy',
      email: bob.login,
      ecommerceModule: { orders: ids.map((id) => ({ id })) },
    });
    expect(mixed.status).toBe(400);
    expect(fieldsOf(mixed)).toEqual(['data.ecommerceModule.orders[0].id']);
    const refused = await checkoutOne(bob, ids[0]!, 'payselection');
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['data.provider']);
    expect(await harness.server.db.prisma.billingSubscription.count()).toBe(0);
    expect(await harness.server.db.prisma.billingPaymentIntent.count()).toBe(0);
  });
});

describe('a monthly gift with the test provider', () => {
  let carol: Customer;
  let invoice: Invoice;
  let subscriptionId: string;
  beforeAll(async () => {
    carol = await registerCustomer(harness.server, 'monthly-carol@example.com');
    const [orderId] = await cartOf(carol, { productId: monthly.id });
    const answer = await checkoutOne(carol, orderId!, 'dummy');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    invoice = answer.body.data.billingModule.invoices[0]!;
    subscriptionId = (await harness.server.db.prisma.billingSubscription.findFirstOrThrow({ select: { id: true } })).id;
  });

  it('is pending until paid, keeps a renewal told before the first payment, and applies it after', async () => {
    const [pending] = await subscriptionsOf(carol);
    expect(pending).toMatchObject({ status: 'pending', amount: '500.00', interval: 'month', payments: 0 });
    expect(pending!.paymentUrl).toContain(invoice.id);

    const early = renewal(subscriptionId, invoice.id, new Date('2030-01-01T00:00:00Z'));
    const kept = await receivePaymentEvent(harness.server.db, 'dummy', early, orderPaymentEffects);
    expect(kept.outcome).toBe('pending');
    expect(await hasRole(carol)).toBe(false);

    expect((await dummyPays(invoice)).status).toBe(200);
    const [active] = await subscriptionsOf(carol);
    expect(active).toMatchObject({ status: 'active', payments: 2, given: '1000.00', cancelAtPeriodEnd: false });
    expect(await hasRole(carol)).toBe(true);
    const applied = await harness.server.db.prisma.billingPaymentEvent.findFirstOrThrow({ where: { eventId: early.eventId } });
    expect(applied.outcome).toBe('applied');
  });

  it('records each period once, however often and by whatever path it is told', async () => {
    const db = harness.server.db;
    const start = new Date('2030-02-01T00:00:00Z');
    const told = renewal(subscriptionId, invoice.id, start);
    const answers = await Promise.all([
      receivePaymentEvent(db, 'dummy', told, orderPaymentEffects),
      receivePaymentEvent(db, 'dummy', told, orderPaymentEffects),
      receivePaymentEvent(db, 'dummy', { ...told, eventId: `${told.eventId}-reconciled` }, orderPaymentEffects),
    ]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['applied', 'duplicate', 'ignored']);
    const [after] = await subscriptionsOf(carol);
    expect(after).toMatchObject({ payments: 3, given: '1500.00' });
    const orders = await db.prisma.ecommerceOrder.findMany({
      where: { rbacSubjectsToEcommerceModuleOrders: { some: { subjectId: carol.id } }, type: 'history' },
      select: { status: true },
    });
    expect(orders.map((order) => order.status)).toEqual(['approving', 'approving', 'approving']);
  });

  it('renews at each period end through the due job', async () => {
    const db = harness.server.db;
    const [before] = await subscriptionsOf(carol);
    const periodEnd = new Date(before!.currentPeriodEnd!);
    const due = new Date(periodEnd.getTime() + 1000);
    await settleDueSubscription(db, providers(), orderPaymentEffects, subscriptionId, { graceDays: 7, now: () => due });
    const [after] = await subscriptionsOf(carol);
    expect(after!.payments).toBe(4);
    expect(new Date(after!.currentPeriodEnd!).getTime()).toBeGreaterThan(periodEnd.getTime());
  });

  it('is canceled by its payer at the end of the period paid for, when the role goes', async () => {
    const db = harness.server.db;
    const stranger = await registerCustomer(harness.server, 'monthly-stranger@example.com');
    const refused = await callApi(harness.server, 'POST', `/api/billing/subscriptions/${subscriptionId}/cancel`, {
      headers: stranger.headers,
    });
    expect(refused.status).toBe(404);

    const canceled = await callApi<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string; status: string }>(
      harness.server,
      'POST',
      `/api/billing/subscriptions/${subscriptionId}/cancel`,
      { headers: carol.headers },
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(await hasRole(carol)).toBe(true);

    const end = new Date(canceled.body.data.currentPeriodEnd);
    await settleDueSubscription(db, providers(), orderPaymentEffects, subscriptionId, {
      graceDays: 7,
      now: () => new Date(end.getTime() - 1000),
    });
    expect((await subscriptionsOf(carol))[0]).toMatchObject({ status: 'active', payments: 4 });

    await settleDueSubscription(db, providers(), orderPaymentEffects, subscriptionId, {
      graceDays: 7,
      now: () => new Date(end.getTime() + 1000),
    });
    expect((await subscriptionsOf(carol))[0]).toMatchObject({ status: 'ended', endReason: 'canceled', payments: 4 });
    expect(await hasRole(carol)).toBe(false);

    // Its payer is told by the jobs the changes queued.
    await runQueuedJobs(db, queuedMessageJob);
    const messages = await db.prisma.notificationNotification.findMany({
      where: { recipient: carol.login },
      select: { title: true, text: true, orderId: true, subjectId: true },
    });
    const titled = (title: string) => messages.find((message) => message.title === title);
    const role = '«Друг фонда (friend-monthly)»';
    const [started, canceledMessage, ended] = [
      'Ежемесячное пожертвование оформлено',
      'Ежемесячное пожертвование отменено',
      'Ежемесячное пожертвование завершено',
    ].map(titled);
    // The roles are a value; the sentence around them is the template's.
    expect(started!.text).toContain(`Ваше пожертвование 500,00 ₽ в месяц оформлено.`);
    expect(started!.text).toContain(`Пока оно действует, вы — ${role}.`);
    expect(canceledMessage!.text).toContain(`До этого дня вы остаётесь: ${role}.`);
    // Ended as canceled: no reason said.
    expect(ended!.text).toContain(`в месяц завершено. Роль ${role} снята.`);
    // Filed under the order that started it, and its payer's account.
    const [firstOrder] = await db.prisma.ecommerceOrder.findMany({
      where: { rbacSubjectsToEcommerceModuleOrders: { some: { subjectId: carol.id } } },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
    });
    for (const message of [started, canceledMessage, ended])
      expect(message).toMatchObject({ orderId: firstOrder!.id, subjectId: carol.id });

    const late = renewal(subscriptionId, invoice.id, end);
    expect((await receivePaymentEvent(db, 'dummy', late, orderPaymentEffects)).outcome).toBe('refund-due');
    expect(await hasRole(carol)).toBe(false);
  });

  it('tells its payer in the words of the kind’s template record, an unpaid end with its reason', async () => {
    const db = harness.server.db;
    const template = await db.prisma.notificationTemplate.create({
      data: {
        variant: 'generate-email-billing-subscription-ended',
        adminTitle: 'Gift ended (test)',
        slug: 'gift-ended-test',
        title: { ru: 'Пожертвование {{amount}} {{period}} закончилось', en: 'Your gift of {{amount}} has ended' },
        text: { ru: 'Причина: {{#reason}}{{reason}}{{/reason}}{{^reason}}без причины{{/reason}}. {{link}}', en: '{{link}}' },
      },
    });
    try {
      await db.query(`UPDATE "BillingSubscription" SET "endReason" = 'unpaid' WHERE "id" = $1`, [subscriptionId]);
      await db.transaction((tx) => orderPaymentEffects.subscriptionChanged(tx, { subscriptionId, change: 'ended' }));
      await runQueuedJobs(db, queuedMessageJob);
      const told = await db.prisma.notificationNotification.findFirstOrThrow({
        where: { recipient: carol.login, templateId: template.id },
      });
      expect(told.title).toBe('Пожертвование 500,00 ₽ в месяц закончилось');
      expect(told.text).toContain(`Причина: платежи не прошли. ${TEST_SITE_URL}/ru/ecommerce/orders`);
    } finally {
      await db.query(`UPDATE "BillingSubscription" SET "endReason" = 'canceled' WHERE "id" = $1`, [subscriptionId]);
      await db.prisma.notificationTemplate.delete({ where: { id: template.id } });
    }
  });
});
