import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformServer } from '../../src/server/http/server';
import { DatabaseRateLimitStore } from '../../src/server/platform/rate-limit/database-store';
import { createRateLimiter } from '../../src/server/platform/rate-limit/rate-limiter';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { json, startTestServer, testDependencies, type TestServer } from '../helpers/server';
import { walletMessage } from '../helpers/wallet';

// What the review of the accounts change found, each now refused or fixed.
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
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>), authorization: `Bearer ${jwt}` },
  });
const body = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

async function register(login: string, password = 'correct horse') {
  return body<{ jwt: string; refresh: string }>(
    await anonymous(`${AUTH}/email-and-password/registration`, json({ login, password })),
  );
}
const subjectOf = async (jwt: string) =>
  body<{ id: string; identities: { id: string; email: string }[] }>(await bearer(jwt, `${AUTH}/me`));

/** A server over the same database with the given limits and proxy hops. */
async function otherServer(options: { hops?: number; overrides?: Parameters<typeof createRateLimiter>[1] }) {
  const another = createPlatformServer({
    ...testDependencies(server.db, server.storage),
    ...(options.overrides ? { limiter: createRateLimiter(new DatabaseRateLimitStore(server.db), options.overrides) } : {}),
    trustedProxyHops: options.hops ?? 0,
  });
  await new Promise<void>((resolve) => another.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(another.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => another.close(resolve)),
  };
}

