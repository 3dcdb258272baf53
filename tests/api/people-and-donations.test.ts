import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerCustomer, type Customer } from '../helpers/customers';
import { createShop, type Shop } from '../helpers/shop';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

/*
 * The computed columns of the admin's tables (src/shared/registry/computed-columns.ts), read with each page of the
 * generic list: a person's email, roles and what they gave (paid donations only, per currency); a donation's donor,
 * projects, amount and paid date. Searching a person by email: in the list, a picker's search and the palette's.
 */

let server: TestServer;
let shop: Shop;
let donor: Customer;
let other: Customer;
let anonymousId: string;
let paidId: string;
let cartId: string;
const admin = { 'x-rbac-secret-key': TEST_SECRET_KEY };

interface Amount {
  amount: string;
  slug: string;
  symbol: string | null;
  decimals: number;
}
interface Subject {
  id: string;
  email: string | null;
  roles: string[] | null;
  given: Amount[] | null;
}
interface Order {
  id: string;
  donor: string | null;
  projects: Record<string, string>[] | null;
  amount: Amount[] | null;
  paidAt: string | null;
}

const get = <T>(path: string) => callApi<T>(server, 'GET', path, { headers: admin });

/** An order of `subject` of one line, in a currency; paid (through a paid invoice at `paidAt`) or not. */
async function order(
  subjectId: string,
  {
    status,
    currencyId,
    unitPrice,
    paidAt,
    quantity = 1,
  }: { status: string; currencyId: string; unitPrice?: string; paidAt?: Date; quantity?: number },
) {
  const { prisma } = server.db;
  const type = unitPrice ? 'history' : 'cart';
  const created = await prisma.ecommerceOrder.create({ data: { type, status } });
  await prisma.rbacSubjectsToEcommerceModuleOrders.create({ data: { subjectId, ecommerceModuleOrderId: created.id } });
  await prisma.ecommerceOrdersToBillingModuleCurrencies.create({
    data: { orderId: created.id, billingModuleCurrencyId: currencyId },
  });
  await prisma.ecommerceOrdersToProducts.create({
    data: { orderId: created.id, productId: shop.share.id, quantity, checkoutUnitPrice: unitPrice ?? null },
  });
  if (paidAt) {
    const intent = await prisma.billingPaymentIntent.create({
      data: { slug: `intent-${created.id}`, adminTitle: 'Intent', status: 'paid', amount: '1' },
    });
    await prisma.ecommerceOrdersToBillingModulePaymentIntents.create({
      data: { orderId: created.id, billingModulePaymentIntentId: intent.id },
    });
    const invoice = await prisma.billingInvoice.create({
      data: {
        slug: `invoice-${created.id}`,
        adminTitle: 'Invoice',
        status: 'paid',
        amount: '1',
        paidAt,
        email: 'payer@example.com',
      },
    });
    await prisma.billingPaymentIntentsToInvoices.create({ data: { paymentIntentId: intent.id, invoiceId: invoice.id } });
  }
  return created.id;
}

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  donor = await registerCustomer(server, 'Visitor.Donor@example.com');
  other = await registerCustomer(server, 'someone-else@example.com');
  anonymousId = (await server.db.prisma.rbacSubject.create({ data: { slug: 'brave-spry-cabin-4680' } })).id;
  const role = await server.db.prisma.rbacRole.create({ data: { title: 'Друг фонда', slug: 'friend' } });
  await server.db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: donor.id, roleId: role.id } });
  paidId = await order(donor.id, {
    status: 'approving',
    currencyId: shop.rub.id,
    unitPrice: '1000',
    quantity: 2,
    paidAt: new Date('2026-03-01T10:00:00Z'),
  });
  await order(donor.id, {
    status: 'approving',
    currencyId: shop.rub.id,
    unitPrice: '234.5',
    paidAt: new Date('2026-03-02T10:00:00Z'),
  });
  await order(donor.id, {
    status: 'approving',
    currencyId: shop.eur.id,
    unitPrice: '5',
    paidAt: new Date('2026-03-03T10:00:00Z'),
  });
  // Paid, then canceled: counted nowhere. Waiting for payment: not given yet.
  await order(donor.id, {
    status: 'canceled',
    currencyId: shop.rub.id,
    unitPrice: '700',
    paidAt: new Date('2026-03-04T10:00:00Z'),
  });
  await order(donor.id, { status: 'paying', currencyId: shop.rub.id, unitPrice: '900' });
  cartId = await order(donor.id, { status: 'new', currencyId: shop.rub.id, quantity: 3 });
});
afterAll(() => server.close());

