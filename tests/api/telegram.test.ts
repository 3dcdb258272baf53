import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrammyBot } from '../../src/server/platform/telegram/grammy-bot';
import type { TelegramBot } from '../../src/server/platform/telegram/telegram-bot';
import { addressesOfSubject } from '../../src/server/modules/notification/messages.service';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';
import { signedWidgetData, telegramFake, TEST_BOT_TOKEN, TEST_BOT_USERNAME, type TelegramFake } from '../helpers/telegram-fake';

// Issue 31, point 3: sign-in and linking with the Telegram Login Widget, the subject's choice of channel, and the
// page policy that lets the widget load only where it is offered (docs/decisions/0047).

/** Next.js as far as the policy needs it: a page of HTML. */
const pages = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><title>page</title>');
};

let fake: TelegramFake;
let telegram: TelegramBot;
let server: TestServer;
let withoutBot: TestServer;
beforeAll(async () => {
  fake = await telegramFake();
  telegram = createGrammyBot({ token: TEST_BOT_TOKEN, username: TEST_BOT_USERNAME, apiRoot: fake.apiRoot });
  [server, withoutBot] = await Promise.all([
    startTestServer({ server: () => ({ telegram, pages }) }),
    startTestServer({ server: () => ({ pages }) }),
  ]);
  await server.db.prisma.rbacRole.create({ data: { title: 'User', slug: 'user', availableOnRegistration: true } });
});
afterAll(async () => {
  await Promise.all([server.close(), withoutBot.close()]);
  await fake.close();
});

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse';
type Answer = { status: number; data: unknown; cause: { field: string; code: string }[]; messageCode?: string };

async function call(
  path: string,
  init: RequestInit & { jwt?: string; on?: TestServer; secretKey?: string | null } = {},
): Promise<Answer> {
  const { jwt, on = server, secretKey = null, ...rest } = init;
  const response = await on.request(path, {
    ...rest,
    secretKey,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
  });
  const body = (await response.json()) as Omit<Answer, 'status'>;
  return { status: response.status, ...body, cause: body.cause ?? [] };
}

const causeOf = (answer: Answer) => answer.cause.map(({ field, code }) => ({ field, code }));
const tokensOf = (answer: Answer) => answer.data as { jwt: string; refresh: string };

type Me = {
  id: string;
  notificationMethod: string;
  identities: { id: string; provider: string; account: string | null; email: string | null; deliveryBlockedAt: string | null }[];
  roles: { slug: string }[];
};
const me = async (jwt: string) => (await call(`${AUTH}/me`, { jwt })).data as Me;

let telegramIds = 700_000_000;
const nextTelegramId = () => ++telegramIds;

const signIn = (data: object, init: { jwt?: string; on?: TestServer } = {}) =>
  call(`${AUTH}/telegram`, { ...json(data), ...init });

async function register(login: string) {
  const answer = await call(`${AUTH}/email-and-password/registration`, json({ login, password: PASSWORD }));
  expect(answer.status).toBe(200);
  const { jwt } = tokensOf(answer);
  return { jwt, id: (await me(jwt)).id };
}

const link = (subject: { id: string; jwt: string }, data: object) =>
  call(`/api/rbac/subjects/${subject.id}/identities/telegram`, { ...json(data), jwt: subject.jwt });

