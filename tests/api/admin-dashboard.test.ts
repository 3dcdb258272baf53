import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraisingProgress } from '../../src/server/modules/ecommerce/progress.service';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { toMinorUnits } from '../../src/shared/money';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * GET /api/analytic/dashboard: the admin's figures equal what the records give. Invoices paid, unpaid, failed,
 * refunded, owed back and paid outside the period, in two currencies; friends by a role a product grants; CRM requests
 * in and out of the period, open and done; failed and sent notifications; page-view metrics in and out of the period,
 * with more pages than the top lists and a language row that is no page's; the donate page's views against paid
 * invoices. Each figure is compared with a count of the records made here, read back through Prisma, not the
 * service's SQL. Access: anonymous 401, a subject without rights 403.
 */

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse battery';
const FROM = '2026-10-01';
const TO = '2026-10-31';
const inPeriod = (date: Date) => date >= new Date(`${FROM}T00:00:00Z`) && date < new Date('2026-11-01T00:00:00Z');

let server: TestServer;
let admin: Record<string, string>;
let visitor: Record<string, string>;

interface DashboardBody {
  data: {
    from: string;
    to: string;
    raised?: {
      currencies: { slug: string; symbol: string | null; decimals: number; invoices: number; amount: string; donors: number }[];
      days: { day: string; currency: string; invoices: number; amount: string; donors: number }[];
      donors: number;
    };
    friends?: { total: number; joined: number; roleIds: string[] };
    crmRequests?: { open: number; received: number };
    failedNotifications?: number;
    pageViews?: {
      total: number;
      days: { day: string; views: number }[];
      top: { path: string; language: string; views: number }[];
    };
    conversion?: { paths: string[]; views: number; paid: number };
  };
  cause?: { field?: string }[];
}

async function get(path: string, headers: Record<string, string> | null) {
  const response = await server.request(path, { secretKey: null, headers: headers ?? {} });
  return { status: response.status, body: (await response.json()) as DashboardBody };
}

