import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { receivePaymentEvent } from '../../src/server/modules/billing';
import {
  dummyEvent,
  DUMMY_SIGNATURE_HEADER,
  signDummyNotification,
} from '../../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { orderPaymentEffects } from '../../src/server/modules/ecommerce';
import { fundraisingProgress } from '../../src/server/modules/ecommerce/progress.service';
import { announceContentChange, watchContentChanges } from '../../src/server/platform/page-cache/content-changes';
import type { ProductProgress } from '../../src/shared/fundraising';
import { checkoutHarness, type Invoice } from '../helpers/checkout';
import { callApi, fieldsOf, registerCustomer, type Answer, type Customer } from '../helpers/customers';
import { PATIENTLY } from '../helpers/patience';

/**
 * A project's fundraising progress (docs/decisions/0054), on PGlite and PostgreSQL: goals per currency refused when
 * they are not more than 0, do not fit the currency or are a second one; what was raised and by how many donors, from
 * paid orders only (a cart, a checkout awaiting payment, a canceled or refunded order count nothing), currencies kept
 * apart; and the content channel told when a payment moves what was raised, never when a cart changes.
 */

const DUMMY_SECRET = 'dummy-secret-for-progress';
const harness = checkoutHarness({ env: { BILLING_DUMMY_SECRET: DUMMY_SECRET } });
const { cartOf, checkoutOne, postWebhook } = harness;

const GOALS = '/api/ecommerce/product-goals';
const PROGRESS = '/api/ecommerce/products/progress';

/** A generic write of goals with the secret key, as the admin's nested table makes it. */
async function writeGoals(method: string, path: string, data: unknown): Promise<Answer<{ id: string }>> {
  const response = await harness.server.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<{ id: string }>['body'] };
}

function dummyPays(invoice: Invoice, currency = 'RUB') {
  const signed = signDummyNotification(DUMMY_SECRET, dummyEvent(invoice.id, 'paid', invoice.amount, currency));
  return postWebhook('dummy', signed.body, { [DUMMY_SIGNATURE_HEADER]: signed.signature });
}

/** A customer's cart order of `quantity` shares (in `currencyId`, else roubles) checked out: its id and invoice. */
async function checkedOut(who: Customer, quantity: number, currencyId?: string) {
  const [orderId] = await cartOf(who, { productId: harness.shop.share.id, quantity, currencyId });
  const checkout = await checkoutOne(who, orderId!, 'dummy');
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  return { orderId: orderId!, invoice: checkout.body.data.billingModule.invoices[0]! };
}

/** A customer's donation of `quantity` shares, paid. */
async function donated(who: Customer, quantity: number, currency?: { id: string; slug: string }) {
  const { orderId, invoice } = await checkedOut(who, quantity, currency?.id);
  expect((await dummyPays(invoice, currency?.slug.toUpperCase())).status).toBe(200);
  return { orderId, invoice };
}

