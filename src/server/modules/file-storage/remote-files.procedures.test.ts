import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fieldsOf, registerCustomer, type Customer } from '../../../../tests/helpers/customers';
import { pngOf } from '../../../../tests/helpers/images';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../../../../tests/helpers/server';
import { appApi } from '../../api';
import { trustedContext } from '../../platform/context/context';
import { createCallerFactory, router } from '../../platform/procedures/init';
import { createAdministrator } from '../rbac/subjects/administrator.service';
import { remoteFileProcedures } from './remote-files.procedures';
import type { FileStorageFileRecord } from '../../../shared/registry/generated/file-storage';

const ROUTE = '/api/file-storage/files/create-from-url';
const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse battery';

let server: TestServer;
let admin: Record<string, string>;
let customer: Customer;
let remote: Server;
let remotePort: number;

beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'admin@example.com', password: PASSWORD });
  const signedIn = await callApi<{ jwt: string }>(server, 'POST', `${AUTH}/email-and-password/authentication`, {
    data: { login: 'admin@example.com', password: PASSWORD },
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
  customer = await registerCustomer(server, 'customer@example.com');
  const png = pngOf(16, 9);
  remote = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remotePort = (remote.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => remote.close(resolve));
  await server.close();
});

const records = () => server.db.prisma.fileStorageFile.count();

describe('POST /api/file-storage/files/create-from-url', () => {
  it('is a permission route of the table answering 201, in the OpenAPI document', async () => {
    const route = appApi().routes.routes.find((candidate) => candidate.path === ROUTE);
    expect(route).toMatchObject({
      method: 'POST',
      access: 'permission',
      status: 201,
      procedure: 'fileStorage.files.createFromUrl',
    });
    const document = await callApi<never>(server, 'GET', '/api/openapi.json');
    expect(Object.keys((document.body as unknown as { paths: object }).paths)).toContain(ROUTE);
  });

  it('refuses anonymous callers (401) and subjects without the permission (403), writing nothing', async () => {
    const before = await records();
    const data = { url: 'http://127.0.0.1/logo.png' };
    expect((await callApi(server, 'POST', ROUTE, { data })).status).toBe(401);
    expect((await callApi(server, 'POST', ROUTE, { data, headers: customer.headers })).status).toBe(403);
    expect(await records()).toBe(before);
  });

  it.each([
    ['http://127.0.0.1/logo.png', 'data.url: points to a private or local address'],
    ['http://localhost:4000/logo.png', 'data.url: points to a private or local address'],
    ['http://[::1]/logo.png', 'data.url: points to a private or local address'],
    ['http://10.0.0.1/logo.png', 'data.url: points to a private or local address'],
    ['http://169.254.169.254/latest/meta-data/', 'data.url: points to a private or local address'],
    ['ftp://example.com/logo.png', 'data.url: must be an http or https address'],
    ['http://user:pass@example.com/logo.png', 'data.url: may not hold a user name or password'],
  ])('answers %s with a 400 naming data.url', async (url, message) => {
    const before = await records();
    const answer = await callApi(server, 'POST', ROUTE, { data: { url }, headers: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toMatchObject([{ field: 'data.url', message }]);
    expect(await records()).toBe(before);
    expect(await server.storage.keys()).toEqual([]);
  });

  it('checks the rest of the input as a create does', async () => {
    expect(fieldsOf(await callApi(server, 'POST', ROUTE, { data: {}, headers: admin }))).toEqual(['data.url']);
    const wrong = await callApi(server, 'POST', ROUTE, {
      data: { url: 'https://example.com/a.png', file: '/uploads/x', variant: 'nope' },
      headers: admin,
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(expect.arrayContaining(['data.variant', 'data.file']));
  });

  it('lets a role holding an action on the route (or a prefix of it) past the access check', async () => {
    const role = await server.db.prisma.rbacRole.create({ data: { title: 'Files', slug: 'files' } });
    const action = await server.db.prisma.rbacAction.create({
      data: { title: 'Files', slug: 'file-writes', method: 'POST', path: '/api/file-storage/*' },
    });
    await server.db.prisma.rbacRolesToActions.create({ data: { roleId: role.id, actionId: action.id } });
    await server.db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: customer.id, roleId: role.id } });
    const answer = await callApi(server, 'POST', ROUTE, { data: { url: 'http://10.1.2.3/x.png' }, headers: customer.headers });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['data.url']);
  });

  it('creates the file record of a public file, as the procedure answers it', async () => {
    const procedures = remoteFileProcedures({
      timeoutMs: 5000,
      maxBytes: 1024,
      resolve: async () => ['93.184.216.34'],
      connect: () => connect(remotePort, '127.0.0.1'),
    });
    const caller = createCallerFactory(router({ fileStorage: { files: procedures } }))(trustedContext(server.db, server.storage));
    const record: FileStorageFileRecord = await caller.fileStorage.files.createFromUrl({
      data: { url: 'http://cdn.example/pictures/Sunset%20Beach.png?size=large', alt: 'Sunset' },
    });
    expect(record).toMatchObject({
      adminTitle: 'Sunset Beach.png',
      alt: 'Sunset',
      mimeType: 'image/png',
      extension: 'png',
      width: 16,
      height: 9,
    });
    expect(record.file).toMatch(/^\/uploads\/[0-9a-f-]{36}\/Sunset-Beach\.png$/);
    // Linked to no record yet, the file is private: an administrator reads it.
    const listed = await callApi<FileStorageFileRecord>(server, 'GET', `/api/file-storage/files/${record.id}`, {
      headers: { 'x-rbac-secret-key': TEST_SECRET_KEY },
    });
    expect(listed.body.data).toMatchObject({ file: record.file, size: record.size });
  });
});
