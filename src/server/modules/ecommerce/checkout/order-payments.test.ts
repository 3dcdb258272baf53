import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../../../../tests/helpers/database';
import { moneyMismatches } from '../../../../../tests/helpers/money-consistency';
import { PATIENTLY } from '../../../../../tests/helpers/patience';
import { runQueuedJobs } from '../../../../../tests/helpers/jobs';
import { createShop, type Shop } from '../../../../../tests/helpers/shop';
import { openIntent, receivePaymentEvent, type PaymentEffects } from '../../billing';
import { orderStatusMessageJob } from '../order-status.service';
import { orderPaymentEffects } from './order-payments';

/**
 * Two open intents of the same order both paid (a superseded checkout's payment arriving late while the current one is
 * paid), through the one payment path with the real order effects: the order is fulfilled once, the second payment is
 * owed back and its intent canceled, the payer told once. Each payment holds only its own intent's lock, so the
 * order's row lock is what makes them take turns, and the second must see the first's payment once it holds that row.
 */

let db: TestDatabase;
let shop: Shop;
let subjectId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  shop = await createShop(db);
  subjectId = (await db.prisma.rbacSubject.create({ data: { slug: `payer-${randomUUID()}` } })).id;
});
afterAll(() => db?.dispose());

/** An order being paid, one line of 3 shares at 0.10 ₽ as its checkout priced it. */
async function payingOrder() {
  const order = await db.prisma.ecommerceOrder.create({ data: { type: 'history', status: 'paying' } });
  await db.prisma.rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: order.id } });
  await db.prisma.ecommerceOrdersToProducts.create({
    data: { orderId: order.id, productId: shop.share.id, quantity: 3, checkoutUnitPrice: '0.10' },
  });
  return order.id;
}

/** An open intent of the order with one open dummy invoice of what it comes to. */
async function intentOf(orderId: string) {
  const rub = { id: shop.rub.id, slug: 'rub', symbol: '₽', title: { ru: 'Рубль' }, decimals: 2 };
  const opened = await db.transaction((tx) =>
    openIntent(
      tx,
      { subjectId, currency: rub, amount: '0.30', title: 'Race', description: 'Race' },
      {
        provider: 'dummy',
        email: 'payer@example.com',
        language: 'en',
        siteUrl: 'http://localhost:4000',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    ),
  );
  await db.prisma.ecommerceOrdersToBillingModulePaymentIntents.create({
    data: { orderId, billingModulePaymentIntentId: opened.paymentIntentId },
  });
  return opened;
}

const paidEvent = (invoiceId: string) => ({
  eventId: `evt_${randomUUID()}`,
  kind: 'paid' as const,
  invoiceId,
  providerPaymentId: `dummy_${invoiceId}`,
  amount: '0.30',
  currency: 'RUB',
});

/** Transactions of this database waiting for a row lock of an order (the payment locking its orders). */
const waitingForOrders = async () =>
  (
    await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS "waiting" FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%"EcommerceOrder"%FOR UPDATE%'`,
    )
  )[0]!.waiting;

/** The intent's status, its invoice's status and refund flag. */
async function paymentOf({ paymentIntentId, invoiceId }: { paymentIntentId: string; invoiceId: string }) {
  const intent = await db.prisma.billingPaymentIntent.findUniqueOrThrow({ where: { id: paymentIntentId } });
  const invoice = await db.prisma.billingInvoice.findUniqueOrThrow({ where: { id: invoiceId } });
  return { intent: intent.status, invoice: invoice.status, refundDue: invoice.refundDue };
}

/**
 * What holds once both were paid: the first fulfilled the order, the second is owed back, the payer was told once (the
 * status message is written by its job, run here as a runner would: docs/decisions/0061).
 */
async function expectPaidOnce(orderId: string, first: { paymentIntentId: string; invoiceId: string }, second: typeof first) {
  expect(await paymentOf(first)).toEqual({ intent: 'paid', invoice: 'paid', refundDue: false });
  expect(await paymentOf(second)).toEqual({ intent: 'canceled', invoice: 'paid', refundDue: true });
  expect(
    await db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId }, select: { type: true, status: true } }),
  ).toEqual({
    type: 'history',
    status: 'approving',
  });
  await runQueuedJobs(db, orderStatusMessageJob);
  expect(await db.prisma.notificationNotification.count({ where: { orderId } })).toBe(1);
  expect(await moneyMismatches(db)).toEqual([]);
}

describe('two intents of the same order', () => {
  it('paid one after the other: the second payment fulfils nothing and is owed back', async () => {
    const orderId = await payingOrder();
    const first = await intentOf(orderId);
    const second = await intentOf(orderId);
    expect(await receivePaymentEvent(db, 'dummy', paidEvent(first.invoiceId), orderPaymentEffects)).toMatchObject({
      outcome: 'applied',
    });
    expect(await receivePaymentEvent(db, 'dummy', paidEvent(second.invoiceId), orderPaymentEffects)).toMatchObject({
      outcome: 'refund-due',
    });
    await expectPaidOnce(orderId, first, second);
  });

  // The turn is forced, not hoped for: the first payment holds the order's row (approved, not committed) until the
  // second is seen waiting for that row, then commits; the second's locking statement began before that commit.
  it.skipIf(testDatabaseKind !== 'postgres')(
    'paid at the same moment, the second waiting for the first to commit: fulfilled once (PostgreSQL only: PGlite runs one transaction at a time)',
    async () => {
      const orderId = await payingOrder();
      const first = await intentOf(orderId);
      const second = await intentOf(orderId);

      let reached!: () => void;
      const firstHoldsOrder = new Promise<void>((resolve) => (reached = resolve));
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const answers = new Map<string, string>();
      const effects: PaymentEffects = {
        ...orderPaymentEffects,
        async paid(tx, paymentIntentId) {
          const answer = await orderPaymentEffects.paid(tx, paymentIntentId);
          answers.set(paymentIntentId, answer === 'already-paid' ? answer : 'fulfilled');
          if (paymentIntentId === first.paymentIntentId) {
            reached();
            await gate;
          }
          return answer;
        },
      };

      const firstPaid = receivePaymentEvent(db, 'dummy', paidEvent(first.invoiceId), effects);
      await firstHoldsOrder;
      const secondPaid = receivePaymentEvent(db, 'dummy', paidEvent(second.invoiceId), effects);
      await vi.waitFor(async () => expect(await waitingForOrders()).toBe(1), PATIENTLY);
      open();
      const outcomes = await Promise.all([firstPaid, secondPaid]);

      expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['applied', 'refund-due']);
      expect(Object.fromEntries(answers)).toEqual({
        [first.paymentIntentId]: 'fulfilled',
        [second.paymentIntentId]: 'already-paid',
      });
      await expectPaidOnce(orderId, first, second);
    },
  );
});
