import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTHENTICATION_WINDOW_SECONDS } from '../../src/server/modules/rbac/reauthentication/reauthentication.service';
import { json, startTestServer, type TestServer } from '../helpers/server';
import { walletMessage } from '../helpers/wallet';

// Issue 19, point 2: account changes ask who is there, and tell the subject's other addresses (decision 0028).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse';
type Answer = { status: number; data: unknown; cause: { field: string; code: string }[]; messageCode?: string };

async function call(path: string, init: RequestInit & { jwt?: string; language?: string } = {}): Promise<Answer> {
  // A browser says its language; the default of a request that says none would be the site's (Russian).
  const { jwt, language = 'en', ...rest } = init;
  const response = await server.request(path, {
    ...rest,
    secretKey: null,
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      'accept-language': language,
    },
  });
  const body = (await response.json()) as Omit<Answer, 'status'>;
  return { status: response.status, ...body, cause: body.cause ?? [] };
}

async function register(login: string, language = 'en') {
  const answer = await call(`${AUTH}/email-and-password/registration`, { ...json({ login, password: PASSWORD }), language });
  expect(answer.status).toBe(200);
  const { jwt } = answer.data as { jwt: string };
  const me = (await call(`${AUTH}/me`, { jwt })).data as { id: string; identities: { id: string; email: string }[] };
  return { jwt, id: me.id, identityId: me.identities[0]!.id };
}

async function signIn(login: string, language = 'en') {
  const answer = await call(`${AUTH}/email-and-password/authentication`, { ...json({ login, password: PASSWORD }), language });
  expect(answer.status).toBe(200);
  return (answer.data as { jwt: string }).jwt;
}

const identities = (subjectId: string) => server.db.prisma.rbacSubjectsToIdentities.count({ where: { subjectId } });
const mailTo = (recipient: string) =>
  server.db.prisma.notificationNotification.findMany({ where: { recipient }, orderBy: { createdAt: 'asc' } });
const causeOf = (answer: Answer) => answer.cause.map(({ field, code }) => ({ field, code }));

function expectNotConfirmed(answer: Answer, field = 'data.currentPassword') {
  expect(answer.status).toBe(403);
  expect(answer.messageCode).toBe('reauthentication_required');
  expect(causeOf(answer)).toEqual([{ field, code: 'reauthentication_required' }]);
}

function expectWrongPassword(answer: Answer, field = 'data.currentPassword') {
  expect(answer.status).toBe(400);
  expect(causeOf(answer)).toEqual([{ field, code: 'current_password_wrong' }]);
}

describe('adding an identity', () => {
  it('is refused without the current password or with a wrong one, writing nothing; taken with it, and told to the other address', async () => {
    const owner = await register('adder@example.com');
    const add = (data: object) =>
      call(`/api/rbac/subjects/${owner.id}/identities`, {
        ...json({ email: 'planted@example.com', password: 'planted one', ...data }),
        jwt: owner.jwt,
      });
    expectNotConfirmed(await add({}));
    expectWrongPassword(await add({ currentPassword: 'wrong horse' }));
    expect(await identities(owner.id)).toBe(1);
    expect(await mailTo('adder@example.com')).toEqual([]);

    expect((await add({ currentPassword: PASSWORD })).status).toBe(201);
    expect(await identities(owner.id)).toBe(2);
    const [told] = await mailTo('adder@example.com');
    expect(told).toMatchObject({ title: 'A sign-in method was added to your account' });
    expect(told!.text).toContain('planted@example.com can now sign in to your account');
    expect(told!.text).toContain('http://localhost:4000/en/rbac/subjects/settings');
    // The address just added belongs to whoever added it: it is not the one to warn.
    expect(await mailTo('planted@example.com')).toEqual([]);
  });

  it('asks again once the window has passed', async () => {
    const owner = await register('window@example.com');
    const add = (email: string, data: object = {}) =>
      call(`/api/rbac/subjects/${owner.id}/identities`, { ...json({ email, password: 'another one', ...data }), jwt: owner.jwt });
    expect((await add('first-more@example.com', { currentPassword: PASSWORD })).status).toBe(201);
    expect((await add('second-more@example.com')).status).toBe(201);
    // The confirmation was given a moment over the window ago: no sleeping, the stored time moves back.
    await server.db.query(
      `UPDATE "RbacSession" SET "reauthenticatedAt" = now() - make_interval(secs => $2) WHERE "subjectId" = $1`,
      [owner.id, REAUTHENTICATION_WINDOW_SECONDS + 1],
    );
    expectNotConfirmed(await add('third-more@example.com'));
    expect(await identities(owner.id)).toBe(3);
  });
});

