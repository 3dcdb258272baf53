import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { PAYLOAD_MAX } from '../../src/server/modules/broadcast/messages.schema';
import { callApi, CUSTOMER_PASSWORD, fieldsOf, registerCustomer, type Answer } from '../helpers/customers';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Broadcast (docs/decisions/0050) on PGlite and PostgreSQL: a channel's announcements through the origin's routes, who
 * may push, read and withdraw them, bad input named and nothing written, unknown channels 404, and expired messages
 * never answered whether or not the expiry job has run.
 */

const CHANNELS = '/api/broadcast/channels';
const AUTH = '/api/rbac/subjects/authentication';

interface Message {
  id: string;
  payload: Record<string, string>;
  expiresAt: string;
  channelId: string;
}

let server: TestServer;
let admin: Record<string, string>;
let channelId: string;
let otherChannelId: string;

const call = <T = unknown>(method: string, path: string, options?: { headers?: Record<string, string>; data?: unknown }) =>
  callApi<T>(server, method, path, options);
const expectStatus = (answer: Answer, status: number) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const messageCount = () => server.db.prisma.broadcastMessage.count();
const push = (data: unknown, headers = admin) => call<Message>('POST', `${CHANNELS}/push-message`, { headers, data });
const current = (id = channelId) => call<Message[]>('GET', `${CHANNELS}/${id}/messages`);

beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'admin@example.com', password: CUSTOMER_PASSWORD });
  const signedIn = await call<{ jwt: string }>('POST', `${AUTH}/email-and-password/authentication`, {
    data: { login: 'admin@example.com', password: CUSTOMER_PASSWORD },
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
  const channel = (slug: string, title: string) =>
    server.db.prisma.broadcastChannel.create({ data: { slug, title, adminTitle: title } });
  channelId = (await channel('site-announcements', 'Объявления сайта')).id;
  otherChannelId = (await channel('shop-announcements', 'Объявления магазина')).id;
});
afterAll(async () => {
  await server.close();
});

