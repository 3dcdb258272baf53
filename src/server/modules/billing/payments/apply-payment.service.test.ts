import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import type { CurrencySummary } from '../currencies.schema';
import { applyPendingEvents, receivePaymentEvent, type Fulfilment, type PaymentEffects } from './apply-payment.service';
import { addInvoice, invoiceById, openIntent } from './invoices.service';
import type { PaymentNotification } from './payment-provider';

/**
 * The one payment path, on PGlite and PostgreSQL, with effects that count what they were told: every invoice is
 * paid exactly once, whatever arrives in whatever order.
 */
let db: TestDatabase;
let rub: CurrencySummary;
let subjectId: string;
beforeAll(async () => {
  db = await openTestDatabase({ poolSize: 4 });
  const currency = await db.prisma.billingCurrency.create({ data: { slug: 'rub', adminTitle: 'RUB', title: { ru: 'Рубль' } } });
  rub = { id: currency.id, slug: 'rub', symbol: null, title: { ru: 'Рубль' }, decimals: 2 };
  subjectId = (await db.prisma.rbacSubject.create({ data: { slug: `payer-${randomUUID()}` } })).id;
});
afterAll(() => db.dispose());

let told: { paid: string[]; released: string[] };
let answer: Fulfilment;
const effects: PaymentEffects = {
  paid: async (_tx, intentId) => {
    told.paid.push(intentId);
    return answer;
  },
  released: async (_tx, intentId) => {
    told.released.push(intentId);
  },
  refunded: async () => {},
  renewed: async () => ({ jobs: [] }),
  subscriptionChanged: async () => {},
};
beforeEach(() => {
  told = { paid: [], released: [] };
  answer = { jobs: [] };
});

const terms = {
  provider: 'dummy' as const,
  email: 'payer@example.com',
  language: 'ru' as const,
  siteUrl: 'http://localhost:4000',
  expiresAt: new Date(Date.now() + 3_600_000),
};

async function openInvoice(amount = '150.00') {
  return db.transaction((tx) => openIntent(tx, { subjectId, currency: rub, amount, title: 'Test', description: 'Test' }, terms));
}

const event = (
  invoiceId: string,
  kind: PaymentNotification['kind'],
  overrides: Partial<PaymentNotification> = {},
): PaymentNotification => ({
  eventId: `evt_${randomUUID()}`,
  kind,
  invoiceId,
  providerPaymentId: `dummy_${invoiceId}`,
  amount: '150.00',
  currency: 'RUB',
  ...overrides,
});

const receive = (notification: PaymentNotification, provider: 'dummy' | 'stripe' = 'dummy') =>
  receivePaymentEvent(db, provider, notification, effects);
const intentStatus = async (id: string) => (await db.prisma.billingPaymentIntent.findUniqueOrThrow({ where: { id } })).status;

