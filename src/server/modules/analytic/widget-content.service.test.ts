import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { watchContentChanges } from '../../platform/page-cache/content-changes';
import { computeDayMetrics } from './daily-metrics.service';
import { addToMetrics } from './metrics.service';
import { figureOfWidget, periodStart } from './widget-content.service';

const NOW = new Date('2026-11-29T12:00:00.000Z');

let db: TestDatabase;
let rub: { id: string };
let serial = 0;

/** An analytic widget of these fields; its id. */
async function widget(fields: { metric: string; period?: string; billingModuleCurrencyId?: string; goal?: string }) {
  const slug = `figure-${++serial}`;
  return (await db.prisma.analyticWidget.create({ data: { adminTitle: slug, slug, ...fields } })).id;
}

const figure = async (id: string) =>
  (await figureOfWidget(db, id, NOW))?.parts.map((part) => `${part.currency?.slug ?? ''} ${part.value}`);

beforeAll(async () => {
  db = await openTestDatabase();
  // Euros first in the admin's order: a sum in every currency lists them so.
  await db.prisma.billingCurrency.create({ data: { slug: 'eur', adminTitle: 'Euro', symbol: '€', orderIndex: 1 } });
  rub = await db.prisma.billingCurrency.create({ data: { slug: 'rub', adminTitle: 'Рубль', symbol: '₽', orderIndex: 2 } });
  await db.prisma.billingCurrency.create({ data: { slug: 'usd', adminTitle: 'Dollar', symbol: '$', orderIndex: 3 } });
  const row = (title: string, day: string, breakdown: string, value: string) =>
    ({ title, day, breakdown, value }) as Parameters<typeof addToMetrics>[1][number];
  await addToMetrics(db, [
    row('new-friends', '2025-12-31', '', '4'),
    row('new-friends', '2026-11-01', '', '2'),
    row('new-friends', '2026-11-29', '', '1'),
    row('donations-amount', '2026-10-15', 'rub', '1000.50'),
    row('donations-amount', '2026-11-02', 'rub', '0.25'),
    row('donations-amount', '2026-11-02', 'eur', '20.00'),
    row('donations', '2026-11-02', 'rub', '3'),
    row('donations', '2026-11-02', 'eur', '1'),
    row('page-views', '2026-11-02', '/ru', '100'),
  ]);
});

afterAll(() => db?.dispose());

describe('an analytic widget’s figure', () => {
  it('adds up the days of its period, UTC', async () => {
    expect(periodStart('all-time', NOW)).toBeNull();
    expect(periodStart('this-year', NOW)).toBe('2026-01-01');
    expect(periodStart('this-month', NOW)).toBe('2026-11-01');
    expect(periodStart('last-30-days', NOW)).toBe('2026-10-31');
    expect(await figure(await widget({ metric: 'new-friends' }))).toEqual([' 7']);
    expect(await figure(await widget({ metric: 'new-friends', period: 'this-year' }))).toEqual([' 3']);
    expect(await figure(await widget({ metric: 'new-friends', period: 'this-month' }))).toEqual([' 3']);
    expect(await figure(await widget({ metric: 'registrations' }))).toEqual([' 0']);
  });

  it('sums money exactly in its currency, or in each currency given in, in the admin’s order', async () => {
    expect(await figure(await widget({ metric: 'donations-amount', billingModuleCurrencyId: rub.id }))).toEqual(['rub 1000.75']);
    expect(await figure(await widget({ metric: 'donations-amount' }))).toEqual(['eur 20.00', 'rub 1000.75']);
    expect(await figure(await widget({ metric: 'donations-amount', period: 'last-30-days' }))).toEqual(['eur 20.00', 'rub 0.25']);
  });

  it('counts donations in its currency or in all, and carries its goal', async () => {
    expect(await figure(await widget({ metric: 'donations' }))).toEqual([' 4']);
    expect(await figure(await widget({ metric: 'donations', billingModuleCurrencyId: rub.id }))).toEqual(['rub 3']);
    const towards = await widget({ metric: 'donations-amount', billingModuleCurrencyId: rub.id, goal: '5000.00' });
    expect((await figureOfWidget(db, towards, NOW))?.goal).toBe('5000');
  });

  it('shows nothing of a figure no page may show, nor of a widget that is gone', async () => {
    expect(await figureOfWidget(db, await widget({ metric: 'page-views' }), NOW)).toBeNull();
    expect(await figureOfWidget(db, '00000000-0000-4000-8000-000000000000', NOW)).toBeNull();
  });

  it('renders the cached pages anew when a recount changes a figure pages may show, and only then', async () => {
    const heard: string[] = [];
    const listener = await watchContentChanges(db, (what) => heard.push(what));
    try {
      const friend = await db.prisma.rbacRole.create({ data: { title: 'Друг фонда', slug: 'friend' } });
      const product = await db.prisma.ecommerceProduct.create({ data: { slug: 'gift', adminTitle: 'Gift' } });
      await db.prisma.rbacRolesToEcommerceModuleProducts.create({
        data: { roleId: friend.id, ecommerceModuleProductId: product.id },
      });
      const subject = await db.prisma.rbacSubject.create({ data: { slug: 'ann' } });
      await db.prisma.rbacSubjectsToRoles.create({
        data: { subjectId: subject.id, roleId: friend.id, createdAt: new Date('2026-11-20T10:00:00Z') },
      });
      heard.length = 0;
      await computeDayMetrics(db, '2026-11-20');
      await expect.poll(() => heard).toContain('AnalyticMetric');
      heard.length = 0;
      await computeDayMetrics(db, '2026-11-20');
      // A write that is announced, after the recount: once it is heard, the recount's silence is known.
      await db.query(`SELECT pg_notify('platform_content_changed', 'marker')`);
      await expect.poll(() => heard).toContain('marker');
      expect(heard).not.toContain('AnalyticMetric');
    } finally {
      await listener();
    }
  });
});
