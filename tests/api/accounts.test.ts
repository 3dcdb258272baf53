import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../helpers/server';
import { walletMessage } from '../helpers/wallet';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = (path: string, init: RequestInit = {}) => server.request(path, { ...init, secretKey: null });
const bearer = (jwt: string, path: string, init: RequestInit = {}) =>
  server.request(path, {
    ...init,
    secretKey: null,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${jwt}` },
  });
const body = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
const AUTH = '/api/rbac/subjects/authentication';

async function register(login: string, password = 'correct horse') {
  const response = await anonymous(`${AUTH}/email-and-password/registration`, json({ login, password }));
  expect(response.status).toBe(200);
  return body<{ jwt: string; refresh: string }>(response);
}

describe('registration, sign-in and me', () => {
  it('registers with the roles available on registration, signs in, and tells who is signed in', async () => {
    await server.db.prisma.rbacRole.create({ data: { title: 'User', slug: 'user', availableOnRegistration: true } });
    const tokens = await register('Someone@Example.com');
    expect(tokens).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    const me = await body<{ id: string; identities: { email: string; provider: string }[]; roles: { slug: string }[] }>(
      await bearer(tokens.jwt, `${AUTH}/me`),
    );
    expect(me.identities).toEqual([expect.objectContaining({ email: 'someone@example.com', provider: 'email_and_password' })]);
    expect(me.roles.map((role) => role.slug)).toEqual(['user']);
    expect(JSON.stringify(me)).not.toMatch(/"password"|argon2/);

    const signIn = await anonymous(
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'someone@example.com', password: 'correct horse' }),
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/rbac\.subject\.jwt=.*HttpOnly; SameSite=Lax/);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await register('known@example.com');
    const wrong = await anonymous(
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'known@example.com', password: 'wrong password' }),
    );
    const unknown = await anonymous(
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'nobody@example.com', password: 'wrong password' }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers a taken email as a new one, signs nothing in, and tells the address instead', async () => {
    const owner = await register('owner@example.com', 'the owner password');
    const registration = (login: string) =>
      anonymous(`${AUTH}/email-and-password/registration`, json({ login, password: 'an intruder password' }));
    const fresh = await registration('newcomer@example.com');
    const taken = await registration('Owner@Example.com');
    const shape = async (response: Response) => ({
      status: response.status,
      body: Object.keys(await body<object>(response)).sort(),
      cookies: response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]),
      cacheControl: response.headers.get('cache-control'),
    });
    const takenTokens = await body<{ jwt: string; refresh: string }>(taken.clone());
    expect(await shape(taken)).toEqual(await shape(fresh));

    // Its tokens are a new anonymous subject's: no account, and the owner's password and sessions are as they were.
    const me = await body<{ id: string; identities: unknown[]; roles: unknown[] }>(await bearer(takenTokens.jwt, `${AUTH}/me`));
    expect(me).toMatchObject({ identities: [], roles: [] });
    const ownerMe = await body<{ id: string }>(await bearer(owner.jwt, `${AUTH}/me`));
    expect(me.id).not.toBe(ownerMe.id);
    const signIn = (password: string) =>
      anonymous(`${AUTH}/email-and-password/authentication`, json({ login: 'owner@example.com', password }));
    expect((await signIn('an intruder password')).status).toBe(401);
    expect((await signIn('the owner password')).status).toBe(200);

    // The owner hears of it, with the way to sign in or to set a new password; the newcomer gets no such message.
    const notice = () => server.db.prisma.notificationNotification.findFirst({ where: { recipient: 'owner@example.com' } });
    await expect.poll(notice).not.toBeNull();
    // In the request's language: the site's default, Russian.
    expect(await notice()).toMatchObject({
      title: 'Кто-то пытался зарегистрироваться с вашей почтой',
      text: expect.stringContaining('http://localhost:4000/ru/rbac/subject/authentication/email-and-password/forgot-password'),
    });
    expect(await server.db.prisma.notificationNotification.count({ where: { recipient: 'newcomer@example.com' } })).toBe(0);
  });

  it('answers two registrations of one new email at once alike, and makes one account', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        anonymous(`${AUTH}/email-and-password/registration`, json({ login: 'at-once@example.com', password: 'correct horse' })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await server.db.prisma.rbacIdentity.count({ where: { email: 'at-once@example.com' } })).toBe(1);
  });

  it('keeps the anonymous subject that registers a taken email, and ends its old tokens as a registration does', async () => {
    await register('kept@example.com');
    const before = await body<{ jwt: string; refresh: string }>(await anonymous(`${AUTH}/init`));
    const anonymousId = (await body<{ id: string }>(await bearer(before.jwt, `${AUTH}/me`))).id;
    const answer = await bearer(
      before.jwt,
      `${AUTH}/email-and-password/registration`,
      json({ login: 'kept@example.com', password: 'an intruder password' }),
    );
    expect(answer.status).toBe(200);
    const after = await body<{ jwt: string }>(answer);
    expect((await bearer(before.jwt, `${AUTH}/me`)).status).toBe(401);
    expect(await body<{ id: string; identities: unknown[] }>(await bearer(after.jwt, `${AUTH}/me`))).toMatchObject({
      id: anonymousId,
      identities: [],
    });
  });

  it('names the fields of bad input', async () => {
    const response = await anonymous(
      `${AUTH}/email-and-password/registration`,
      json({ login: 'not an email', password: 'short' }),
    );
    expect(response.status).toBe(400);
    const { cause } = (await response.json()) as { cause: { field: string }[] };
    expect(cause.map((each) => each.field).sort()).toEqual(['data.login', 'data.password']);
  });
});

describe('refresh and logout', () => {
  it('rotates refresh tokens; presenting a rotated one ends the session', async () => {
    const first = await register('rotate@example.com');
    const second = await body<{ jwt: string; refresh: string }>(
      await anonymous(`${AUTH}/refresh`, json({ refresh: first.refresh })),
    );
    expect((await bearer(second.jwt, `${AUTH}/me`)).status).toBe(200);
    expect((await anonymous(`${AUTH}/refresh`, json({ refresh: first.refresh }))).status).toBe(401);
    // The reuse ended the whole session: the tokens issued after it no longer work either.
    expect((await bearer(second.jwt, `${AUTH}/me`)).status).toBe(401);
    expect((await anonymous(`${AUTH}/refresh`, json({ refresh: second.refresh }))).status).toBe(401);
  });

  it('takes the refresh cookie only from this site', async () => {
    const tokens = await register('cookie@example.com');
    const fromCookie = (site: string) =>
      anonymous(`${AUTH}/refresh`, {
        method: 'POST',
        headers: { cookie: `rbac.subject.refresh=${tokens.refresh}`, 'sec-fetch-site': site },
      });
    expect((await fromCookie('cross-site')).status).toBe(401);
    expect((await fromCookie('same-origin')).status).toBe(200);
  });

  it('tells a 401 whether a refresh token came with it, so that a page asks for a refresh only then', async () => {
    const tokens = await register('refreshable@example.com');
    const me = (cookie?: string) => anonymous(`${AUTH}/me`, cookie ? { headers: { cookie } } : {});
    const refreshable = (response: Response) => response.headers.get('x-session-refreshable');
    // A visitor who never signed in, and one whose access token has gone: only the second keeps a refresh token.
    const never = await me();
    expect([never.status, refreshable(never)]).toEqual([401, null]);
    const expired = await me(`theme=dark; rbac.subject.refresh=${tokens.refresh}`);
    expect([expired.status, refreshable(expired)]).toEqual([401, 'true']);
    // Any route's 401, not only me's; an answer that is not a 401 never says it.
    const orders = await anonymous('/api/ecommerce/orders', { headers: { cookie: `rbac.subject.refresh=${tokens.refresh}` } });
    expect([orders.status, refreshable(orders)]).toEqual([401, 'true']);
    const signedIn = await bearer(tokens.jwt, `${AUTH}/me`, { headers: { cookie: `rbac.subject.refresh=${tokens.refresh}` } });
    expect([signedIn.status, refreshable(signedIn)]).toEqual([200, null]);
  });

  it('logout ends the session of the refresh token', async () => {
    const tokens = await register('logout@example.com');
    const response = await anonymous(`${AUTH}/logout`, json({ refresh: tokens.refresh }));
    expect(await body(response)).toEqual({ redirectTo: '/' });
    expect((await bearer(tokens.jwt, `${AUTH}/me`)).status).toBe(401);
  });
});

describe('identities and passwords', () => {
  it('changing the password ends the other sessions and keeps the current one', async () => {
    const current = await register('change@example.com', 'old password');
    const other = await body<{ jwt: string }>(
      await anonymous(
        `${AUTH}/email-and-password/authentication`,
        json({ login: 'change@example.com', password: 'old password' }),
      ),
    );
    const me = await body<{ id: string }>(await bearer(current.jwt, `${AUTH}/me`));
    const change = await bearer(
      current.jwt,
      `/api/rbac/subjects/${me.id}/change-password`,
      json({ password: 'old password', newPassword: 'new password' }, 'PATCH'),
    );
    expect(change.status).toBe(200);
    expect((await bearer(current.jwt, `${AUTH}/me`)).status).toBe(200);
    expect((await bearer(other.jwt, `${AUTH}/me`)).status).toBe(401);
  });

  it("lists, adds, updates and deletes the subject's own identities, and not another's", async () => {
    const mine = await register('mine@example.com');
    const theirs = await register('theirs@example.com');
    const me = await body<{ id: string }>(await bearer(mine.jwt, `${AUTH}/me`));
    const them = await body<{ id: string }>(await bearer(theirs.jwt, `${AUTH}/me`));
    expect((await bearer(mine.jwt, `/api/rbac/subjects/${them.id}/identities`)).status).toBe(403);
    const added = await bearer(
      mine.jwt,
      `/api/rbac/subjects/${me.id}/identities`,
      json({ email: 'second@example.com', password: 'another one', currentPassword: 'correct horse' }),
    );
    expect(added.status).toBe(201);
    // Confirmed a moment ago in this session: the next changes need no password (decision 0028).
    const identities = await body<{ id: string; email: string }[]>(
      await bearer(mine.jwt, `/api/rbac/subjects/${me.id}/identities`),
    );
    expect(identities.map((identity) => identity.email)).toEqual(['mine@example.com', 'second@example.com']);
    const updated = await bearer(
      mine.jwt,
      `/api/rbac/subjects/${me.id}/identities/${identities[1]!.id}`,
      json({ email: 'third@example.com' }, 'PATCH'),
    );
    expect(await body(updated)).toMatchObject({ email: 'third@example.com' });
    expect(
      (await bearer(mine.jwt, `/api/rbac/subjects/${me.id}/identities/${identities[1]!.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const last = await bearer(mine.jwt, `/api/rbac/subjects/${me.id}/identities/${identities[0]!.id}`, { method: 'DELETE' });
    expect(last.status).toBe(409);
  });

  it('resets a password with the code from the outbox, once', async () => {
    await register('forgot@example.com', 'forgotten one');
    const forgot = await anonymous(`${AUTH}/email-and-password/forgot-password`, json({ email: 'forgot@example.com' }));
    const unknown = await anonymous(`${AUTH}/email-and-password/forgot-password`, json({ email: 'stranger@example.com' }));
    expect(await body(forgot)).toEqual(await body(unknown));
    // The code is made and queued after the answer.
    const outbox = () => server.db.prisma.notificationNotification.findFirst({ where: { recipient: 'forgot@example.com' } });
    await expect.poll(outbox).not.toBeNull();
    const code = /\?code=([\w-]+)/.exec((await outbox())!.text)![1]!;
    const reset = (password: string) =>
      anonymous(`${AUTH}/email-and-password/reset-password`, json({ code, password, passwordConfirmation: password }));
    expect((await reset('brand new one')).status).toBe(200);
    expect((await reset('second attempt')).status).toBe(400);
    const signIn = await anonymous(
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'forgot@example.com', password: 'brand new one' }),
    );
    expect(signIn.status).toBe(200);
  });
});