describe('an anonymous session adding an identity', () => {
  it('is sent to registration, with the same answer whether the email has an account or not, writing nothing', async () => {
    await register('known@example.com');
    const { jwt } = (await call(`${AUTH}/init`)).data as { jwt: string };
    const { id } = (await call(`${AUTH}/me`, { jwt })).data as { id: string };
    const answers = [];
    for (const email of ['known@example.com', 'unknown@example.com']) {
      const answer = await call(`/api/rbac/subjects/${id}/identities`, { ...json({ email, password: PASSWORD }), jwt });
      answers.push({ status: answer.status, messageCode: answer.messageCode, cause: causeOf(answer) });
    }
    expect(answers).toEqual([
      { status: 403, messageCode: 'register_first', cause: [{ field: 'id', code: 'register_first' }] },
      { status: 403, messageCode: 'register_first', cause: [{ field: 'id', code: 'register_first' }] },
    ]);
    expect(await identities(id)).toBe(0);
  });
});

describe('changing an email', () => {
  it('needs the current password, and tells the old address, not the new one', async () => {
    const owner = await register('before@example.com');
    const change = (data: object) =>
      call(`/api/rbac/subjects/${owner.id}/identities/${owner.identityId}`, {
        ...json({ email: 'after@example.com', ...data }, 'PATCH'),
        jwt: owner.jwt,
      });
    expectNotConfirmed(await change({}));
    expectWrongPassword(await change({ currentPassword: 'wrong horse' }));
    expect(await server.db.prisma.rbacIdentity.findUnique({ where: { id: owner.identityId } })).toMatchObject({
      email: 'before@example.com',
    });
    const changed = await change({ currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ email: 'after@example.com' });
    const [told] = await mailTo('before@example.com');
    expect(told).toMatchObject({ title: 'The email of your account was changed' });
    expect(told!.text).toContain('before@example.com of your account was changed to after@example.com');
    expect(await mailTo('after@example.com')).toEqual([]);
  });
});

describe('deleting an identity', () => {
  it('needs the current password in the body, and tells every address the subject had', async () => {
    const owner = await register('keeper@example.com');
    const added = await call(`/api/rbac/subjects/${owner.id}/identities`, {
      ...json({ email: 'spare@example.com', password: 'spare password', currentPassword: PASSWORD }),
      jwt: owner.jwt,
    });
    const spare = (added.data as { id: string }).id;
    // A new sign-in: a session that has confirmed nothing.
    const jwt = await signIn('keeper@example.com');
    const remove = (data?: object) =>
      call(`/api/rbac/subjects/${owner.id}/identities/${spare}`, {
        method: 'DELETE',
        body: data && JSON.stringify({ data }),
        jwt,
      });
    expectNotConfirmed(await remove());
    expectWrongPassword(await remove({ currentPassword: 'wrong horse' }));
    expect(await identities(owner.id)).toBe(2);
    expect((await remove({ currentPassword: PASSWORD })).status).toBe(200);
    expect(await identities(owner.id)).toBe(1);
    for (const address of ['keeper@example.com', 'spare@example.com'])
      expect((await mailTo(address)).map((each) => each.title)).toContain('A sign-in method was removed from your account');
  });
});

