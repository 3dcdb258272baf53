import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../helpers/server';

/*
 * Answers that carry tokens, the caller's account or anything but public content say `Cache-Control: no-store`, over
 * REST and tRPC alike, decided by the procedure's access level (and by the public procedures that answer the caller's
 * own); public content keeps what it had.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUTH = '/api/rbac/subjects/authentication';
const anonymous = (path: string, init: RequestInit = {}) => server.request(path, { ...init, secretKey: null });
const bearer = (jwt: string, path: string, init: RequestInit = {}) =>
  server.request(path, {
    ...init,
    secretKey: null,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${jwt}` },
  });
const tokensOf = async (response: Response) => ((await response.json()) as { data: { jwt: string; refresh: string } }).data;
const cacheControl = async (answer: Promise<Response>) => {
  const response = await answer;
  await response.arrayBuffer();
  return response.headers.get('cache-control');
};

describe('REST', () => {
  it('never lets a cache keep tokens: init, registration, sign-in, refresh and logout', async () => {
    const init = await anonymous(`${AUTH}/init`);
    expect(init.headers.get('cache-control')).toBe('no-store');
    const anonymousTokens = await tokensOf(init);
    const registered = await bearer(
      anonymousTokens.jwt,
      `${AUTH}/email-and-password/registration`,
      json({ login: 'private@example.com', password: 'correct horse' }),
    );
    expect(registered.headers.get('cache-control')).toBe('no-store');
    await registered.arrayBuffer();
    const signIn = await anonymous(
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'private@example.com', password: 'correct horse' }),
    );
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const refreshed = await anonymous(`${AUTH}/refresh`, json({ refresh: (await tokensOf(signIn)).refresh }));
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const { jwt, refresh } = await tokensOf(refreshed);
    expect(await cacheControl(anonymous(`${AUTH}/refresh`, json({ refresh: 'spent' })))).toBe('no-store');
    expect(await cacheControl(bearer(jwt, `${AUTH}/logout`, json({ refresh })))).toBe('no-store');
    expect(await cacheControl(anonymous(`${AUTH}/ethereum-virtual-machine/nonce`))).toBe('no-store');
  });

  it('never lets a cache keep what is not public content, nor the refusal of it', async () => {
    const { jwt } = await tokensOf(await anonymous(`${AUTH}/init`));
    const subjectId = ((await (await bearer(jwt, `${AUTH}/me`)).json()) as { data: { id: string } }).data.id;
    expect(await cacheControl(bearer(jwt, `${AUTH}/me`))).toBe('no-store');
    expect(await cacheControl(anonymous(`${AUTH}/me`))).toBe('no-store');
    expect(await cacheControl(bearer(jwt, `/api/rbac/subjects/${subjectId}/identities`))).toBe('no-store');
    expect(
      await cacheControl(bearer(jwt, `${AUTH}/is-authorized?permission[route]=/api/blog/articles&permission[method]=POST`)),
    ).toBe('no-store');
    // A personal entity's generic read, allowed (the secret key) or not.
    expect(await cacheControl(server.request('/api/rbac/identities'))).toBe('no-store');
    expect(await cacheControl(bearer(jwt, '/api/rbac/identities'))).toBe('no-store');
  });

  it('leaves public content as it was', async () => {
    const { jwt } = await tokensOf(await anonymous(`${AUTH}/init`));
    expect(await cacheControl(anonymous('/api/blog/articles'))).toBeNull();
    expect(await cacheControl(bearer(jwt, '/api/blog/articles'))).toBeNull();
    expect(await cacheControl(anonymous('/api/host/pages/find-by-url?url=/'))).toBeNull();
  });
});

describe('tRPC', () => {
  const query = (path: string, jwt?: string) =>
    server.request(`/api/trpc/${path}`, { secretKey: null, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

  it('says no-store for me and tokens, and for a batch holding any call that is not public content', async () => {
    const init = await query('rbac.subjects.authenticationInit');
    expect(init.headers.get('cache-control')).toBe('no-store');
    const { jwt } = ((await init.json()) as { result: { data: { json: { jwt: string } } } }).result.data.json;
    expect(await cacheControl(query('rbac.subjects.authenticationMe', jwt))).toBe('no-store');
    expect(await cacheControl(query('rbac.subjects.authenticationMe'))).toBe('no-store');
    expect(await cacheControl(query('blog.articles.list', jwt))).toBeNull();
    expect(await cacheControl(query('blog.articles.list,rbac.subjects.authenticationMe?batch=1&input={}', jwt))).toBe('no-store');
  });
});