describe('a payment notification', () => {
  it('delivered three times at once pays once: one applied, two duplicates, one fulfilment', async () => {
    const { paymentIntentId, invoiceId } = await openInvoice();
    const paid = event(invoiceId, 'paid');
    const outcomes = await Promise.all([receive(paid), receive(paid), receive(paid)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(told.paid).toEqual([paymentIntentId]);
    expect(await invoiceById(db, invoiceId)).toMatchObject({ status: 'paid', refundDue: false, paidAt: expect.any(Date) });
    expect(await intentStatus(paymentIntentId)).toBe('paid');
  });

  it('paid by two different events (webhook and return page) is fulfilled once: the second is a no-op', async () => {
    const { invoiceId } = await openInvoice();
    const outcomes = await Promise.all([receive(event(invoiceId, 'paid')), receive(event(invoiceId, 'paid'))]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['applied', 'ignored']);
    expect(told.paid).toHaveLength(1);
  });

  it('failed after paid changes nothing: paid is never undone', async () => {
    const { invoiceId } = await openInvoice();
    await receive(event(invoiceId, 'paid'));
    for (const kind of ['failed', 'expired', 'pending'] as const)
      expect(await receive(event(invoiceId, kind))).toMatchObject({ outcome: 'ignored' });
    expect((await invoiceById(db, invoiceId))!.status).toBe('paid');
    expect(told.released).toEqual([]);
  });

  it('for the wrong amount or currency never pays: refused, and the money is flagged as owed back', async () => {
    for (const mismatch of [{ amount: '149.99' }, { amount: '1500' }, { currency: 'EUR' }, { amount: null }]) {
      const { invoiceId } = await openInvoice();
      expect(await receive(event(invoiceId, 'paid', mismatch))).toMatchObject({
        outcome: 'refused',
        note: expect.stringContaining('150.00 RUB'),
      });
      expect(await invoiceById(db, invoiceId)).toMatchObject({ status: 'open', refundDue: true });
    }
    expect(told.paid).toEqual([]);
  });

  it('accepts the same amount written otherwise (150, 150.0)', async () => {
    for (const amount of ['150', '150.0']) {
      const { invoiceId } = await openInvoice();
      expect(await receive(event(invoiceId, 'paid', { amount, currency: 'rub' }))).toMatchObject({ outcome: 'applied' });
    }
  });

  it('from another provider than the invoice is refused', async () => {
    const { invoiceId } = await openInvoice();
    expect(await receive(event(invoiceId, 'paid'), 'stripe')).toMatchObject({ outcome: 'refused' });
    expect((await invoiceById(db, invoiceId))!.status).toBe('open');
  });

  it('arriving before its invoice is committed waits, and is applied once the invoice exists', async () => {
    const invoiceId = randomUUID();
    expect(await receive(event(invoiceId, 'paid'))).toMatchObject({ outcome: 'pending' });
    const paymentIntentId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.prisma.billingPaymentIntent.create({
        data: {
          id: paymentIntentId,
          slug: paymentIntentId,
          adminTitle: 'Early',
          amount: '150.00',
          paymentIntentsToCurrencies: { create: { currencyId: rub.id } },
        },
      });
      await tx.prisma.billingInvoice.create({
        data: {
          id: invoiceId,
          slug: invoiceId,
          adminTitle: 'Early',
          provider: 'dummy',
          amount: '150.00',
          paymentIntentsToInvoices: { create: { paymentIntentId } },
        },
      });
    });
    const applied = await applyPendingEvents(db, effects, invoiceId);
    expect(applied.map((received) => received.outcome)).toEqual(['applied']);
    expect(await applyPendingEvents(db, effects, invoiceId)).toEqual([]);
    expect(told.paid).toEqual([paymentIntentId]);
  });

  it('paying a second invoice of an intent already paid is recorded and flagged for refund', async () => {
    const { paymentIntentId, invoiceId } = await openInvoice();
    const second = await db.transaction((tx) => addInvoice(tx, paymentIntentId, '150.00', terms));
    await receive(event(invoiceId, 'paid'));
    // The first payment canceled the second invoice; its payer paid it anyway.
    expect((await invoiceById(db, second))!.status).toBe('canceled');
    expect(await receive(event(second, 'paid'))).toMatchObject({ outcome: 'refund-due' });
    expect(await invoiceById(db, second)).toMatchObject({ status: 'paid', refundDue: true });
    expect(told.paid).toHaveLength(1);
  });

  it('paying for what was paid through another intent is flagged for refund, fulfils nothing, and releases the rest', async () => {
    const { paymentIntentId, invoiceId } = await openInvoice();
    answer = 'already-paid';
    expect(await receive(event(invoiceId, 'paid'))).toMatchObject({ outcome: 'refund-due' });
    expect(await invoiceById(db, invoiceId)).toMatchObject({ status: 'paid', refundDue: true });
    expect(await intentStatus(paymentIntentId)).toBe('canceled');
    expect(told.released).toEqual([paymentIntentId]);
  });

  it('expiring the last open invoice cancels its intent and releases what it held; a late payment is owed back', async () => {
    const { paymentIntentId, invoiceId } = await openInvoice();
    expect(await receive(event(invoiceId, 'expired'))).toMatchObject({ outcome: 'applied' });
    expect(await intentStatus(paymentIntentId)).toBe('canceled');
    expect(told.released).toEqual([paymentIntentId]);
    // Its orders are back in the cart and may have changed or gone: nothing is fulfilled, the money is flagged.
    expect(await receive(event(invoiceId, 'paid'))).toMatchObject({ outcome: 'refund-due' });
    expect(await intentStatus(paymentIntentId)).toBe('canceled');
    expect(told.paid).toEqual([]);
    expect(await invoiceById(db, invoiceId)).toMatchObject({ status: 'paid', refundDue: true });
  });

  it('a second, different payment of a paid invoice is recorded and flagged for refund', async () => {
    const { invoiceId } = await openInvoice();
    await receive(event(invoiceId, 'paid', { providerPaymentId: 'first-payment' }));
    expect(await receive(event(invoiceId, 'paid', { providerPaymentId: 'second-payment' }))).toMatchObject({
      outcome: 'refund-due',
    });
    expect(await invoiceById(db, invoiceId)).toMatchObject({ status: 'paid', refundDue: true });
    expect(told.paid).toHaveLength(1);
  });

  it('a short report, then the whole of the same payment, pays with nothing owed back', async () => {
    const { invoiceId } = await openInvoice();
    const payment = { providerPaymentId: 'topped-up' };
    expect(await receive(event(invoiceId, 'paid', { ...payment, amount: '100.00' }))).toMatchObject({ outcome: 'refused' });
    expect(await receive(event(invoiceId, 'paid', payment))).toMatchObject({ outcome: 'applied' });
    expect(await invoiceById(db, invoiceId)).toMatchObject({ status: 'paid', refundDue: false });
  });

  it('a refund after payment marks the invoice refunded; a refund of an unpaid one is ignored', async () => {
    const paidOne = await openInvoice();
    await receive(event(paidOne.invoiceId, 'paid'));
    expect(await receive(event(paidOne.invoiceId, 'refunded'))).toMatchObject({ outcome: 'applied' });
    expect((await invoiceById(db, paidOne.invoiceId))!.status).toBe('refunded');
    const openOne = await openInvoice();
    expect(await receive(event(openOne.invoiceId, 'refunded'))).toMatchObject({ outcome: 'ignored' });
  });

  it('naming no invoice of ours is kept and ignored', async () => {
    expect(await receive(event('', 'paid', { invoiceId: null }))).toMatchObject({ outcome: 'ignored' });
  });
});