describe('changing and resetting the password', () => {
  it('needs the current password, ends every other session, and lists the identities added lately to every address', async () => {
    const owner = await register('changer@example.com');
    await call(`/api/rbac/subjects/${owner.id}/identities`, {
      ...json({ email: 'lately@example.com', password: 'lately added', currentPassword: PASSWORD }),
      jwt: owner.jwt,
    });
    const other = await signIn('changer@example.com');
    const change = (password: string) =>
      call(`/api/rbac/subjects/${owner.id}/change-password`, {
        ...json({ password, newPassword: 'brand new one', identityId: owner.identityId }, 'PATCH'),
        jwt: owner.jwt,
      });
    expectWrongPassword(await change('wrong horse'), 'data.password');
    expect((await call(`${AUTH}/me`, { jwt: other })).status).toBe(200);
    expect((await change(PASSWORD)).status).toBe(200);
    expect((await call(`${AUTH}/me`, { jwt: owner.jwt })).status).toBe(200);
    expect((await call(`${AUTH}/me`, { jwt: other })).status).toBe(401);
    for (const address of ['changer@example.com', 'lately@example.com']) {
      const told = (await mailTo(address)).find((each) => each.title === 'The password of your account was changed');
      expect(told?.text).toContain('every other session of your account has ended');
      expect(told?.text).toMatch(/added to your account in the last 14 days:\n- lately@example\.com \(/);
    }
  });

  it('a reset ends every session and tells the subject in the language it signed in with', async () => {
    const owner = await register('reset@example.com', 'ru');
    const other = await signIn('reset@example.com', 'ru');
    // Asked for and reset from an English page: the subject's own language is the one it signs in with.
    await call(`${AUTH}/email-and-password/forgot-password`, json({ email: 'reset@example.com' }));
    await expect.poll(() => mailTo('reset@example.com')).toHaveLength(1);
    const code = /\?code=([\w-]+)/.exec((await mailTo('reset@example.com'))[0]!.text)![1]!;
    const reset = await call(
      `${AUTH}/email-and-password/reset-password`,
      json({ code, password: 'after reset', passwordConfirmation: 'after reset' }),
    );
    expect(reset.status).toBe(200);
    for (const jwt of [owner.jwt, other]) expect((await call(`${AUTH}/me`, { jwt })).status).toBe(401);
    const told = (await mailTo('reset@example.com'))[1];
    expect(told).toMatchObject({ title: 'Пароль аккаунта сброшен' });
    expect(told!.text).toContain('/ru/rbac/subjects/settings');
  });
});

describe('a wallet-only subject', () => {
  it('confirms with a signature of its wallet over a fresh nonce', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = async () => {
      const message = await walletMessage(server, account.address);
      return { message, signature: await account.signMessage({ message }), address: account.address };
    };
    const signedIn = await call(`${AUTH}/ethereum-virtual-machine`, json(await signed()));
    const { jwt } = signedIn.data as { jwt: string };
    const { id } = (await call(`${AUTH}/me`, { jwt })).data as { id: string };
    const add = (data: object) =>
      call(`/api/rbac/subjects/${id}/identities`, {
        ...json({ email: 'wallet-owner@example.com', password: 'a password', ...data }),
        jwt,
      });
    expectNotConfirmed(await add({}), 'data.wallet');
    expectWrongPassword(await add({ currentPassword: 'no password here' }));
    const stranger = privateKeyToAccount(generatePrivateKey());
    const message = await walletMessage(server, stranger.address);
    const foreign = await add({
      wallet: { message, signature: await stranger.signMessage({ message }), address: stranger.address },
    });
    expect(foreign.status).toBe(400);
    expect(causeOf(foreign)).toEqual([{ field: 'data.wallet.address', code: 'wallet_signature_invalid' }]);
    expect((await add({ wallet: await signed() })).status).toBe(201);
  });
});

describe('who is not asked', () => {
  it('the secret key and an administrator acting for a subject; the subject is still told', async () => {
    const owner = await register('managed@example.com');
    const bySecretKey = await server.request(
      `/api/rbac/subjects/${owner.id}/identities`,
      json({ email: 'support@example.com', password: 'support one' }),
    );
    expect(bySecretKey.status).toBe(201);
    const byPermission = await server.request(
      '/api/rbac/identities/email-and-password',
      json({ email: 'support-two@example.com', password: 'support two', subjectId: owner.id }),
    );
    expect(byPermission.status).toBe(201);
    expect((await mailTo('managed@example.com')).map((each) => each.text)).toEqual([
      expect.stringContaining('support@example.com can now sign in'),
      expect.stringContaining('support-two@example.com can now sign in'),
    ]);
  });
});
