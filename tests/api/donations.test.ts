import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dummyEvent,
  DUMMY_SIGNATURE_HEADER,
  signDummyNotification,
} from '../../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { amountText } from '../../src/shared/amount-text';
import { receiptData } from '../../src/server/modules/ecommerce/receipts/receipt-data';
import { issueReceipt } from '../../src/server/modules/ecommerce/receipts/receipts.service';
import { checkoutHarness, type Invoice } from '../helpers/checkout';
import { callApi, fieldsOf, registerCustomer, type Customer } from '../helpers/customers';

/**
 * «Мои пожертвования» and the receipt as a donor meets them, on PGlite and PostgreSQL: one donation per checkout and
 * currency (not per cart line), its status in words' keys, a way to pay what waits, its receipt once drawn, totals of
 * what is paid only; and the foundation's legal details (the payee record) on the receipt.
 */

const DUMMY_SECRET = 'dummy-secret-for-donations';
const harness = checkoutHarness({ env: { BILLING_DUMMY_SECRET: DUMMY_SECRET } });
const { cartOf, checkoutCart } = harness;

const donationsPath = (who: Customer) => `/api/rbac/subjects/${who.id}/ecommerce-module/donations`;

interface Donations {
  donations: {
    id: string;
    status: string;
    amount: string | null;
    billingModuleCurrency: { slug: string } | null;
    projects: { orderId: string; product: { slug: string }; quantity: number; total: string | null }[];
    receipt: string | null;
    paymentUrl: string | null;
    provider: string | null;
    paidAt: string | null;
  }[];
  paid: { billingModuleCurrency: { slug: string }; amount: string; count: number }[];
}

const PAYEE = {
  adminTitle: 'Foundation',
  name: { ru: 'Благотворительный фонд «Тест»', en: 'Test Charitable Foundation' },
  address: { ru: '163000, Архангельск, ул. Поморская, 9', en: '9 Pomorskaya St, Arkhangelsk' },
  inn: '2900000000',
  ogrn: '1002900000000',
  kpp: '290000000',
  bankName: { ru: 'ПАО «Северный банк»', en: 'Severny Bank' },
  bankAccount: '40703810000000000000',
  bic: '041100000',
  correspondentAccount: '30101810000000000000',
};

function dummyPays(invoice: Invoice) {
  const event = dummyEvent(invoice.id, 'paid', invoice.amount, invoice.billingModuleCurrency.slug.toUpperCase());
  const signed = signDummyNotification(DUMMY_SECRET, event);
  return harness.postWebhook('dummy', signed.body, { [DUMMY_SIGNATURE_HEADER]: signed.signature });
}

