import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../../../tests/helpers/server';

/** The public site draws no agent's widget: no generic write may place one on a page. */
let server: TestServer;
let hostWidgetId: string;
let agentWidgetId: string;
let startupWidgetId: string;
beforeAll(async () => {
  server = await startTestServer();
  const named = (slug: string) => ({ data: { adminTitle: slug, slug } });
  hostWidgetId = (await server.db.prisma.hostWidget.create(named('frame'))).id;
  agentWidgetId = (await server.db.prisma.agentWidget.create(named('nightly-reconciliation'))).id;
  startupWidgetId = (await server.db.prisma.startupWidget.create(named('about-the-foundation'))).id;
});
afterAll(() => server.close());

interface Answer {
  data: unknown;
  cause?: { field: string; code: string }[];
}
const call = async (path: string, init: RequestInit) => {
  const response = await server.request(`/api/host/widgets-to-external-widgets${path}`, init);
  return { status: response.status, body: (await response.json()) as Answer };
};
const placed = () => server.db.prisma.hostWidgetsToExternalWidgets.count({ where: { widgetId: hostWidgetId } });

describe("placing another module's widget in a host widget", () => {
  it('refuses an agent widget, naming data.externalModule, and writes nothing', async () => {
    const answer = await call('', json({ widgetId: hostWidgetId, externalModule: 'agent', externalWidgetId: agentWidgetId }));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatch(/agent widgets are not shown on the public site/);
    expect(answer.body.cause).toMatchObject([{ field: 'data.externalModule', code: 'agent_not_public' }]);
    expect(await placed()).toBe(0);
  });

  it('refuses it in a bulk create, naming the item', async () => {
    const answer = await call(
      '/bulk',
      json([
        { data: { widgetId: hostWidgetId, externalModule: 'startup', externalWidgetId: startupWidgetId } },
        { data: { widgetId: hostWidgetId, externalModule: 'agent', externalWidgetId: agentWidgetId } },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.cause?.map((cause) => cause.field)).toEqual(['data[1].data.externalModule']);
    expect(await placed()).toBe(0);
  });

  it('takes a widget the site draws, and refuses turning it into an agent one', async () => {
    const created = await call(
      '',
      json({ widgetId: hostWidgetId, externalModule: 'startup', externalWidgetId: startupWidgetId }),
    );
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: string };
    const changed = await call(`/${id}`, json({ externalModule: 'agent', externalWidgetId: agentWidgetId }, 'PATCH'));
    expect(changed.status).toBe(400);
    expect(changed.body.cause?.map((cause) => cause.field)).toEqual(['data.externalModule']);
    expect(await server.db.prisma.hostWidgetsToExternalWidgets.findUniqueOrThrow({ where: { id } })).toMatchObject({
      externalModule: 'startup',
      externalWidgetId: startupWidgetId,
    });
  });
});