describe("a person's columns", () => {
  it('lists each subject with their email, roles and what they gave, paid donations only, per currency', async () => {
    const answer = await get<Subject[]>(`/api/rbac/subjects?search=${encodeURIComponent('visitor.donor@')}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        id: donor.id,
        email: 'visitor.donor@example.com',
        roles: ['Друг фонда'],
        given: [
          { amount: '5.00', slug: 'eur', symbol: '€', decimals: 2 },
          { amount: '2234.50', slug: 'rub', symbol: '₽', decimals: 2 },
        ],
      }),
    ]);
    const one = await get<Subject>(`/api/rbac/subjects/${other.id}`);
    expect(one.body.data).toMatchObject({ email: 'someone-else@example.com', roles: null, given: null });
  });

  it('finds a person by any part of their email, case ignored, and leaves anonymous subjects out when asked', async () => {
    const found = await get<Subject[]>(`/api/rbac/subjects?search=SOMEONE-ELSE`);
    expect(found.body.data.map((subject) => subject.id)).toEqual([other.id]);
    const all = await get<Subject[]>('/api/rbac/subjects?limit=1000');
    expect(all.body.data.map((subject) => subject.id)).toContain(anonymousId);
    const named = 'filters[and][0][column]=email&filters[and][0][method]=isNotNull';
    const people = await get<Subject[]>(`/api/rbac/subjects?limit=1000&${named}`);
    expect(people.body.data.map((subject) => subject.id).sort()).toEqual([donor.id, other.id].sort());
    const counted = await get<number>(`/api/rbac/subjects/count?${named}&search=example.com`);
    expect(counted.body.data).toBe(2);
  });

  it("finds a person by email in the search across entities (the admin's palette), named by it", async () => {
    const answer = await get<{ path: string; id: string; record: Record<string, unknown> }[]>(
      `/api/search/records?text=${encodeURIComponent('donor@example')}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toContainEqual({
      path: '/api/rbac/subjects',
      id: donor.id,
      record: { slug: expect.any(String) as string, email: 'visitor.donor@example.com' },
    });
  });

  it('refuses a filter on a column no entity computes, naming it', async () => {
    const answer = await get('/api/ecommerce/products?filters[and][0][column]=email&filters[and][0][method]=isNotNull');
    expect(answer.status).toBe(400);
  });
});

describe("a donation's columns", () => {
  it('lists each order with its donor, projects, amount in its currency and paid date', async () => {
    const answer = await get<Order[]>(
      `/api/ecommerce/orders?filters[and][0][column]=id&filters[and][0][method]=inArray&filters[and][0][value][0]=${paidId}&filters[and][0][value][1]=${cartId}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const byId = new Map(answer.body.data.map((row) => [row.id, row]));
    expect(byId.get(paidId)).toMatchObject({
      donor: 'visitor.donor@example.com',
      projects: [{ en: 'Share', ru: 'Доля' }],
      amount: [{ amount: '2000.00', slug: 'rub', symbol: '₽', decimals: 2 }],
      paidAt: '2026-03-01T10:00:00.000Z',
    });
    // A cart costs what its products cost now, and is not paid.
    expect(byId.get(cartId)).toMatchObject({ amount: [{ amount: '0.30', slug: 'rub' }], paidAt: null });
  });

  it("finds an order by its donor's email", async () => {
    const answer = await get<Order[]>(`/api/ecommerce/orders?limit=1000&search=visitor.donor`);
    expect(answer.body.data).toHaveLength(6);
    expect((await get<Order[]>(`/api/ecommerce/orders?search=someone-else`)).body.data).toEqual([]);
  });
});
