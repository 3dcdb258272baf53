import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/shared/registry/define-entity';
import { allEntities, createRecord } from '../helpers/records';
import { json, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('every entity of the registry through REST', () => {
  it('covers both specs: more than a hundred entities in fourteen modules', () => {
    expect(allEntities.length).toBeGreaterThan(100);
    expect(new Set(allEntities.map((entity) => entity.module)).size).toBe(14);
  });

  it.each(allEntities.map((entity) => [entity.path, entity] as const))(
    '%s: create (or its refusal, where only the product creates), list, get, update, delete',
    async (path, entity) => {
      if (entity.createdByProduct) await expectNoGenericCreate(entity);
      const created = await createRecord(server, entity);
      for (const field of entity.fields) {
        if (field.secret) expect(created, `${field.name} is secret`).not.toHaveProperty(field.name);
        else expect(created, `${field.name} is returned`).toHaveProperty(field.name);
        if (field.generate) expect(created[field.name], `${field.name} is generated`).toMatch(/\S/);
      }
      expect(created.variant).toBe('default');
      // Reads also answer what its modules compute of it (a person's email: none yet); a write answers what it wrote.
      const read = { ...created, ...Object.fromEntries(entity.computedColumns.map((column) => [column.name, null])) };

      const list = await server.request(
        `${path}?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${created.id}`,
      );
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual({ data: [read] });

      const got = await server.request(`${path}/${created.id}`);
      expect(await got.json()).toEqual({ data: read });

      const updated = await server.request(`${path}/${created.id}`, json({ className: 'updated' }, 'PATCH'));
      const updatedBody = (await updated.json()) as { data: Record<string, unknown> };
      expect(updated.status).toBe(200);
      expect(updatedBody.data).toMatchObject({ id: created.id, className: 'updated' });

      const deleted = await server.request(`${path}/${created.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(((await deleted.json()) as { data: unknown }).data).toEqual(updatedBody.data);
      expect((await server.request(`${path}/${created.id}`)).status).toBe(404);
    },
  );
});

/**
 * An entity only the product makes records of (docs/decisions/0055) has no generic create: REST answers each of the three
 * with a 405 whose Allow names what the path serves, tRPC has no such procedure, and nothing is written.
 */
async function expectNoGenericCreate(entity: AnyEntity) {
  const rows = () => server.db.query<{ count: string }>(`SELECT count(*)::text AS "count" FROM "${entity.table}"`);
  const before = await rows();
  for (const [path, body, allow] of [
    [entity.path, { data: {} }, 'GET'],
    [`${entity.path}/bulk`, { data: [{ data: {} }] }, 'PATCH'],
    // Read as a record's id: what a record's path serves.
    [`${entity.path}/find-or-create`, { data: {} }, 'DELETE'],
  ] as const) {
    const refused = await server.request(path, json(body.data));
    expect(refused.status, path).toBe(405);
    const allowed = refused.headers.get('allow')?.split(', ');
    expect(allowed, path).toContain(allow);
    expect(allowed, path).not.toContain('POST');
  }
  const viaTrpc = await server.request(`/api/trpc/${entity.moduleKey}.${entity.routerKey}.create`, {
    ...json({}),
    body: JSON.stringify({ json: { data: {} } }),
  });
  expect(viaTrpc.status).toBe(404);
  expect(await rows()).toEqual(before);
}
