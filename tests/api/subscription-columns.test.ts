import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerCustomer, type Customer } from '../helpers/customers';
import { createShop, type Shop } from '../helpers/shop';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

/*
 * The admin's columns of monthly gifts (billing subscriptions, docs/decisions/0037 and 0042), read with each page of the
 * generic list: who gives (the subject of its first payment, else the email it was given), what each period charges and
 * what its paid periods came to; the list's search finds a gift by its donor's email.
 */

let server: TestServer;
let shop: Shop;
let donor: Customer;
let givingId: string;
let guestId: string;
const admin = { 'x-rbac-secret-key': TEST_SECRET_KEY };

interface Amount {
  amount: string;
  slug: string;
  symbol: string | null;
  decimals: number;
}
interface Subscription {
  id: string;
  donor: string | null;
  charge: Amount[] | null;
  given: Amount[] | null;
}

const get = <T>(path: string) => callApi<T>(server, 'GET', path, { headers: admin });

/** A period of the subscription: a payment intent of `status`, in `currencyId`, linked to `subjectId` when given. */
async function period(subscriptionId: string, status: string, amount: string, currencyId: string, subjectId?: string) {
  const { prisma } = server.db;
  const intent = await prisma.billingPaymentIntent.create({
    data: { adminTitle: 'Period', slug: `period-${crypto.randomUUID()}`, type: 'subscription', status, amount, subscriptionId },
  });
  await prisma.billingPaymentIntentsToCurrencies.create({ data: { paymentIntentId: intent.id, currencyId } });
  if (subjectId)
    await prisma.rbacSubjectsToBillingModulePaymentIntents.create({
      data: { subjectId, billingModulePaymentIntentId: intent.id },
    });
}

beforeAll(async () => {
  server = await startTestServer();
  shop = await createShop(server.db);
  donor = await registerCustomer(server, 'Monthly.Donor@example.com');
  const { prisma } = server.db;
  const subscription = (data: { status: string; amount: string; currencyId: string; email?: string }) =>
    prisma.billingSubscription.create({
      data: { adminTitle: 'Gift', slug: `gift-${crypto.randomUUID()}`, provider: 'dummy', ...data },
    });
  givingId = (await subscription({ status: 'active', amount: '500', currencyId: shop.rub.id, email: 'given@example.com' })).id;
  await period(givingId, 'paid', '500', shop.rub.id, donor.id);
  await period(givingId, 'paid', '500', shop.rub.id);
  // An open renewal and a canceled one came to nothing.
  await period(givingId, 'open', '500', shop.rub.id);
  await period(givingId, 'canceled', '500', shop.rub.id);
  guestId = (await subscription({ status: 'pending', amount: '12.5', currencyId: shop.eur.id, email: 'guest@example.com' })).id;
});
afterAll(() => server.close());

describe("a monthly gift's columns", () => {
  it('names its donor by the subject of its first payment, and says what each period charges and what it gave', async () => {
    const answer = await get<Subscription>(`/api/billing/subscriptions/${givingId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      donor: 'monthly.donor@example.com',
      charge: [{ amount: '500.00', slug: 'rub', symbol: '₽', decimals: 2 }],
      given: [{ amount: '1000.00', slug: 'rub', symbol: '₽', decimals: 2 }],
    });
  });

  it('names a gift no subject paid yet by the email it was given, and says it gave nothing', async () => {
    const answer = await get<Subscription>(`/api/billing/subscriptions/${guestId}`);
    expect(answer.body.data).toMatchObject({
      donor: 'guest@example.com',
      charge: [{ amount: '12.50', slug: 'eur', symbol: '€', decimals: 2 }],
      given: null,
    });
  });

  it('finds a gift by its donor’s email in the list', async () => {
    const answer = await get<Subscription[]>(`/api/billing/subscriptions?search=${encodeURIComponent('monthly.donor@')}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.map((row) => row.id)).toEqual([givingId]);
  });
});