describe('personal records', () => {
  it('keeps identities from anyone without a permitting role', async () => {
    const tokens = await register('private@example.com');
    expect((await anonymous('/api/rbac/identities')).status).toBe(401);
    expect((await bearer(tokens.jwt, '/api/rbac/identities')).status).toBe(403);
    expect((await server.request('/api/rbac/identities')).status).toBe(200);
  });
});

describe('wallet sign-in', () => {
  async function signInWithWallet(account: ReturnType<typeof privateKeyToAccount>) {
    const message = await walletMessage(server, account.address);
    const signature = await account.signMessage({ message });
    return anonymous(`${AUTH}/ethereum-virtual-machine`, json({ message, signature, address: account.address }));
  }

  it('creates the subject and its identity on first use, and signs the same subject in again', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const first = await signInWithWallet(account);
    expect(first.status).toBe(200);
    const tokens = await body<{ jwt: string; refresh: string }>(first);
    const me = await body<{ id: string; identities: { provider: string; account: string }[] }>(
      await bearer(tokens.jwt, `${AUTH}/me`),
    );
    expect(me.identities).toEqual([expect.objectContaining({ provider: 'ethereum_virtual_machine', account: account.address })]);
    const again = await body<{ jwt: string }>(await signInWithWallet(account));
    expect((await body<{ id: string }>(await bearer(again.jwt, `${AUTH}/me`))).id).toBe(me.id);
  });

  it('refuses a message signed for another site, whatever Host the request names', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = await walletMessage(server, account.address, 'https://evil.example');
    const signature = await account.signMessage({ message });
    const phished = await anonymous(`${AUTH}/ethereum-virtual-machine`, {
      ...json({ message, signature, address: account.address }),
      headers: { 'content-type': 'application/json', host: 'evil.example' },
    });
    expect(phished.status).toBe(401);
  });

  it("refuses another key's signature and a nonce used once", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const impostor = privateKeyToAccount(generatePrivateKey());
    const message = await walletMessage(server, account.address);
    const forged = await impostor.signMessage({ message });
    expect(
      (await anonymous(`${AUTH}/ethereum-virtual-machine`, json({ message, signature: forged, address: account.address })))
        .status,
    ).toBe(401);
    const signature = await account.signMessage({ message });
    expect(
      (await anonymous(`${AUTH}/ethereum-virtual-machine`, json({ message, signature, address: account.address }))).status,
    ).toBe(200);
    expect(
      (await anonymous(`${AUTH}/ethereum-virtual-machine`, json({ message, signature, address: account.address }))).status,
    ).toBe(401);
  });
});

