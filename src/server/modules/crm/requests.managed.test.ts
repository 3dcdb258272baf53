import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../../../tests/helpers/server';
import { registry } from '../../../shared/registry/generated';
import { submitRequest } from './requests.service';

/**
 * A CRM request's payload (the visitor's answers) is `@managed`: only the requests service writes it, when a form is
 * submitted. Through the generic calls it is refused, named, as the administrator's form leaves it out.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PAYLOAD = { answers: [{ value: 'forged' }] };

interface ErrorBody {
  data: string;
  cause: { field?: string; message: string }[];
}

async function refused(response: Response, fields: string[]): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.cause.map((cause) => cause.field)).toEqual(fields);
  return body;
}

const requestCount = () => server.db.prisma.crmRequest.count();

describe('a managed field', () => {
  it('is read-only in the registry, so the admin form has no input for it', () => {
    expect(registry.crm.requests.fieldsByName.get('payload')).toMatchObject({ managed: true, readOnly: true });
  });

  it('is refused by every generic write over REST, the field named and why', async () => {
    const before = await requestCount();
    const created = await refused(await server.request('/api/crm/requests', json({ payload: PAYLOAD })), ['data.payload']);
    expect(created.cause[0]!.message).toBe('data.payload: payload is managed by its module: no generic call may write it');
    await refused(await server.request('/api/crm/requests/find-or-create', json({ payload: PAYLOAD })), ['data.payload']);
    await refused(await server.request('/api/crm/requests/bulk', json([{ data: {} }, { data: { payload: PAYLOAD } }])), [
      'data[1].data.payload',
    ]);
    expect(await requestCount()).toBe(before);

    const request = (await (await server.request('/api/crm/requests', json({ adminTitle: 'plain' }))).json()) as {
      data: { id: string; payload: unknown };
    };
    expect(request.data.payload).toEqual({});
    await refused(await server.request(`/api/crm/requests/${request.data.id}`, json({ payload: PAYLOAD }, 'PATCH')), [
      'data.payload',
    ]);
    await refused(
      await server.request('/api/crm/requests/bulk', json([{ id: request.data.id, data: { payload: PAYLOAD } }], 'PATCH')),
      ['data[0].data.payload'],
    );
    expect((await server.db.prisma.crmRequest.findUniqueOrThrow({ where: { id: request.data.id } })).payload).toEqual({});
  });

  it('is refused over tRPC too', async () => {
    const response = await server.request('/api/trpc/crm.requests.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { data: { payload: PAYLOAD } } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { json: { data: { causes: { field: string }[] } } } };
    expect(body.error.json.data.causes.map((cause) => cause.field)).toEqual(['data.payload']);
  });

  it('is written by its module: a submitted form stores the answers', async () => {
    const form = await server.db.prisma.crmForm.create({ data: { slug: `form-${randomUUID()}`, adminTitle: 'form' } });
    const input = await server.db.prisma.crmInput.create({
      data: { slug: `name-${randomUUID()}`, adminTitle: 'name', variant: 'text-default', label: { en: 'Name' } },
    });
    await server.db.prisma.crmFormsToInputs.create({ data: { formId: form.id, inputId: input.id } });
    const request = await submitRequest(server.db, { formId: form.id, data: { [input.slug]: 'Vera' }, language: 'en' });
    expect(request.payload).toMatchObject({ formId: form.id, answers: [{ slug: input.slug, value: 'Vera' }] });
  });
});