describe('a subject’s donations', () => {
  let alice: Customer;
  let bob: Customer;
  /** alice's orders: a RUB checkout of two projects (paid), an EUR one (waiting), one canceled, one left in the cart. */
  let rubOrders: string[];
  let eurOrder: string;
  let canceledOrder: string;

  beforeAll(async () => {
    // The harness stubs the provider's settings for each test; these payments are made before them.
    vi.stubEnv('BILLING_DUMMY_SECRET', DUMMY_SECRET);
    alice = await registerCustomer(harness.server, 'donor-alice@example.com');
    bob = await registerCustomer(harness.server, 'donor-bob@example.com');
    const { shop } = harness;
    const ids = await cartOf(
      alice,
      { productId: shop.share.id, quantity: 3 },
      { productId: shop.general.id },
      { productId: shop.share.id, currencyId: shop.eur.id },
    );
    const orders = await harness.server.db.prisma.ecommerceOrder.findMany({
      where: { id: { in: ids } },
      select: { id: true, ordersToBillingModuleCurrencies: { select: { billingModuleCurrencyId: true } } },
    });
    const inEur = (id: string) =>
      orders.find((order) => order.id === id)!.ordersToBillingModuleCurrencies[0]!.billingModuleCurrencyId === shop.eur.id;
    rubOrders = ids.filter((id) => !inEur(id));
    eurOrder = ids.find(inEur)!;
    const answer = await checkoutCart(alice, {
      provider: 'dummy',
      email: alice.login,
      ecommerceModule: { orders: ids.map((id) => ({ id })) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rubInvoice = answer.body.data.billingModule.invoices.find((invoice) => invoice.billingModuleCurrency.slug === 'rub')!;
    expect((await dummyPays(rubInvoice)).status).toBe(200);

    // A donation canceled by the administrator after its payment: it counts nowhere.
    canceledOrder = (await cartOf(alice, { productId: shop.general.id, quantity: 2 }))[0]!;
    const second = await checkoutCart(alice, {
      provider: 'dummy',
      email: alice.login,
      ecommerceModule: { orders: [{ id: canceledOrder }] },
    });
    expect((await dummyPays(second.body.data.billingModule.invoices[0]!)).status).toBe(200);
    const canceled = await harness.server.request(`/api/ecommerce/orders/${canceledOrder}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { status: 'canceled' } }),
    });
    expect(canceled.status, await canceled.clone().text()).toBe(200);

    // In the cart: not a donation yet.
    await cartOf(alice, { productId: shop.general.id });

    const created = await harness.server.request('/api/billing/payees', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: PAYEE }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
  });

  it('lists one donation per checkout and currency, with projects, amount, status, receipt and where to pay', async () => {
    const { db, storage } = harness.server;
    for (const id of [...rubOrders, canceledOrder]) await issueReceipt(db, storage, id);
    const answer = await callApi<Donations>(harness.server, 'GET', donationsPath(alice), { headers: alice.headers });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { donations, paid } = answer.body.data;
    expect(donations).toHaveLength(3);
    const [newest, ...rest] = donations;
    // Canceled after its payment (and its receipt): said so, with no receipt to show.
    expect(newest).toMatchObject({ status: 'canceled', amount: '1000.00', receipt: null, paymentUrl: null });

    const rub = rest.find((donation) => donation.billingModuleCurrency?.slug === 'rub')!;
    expect(rub).toMatchObject({ status: 'paid', amount: '500.30', provider: 'dummy', paymentUrl: null });
    expect(rub.paidAt).not.toBeNull();
    expect(rub.projects.map((project) => [project.product.slug, project.quantity, project.total]).sort()).toEqual([
      ['general', 1, '500.00'],
      ['share', 3, '0.30'],
    ]);
    expect(rub.projects.map((project) => project.orderId).sort()).toEqual([...rubOrders].sort());
    const receipts = await db.prisma.ecommerceOrder.findMany({ where: { id: { in: rubOrders } }, select: { receipt: true } });
    expect(receipts.map((order) => order.receipt)).toContain(rub.receipt);

    const eur = rest.find((donation) => donation.billingModuleCurrency?.slug === 'eur')!;
    expect(eur).toMatchObject({ status: 'waiting', amount: '1.25', receipt: null, paidAt: null });
    expect(eur.projects.map((project) => project.orderId)).toEqual([eurOrder]);
    expect(eur.paymentUrl).toMatch(/\/billing\/invoices\/[^/]+\/dummy$/);

    // Only what is paid counts: the canceled donation and the waiting one do not.
    expect(paid).toEqual([{ billingModuleCurrency: expect.objectContaining({ slug: 'rub' }), amount: '500.30', count: 1 }]);
  });

  it('reads the subject’s orders in a constant number of statements, however many donations', async () => {
    const statements: string[] = [];
    const { db } = harness.server;
    const counting = Object.create(db, {
      query: {
        value: (sql: string, params?: unknown[]) => {
          statements.push(sql);
          return db.query(sql, params);
        },
      },
    }) as typeof db;
    const { subjectDonations } = await import('../../src/server/modules/ecommerce/donations.service');
    await subjectDonations(counting, alice.id);
    expect(statements.length).toBeLessThanOrEqual(7);
  });

  it('is the subject’s own: another subject gets a 403 as on every own-records route, no session a 401, the secret key reads it', async () => {
    const other = await callApi(harness.server, 'GET', donationsPath(alice), { headers: bob.headers });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('500.30');
    const anonymous = await callApi(harness.server, 'GET', donationsPath(alice));
    expect(anonymous.status).toBe(401);
    const bySecretKey = await harness.server.request(donationsPath(alice));
    expect(bySecretKey.status).toBe(200);
    const own = await callApi<Donations>(harness.server, 'GET', donationsPath(bob), { headers: bob.headers });
    expect(own.body.data).toEqual({ donations: [], paid: [], subscriptions: [] });
  });

  it('puts the foundation’s legal details, the donor, the projects, the date, the amount and the method on the receipt', async () => {
    const receipt = await receiptData(harness.server.db, rubOrders[0]!, 'ru');
    expect(receipt.payee).toMatchObject({ name: PAYEE.name, inn: '2900000000', ogrn: '1002900000000', kpp: '290000000' });
    expect(receipt.payee).toMatchObject({ bankAccount: PAYEE.bankAccount, bic: PAYEE.bic, address: PAYEE.address });
    expect(receipt.donor).toBe(alice.login);
    // The whole payment: both projects of the checkout, whichever order's receipt it is, in the checkout's order.
    expect(receipt.projects.map((project) => project.title)).toEqual(['Доля', 'General']);
    expect((await receiptData(harness.server.db, rubOrders[1]!, 'ru')).projects).toEqual(receipt.projects);
    expect(receipt.total).toBe(amountText('500.30', { slug: 'rub', symbol: '₽', decimals: 2 }, 'ru'));
    expect(receipt.method).toBe('Тестовый платёж: деньги не списываются');
    expect(receipt.test).toBe(true);
    expect(receipt.date).toMatch(/\d{4}/);
    const english = await receiptData(harness.server.db, rubOrders[1]!, 'en');
    expect(english.method).toBe('Test payment: no money is charged');
    expect(english.total).toBe('500.30 ₽');
  });

  it('lists a receipt’s projects as the checkout listed their orders, not as they were put in the cart', async () => {
    const carol = await registerCustomer(harness.server, 'donor-carol@example.com');
    const { shop } = harness;
    const [general, share] = await cartOf(carol, { productId: shop.general.id }, { productId: shop.share.id, quantity: 2 });
    const answer = await checkoutCart(carol, {
      provider: 'dummy',
      email: carol.login,
      ecommerceModule: { orders: [{ id: share! }, { id: general! }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await dummyPays(answer.body.data.billingModule.invoices[0]!)).status).toBe(200);
    for (const orderId of [general!, share!])
      expect((await receiptData(harness.server.db, orderId, 'ru')).projects.map((project) => project.title)).toEqual([
        'Доля',
        'General',
      ]);
  });

  it('serves the payee publicly and refuses malformed numbers, naming the field', async () => {
    const read = await callApi<typeof PAYEE>(harness.server, 'GET', '/api/billing/payee');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ inn: PAYEE.inn, bankName: PAYEE.bankName });
    const refused = await harness.server.request('/api/billing/payees', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { ...PAYEE, inn: '12345', bic: 'x' } }),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf({ status: 400, headers: refused.headers, body: await refused.json() })).toEqual(
      expect.arrayContaining(['data.inn', 'data.bic']),
    );
  });
});