describe('is-authorized', () => {
  it('answers by the route’s own rule: public content for anyone, writes for a permitting role', async () => {
    const tokens = await register('asker@example.com');
    const ask = async (route: string, method: string, jwt?: string) => {
      const path = `${AUTH}/is-authorized?permission[route]=${encodeURIComponent(route)}&permission[method]=${method}&permission[type]=HTTP`;
      return body<{ authorized: boolean }>(await (jwt ? bearer(jwt, path) : anonymous(path)));
    };
    expect(await ask('/api/blog/articles', 'GET')).toEqual({ authorized: true });
    expect(await ask('/api/blog/articles', 'POST', tokens.jwt)).toEqual({ authorized: false });
    const me = await body<{ id: string }>(await bearer(tokens.jwt, `${AUTH}/me`));
    const role = await server.db.prisma.rbacRole.create({ data: { title: 'Editor', slug: 'editor' } });
    const action = await server.db.prisma.rbacAction.create({
      data: { title: 'Blog', slug: 'blog-writes', method: 'POST', path: '/api/blog/*' },
    });
    await server.db.prisma.rbacRolesToActions.create({ data: { roleId: role.id, actionId: action.id } });
    await server.db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: me.id, roleId: role.id } });
    expect(await ask('/api/blog/articles', 'POST', tokens.jwt)).toEqual({ authorized: true });
    expect(await ask('/api/ecommerce/products', 'POST', tokens.jwt)).toEqual({ authorized: false });
    const created = await bearer(tokens.jwt, '/api/blog/articles', json({ title: { en: 'Mine' } }));
    expect(created.status).toBe(201);
  });
});