describe('pushing a message', () => {
  it('announces on the channel named by its slug, one text kept as the default language’s, for an hour', async () => {
    const before = Date.now();
    const pushed = await push({ slug: 'site-announcements', payload: 'Сайт закрыт на обслуживание в 22:00' });
    expectStatus(pushed, 201);
    expect(pushed.body.data).toMatchObject({ channelId, payload: { ru: 'Сайт закрыт на обслуживание в 22:00' } });
    const expiresIn = Date.parse(pushed.body.data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThan(61 * 60_000);
    expect((await current()).body.data.map((message) => message.id)).toContain(pushed.body.data.id);
  });

  it('announces on the channel named by its id, in every language, until the time given', async () => {
    const expiresAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const payload = { ru: 'Новый проект фонда', en: 'A new project of the foundation' };
    const pushed = await push({ channelId: otherChannelId, payload, expiresAt });
    expectStatus(pushed, 201);
    expect(pushed.body.data).toMatchObject({ channelId: otherChannelId, payload, expiresAt });
  });

  it.each([
    [{ slug: 'site-announcements' }, 'data.payload'],
    [{ slug: 'site-announcements', payload: '  ' }, 'data.payload'],
    [{ slug: 'site-announcements', payload: { ru: 'Только по-русски' } }, 'data.payload.en'],
    [{ slug: 'site-announcements', payload: 42 }, 'data.payload'],
    [{ slug: 'site-announcements', payload: 'x'.repeat(1_001) }, 'data.payload'],
    [{ payload: 'Без канала' }, 'data.slug'],
    [{ slug: 'site-announcements', channelId: '00000000-0000-4000-8000-000000000000', payload: 'Оба' }, 'data.channelId'],
    [{ slug: 'site-announcements', payload: 'Прошлое', expiresAt: '2020-01-01T00:00:00Z' }, 'data.expiresAt'],
    [{ slug: 'site-announcements', payload: 'Когда?', expiresAt: 'tomorrow' }, 'data.expiresAt'],
    [{ slug: 'site-announcements', payload: 'Лишнее', colour: 'red' }, 'data.colour'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (data, field) => {
    const before = await messageCount();
    const refused = await push(data);
    expectStatus(refused, 400);
    expect(fieldsOf(refused)).toContain(field);
    expect(await messageCount()).toBe(before);
  });

  it('answers 404 for a channel that does not exist, naming where it was given, and creates none', async () => {
    const bySlug = await push({ slug: 'no-such-channel', payload: 'Куда?' });
    expectStatus(bySlug, 404);
    expect(fieldsOf(bySlug)).toEqual(['data.slug']);
    const byId = await push({ channelId: '00000000-0000-4000-8000-000000000000', payload: 'Куда?' });
    expectStatus(byId, 404);
    expect(fieldsOf(byId)).toEqual(['data.channelId']);
    expect(await server.db.prisma.broadcastChannel.count({ where: { slug: 'no-such-channel' } })).toBe(0);
  });

  it('is for administrators and the secret key: a visitor is asked to sign in, a customer refused', async () => {
    const before = await messageCount();
    expectStatus(await push({ slug: 'site-announcements', payload: 'Аноним' }, {}), 401);
    const customer = await registerCustomer(server, 'reader@example.com');
    expectStatus(await push({ slug: 'site-announcements', payload: 'Читатель' }, customer.headers), 403);
    expect(await messageCount()).toBe(before);
    const bySecretKey = await server.request(`${CHANNELS}/push-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { slug: 'site-announcements', payload: 'Ключ' } }),
    });
    expect(bySecretKey.status).toBe(201);
  });
});

describe('a channel’s messages', () => {
  it('are read by anyone, unexpired only, newest first, never kept by a cache', async () => {
    const expired = await server.db.prisma.broadcastMessage.create({
      data: { channelId, payload: { ru: 'Прошло' }, expiresAt: new Date(Date.now() - 1_000) },
    });
    const created = await call<Message>('POST', `${CHANNELS}/${channelId}/messages`, {
      headers: admin,
      data: { payload: { ru: 'Свежее', en: 'Fresh' } },
    });
    expectStatus(created, 201);
    const read = await current();
    expectStatus(read, 200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const ids = read.body.data.map((message) => message.id);
    expect(ids[0]).toBe(created.body.data.id);
    expect(ids).not.toContain(expired.id);
    expect(read.body.data.every((message) => message.channelId === channelId && Date.parse(message.expiresAt) > Date.now())).toBe(
      true,
    );
  });

  it('are written and withdrawn by administrators only', async () => {
    const customer = await registerCustomer(server, 'writer@example.com');
    expectStatus(await call('POST', `${CHANNELS}/${channelId}/messages`, { data: { payload: 'Нет' } }), 401);
    expectStatus(
      await call('POST', `${CHANNELS}/${channelId}/messages`, { headers: customer.headers, data: { payload: 'Нет' } }),
      403,
    );
    const created = await call<Message>('POST', `${CHANNELS}/${channelId}/messages`, {
      headers: admin,
      data: { payload: 'Снять' },
    });
    expectStatus(created, 201);
    const path = `${CHANNELS}/${channelId}/messages/${created.body.data.id}`;
    expectStatus(await call('DELETE', path), 401);
    expectStatus(await call('DELETE', path, { headers: customer.headers }), 403);
    const deleted = await call<Message>('DELETE', path, { headers: admin });
    expectStatus(deleted, 200);
    expect(deleted.body.data.id).toBe(created.body.data.id);
    expect((await current()).body.data.map((message) => message.id)).not.toContain(created.body.data.id);
    expectStatus(await call('DELETE', path, { headers: admin }), 404);
  });

  it('answer 404 for an unknown channel, and for a message of another channel', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectStatus(await current(unknown), 404);
    expectStatus(await call('POST', `${CHANNELS}/${unknown}/messages`, { headers: admin, data: { payload: 'Куда?' } }), 404);
    const elsewhere = await call<Message>('POST', `${CHANNELS}/${otherChannelId}/messages`, {
      headers: admin,
      data: { payload: 'Не здесь' },
    });
    const wrong = await call('DELETE', `${CHANNELS}/${channelId}/messages/${elsewhere.body.data.id}`, { headers: admin });
    expectStatus(wrong, 404);
    expect(fieldsOf(wrong)).toEqual(['messageId']);
    expect(await server.db.prisma.broadcastMessage.count({ where: { id: elsewhere.body.data.id } })).toBe(1);
  });

  it('refuses a bad message on the channel’s route with a 400 naming the field', async () => {
    const refused = await call('POST', `${CHANNELS}/${channelId}/messages`, {
      headers: admin,
      data: { expiresAt: '2020-01-01' },
    });
    expectStatus(refused, 400);
    expect(fieldsOf(refused)).toEqual(expect.arrayContaining(['data.payload', 'data.expiresAt']));
  });
});

describe('the generic calls of messages', () => {
  it('are the team’s: a visitor reads none of them, expired or not', async () => {
    expectStatus(await call('GET', '/api/broadcast/messages'), 401);
    expectStatus(await call('GET', '/api/broadcast/messages', { headers: admin }), 200);
  });

  it('refuse a message without its Russian text, or longer than a bar, naming the language’s field', async () => {
    const empty = await call('POST', '/api/broadcast/messages', { headers: admin, data: { channelId, payload: { ru: ' ' } } });
    expectStatus(empty, 400);
    expect(fieldsOf(empty)).toEqual(['data.payload.ru']);
    // English alone would be what a Russian page shows.
    const english = await call('POST', '/api/broadcast/messages', {
      headers: admin,
      data: { channelId, payload: { en: 'English only' } },
    });
    expectStatus(english, 400);
    expect(fieldsOf(english)).toEqual(['data.payload.ru']);
    const long = await call('POST', '/api/broadcast/messages', {
      headers: admin,
      data: { channelId, payload: { ru: 'Коротко', en: 'x'.repeat(PAYLOAD_MAX + 1) } },
    });
    expectStatus(long, 400);
    expect(fieldsOf(long)).toEqual(['data.payload.en']);
    const made = await call<Message>('POST', '/api/broadcast/messages', {
      headers: admin,
      data: { channelId, payload: { ru: 'Только по-русски' } },
    });
    expectStatus(made, 201);
    expect(Date.parse(made.body.data.expiresAt)).toBeGreaterThan(Date.now() + 59 * 60_000);
    const emptied = await call('PATCH', `/api/broadcast/messages/${made.body.data.id}`, {
      headers: admin,
      data: { payload: {} },
    });
    expectStatus(emptied, 400);
    expect(fieldsOf(emptied)).toEqual(['data.payload.ru']);
  });
});
