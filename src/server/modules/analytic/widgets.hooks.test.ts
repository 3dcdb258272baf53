import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../../../tests/helpers/server';

/** A progress widget shows a figure against its goal: it cannot be written without one, or a sum's without its currency. */
let server: TestServer;
let rubleId: string;
beforeAll(async () => {
  server = await startTestServer();
  rubleId = (
    await server.db.prisma.billingCurrency.upsert({
      where: { slug: 'rub' },
      create: { adminTitle: 'Ruble', slug: 'rub', title: { ru: 'Рубль' }, symbol: '₽' },
      update: {},
    })
  ).id;
});
afterAll(() => server.close());

interface Answer {
  data: unknown;
  cause?: { field: string; code: string }[];
}
const call = async (path: string, init: RequestInit) => {
  const response = await server.request(`/api/analytic/widgets${path}`, init);
  return { status: response.status, body: (await response.json()) as Answer };
};
const written = (slug: string) => server.db.prisma.analyticWidget.count({ where: { slug } });

describe('an analytic progress widget', () => {
  it('is refused without its goal, naming data.goal, and nothing is written', async () => {
    const answer = await call('', json({ adminTitle: 'Raised', slug: 'no-goal', variant: 'progress-default' }));
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toMatchObject([{ field: 'data.goal', code: 'required' }]);
    expect(await written('no-goal')).toBe(0);
  });

  it('is refused with a goal of a sum but no currency, naming data.billingModuleCurrencyId', async () => {
    const widget = { adminTitle: 'Raised', slug: 'no-currency', variant: 'progress-default', goal: '1000000' };
    const answer = await call('', json(widget));
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toMatchObject([{ field: 'data.billingModuleCurrencyId', code: 'goal_needs_currency' }]);
    expect(await written('no-currency')).toBe(0);
  });

  it('is taken with its goal and currency (a count needs none), and an update dropping the goal is refused', async () => {
    const created = await call(
      '',
      json({
        adminTitle: 'Raised',
        slug: 'towards',
        variant: 'progress-default',
        goal: '1000000',
        billingModuleCurrencyId: rubleId,
      }),
    );
    expect(created.status).toBe(201);
    const friends = await call(
      '',
      json({ adminTitle: 'Friends', slug: 'friends', variant: 'progress-default', metric: 'new-friends', goal: '500' }),
    );
    expect(friends.status).toBe(201);
    const { id } = created.body.data as { id: string };
    const changed = await call(`/${id}`, json({ goal: null }, 'PATCH'));
    expect(changed.status).toBe(400);
    expect(changed.body.cause?.map((cause) => cause.field)).toEqual(['data.goal']);
    expect(await server.db.prisma.analyticWidget.findUniqueOrThrow({ where: { id } })).toMatchObject({
      variant: 'progress-default',
    });
    expect(String((await server.db.prisma.analyticWidget.findUniqueOrThrow({ where: { id } })).goal)).toBe('1000000');
  });

  it('lets a figure widget go without a goal', async () => {
    expect((await call('', json({ adminTitle: 'Raised', slug: 'figure', variant: 'figure-default' }))).status).toBe(201);
  });
});