async function jwtOf(path: string, data?: unknown) {
  const response = await server.request(path, {
    method: data === undefined ? 'GET' : 'POST',
    secretKey: null,
    headers: data === undefined ? {} : { 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  return { authorization: `Bearer ${((await response.json()) as { data: { jwt: string } }).data.jwt}` };
}

let made = 0;
const named = (prefix: string) => {
  made += 1;
  return { adminTitle: `${prefix} ${made}`, slug: `${prefix}-${made}` };
};

/** A payment intent in `currencyId` of `subjectId` (or a guest's), with one invoice. */
async function invoice(options: {
  currencyId: string;
  subjectId?: string;
  email?: string;
  status: string;
  amount: string;
  paidAt?: string;
  refundDue?: boolean;
}) {
  const prisma = server.db.prisma;
  const intent = await prisma.billingPaymentIntent.create({
    data: { ...named('intent'), status: options.status === 'paid' ? 'paid' : 'open', amount: options.amount },
  });
  await prisma.billingPaymentIntentsToCurrencies.create({ data: { paymentIntentId: intent.id, currencyId: options.currencyId } });
  if (options.subjectId)
    await prisma.rbacSubjectsToBillingModulePaymentIntents.create({
      data: { subjectId: options.subjectId, billingModulePaymentIntentId: intent.id },
    });
  const created = await prisma.billingInvoice.create({
    data: {
      ...named('invoice'),
      provider: 'dummy',
      status: options.status,
      amount: options.amount,
      email: options.email ?? null,
      paidAt: options.paidAt ? new Date(options.paidAt) : null,
      refundDue: options.refundDue ?? false,
    },
  });
  await prisma.billingPaymentIntentsToInvoices.create({ data: { paymentIntentId: intent.id, invoiceId: created.id } });
  return intent.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.db.prisma;
  await createAdministrator(server.db, { email: 'admin@example.com', password: PASSWORD });
  admin = await jwtOf(`${AUTH}/email-and-password/authentication`, { login: 'admin@example.com', password: PASSWORD });
  visitor = await jwtOf(`${AUTH}/init`);

  const rub = await prisma.billingCurrency.create({ data: { ...named('rub'), slug: 'rub', symbol: '₽', decimals: 2 } });
  const eur = await prisma.billingCurrency.create({ data: { ...named('eur'), slug: 'eur', symbol: '€', decimals: 2 } });
  const [anna, boris, vera] = await Promise.all(
    [1, 2, 3].map(() => prisma.rbacSubject.create({ data: { slug: named('subject').slug } })),
  );
  await invoice({ currencyId: rub.id, subjectId: anna!.id, status: 'paid', amount: '100.10', paidAt: '2026-10-03T10:00:00Z' });
  await invoice({ currencyId: rub.id, subjectId: anna!.id, status: 'paid', amount: '0.20', paidAt: '2026-10-03T23:59:59Z' });
  await invoice({ currencyId: rub.id, subjectId: boris!.id, status: 'paid', amount: '50.05', paidAt: '2026-10-31T23:00:00Z' });
  await invoice({ currencyId: eur.id, subjectId: anna!.id, status: 'paid', amount: '20', paidAt: '2026-10-04T00:00:00Z' });
  await invoice({
    currencyId: eur.id,
    email: 'Guest@Example.com',
    status: 'paid',
    amount: '7.5',
    paidAt: '2026-10-10T12:00:00Z',
  });
  // Not money raised in October: unpaid, failed, refunded, a second payment owed back, paid before or after.
  await invoice({ currencyId: rub.id, subjectId: vera!.id, status: 'open', amount: '999' });
  await invoice({ currencyId: rub.id, subjectId: vera!.id, status: 'failed', amount: '999' });
  await invoice({ currencyId: rub.id, subjectId: vera!.id, status: 'refunded', amount: '999', paidAt: '2026-10-05T00:00:00Z' });
  await invoice({
    currencyId: rub.id,
    subjectId: vera!.id,
    status: 'paid',
    amount: '999',
    paidAt: '2026-10-05T00:00:00Z',
    refundDue: true,
  });
  await invoice({ currencyId: rub.id, subjectId: vera!.id, status: 'paid', amount: '999', paidAt: '2026-09-30T23:59:59Z' });
  await invoice({ currencyId: eur.id, subjectId: vera!.id, status: 'paid', amount: '999', paidAt: '2026-11-01T00:00:00Z' });

  const friend = await prisma.rbacRole.create({ data: { title: 'Друг фонда', slug: 'friend' } });
  const editor = await prisma.rbacRole.create({ data: { title: 'Редактор', slug: 'editor' } });
  const product = await prisma.ecommerceProduct.create({ data: named('product') });
  await prisma.rbacRolesToEcommerceModuleProducts.create({ data: { roleId: friend.id, ecommerceModuleProductId: product.id } });
  await prisma.rbacSubjectsToRoles.create({
    data: { subjectId: anna!.id, roleId: friend.id, createdAt: new Date('2026-10-03T10:00:00Z') },
  });
  await prisma.rbacSubjectsToRoles.create({
    data: { subjectId: boris!.id, roleId: friend.id, createdAt: new Date('2026-09-01T10:00:00Z') },
  });
  await prisma.rbacSubjectsToRoles.create({
    data: { subjectId: vera!.id, roleId: editor.id, createdAt: new Date('2026-10-03T10:00:00Z') },
  });

  for (const [createdAt, status] of [
    ['2026-10-01T00:00:00Z', 'received'],
    ['2026-10-20T08:00:00Z', 'in-progress'],
    ['2026-10-25T08:00:00Z', 'done'],
    ['2026-11-02T08:00:00Z', 'received'],
    ['2026-09-02T08:00:00Z', 'done'],
  ])
    await prisma.crmRequest.create({ data: { ...named('request'), createdAt: new Date(createdAt!), status: status! } });

  // The donate page, whatever its url: its views in both languages are the conversion's.
  await prisma.hostPage.create({ data: { url: '/give', variant: 'donate', adminTitle: 'Give' } });
  await prisma.hostPage.create({ data: { url: '/donate', adminTitle: 'Not the donate page any more' } });
  const views: [string, string, string, number][] = [
    ['page-views', '2026-10-01', '/ru', 100],
    ['page-views', '2026-10-02', '/ru/give', 40],
    ['page-views', '2026-10-31', '/en/give', 5],
    ['page-views', '2026-10-02', '/ru/donate', 9],
    ['page-views', '2026-10-31', '/ru/news', 7],
    ['page-views', '2026-09-30', '/ru', 1000],
    ['page-views', '2026-11-01', '/ru/give', 999],
    ['page-views-by-language', '2026-10-02', 'ru', 5000],
    ...Array.from({ length: 10 }, (_, index): [string, string, string, number] => [
      'page-views',
      '2026-10-15',
      `/ru/page-${index}`,
      1,
    ]),
  ];
  for (const [title, day, breakdown, value] of views)
    await prisma.analyticMetric.create({ data: { title, day: new Date(`${day}T00:00:00Z`), breakdown, value } });
  for (const status of ['failed', 'failed', 'sent', 'new'])
    await prisma.notificationNotification.create({
      data: { recipient: 'someone@example.com', title: 'Чек', text: 'Спасибо', status },
    });
});
afterAll(async () => {
  await server.close();
});

/** What the records give, read here through Prisma: the paid invoices of the period with their currency and payer. */
async function paidInvoices() {
  const invoices = await server.db.prisma.billingInvoice.findMany({
    where: { status: 'paid', refundDue: false },
    include: {
      paymentIntentsToInvoices: {
        include: {
          paymentIntent: {
            include: {
              paymentIntentsToCurrencies: { include: { currency: true } },
              rbacSubjectsToBillingModulePaymentIntents: true,
            },
          },
        },
      },
    },
  });
  return invoices
    .filter((row) => row.paidAt && inPeriod(row.paidAt))
    .map((row) => {
      const intent = row.paymentIntentsToInvoices[0]!.paymentIntent;
      return {
        amount: row.amount,
        day: row.paidAt!.toISOString().slice(0, 10),
        currency: intent.paymentIntentsToCurrencies[0]!.currency.slug,
        donor: intent.rbacSubjectsToBillingModulePaymentIntents[0]?.subjectId ?? `email:${row.email!.toLowerCase()}`,
      };
    });
}

/** Kopecks and cents: every fixture currency has two decimals. */
const cents = (amount: string) => toMinorUnits(amount, 2);
const sum = (amounts: { toString(): string }[]) =>
  amounts.reduce<bigint>((total, amount) => total + cents(amount.toString()), 0n);

describe('GET /api/analytic/dashboard', () => {
  it('answers the figures the records give', async () => {
    const { status, body } = await get(`/api/analytic/dashboard?from=${FROM}&to=${TO}`, admin);
    expect(status).toBe(200);
    const { raised, friends, crmRequests, failedNotifications } = body.data;
    expect(body.data).toMatchObject({ from: FROM, to: TO });

    const paid = await paidInvoices();
    const currencies = [...new Set(paid.map((row) => row.currency))].sort();
    expect(raised!.currencies.map((currency) => currency.slug)).toEqual(currencies);
    for (const currency of raised!.currencies) {
      const own = paid.filter((row) => row.currency === currency.slug);
      expect(cents(currency.amount)).toBe(sum(own.map((row) => row.amount)));
      expect(currency.invoices).toBe(own.length);
      expect(currency.donors).toBe(new Set(own.map((row) => row.donor)).size);
    }
    const days = [...new Set(paid.map((row) => `${row.day} ${row.currency}`))].sort();
    expect(raised!.days.map((row) => `${row.day} ${row.currency}`).sort()).toEqual(days);
    for (const row of raised!.days) {
      const own = paid.filter((invoice) => invoice.day === row.day && invoice.currency === row.currency);
      expect(cents(row.amount)).toBe(sum(own.map((invoice) => invoice.amount)));
    }
    expect(raised!.donors).toBe(new Set(paid.map((row) => row.donor)).size);
    // The same, as the fixtures were written: exact to the kopeck, two days apart at the day's last second.
    expect(raised!.currencies).toEqual([
      { slug: 'eur', symbol: '€', decimals: 2, invoices: 2, amount: '27.5', donors: 2 },
      { slug: 'rub', symbol: '₽', decimals: 2, invoices: 3, amount: '150.35', donors: 2 },
    ]);
    expect(raised!.days.find((row) => row.day === '2026-10-03')).toMatchObject({
      currency: 'rub',
      amount: '100.30',
      invoices: 2,
    });

    const granting = await server.db.prisma.rbacRolesToEcommerceModuleProducts.findMany();
    const holders = await server.db.prisma.rbacSubjectsToRoles.findMany({
      where: { roleId: { in: granting.map((link) => link.roleId) } },
    });
    expect(friends).toEqual({
      total: new Set(holders.map((link) => link.subjectId)).size,
      joined: holders.filter((link) => inPeriod(link.createdAt)).length,
      roleIds: [...new Set(granting.map((link) => link.roleId))].sort(),
    });
    expect(friends).toMatchObject({ total: 2, joined: 1 });

    const requests = await server.db.prisma.crmRequest.findMany();
    expect(crmRequests).toEqual({
      open: requests.filter((request) => request.status !== 'done').length,
      received: requests.filter((request) => inPeriod(request.createdAt)).length,
    });
    expect(crmRequests).toEqual({ open: 3, received: 3 });
    expect(failedNotifications).toBe(await server.db.prisma.notificationNotification.count({ where: { status: 'failed' } }));
    expect(failedNotifications).toBe(2);
  });

  it('answers the page views, top pages and donate page conversion the metric rows give', async () => {
    const { body } = await get(`/api/analytic/dashboard?from=${FROM}&to=${TO}`, admin);
    const { pageViews, conversion } = body.data;
    const rows = (await server.db.prisma.analyticMetric.findMany({ where: { title: 'page-views' } })).filter((row) =>
      inPeriod(row.day),
    );
    const total = (of: typeof rows) => of.reduce((sum, row) => sum + Number(row.value), 0);
    expect(pageViews!.total).toBe(total(rows));
    const days = [...new Set(rows.map((row) => row.day.toISOString().slice(0, 10)))].sort();
    expect(pageViews!.days).toEqual(
      days.map((day) => ({ day, views: total(rows.filter((row) => row.day.toISOString().startsWith(day))) })),
    );
    const byPath = [...new Set(rows.map((row) => row.breakdown))]
      .map((path) => ({ path, language: path.split('/')[1]!, views: total(rows.filter((row) => row.breakdown === path)) }))
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1));
    expect(pageViews!.top).toEqual(byPath.slice(0, 10));
    expect(pageViews!.top.slice(0, 2)).toEqual([
      { path: '/ru', language: 'ru', views: 100 },
      { path: '/ru/give', language: 'ru', views: 40 },
    ]);
    expect(pageViews!.total).toBe(171);

    const donatePages = await server.db.prisma.hostPage.findMany({ where: { variant: 'donate' } });
    const donatePaths = donatePages.flatMap((page) => ['en', 'ru'].map((language) => `/${language}${page.url}`));
    expect(conversion).toEqual({
      paths: donatePaths,
      views: total(rows.filter((row) => donatePaths.includes(row.breakdown))),
      paid: (await paidInvoices()).length,
    });
    expect(conversion).toEqual({ paths: ['/en/give', '/ru/give'], views: 45, paid: 5 });
  });

  it('counts a guest who gives twice with one email as one donor, on the dashboard and in a project’s progress', async () => {
    const prisma = server.db.prisma;
    const rub = (await prisma.billingCurrency.findFirst({ where: { slug: 'rub' } }))!;
    const project = await prisma.ecommerceProduct.create({ data: named('project') });
    for (const [email, paidAt] of [
      ['Twice@Example.com', '2026-08-03T10:00:00Z'],
      ['twice@example.com', '2026-08-20T10:00:00Z'],
    ] as const) {
      const intentId = await invoice({ currencyId: rub.id, email, status: 'paid', amount: '10', paidAt });
      const order = await prisma.ecommerceOrder.create({ data: { type: 'history', status: 'approving' } });
      await prisma.ecommerceOrdersToProducts.create({
        data: { orderId: order.id, productId: project.id, quantity: 1, checkoutUnitPrice: '10' },
      });
      await prisma.ecommerceOrdersToBillingModuleCurrencies.create({
        data: { orderId: order.id, billingModuleCurrencyId: rub.id },
      });
      await prisma.ecommerceOrdersToBillingModulePaymentIntents.create({
        data: { orderId: order.id, billingModulePaymentIntentId: intentId },
      });
    }
    const { body } = await get('/api/analytic/dashboard?from=2026-08-01&to=2026-08-31', admin);
    expect(body.data.raised).toMatchObject({ donors: 1, currencies: [{ slug: 'rub', invoices: 2, donors: 1 }] });
    const progress = (await fundraisingProgress(server.db, [project.id])).get(project.id)!;
    expect(progress.donors).toBe(1);
    expect(progress.currencies).toMatchObject([{ raised: '20.00', donors: 1 }]);
  });

  it('takes a request’s status from the staff: the three states, anything else a 400 naming data.status', async () => {
    const request = await server.db.prisma.crmRequest.findFirstOrThrow({ where: { status: 'received' } });
    const patch = (status: unknown) =>
      server.request(`/api/crm/requests/${request.id}`, {
        method: 'PATCH',
        secretKey: null,
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { status } }),
      });
    const refused = await patch('closed');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as DashboardBody).cause?.map((cause) => cause.field)).toEqual(['data.status']);
    expect((await server.db.prisma.crmRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('received');
    const taken = await patch('in-progress');
    expect(taken.status).toBe(200);
    expect((await server.db.prisma.crmRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('in-progress');
    await patch('received');
  });

  it('reads this month when no period is given, and refuses a period that is none', async () => {
    const month = await get('/api/analytic/dashboard', admin);
    expect(month.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(month.body.data).toMatchObject({ from: `${today.slice(0, 7)}-01`, to: today });

    for (const [query, field] of [
      ['from=2026-10-31&to=2026-10-01', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2025-01-01&to=2026-10-01', 'to'],
      ['from=2026-10-01', 'to'],
    ] as const) {
      const refused = await get(`/api/analytic/dashboard?${query}`, admin);
      expect(refused.status, query).toBe(400);
      expect(refused.body.cause?.map((cause) => cause.field)).toContain(field);
    }
  });

  it('is for those permitted its route: anonymous 401, a subject without rights 403', async () => {
    expect((await get(`/api/analytic/dashboard?from=${FROM}&to=${TO}`, null)).status).toBe(401);
    expect((await get(`/api/analytic/dashboard?from=${FROM}&to=${TO}`, visitor)).status).toBe(403);
  });

  it('shows a figure only to a role that may read its records', async () => {
    const prisma = server.db.prisma;
    const role = await prisma.rbacRole.create({ data: { title: 'Казначей', slug: 'treasurer' } });
    for (const [method, path] of [
      ['GET', '/api/analytic/dashboard'],
      ['GET', '/api/billing/invoices'],
    ] as const) {
      const action = await prisma.rbacAction.create({
        data: { title: path, slug: `${method}-${path}`.replace(/\W+/g, '-'), method, path },
      });
      await prisma.rbacRolesToActions.create({ data: { roleId: role.id, actionId: action.id } });
    }
    const treasurerId = await createAdministrator(server.db, { email: 'treasurer@example.com', password: PASSWORD });
    await prisma.rbacSubjectsToRoles.deleteMany({ where: { subjectId: treasurerId } });
    await prisma.rbacSubjectsToRoles.create({ data: { subjectId: treasurerId, roleId: role.id } });
    const signedIn = await jwtOf(`${AUTH}/email-and-password/authentication`, {
      login: 'treasurer@example.com',
      password: PASSWORD,
    });

    const { status, body } = await get(`/api/analytic/dashboard?from=${FROM}&to=${TO}`, signedIn);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['from', 'raised', 'to']);
  });
});