describe('sign-in with the Telegram Login Widget', () => {
  it('makes a new Telegram user an account with a telegram identity, and signs them in to it again', async () => {
    const id = nextTelegramId();
    const first = await signIn(signedWidgetData({ id, username: 'anna_p', photo_url: 'https://t.me/i/userpic/320/a.jpg' }));
    expect(first.status).toBe(200);
    expect(tokensOf(first)).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    const account = await me(tokensOf(first).jwt);
    expect(account.identities).toEqual([
      expect.objectContaining({ provider: 'telegram', account: String(id), email: null, deliveryBlockedAt: null }),
    ]);
    expect(account.roles.map((role) => role.slug)).toEqual(['user']);
    expect(account.notificationMethod).toBe('email');

    const again = await signIn(signedWidgetData({ id, username: 'anna_p' }));
    expect(again.status).toBe(200);
    expect((await me(tokensOf(again).jwt)).id).toBe(account.id);
    expect(await server.db.prisma.rbacIdentity.count({ where: { provider: 'telegram', account: String(id) } })).toBe(1);
  });

  it("keeps a visitor's anonymous subject (and what it holds) as the new account", async () => {
    const init = await call(`${AUTH}/init`);
    const anonymous = await me(tokensOf(init).jwt);
    const answer = await signIn(signedWidgetData({ id: nextTelegramId() }), { jwt: tokensOf(init).jwt });
    expect((await me(tokensOf(answer).jwt)).id).toBe(anonymous.id);
  });

  it('refuses a forged hash naming data.hash, and a stale auth_date naming data.auth_date, signing nothing in', async () => {
    const id = nextTelegramId();
    const forged = await signIn({ ...signedWidgetData({ id }), hash: 'f'.repeat(64) });
    expect(forged).toMatchObject({ status: 401, messageCode: 'telegram_signature_invalid' });
    expect(causeOf(forged)).toEqual([{ field: 'data.hash', code: 'telegram_signature_invalid' }]);
    const otherId = await signIn({ ...signedWidgetData({ id }), id: id + 1 });
    expect(causeOf(otherId)).toEqual([{ field: 'data.hash', code: 'telegram_signature_invalid' }]);

    const stale = await signIn(signedWidgetData({ id }, { authDate: Math.floor(Date.now() / 1000) - 86_401 }));
    expect(stale).toMatchObject({ status: 401, messageCode: 'telegram_login_expired' });
    expect(causeOf(stale)).toEqual([{ field: 'data.auth_date', code: 'telegram_login_expired' }]);
    const future = await signIn(signedWidgetData({ id }, { authDate: Math.floor(Date.now() / 1000) + 3600 }));
    expect(causeOf(future)).toEqual([{ field: 'data.auth_date', code: 'telegram_login_expired' }]);

    expect(forged.data).toBe('The Telegram sign-in data is not signed by this site’s bot');
    expect(await server.db.prisma.rbacIdentity.count({ where: { provider: 'telegram', account: String(id) } })).toBe(0);
  });

  it('answers 400 naming the field for what is not the widget’s data', async () => {
    const unsigned: Partial<ReturnType<typeof signedWidgetData>> = signedWidgetData({ id: nextTelegramId() });
    delete unsigned.hash;
    const missing = await signIn(unsigned);
    expect(missing.status).toBe(400);
    expect(causeOf(missing).map((cause) => cause.field)).toEqual(['data.hash']);
    const extra = await signIn({ ...signedWidgetData({ id: nextTelegramId() }), is_admin: true });
    expect(extra.status).toBe(400);
    expect(causeOf(extra).map((cause) => cause.field)).toEqual(['data.is_admin']);
  });

  it('is a 404 when no bot is configured, as is linking', async () => {
    const answer = await signIn(signedWidgetData({ id: nextTelegramId() }), { on: withoutBot });
    expect(answer.status).toBe(404);
    const linked = await call(`/api/rbac/subjects/someone/identities/telegram`, {
      ...json(signedWidgetData({ id: 1 })),
      on: withoutBot,
      secretKey: TEST_SECRET_KEY,
    });
    expect(linked.status).toBe(404);
  });

  it('clears a blocked chat: signing in through the widget lets the bot write again', async () => {
    const id = nextTelegramId();
    await signIn(signedWidgetData({ id }));
    await server.db.prisma.rbacIdentity.updateMany({
      where: { provider: 'telegram', account: String(id) },
      data: { deliveryBlockedAt: new Date() },
    });
    const again = await signIn(signedWidgetData({ id }));
    expect((await me(tokensOf(again).jwt)).identities[0]!.deliveryBlockedAt).toBeNull();
  });
});

describe('the abuse limit of Telegram sign-ins', () => {
  it('answers 429 past 20 checks from one address in five minutes, as wallet sign-ins', async () => {
    const limited = await startTestServer({ limits: 'default', server: () => ({ telegram }) });
    try {
      const forged = { ...signedWidgetData({ id: nextTelegramId() }), hash: '0'.repeat(64) };
      for (let attempt = 0; attempt < 20; attempt++) expect((await signIn(forged, { on: limited })).status).toBe(401);
      const refused = await signIn(signedWidgetData({ id: nextTelegramId() }), { on: limited });
      expect(refused).toMatchObject({ status: 429, messageCode: 'too_many_requests' });
    } finally {
      await limited.close();
    }
  });
});

