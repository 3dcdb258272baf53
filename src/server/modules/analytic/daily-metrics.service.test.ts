import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { createShop, type Shop } from '../../../../tests/helpers/shop';
import { computeDayMetrics } from './daily-metrics.service';

/** Records of two days: what the metrics of 2026-11-20 must say, and records of the day after that must not count there. */
const DAY = '2026-11-20';
const at = (time: string) => new Date(`${DAY}T${time}Z`);
const NEXT_DAY = new Date('2026-11-21T00:00:00.000Z');

let db: TestDatabase;
let shop: Shop;
let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}`;

/** An invoice of an intent in `currency`, paid at `paidAt` (or open), of `subjectId` or a guest's `email`. */
async function invoice(
  currency: { id: string },
  amount: string,
  paidAt: Date | null,
  payer: { subjectId?: string; email?: string },
) {
  const intent = await db.prisma.billingPaymentIntent.create({
    data: { adminTitle: 'intent', slug: unique('intent'), amount, status: paidAt ? 'paid' : 'open' },
  });
  const paid = await db.prisma.billingInvoice.create({
    data: {
      adminTitle: 'invoice',
      slug: unique('invoice'),
      amount,
      status: paidAt ? 'paid' : 'open',
      paidAt,
      email: payer.email ?? null,
      provider: 'dummy',
    },
  });
  await db.prisma.billingPaymentIntentsToInvoices.create({ data: { paymentIntentId: intent.id, invoiceId: paid.id } });
  await db.prisma.billingPaymentIntentsToCurrencies.create({ data: { paymentIntentId: intent.id, currencyId: currency.id } });
  if (payer.subjectId)
    await db.prisma.rbacSubjectsToBillingModulePaymentIntents.create({
      data: { subjectId: payer.subjectId, billingModulePaymentIntentId: intent.id },
    });
}

async function subject(identityAt?: Date) {
  const created = await db.prisma.rbacSubject.create({ data: { slug: unique('subject') } });
  if (identityAt) {
    const identity = await db.prisma.rbacIdentity.create({ data: { email: `${unique('person')}@example.com` } });
    await db.prisma.rbacSubjectsToIdentities.create({
      data: { subjectId: created.id, identityId: identity.id, createdAt: identityAt },
    });
  }
  return created.id;
}

beforeAll(async () => {
  db = await openTestDatabase();
  shop = await createShop(db);
  const [ann, bob] = [await subject(at('08:00:00')), await subject(at('09:00:00'))];
  // Ann gives twice in roubles and once in euros, Bob once in roubles, a guest once in euros.
  await invoice(shop.rub, '500.10', at('10:00:00'), { subjectId: ann });
  await invoice(shop.rub, '0.07', at('23:59:59.999'), { subjectId: ann });
  await invoice(shop.eur, '1.25', at('11:00:00'), { subjectId: ann });
  await invoice(shop.rub, '1000', at('12:00:00'), { subjectId: bob });
  await invoice(shop.eur, '20', at('13:00:00'), { email: 'Guest@Example.com' });
  // Not counted: unpaid, paid the next day, paid but owed back.
  await invoice(shop.rub, '7777', null, { subjectId: bob });
  await invoice(shop.rub, '3333', NEXT_DAY, { subjectId: bob });
  const owed = await db.prisma.billingInvoice.create({
    data: { adminTitle: 'owed', slug: unique('invoice'), amount: '99', status: 'paid', paidAt: at('14:00:00'), refundDue: true },
  });
  const owedIntent = await db.prisma.billingPaymentIntent.create({
    data: { adminTitle: 'i', slug: unique('intent'), amount: '99' },
  });
  await db.prisma.billingPaymentIntentsToInvoices.create({ data: { paymentIntentId: owedIntent.id, invoiceId: owed.id } });
  await db.prisma.billingPaymentIntentsToCurrencies.create({ data: { paymentIntentId: owedIntent.id, currencyId: shop.rub.id } });

  // A guest's anonymous subject is no registration; one who registered the next day counts then.
  await subject();
  await subject(NEXT_DAY);

  // The friend role, given by a product, to Ann that day; a role no product grants is no friendship.
  const friend = await db.prisma.rbacRole.create({ data: { title: 'Друг фонда', slug: 'friend' } });
  const editor = await db.prisma.rbacRole.create({ data: { title: 'Редактор', slug: 'editor' } });
  await db.prisma.rbacRolesToEcommerceModuleProducts.create({
    data: { roleId: friend.id, ecommerceModuleProductId: shop.share.id },
  });
  await db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: ann, roleId: friend.id, createdAt: at('10:00:01') } });
  await db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: bob, roleId: editor.id, createdAt: at('10:00:01') } });

  for (const createdAt of [at('00:00:00'), at('15:00:00'), NEXT_DAY])
    await db.prisma.crmRequest.create({ data: { adminTitle: 'request', slug: unique('request'), createdAt } });
});

afterAll(() => db?.dispose());

const metricsOf = async (day: string) =>
  (
    await db.query<{ title: string; breakdown: string; value: string }>(
      `SELECT "title", "breakdown", "value"::text AS "value" FROM "AnalyticMetric" WHERE "day" = $1::date ORDER BY "title", "breakdown"`,
      [day],
    )
  ).map((row) => `${row.title} ${row.breakdown} ${row.value}`);

const EXPECTED = [
  'crm-requests  2',
  'donations eur 2',
  'donations rub 3',
  'donations-amount eur 21.25',
  'donations-amount rub 1500.17',
  // Ann, Bob and the guest; Ann gave in both currencies.
  'donors  3',
  'donors eur 2',
  'donors rub 2',
  'new-friends  1',
  'registrations  2',
];

describe('the daily metrics of the records', () => {
  it('equal the records: paid invoices only, each currency apart, exact sums, people counted once', async () => {
    await computeDayMetrics(db, DAY);
    expect(await metricsOf(DAY)).toEqual(EXPECTED);
  });

  it('are set, not added: run again, and after a change, they say what the records say', async () => {
    await computeDayMetrics(db, DAY);
    expect(await metricsOf(DAY)).toEqual(EXPECTED);
    await db.query(`UPDATE "BillingInvoice" SET "status" = 'refunded' WHERE "amount" = 20`);
    await db.query(`DELETE FROM "CrmRequest"`);
    await Promise.all([computeDayMetrics(db, DAY), computeDayMetrics(db, DAY)]);
    expect(await metricsOf(DAY)).toEqual([
      'donations eur 1',
      'donations rub 3',
      'donations-amount eur 1.25',
      'donations-amount rub 1500.17',
      'donors  2',
      'donors eur 1',
      'donors rub 2',
      'new-friends  1',
      'registrations  2',
    ]);
  });

  it('leave the page views of the day alone', async () => {
    await db.query(
      `INSERT INTO "AnalyticMetric" ("id", "title", "day", "breakdown", "value") VALUES ('v', 'page-views', $1::date, '/ru', 5)`,
      [DAY],
    );
    await computeDayMetrics(db, DAY);
    expect(await metricsOf(DAY)).toContain('page-views /ru 5');
  });

  it('refuses what is not a day', async () => {
    await expect(computeDayMetrics(db, '2026-02-30')).rejects.toThrow('Not a day');
  });
});