/** The share's progress as a visitor reads it: no credentials. */
async function shareProgress(): Promise<ProductProgress> {
  const answer = await callApi<ProductProgress[]>(harness.server, 'GET', `${PROGRESS}?ids[]=${harness.shop.share.id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data[0]!;
}

/**
 * Per currency slug (by slug: the test's currencies share their admin order, which leaves theirs to chance): goal,
 * raised and donors; and the donors in all.
 */
const summary = (progress: ProductProgress) => ({
  donors: progress.donors,
  currencies: progress.currencies
    .map(({ currency, goal, raised, donors }) => [currency.slug, goal, raised, donors])
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
});

describe('a goal', () => {
  it('is more than 0, within its currency’s decimals, one per product and currency: else a 400 naming the field', async () => {
    const { share, rub, eur, general } = harness.shop;
    const goal = (amount: unknown, currencyId = rub.id, productId = share.id) => ({
      productId,
      billingModuleCurrencyId: currencyId,
      amount,
    });
    for (const amount of ['-1', '0', '0.00', -5, '12.345', 'lots']) {
      const refused = await writeGoals('POST', GOALS, goal(amount));
      expect([refused.status, fieldsOf(refused)], String(amount)).toEqual([400, ['data.amount']]);
    }
    expect(await harness.server.db.prisma.ecommerceProductGoal.count()).toBe(0);

    const created = await writeGoals('POST', GOALS, goal('150000'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ amount: '150000' });
    const second = await writeGoals('POST', GOALS, goal('2000'));
    expect([second.status, fieldsOf(second)]).toEqual([400, ['data.billingModuleCurrencyId']]);
    expect(second.body.cause).toEqual([expect.objectContaining({ code: 'duplicate' })]);
    // Two of one product and currency in one bulk call: the second is named, nothing is written.
    const bulk = await writeGoals('POST', `${GOALS}/bulk`, [
      { data: goal('1000', eur.id) },
      { data: goal('500', rub.id, general.id) },
      { data: goal('1200', eur.id) },
    ]);
    expect([bulk.status, fieldsOf(bulk)]).toEqual([400, ['data[2].data.billingModuleCurrencyId']]);
    expect(await harness.server.db.prisma.ecommerceProductGoal.count()).toBe(1);

    const euros = await writeGoals('POST', GOALS, goal('1500.50', eur.id));
    expect(euros.status).toBe(201);
    // Moved onto the currency of another goal of the product, or down to nothing: refused as well.
    const moved = await writeGoals('PATCH', `${GOALS}/${euros.body.data.id}`, { billingModuleCurrencyId: rub.id });
    expect([moved.status, fieldsOf(moved)]).toEqual([400, ['data.billingModuleCurrencyId']]);
    const zero = await writeGoals('PATCH', `${GOALS}/${euros.body.data.id}`, { amount: '0' });
    expect([zero.status, fieldsOf(zero)]).toEqual([400, ['data.amount']]);
    const changed = await writeGoals('PATCH', `${GOALS}/${euros.body.data.id}`, { amount: '1500' });
    expect(changed.status).toBe(200);

    // Anyone reads them (project pages show them); only a permitted role or the secret key writes them.
    const read = await callApi<{ amount: string }[]>(harness.server, 'GET', `${GOALS}?limit=10`);
    expect(read.status).toBe(200);
    expect(read.body.data.map((each) => each.amount).sort()).toEqual(['1500', '150000']);
    const stranger = await callApi(harness.server, 'POST', GOALS, { data: goal('1', rub.id, general.id) });
    expect(stranger.status).toBe(401);
  });
});

describe('what a project raised', () => {
  const heard: string[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    stop = await watchContentChanges(harness.server.db, (what) => heard.push(what));
  });
  afterAll(() => stop());

  /**
   * What the content channel heard while `work` ran: a marker announced after it arrives after everything `work`
   * announced (notifications come in commit order), so its arrival says all has arrived.
   */
  async function announced(work: () => Promise<unknown>): Promise<string[]> {
    const before = `before-${crypto.randomUUID()}`;
    await announceContentChange(harness.server.db, before);
    await vi.waitFor(() => expect(heard).toContain(before), PATIENTLY);
    heard.length = 0;
    await work();
    const after = `after-${crypto.randomUUID()}`;
    await announceContentChange(harness.server.db, after);
    await vi.waitFor(() => expect(heard).toContain(after), PATIENTLY);
    return heard.filter((what) => what !== after);
  }

  it('counts paid orders only, each donor once, each currency apart; a cart, an unpaid checkout, a canceled or refunded order count nothing', async () => {
    const { eur } = harness.shop;
    const register = (name: string) => registerCustomer(harness.server, `progress-${name}@example.com`);
    const [ann, ben, cat, dan, eve] = [
      await register('ann'),
      await register('ben'),
      await register('cat'),
      await register('dan'),
      await register('eve'),
    ];
    // Goals of the test above: 150 000 ₽ and 1 500 €, nothing raised yet.
    expect(summary(await shareProgress())).toEqual({
      donors: 0,
      currencies: [
        ['eur', '1500.00', '0.00', 0],
        ['rub', '150000.00', '0.00', 0],
      ],
    });

    // Ann gives twice (10 and 3 shares of 0.10 ₽): one donor. A paid donation tells the content channel.
    expect(await announced(() => donated(ann, 10))).toContain('BillingPaymentIntent');
    await donated(ann, 3);
    // Ben gives in euros (2 × 1.25 €, then 4 × 1.25 €): apart from the roubles.
    await donated(ben, 2, eur);
    const given = await donated(ben, 4, eur);
    // Cat's cart, Dan's checkout awaiting payment: nothing; and neither tells the content channel.
    expect(await announced(() => cartOf(cat, { productId: harness.shop.share.id, quantity: 50 }))).toEqual([]);
    expect(await announced(() => checkedOut(dan, 40))).toEqual([]);
    // Eve's payment, then canceled by an administrator: counted, then not.
    const canceled = await donated(eve, 7);
    expect(summary(await shareProgress())).toEqual({
      donors: 3,
      currencies: [
        ['eur', '1500.00', '7.50', 1],
        ['rub', '150000.00', '2.00', 2],
      ],
    });
    const cancel = () =>
      harness.server.request(`/api/ecommerce/orders/${canceled.orderId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { status: 'canceled' } }),
      });
    expect(await announced(async () => expect((await cancel()).status).toBe(200))).toEqual(['EcommerceOrder']);
    // Ben's second payment given back: counted no more, Ben still a donor by his first.
    const refund = () =>
      receivePaymentEvent(
        harness.server.db,
        'dummy',
        {
          eventId: `refund-${given.invoice.id}`,
          kind: 'refunded',
          invoiceId: given.invoice.id,
          providerPaymentId: null,
          amount: null,
          currency: null,
        },
        orderPaymentEffects,
      );
    expect(await announced(async () => expect((await refund()).outcome).toBe('applied'))).toEqual(['BillingInvoice']);
    expect(summary(await shareProgress())).toEqual({
      donors: 2,
      currencies: [
        ['eur', '1500.00', '2.50', 1],
        ['rub', '150000.00', '1.30', 1],
      ],
    });
  });

  it('announces the writes that turn a fact of what counts (as ecommerce states it), whatever else they change', async () => {
    const { orderId, invoice } = await checkedOut(await registerCustomer(harness.server, 'progress-gil@example.com'), 1);
    const { db } = harness.server;
    const write = (table: string, set: string, id: string) => () =>
      db.query(`UPDATE "${table}" SET ${set} WHERE "id" = $1`, [id]);
    // An invoice expired, given back for a second payment (refundDue), an order moved on: nothing counts otherwise.
    expect(await announced(write('BillingInvoice', `"status" = 'expired'`, invoice.id))).toEqual([]);
    expect(await announced(write('BillingInvoice', `"status" = 'refunded', "refundDue" = TRUE`, invoice.id))).toEqual([]);
    expect(await announced(write('EcommerceOrder', `"status" = 'packaging'`, orderId))).toEqual([]);
    // The same refunded invoice no longer a second payment's: the order's money given back.
    expect(await announced(write('BillingInvoice', `"refundDue" = FALSE`, invoice.id))).toEqual(['BillingInvoice']);
    expect(await announced(write('EcommerceOrder', `"status" = 'canceled'`, orderId))).toEqual(['EcommerceOrder']);
    const intent = invoice.paymentIntentId;
    expect(await announced(write('BillingPaymentIntent', `"status" = 'paid'`, intent))).toEqual(['BillingPaymentIntent']);
    expect(await announced(write('BillingPaymentIntent', `"status" = 'open'`, intent))).toEqual(['BillingPaymentIntent']);
  });

  it('reads a list of projects in one statement: a project with no goal shows what it raised, one with neither nothing', async () => {
    const { general, share } = harness.shop;
    const fay = await registerCustomer(harness.server, 'progress-fay@example.com');
    const [orderId] = await cartOf(fay, { productId: general.id, quantity: 2 });
    const checkout = await checkoutOne(fay, orderId!, 'dummy');
    await dummyPays(checkout.body.data.billingModule.invoices[0]!);
    const unknown = crypto.randomUUID();
    const statements: string[] = [];
    const { db } = harness.server;
    const counting = { ...db, query: (sql: string, params?: unknown[]) => (statements.push(sql), db.query(sql, params)) };
    const progress = await fundraisingProgress(counting as typeof db, [general.id, share.id, unknown]);
    expect(statements).toHaveLength(1);
    expect([...progress.keys()]).toEqual([general.id, share.id, unknown]);
    expect(summary(progress.get(general.id)!)).toEqual({ donors: 1, currencies: [['rub', null, '1000.00', 1]] });
    expect(summary(progress.get(share.id)!)).toMatchObject({ donors: 2 });
    // One read, one time (the database's, to the microsecond), on every project: those without money too.
    const { readAt } = progress.get(general.id)!;
    expect(readAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(progress.get(unknown)).toEqual({ productId: unknown, donors: 0, currencies: [], readAt });
    expect(progress.get(share.id)!.readAt).toBe(readAt);
    const alone = (await fundraisingProgress(db, [unknown])).get(unknown)!;
    expect(alone.readAt > readAt).toBe(true);

    const many = await callApi<ProductProgress[]>(
      harness.server,
      'GET',
      `${PROGRESS}?ids[]=${general.id}&ids[]=${share.id}&ids[]=${unknown}`,
    );
    expect(many.body.data.map((each) => [each.productId, each.donors])).toEqual([
      [general.id, 1],
      [share.id, 2],
      [unknown, 0],
    ]);
    expect(new Set(many.body.data.map((each) => each.readAt))).toEqual(new Set([expect.stringMatching(/Z$/)]));
    expect(many.body.data[0]!.readAt > alone.readAt).toBe(true);
    const none = await callApi(harness.server, 'GET', PROGRESS);
    expect([none.status, fieldsOf(none)]).toEqual([400, ['ids']]);
  });
});