describe('login CSRF and forced logout', () => {
  it('answers a sign-in another site made the browser send with tokens but sets no cookie', async () => {
    await register('csrf@example.com');
    const crossSite = await anonymous(`${AUTH}/email-and-password/authentication`, {
      ...json({ login: 'csrf@example.com', password: 'correct horse' }),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(200);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    const refresh = await anonymous(`${AUTH}/refresh`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refresh.status).toBe(401);
    expect(refresh.headers.getSetCookie()).toEqual([]);
  });
});

describe('identities', () => {
  it('an email change voids a reset code sent to the old address', async () => {
    const tokens = await register('old-address@example.com');
    const me = await subjectOf(tokens.jwt);
    await anonymous(`${AUTH}/email-and-password/forgot-password`, json({ email: 'old-address@example.com' }));
    const outbox = () => server.db.prisma.notificationNotification.findFirst({ where: { recipient: 'old-address@example.com' } });
    await expect.poll(outbox).not.toBeNull();
    const code = /\?code=([\w-]+)/.exec((await outbox())!.text)![1]!;
    const changed = await bearer(
      tokens.jwt,
      `/api/rbac/subjects/${me.id}/identities/${me.identities[0]!.id}`,
      json({ email: 'new-address@example.com', currentPassword: 'correct horse' }, 'PATCH'),
    );
    expect(changed.status).toBe(200);
    const reset = await anonymous(
      `${AUTH}/email-and-password/reset-password`,
      json({ code, password: 'taken over', passwordConfirmation: 'taken over' }),
    );
    expect(reset.status).toBe(400);
  });

  it('two deletions at once leave the subject one identity', async () => {
    const tokens = await register('two-ways@example.com');
    const me = await subjectOf(tokens.jwt);
    await bearer(
      tokens.jwt,
      `/api/rbac/subjects/${me.id}/identities`,
      json({ email: 'other-way@example.com', password: 'second password', currentPassword: 'correct horse' }),
    );
    const identities = (await subjectOf(tokens.jwt)).identities;
    const answers = await Promise.all(
      identities.map((identity) =>
        bearer(tokens.jwt, `/api/rbac/subjects/${me.id}/identities/${identity.id}`, { method: 'DELETE' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await server.db.prisma.rbacSubjectsToIdentities.count({ where: { subjectId: me.id } })).toBe(1);
  });

  it('stores an email written through the generic calls in lower case, so it can sign in', async () => {
    const created = await server.request('/api/rbac/identities', json({ email: '  Mixed.Case@Example.com ' }));
    expect(((await created.json()) as { data: { email: string } }).data.email).toBe('mixed.case@example.com');
  });

  it('a wallet identity has no password to change: the error says so', async () => {
    const tokens = await register('has-wallet@example.com');
    const me = await subjectOf(tokens.jwt);
    const wallet = await server.db.prisma.rbacIdentity.create({
      data: { provider: 'ethereum_virtual_machine', account: '0x0000000000000000000000000000000000000001' },
    });
    await server.db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: me.id, identityId: wallet.id } });
    const answer = await bearer(
      tokens.jwt,
      `/api/rbac/subjects/${me.id}/change-password`,
      json({ password: 'correct horse', newPassword: 'another one', identityId: wallet.id }, 'PATCH'),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { data: string }).data).toBe('Only an email-and-password identity has a password');
  });
});

describe('abuse limits of own routes', () => {
  it('limits guesses of the current password, and account changes per subject apart from registrations', async () => {
    const limited = await otherServer({
      overrides: {
        signInPerIp: { limit: 1000 },
        reauthenticationFailuresPerSubject: { limit: 3 },
        registrationPerIp: { limit: 1 },
        accountChangesPerSubject: { limit: 2 },
      },
    });
    try {
      const tokens = await register('guessed@example.com');
      const me = await subjectOf(tokens.jwt);
      // Counters are shared by every server over the database: start from none.
      await server.db.query('DELETE FROM "RbacRateLimit"');
      const callAs = (jwt: string, path: string, init: RequestInit) =>
        fetch(limited.url + path, {
          ...init,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        });
      const call = (path: string, init: RequestInit) => callAs(tokens.jwt, path, init);
      const guesses = [];
      for (let each = 0; each < 4; each++)
        guesses.push(
          (
            await call(
              `/api/rbac/subjects/${me.id}/change-password`,
              json({ password: `guess ${each}!`, newPassword: 'whatever one' }, 'PATCH'),
            )
          ).status,
        );
      expect(guesses).toEqual([400, 400, 400, 429]);
      await server.db.query('DELETE FROM "RbacRateLimit"');

      // Issue 28, point 7 (decision 0041): registrations behind this address use up its limit, not the account changes
      // of anyone there.
      const registrations = [];
      for (let each = 0; each < 2; each++)
        registrations.push(
          (
            await fetch(
              `${limited.url}${AUTH}/email-and-password/registration`,
              json({ login: `crowd-${each}@example.com`, password: 'correct horse' }),
            )
          ).status,
        );
      expect(registrations).toEqual([200, 429]);
      // A refused confirmation is a guess, not a change: it does not count against the subject's changes.
      const unconfirmed = await call(
        `/api/rbac/subjects/${me.id}/identities`,
        json({ email: 'probe-x@example.com', password: 'probe password', currentPassword: 'not the password' }),
      );
      expect(unconfirmed.status).toBe(400);
      const additions = [];
      for (let each = 0; each < 3; each++)
        additions.push(
          await call(
            `/api/rbac/subjects/${me.id}/identities`,
            json({ email: `probe-${each}@example.com`, password: 'probe password', currentPassword: 'correct horse' }),
          ),
        );
      expect(additions.map((answer) => answer.status)).toEqual([201, 201, 429]);
      expect(((await additions[2]!.json()) as { data: string }).data).toMatch(/^Too many account changes: try again in /);
      expect(additions[2]!.headers.get('retry-after')).toMatch(/^\d+$/);
      // Changing an email and deleting an identity are account changes too; the refused ones wrote nothing.
      const { id: added } = await body<{ id: string }>(additions[0]!);
      expect(
        (await call(`/api/rbac/subjects/${me.id}/identities/${added}`, json({ email: 'probe-moved@example.com' }, 'PATCH')))
          .status,
      ).toBe(429);
      expect((await call(`/api/rbac/subjects/${me.id}/identities/${added}`, { method: 'DELETE' })).status).toBe(429);
      expect((await subjectOf(tokens.jwt)).identities.map((identity) => identity.email).sort()).toEqual([
        'guessed@example.com',
        'probe-0@example.com',
        'probe-1@example.com',
      ]);

      // Another subject behind the same address still changes its account.
      const neighbour = await register('neighbour@example.com');
      const { id: neighbourId } = await subjectOf(neighbour.jwt);
      const theirs = await callAs(
        neighbour.jwt,
        `/api/rbac/subjects/${neighbourId}/identities`,
        json({ email: 'neighbour-2@example.com', password: 'probe password', currentPassword: 'correct horse' }),
      );
      expect(theirs.status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('counts a client behind trusted proxies by the address they saw, not by what the client claims', async () => {
    const proxied = await otherServer({ hops: 1, overrides: { signInPerIp: { limit: 2 } } });
    try {
      const signIn = (forwardedFor: string) =>
        fetch(`${proxied.url}${AUTH}/email-and-password/authentication`, {
          ...json({ login: 'nobody@example.com', password: 'wrong password' }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        });
      // The client prepends addresses of its own; the proxy's entry (the last) is the one that counts.
      expect((await signIn('1.1.1.1, 203.0.113.7')).status).toBe(401);
      expect((await signIn('2.2.2.2, 203.0.113.7')).status).toBe(401);
      expect((await signIn('3.3.3.3, 203.0.113.7')).status).toBe(429);
      expect((await signIn('203.0.113.8')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('an anonymous session that registers or signs in', () => {
  const init = async () => {
    const tokens = await body<{ jwt: string; refresh: string }>(await anonymous(`${AUTH}/init`));
    return { ...tokens, id: (await subjectOf(tokens.jwt)).id };
  };
  /** The anonymous session's tokens no longer work: neither its access token nor its refresh token. */
  const expectEnded = async (tokens: { jwt: string; refresh: string }) => {
    expect((await bearer(tokens.jwt, `${AUTH}/me`)).status).toBe(401);
    expect((await anonymous(`${AUTH}/refresh`, json({ refresh: tokens.refresh }))).status).toBe(401);
  };

  it('registering keeps the subject; its anonymous tokens end and the new session carries on', async () => {
    const before = await init();
    const registered = await bearer(
      before.jwt,
      `${AUTH}/email-and-password/registration`,
      json({ login: 'carry-on@example.com', password: 'correct horse' }),
    );
    expect(registered.status).toBe(200);
    const after = await body<{ jwt: string; refresh: string }>(registered);
    await expectEnded(before);
    const subject = await subjectOf(after.jwt);
    expect(subject.id).toBe(before.id);
    expect(subject.identities.map((identity) => identity.email)).toEqual(['carry-on@example.com']);
    expect((await anonymous(`${AUTH}/refresh`, json({ refresh: after.refresh }))).status).toBe(200);
  });

  it('signing in with a password ends the anonymous tokens', async () => {
    const account = await register('returning@example.com');
    const before = await init();
    const signedIn = await bearer(
      before.jwt,
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'returning@example.com', password: 'correct horse' }),
    );
    expect(signedIn.status).toBe(200);
    await expectEnded(before);
    const after = await body<{ jwt: string }>(signedIn);
    expect((await subjectOf(after.jwt)).id).toBe((await subjectOf(account.jwt)).id);
    // A failed sign-in leaves the anonymous session as it was.
    const still = await init();
    const wrong = await bearer(
      still.jwt,
      `${AUTH}/email-and-password/authentication`,
      json({ login: 'returning@example.com', password: 'wrong password' }),
    );
    expect(wrong.status).toBe(401);
    expect((await bearer(still.jwt, `${AUTH}/me`)).status).toBe(200);
  });

  it('a wallet sign-in keeps the anonymous subject, as registration does, and ends its tokens', async () => {
    const before = await init();
    const account = privateKeyToAccount(generatePrivateKey());
    const message = await walletMessage(server, account.address);
    const signature = await account.signMessage({ message });
    const signedIn = await bearer(
      before.jwt,
      `${AUTH}/ethereum-virtual-machine`,
      json({ message, signature, address: account.address }),
    );
    expect(signedIn.status).toBe(200);
    expect((await subjectOf((await body<{ jwt: string }>(signedIn)).jwt)).id).toBe(before.id);
    await expectEnded(before);
  });
});
