import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../helpers/server';

/*
 * Each cause of an error answer carries a code (and its parameters) beside its English message, over REST and tRPC
 * alike, so that every face says it in its own language; the messages stay as they were.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REGISTRATION = '/api/rbac/subjects/authentication/email-and-password/registration';

interface Cause {
  field?: string;
  message: string;
  code: string;
  params?: Record<string, string | number>;
}

/** The causes of a tRPC mutation's error answer, with its status. */
async function trpcRefusal(procedure: string, input: unknown) {
  const response = await server.request(`/api/trpc/${procedure}`, {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: input }),
  });
  const { error } = (await response.json()) as { error: { json: { data: { causes: Cause[]; messageCode?: string } } } };
  return { status: response.status, data: error.json.data };
}

describe('coded causes', () => {
  it('REST: a short password is too_small with its minimum, a missing login is required', async () => {
    const response = await server.request(REGISTRATION, { ...json({ password: 'short' }), secretKey: null });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data: string; cause: Cause[] };
    expect(body.data).toBe('Invalid input');
    expect(body.cause).toEqual(
      expect.arrayContaining([
        {
          field: 'data.password',
          message: 'data.password: password must be at least 8 characters',
          code: 'too_small',
          params: { minimum: 8, origin: 'string' },
        },
        { field: 'data.login', message: 'data.login: login is required', code: 'required' },
      ]),
    );
  });

  it('tRPC: the same causes under data.causes', async () => {
    const { status, data } = await trpcRefusal('rbac.subjects.emailAndPasswordRegistration', {
      data: { login: 'not an email', password: 'short' },
    });
    expect(status).toBe(400);
    expect(data.causes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'data.password', code: 'too_small', params: { minimum: 8, origin: 'string' } }),
        expect.objectContaining({ field: 'data.login', code: 'invalid_email' }),
      ]),
    );
    const missing = await trpcRefusal('rbac.subjects.emailAndPasswordRegistration', { data: { login: 'ada@example.com' } });
    expect(missing.data.causes).toEqual([expect.objectContaining({ field: 'data.password', code: 'required' })]);
  });

  it('gives a known refusal a code of the whole answer too, keeping its message', async () => {
    const rest = await server.request('/api/rbac/subjects/authentication/email-and-password/authentication', {
      ...json({ login: 'nobody@example.com', password: 'wrong password' }),
      secretKey: null,
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ data: 'Wrong email or password', cause: [], messageCode: 'wrong_credentials' });
    const trpc = await trpcRefusal('rbac.subjects.emailAndPasswordAuthentication', {
      data: { login: 'nobody@example.com', password: 'wrong password' },
    });
    expect(trpc.status).toBe(401);
    expect(trpc.data.messageCode).toBe('wrong_credentials');
  });

  it('codes a service refusal that names a field', async () => {
    await server.request(REGISTRATION, { ...json({ login: 'taken@example.com', password: 'long enough' }), secretKey: null });
    // Registration answers a taken email as a new one (docs/decisions/0029); an administrator is told.
    const again = await server.request(
      '/api/rbac/identities/email-and-password',
      json({ email: 'taken@example.com', password: 'long enough' }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      data: 'An account with this email already exists',
      messageCode: 'email_taken',
      cause: [{ field: 'data.email', code: 'email_taken' }],
    });
  });
});