describe('linking Telegram to an account', () => {
  it('asks who is there before adding a new Telegram, then adds it and tells the account’s e-mail', async () => {
    const owner = await register('linker@example.com');
    const id = nextTelegramId();
    const unconfirmed = await link(owner, signedWidgetData({ id, username: 'linker' }));
    expect(unconfirmed).toMatchObject({ status: 403, messageCode: 'reauthentication_required' });
    expect(causeOf(unconfirmed)).toEqual([{ field: 'data.currentPassword', code: 'reauthentication_required' }]);
    expect(await server.db.prisma.rbacIdentity.count({ where: { provider: 'telegram', account: String(id) } })).toBe(0);

    const linked = await link(owner, { ...signedWidgetData({ id, username: 'linker' }), currentPassword: PASSWORD });
    expect(linked.status).toBe(201);
    expect(linked.data).toEqual({ id: expect.any(String), provider: 'telegram', account: String(id), added: true });
    expect((await me(owner.jwt)).identities.map((identity) => identity.provider)).toEqual(['email_and_password', 'telegram']);
    const notices = await server.db.prisma.notificationNotification.findMany({ where: { recipient: 'linker@example.com' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Telegram @linker');

    // The account's Telegram now signs in to it.
    const signedIn = await signIn(signedWidgetData({ id }));
    expect((await me(tokensOf(signedIn).jwt)).id).toBe(owner.id);
  });

  it('links its own Telegram again without asking, clearing the block; another account’s is a 409 naming data.id', async () => {
    const owner = await register('relinker@example.com');
    const id = nextTelegramId();
    expect((await link(owner, { ...signedWidgetData({ id }), currentPassword: PASSWORD })).status).toBe(201);
    await server.db.prisma.rbacIdentity.updateMany({
      where: { provider: 'telegram', account: String(id) },
      data: { deliveryBlockedAt: new Date() },
    });
    const relinked = await link(owner, signedWidgetData({ id }));
    expect(relinked).toMatchObject({ status: 201, data: { added: false, account: String(id) } });
    expect((await me(owner.jwt)).identities.find((identity) => identity.provider === 'telegram')!.deliveryBlockedAt).toBeNull();
    // Relinking adds no way in: nothing more is told.
    expect(await server.db.prisma.notificationNotification.count({ where: { recipient: 'relinker@example.com' } })).toBe(1);

    const other = await register('other-linker@example.com');
    const taken = await link(other, { ...signedWidgetData({ id }), currentPassword: PASSWORD });
    expect(taken).toMatchObject({ status: 409, messageCode: 'telegram_taken' });
    expect(causeOf(taken)).toEqual([{ field: 'data.id', code: 'telegram_taken' }]);
  });

  it("may not link to another subject's account", async () => {
    const owner = await register('victim@example.com');
    const intruder = await register('intruder@example.com');
    const answer = await call(`/api/rbac/subjects/${owner.id}/identities/telegram`, {
      ...json({ ...signedWidgetData({ id: nextTelegramId() }), currentPassword: PASSWORD }),
      jwt: intruder.jwt,
    });
    expect(answer.status).toBe(403);
    expect((await me(owner.jwt)).identities).toHaveLength(1);
  });
});

describe('where messages go', () => {
  const choose = (subject: { id: string; jwt: string }, notificationMethod: unknown) =>
    call(`/api/rbac/subjects/${subject.id}/notification-method`, {
      ...json({ notificationMethod }, 'PATCH'),
      jwt: subject.jwt,
    });

  it('is saved by the subject itself and used to choose its addresses', async () => {
    const owner = await register('chooser@example.com');
    const id = nextTelegramId();
    expect((await link(owner, { ...signedWidgetData({ id }), currentPassword: PASSWORD })).status).toBe(201);
    for (const [method, expected] of [
      ['telegram', [{ method: 'telegram', recipient: String(id) }]],
      [
        'both',
        [
          { method: 'email', recipient: 'chooser@example.com' },
          { method: 'telegram', recipient: String(id) },
        ],
      ],
      ['email', [{ method: 'email', recipient: 'chooser@example.com' }]],
    ] as const) {
      const answer = await choose(owner, method);
      expect(answer).toMatchObject({ status: 200, data: { notificationMethod: method } });
      expect((await me(owner.jwt)).notificationMethod).toBe(method);
      expect(await addressesOfSubject(server.db, owner.id)).toEqual(expected);
    }
  });

  it('refuses Telegram without Telegram linked, a method it does not know, and another subject', async () => {
    const owner = await register('mail-only@example.com');
    const unlinked = await choose(owner, 'telegram');
    expect(unlinked).toMatchObject({ status: 400, messageCode: 'telegram_not_linked' });
    expect(causeOf(unlinked)).toEqual([{ field: 'data.notificationMethod', code: 'telegram_not_linked' }]);
    const unknown = await choose(owner, 'pigeon');
    expect(unknown.status).toBe(400);
    expect(causeOf(unknown).map((cause) => cause.field)).toEqual(['data.notificationMethod']);

    const other = await register('meddler@example.com');
    const meddling = await call(`/api/rbac/subjects/${owner.id}/notification-method`, {
      ...json({ notificationMethod: 'both' }, 'PATCH'),
      jwt: other.jwt,
    });
    expect(meddling.status).toBe(403);
    // Nor through the generic write of subjects, which only a permitted role may make.
    const generic = await call(`/api/rbac/subjects/${owner.id}`, {
      ...json({ notificationMethod: 'telegram' }, 'PATCH'),
      jwt: owner.jwt,
    });
    expect(generic.status).toBe(403);
    expect((await me(owner.jwt)).notificationMethod).toBe('email');
  });
});

describe('the page policy of the widget', () => {
  const policyOf = async (on: TestServer, path: string) =>
    (await on.request(path, { secretKey: null })).headers.get('content-security-policy') ?? '';

  it('lets the widget’s script and its popup’s request in on the sign-in and settings pages, only with a bot', async () => {
    for (const path of [
      '/ru/rbac/subject/authentication/select-method',
      '/en/rbac/subject/authentication/email-and-password',
      '/ru/rbac/subjects/settings',
    ]) {
      const policy = await policyOf(server, path);
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/telegram\.org\/js\/telegram-widget\.js;/);
      expect(policy).toContain("connect-src 'self' https://oauth.telegram.org;");
      expect(policy).toContain("default-src 'self';");
      expect(await policyOf(withoutBot, path)).not.toContain('telegram');
    }
    for (const path of ['/ru', '/ru/rbac/subject/authentication/email-and-password/registration', '/admin'])
      expect(await policyOf(server, path)).not.toContain('telegram');
  });
});
