import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appApi } from '../../src/server/api';
import { answerRest } from '../../src/server/rest/handler';
import { json, startTestServer, testDependencies, type TestServer } from '../helpers/server';

// Issue 28, point 5: a password, code, token, nonce or signature is never taken from a URL (decision 0041).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse';
type Answer = { status: number; data: unknown; cause: { field: string; code: string }[]; messageCode?: string };

/** A REST call without the secret key, unless `admin` (a server script) asks for it. */
async function call(path: string, init: RequestInit & { jwt?: string; admin?: boolean } = {}): Promise<Answer> {
  const { jwt, admin = false, ...rest } = init;
  const response = await server.request(path, {
    ...rest,
    ...(admin ? {} : { secretKey: null }),
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as Omit<Answer, 'status'>;
  return { status: response.status, ...body, cause: body.cause ?? [] };
}

async function register(login: string) {
  const answer = await call(`${AUTH}/email-and-password/registration`, json({ login, password: PASSWORD }));
  expect(answer.status).toBe(200);
  const { jwt } = answer.data as { jwt: string };
  const me = (await call(`${AUTH}/me`, { jwt })).data as { id: string; identities: { id: string }[] };
  return { jwt, id: me.id, identityId: me.identities[0]!.id };
}

const causeOf = (answer: Answer) => answer.cause.map(({ field, code }) => ({ field, code }));

function expectCredentialRefused(answer: Answer, ...fields: string[]) {
  expect(answer.status, JSON.stringify(answer)).toBe(400);
  expect(answer.messageCode).toBe('credential_in_query');
  expect(causeOf(answer)).toEqual(fields.map((field) => ({ field, code: 'credential_in_query' })));
}

/** What a request could have done: sessions, identities, subjects, counted attempts and queued mail. */
const footprint = async () => {
  const [{ n: limits }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM "RbacRateLimit"')) as [
    { n: number },
  ];
  return {
    sessions: await server.db.prisma.rbacSession.count(),
    identities: await server.db.prisma.rbacIdentity.count(),
    subjects: await server.db.prisma.rbacSubject.count(),
    limits,
    mail: await server.db.prisma.notificationNotification.count(),
  };
};

const query = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();

describe('credentials in a query string', () => {
  it('sign-in and registration with data[login] and data[password] in the query: 400 naming data.password, nothing done', async () => {
    await register('query-signin@example.com');
    const before = await footprint();
    const credentials = query({ 'data[login]': 'query-signin@example.com', 'data[password]': PASSWORD });
    expectCredentialRefused(
      await call(`${AUTH}/email-and-password/authentication?${credentials}`, { method: 'POST' }),
      'data.password',
    );
    const fresh = query({ 'data[login]': 'query-new@example.com', 'data[password]': PASSWORD });
    expectCredentialRefused(await call(`${AUTH}/email-and-password/registration?${fresh}`, { method: 'POST' }), 'data.password');
    // Not taken either when the body has data too: the query's credential is refused before the body is read.
    expectCredentialRefused(
      await call(`${AUTH}/email-and-password/authentication?data[password]=${PASSWORD}`, {
        ...json({ login: 'query-signin@example.com', password: PASSWORD }),
      }),
      'data.password',
    );
    expect(await footprint()).toEqual(before);
    expect(await server.db.prisma.rbacIdentity.count({ where: { email: 'query-new@example.com' } })).toBe(0);
  });

  it('deleting an identity with data[currentPassword] in the query: 400, the identity stays, whoever asks', async () => {
    const owner = await register('query-delete@example.com');
    const added = await call(`/api/rbac/subjects/${owner.id}/identities`, {
      ...json({ email: 'query-delete-2@example.com', password: 'second password', currentPassword: PASSWORD }),
      jwt: owner.jwt,
    });
    expect(added.status).toBe(201);
    const { id: second } = added.data as { id: string };
    const before = await footprint();
    const path = `/api/rbac/subjects/${owner.id}/identities/${second}?${query({ 'data[currentPassword]': PASSWORD })}`;
    expectCredentialRefused(await call(path, { method: 'DELETE', jwt: owner.jwt }), 'data.currentPassword');
    // Refused before access is decided: a caller without a session is told the same, and nothing more.
    expectCredentialRefused(await call(path, { method: 'DELETE' }), 'data.currentPassword');
    expect(await footprint()).toEqual(before);
    expect(await server.db.prisma.rbacIdentity.count({ where: { id: second } })).toBe(1);
    // In the body, as decision 0028 says, it is taken.
    const deleted = await call(`/api/rbac/subjects/${owner.id}/identities/${second}`, {
      ...json({ currentPassword: PASSWORD }, 'DELETE'),
      jwt: owner.jwt,
    });
    expect(deleted.status).toBe(200);
    expect(await server.db.prisma.rbacIdentity.count({ where: { id: second } })).toBe(0);
  });

  it('names each credential at any depth, once, as a field: codes, tokens, nonces, signatures, a key without brackets', async () => {
    const before = await footprint();
    expectCredentialRefused(
      await call(
        `${AUTH}/email-and-password/reset-password?${query({
          'data[password]': 'new password',
          'data[passwordConfirmation]': 'new password',
          'data[code]': '123456',
        })}`,
        { method: 'POST' },
      ),
      'data.password',
      'data.passwordConfirmation',
      'data.code',
    );
    expectCredentialRefused(await call(`${AUTH}/refresh?data[refresh]=token`, { method: 'POST' }), 'data.refresh');
    expectCredentialRefused(
      await call(`${AUTH}/ethereum-virtual-machine?${query({ 'data[signature]': '0x00', 'data[message]': 'hello there' })}`, {
        method: 'POST',
      }),
      'data.signature',
    );
    expectCredentialRefused(
      await call(`/api/rbac/subjects/x/identities?${query({ 'data[wallet][signature]': '0x00', 'data[wallet][nonce]': 'n' })}`, {
        method: 'POST',
      }),
      'data.wallet.signature',
      'data.wallet.nonce',
    );
    expectCredentialRefused(await call(`${AUTH}/me?data[0][Token]=a&data[0][Token]=b`), 'data[0].Token');
    expectCredentialRefused(await call(`${AUTH}/me?password=a`), 'password');
    expectCredentialRefused(await call(`${AUTH}/me?data.password=a`), 'data.password');
    expectCredentialRefused(
      await call(`${AUTH}/me?${query({ 'data[newPassword][]': 'a', jwt: 'b', secretKey: 'c' })}`),
      'data.newPassword',
      'jwt',
      'secretKey',
    );
    expect(await footprint()).toEqual(before);
  });

  it('keeps other query values working: bracket filters (a credential word as a value too) and the spec\'s "query and body" route', async () => {
    const page = await call('/api/host/pages', { ...json({ title: 'password', url: '/code' }), admin: true });
    expect(page.status, JSON.stringify(page)).toBe(201);
    const filtered = await call(
      `/api/host/pages?${query({
        'filters[and][0][column]': 'title',
        'filters[and][0][method]': 'eq',
        'filters[and][0][value]': 'password',
        'filters[and][1][column]': 'url',
        'filters[and][1][method]': 'inArray',
        'filters[and][1][value][0]': '/code',
        'orderBy[and][0][column]': 'createdAt',
        'orderBy[and][0][method]': 'desc',
        limit: '5',
      })}`,
    );
    expect(filtered.status, JSON.stringify(filtered)).toBe(200);
    expect((filtered.data as { url: string }[]).map((each) => each.url)).toEqual(['/code']);

    // POST /api/rbac/identities/email-and-password takes subjectId in the query and the credentials in the body.
    const subject = await server.db.prisma.rbacSubject.create({ data: { slug: 'query-and-body' } });
    const created = await call(`/api/rbac/identities/email-and-password?subjectId=${subject.id}`, {
      ...json({ email: 'query-and-body@example.com', password: 'a good password' }),
      admin: true,
    });
    expect(created.status, JSON.stringify(created)).toBe(201);
    expect(created.data).toMatchObject({ subjectId: subject.id, email: 'query-and-body@example.com' });
    const inQuery = await call(
      `/api/rbac/identities/email-and-password?${query({ subjectId: subject.id, 'data[email]': 'x@example.com', 'data[password]': 'a good password' })}`,
      { method: 'POST', admin: true },
    );
    expectCredentialRefused(inQuery, 'data.password');
    expect(await server.db.prisma.rbacIdentity.count({ where: { email: 'x@example.com' } })).toBe(0);
  });

  it('is refused on every route of the table, before anything else, by every face the adapter serves', async () => {
    const { routes, call: callProcedure } = appApi();
    const dependencies = { ...testDependencies(server.db, server.storage), routes, call: callProcedure };
    const before = await footprint();
    const refusedBy = new Map<string, number>();
    for (const route of routes.routes) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      const url = new URL(`http://localhost${path}?data[password]=secret&limit=1`);
      const answer = await answerRest(
        dependencies,
        { method: route.method, url, headers: {}, body: Readable.from([]) as IncomingMessage },
        // As Next.js serves the routes declared servedBy: 'next' (src/server/next-api.ts), so those are walked too.
        { pageCache: { revalidate: () => undefined } },
      );
      if (answer === 'next') throw new Error(`${route.method} ${route.path} was handed back to Next.js`);
      const body = answer.body as { messageCode?: string; cause?: { field: string }[] } | undefined;
      if (answer.status !== 400 || body?.messageCode !== 'credential_in_query' || body.cause?.[0]?.field !== 'data.password')
        refusedBy.set(`${route.method} ${route.path}`, answer.status);
    }
    expect(Object.fromEntries(refusedBy)).toEqual({});
    expect(routes.routes.length).toBeGreaterThan(100);
    expect(await footprint()).toEqual(before);
  });

  it('is no way in over tRPC either: a mutation is not taken by GET, its input in the URL', async () => {
    const input = encodeURIComponent(
      JSON.stringify({ json: { data: { login: 'query-signin@example.com', password: PASSWORD } } }),
    );
    const signIn = appApi().routes.routes.find((route) => route.path === `${AUTH}/email-and-password/authentication`)!;
    const before = await footprint();
    const response = await server.request(`/api/trpc/${signIn.procedure}?input=${input}`, {
      secretKey: null,
    });
    expect(response.status).toBe(405);
    expect(await footprint()).toEqual(before);
  });
});
