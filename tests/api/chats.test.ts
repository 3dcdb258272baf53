import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/app-router';
import { LIVE_CHANNEL, type LiveEvent } from '../../src/server/platform/live/live-events';
import { chatPaths } from '../../src/shared/chat-paths';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../src/shared/chat-reactions';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { publicSubjects } from '../../src/server/modules/rbac/widget-content.service';
import { profileBySlug } from '../../src/server/modules/social/widget-content.service';
import { callApi, CUSTOMER_PASSWORD, fieldsOf, registerCustomer, type Answer, type Customer } from '../helpers/customers';
import { startTestServer, TEST_SECRET_KEY, TEST_SITE_URL, type TestServer } from '../helpers/server';

/**
 * The chat routes (docs/decisions/0044) on PGlite and PostgreSQL: the five callers, who may speak as which profile
 * in which chat, a conversation started once however many clicks, a message written whole or not at all (also under
 * concurrent posts), read marks and unread counts, reactions, and the other member's notice, at most one per 10 minutes.
 */

const AUTH = '/api/rbac/subjects/authentication';

interface Profile {
  id: string;
  slug: string;
  title: Record<string, string>;
}
interface Message {
  id: string;
  description: Record<string, string>;
  author: Profile | null;
  isRead: boolean;
  reactions: { reaction: string; count: number; mine: boolean }[];
}
interface Chat {
  id: string;
  members: Profile[];
  lastMessage: Message | null;
  unread: number;
}
interface Started {
  profileId: string;
  chat: Chat;
}

let server: TestServer;
let visitor: Customer;
let member: Customer;
let stranger: Customer;
let admin: Record<string, string>;
const secretKey = { 'x-rbac-secret-key': TEST_SECRET_KEY };
/** The team member's profile, open to conversations, and one that is not. */
let team: string;
let closed: string;
let visitorProfile: string;
let chatId: string;

const call = <T = unknown>(method: string, path: string, options?: { headers?: Record<string, string>; data?: unknown }) =>
  callApi<T>(server, method, path, options);
const start = (who: Customer, profileId: string, headers = who.headers) =>
  call<Started>('POST', chatPaths.start(who.id), { headers, data: { profileId } });
const post = (description: unknown, headers: Record<string, string> = visitor.headers) =>
  call<Message>('POST', chatPaths.messages(visitor.id, visitorProfile, chatId), { headers, data: { description } });
const count = async (table: string, where = 'TRUE', params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`, params))[0]!.n;
const notices = () => server.db.prisma.notificationNotification.findMany({ orderBy: { createdAt: 'asc' } });
const expectStatus = (answer: Answer, status: number) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);

async function profileOf(owner: Customer, data: { acceptsConversations: boolean; title: Record<string, string> }) {
  const profile = await server.db.prisma.socialProfile.create({
    data: {
      adminTitle: data.title.en!,
      slug: `${owner.login.split('@')[0]}-${data.acceptsConversations ? 'open' : 'closed'}`,
      ...data,
      rbacSubjectsToSocialModuleProfiles: { create: { subjectId: owner.id } },
    },
  });
  return profile.id;
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = await registerCustomer(server, 'visitor@example.com');
  member = await registerCustomer(server, 'member@example.com');
  stranger = await registerCustomer(server, 'stranger@example.com');
  await createAdministrator(server.db, { email: 'admin@example.com', password: CUSTOMER_PASSWORD });
  const signedIn = await call<{ jwt: string }>('POST', `${AUTH}/email-and-password/authentication`, {
    data: { login: 'admin@example.com', password: CUSTOMER_PASSWORD },
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
  team = await profileOf(member, { acceptsConversations: true, title: { en: 'Anna, restorer', ru: 'Анна, реставратор' } });
  closed = await profileOf(stranger, { acceptsConversations: false, title: { en: 'Closed' } });
});
afterAll(() => server.close());

describe('starting a conversation', () => {
  it('makes the visitor’s profile on first use, and finds the same chat the next time', async () => {
    const first = await start(visitor, team);
    expectStatus(first, 200);
    visitorProfile = first.body.data.profileId;
    chatId = first.body.data.chat.id;
    expect(first.body.data.chat.members.map((profile) => profile.id).sort()).toEqual([team, visitorProfile].sort());
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await start(visitor, team);
    expect(again.body.data).toMatchObject({ profileId: visitorProfile, chat: { id: chatId } });
    expect(await count('RbacSubjectsToSocialModuleProfiles', '"subjectId" = $1', [visitor.id])).toBe(1);
  });

  it('keeps the visitor’s profile off the site: no public list, no profile page, no team list', async () => {
    const own = await server.db.prisma.socialProfile.findUniqueOrThrow({ where: { id: visitorProfile } });
    expect(own.status).toBe('private');
    const listed = await call<{ id: string }[]>('GET', '/api/social/profiles');
    expectStatus(listed, 200);
    expect(listed.body.data.map((profile) => profile.id)).toContain(team);
    expect(listed.body.data.map((profile) => profile.id)).not.toContain(visitorProfile);
    expectStatus(await call('GET', `/api/social/profiles/${visitorProfile}`), 404);
    expect(await publicSubjects(server.db)).not.toContainEqual(expect.objectContaining({ id: visitor.id }));
    expect(await publicSubjects(server.db)).toContainEqual(expect.objectContaining({ id: member.id }));
    expect(await profileBySlug(server.db, own.slug)).toBeNull();
    // To the other member it is an author without a page.
    const chat = await call<Chat>('GET', chatPaths.chat(member.id, team, chatId), { headers: member.headers });
    expect(chat.body.data.members.find((profile) => profile.id === visitorProfile)).toMatchObject({ onSite: false });
    expect(chat.body.data.members.find((profile) => profile.id === team)).toMatchObject({ onSite: true });
  });

  it('makes one profile and one chat under concurrent clicks', async () => {
    const clicker = await registerCustomer(server, 'clicker@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(clicker, team)));
    for (const answer of answers) expectStatus(answer, 200);
    expect(new Set(answers.map((answer) => answer.body.data.chat.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.data.profileId)).size).toBe(1);
    expect(await count('RbacSubjectsToSocialModuleProfiles', '"subjectId" = $1', [clicker.id])).toBe(1);
    expect(await count('SocialProfilesToChats', '"profileId" = $1', [answers[0]!.body.data.profileId])).toBe(1);
  });

  it('refuses a profile that accepts no conversations (404) and the caller’s own (400), naming data.profileId', async () => {
    const refused = await start(visitor, closed);
    expectStatus(refused, 404);
    expect(fieldsOf(refused)).toEqual(['data.profileId']);
    const unknown = await start(visitor, 'no-such-profile');
    expectStatus(unknown, 404);
    expect(fieldsOf(unknown)).toEqual(['data.profileId']);
    const own = await start(member, team);
    expectStatus(own, 400);
    expect(fieldsOf(own)).toEqual(['data.profileId']);
    const guest = await call<{ jwt: string }>('GET', `${AUTH}/init`);
    expectStatus(guest, 200);
    const guestHeaders = { authorization: `Bearer ${guest.body.data.jwt}` };
    const guestId = (await call<{ id: string }>('GET', `${AUTH}/me`, { headers: guestHeaders })).body.data.id;
    const refusedGuest = await call('POST', chatPaths.start(guestId), { headers: guestHeaders, data: { profileId: team } });
    expectStatus(refusedGuest, 403);
    expect(await count('RbacSubjectsToSocialModuleProfiles', '"subjectId" = $1', [guestId])).toBe(0);
  });
});

describe('the five callers', () => {
  const reads = () => [
    chatPaths.inbox(visitor.id),
    chatPaths.chats(visitor.id, visitorProfile),
    chatPaths.chat(visitor.id, visitorProfile, chatId),
    chatPaths.messages(visitor.id, visitorProfile, chatId),
  ];

  it('answers the subject itself, an administrator and the secret key, never cached', async () => {
    for (const headers of [visitor.headers, admin, secretKey])
      for (const path of reads()) {
        const answer = await call('GET', path, { headers });
        expectStatus(answer, 200);
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
      }
  });

  it('answers anonymous 401 and another subject 404 naming id, for every route', async () => {
    const writes: [string, unknown][] = [
      [chatPaths.start(visitor.id), { profileId: team }],
      [chatPaths.messages(visitor.id, visitorProfile, chatId), { description: 'hi' }],
      [chatPaths.react(visitor.id, visitorProfile, chatId, 'm'), { reaction: 'heart' }],
      [chatPaths.read(visitor.id, visitorProfile, chatId), undefined],
    ];
    const calls = [
      ...reads().map((path): [string, string, unknown] => ['GET', path, undefined]),
      ...writes.map(([path, data]): [string, string, unknown] => ['POST', path, data]),
    ];
    for (const [method, path, data] of calls) {
      const anonymous = await call(method, path, { data });
      expectStatus(anonymous, 401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      const other = await call(method, path, { headers: stranger.headers, data });
      expectStatus(other, 404);
      expect(fieldsOf(other), path).toEqual(['id']);
    }
    expect(await count('SocialMessage')).toBe(0);
  });

  it('answers 404 naming profileId for a profile {id} does not own, chatId for a chat it is no member of', async () => {
    const notOwned = await call('GET', chatPaths.chats(visitor.id, team), { headers: visitor.headers });
    expectStatus(notOwned, 404);
    expect(fieldsOf(notOwned)).toEqual(['profileId']);
    const strangerProfile = await start(stranger, team);
    const notMember = await call('GET', chatPaths.chat(visitor.id, visitorProfile, strangerProfile.body.data.chat.id), {
      headers: visitor.headers,
    });
    expectStatus(notMember, 404);
    expect(fieldsOf(notMember)).toEqual(['chatId']);
    const noSubject = await call('GET', chatPaths.inbox('no-such-subject'), { headers: admin });
    expectStatus(noSubject, 404);
    expect(fieldsOf(noSubject)).toEqual(['id']);
  });
});

describe('messages', () => {
  it('refuses an empty or too long description, naming data.description, and writes nothing', async () => {
    for (const description of ['', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 'bad \u0000 text', 42]) {
      const answer = await post(description);
      expectStatus(answer, 400);
      expect(fieldsOf(answer)).toContain('data.description');
    }
    const empty = await post('');
    expect(empty.body.cause).toMatchObject([
      { field: 'data.description', message: 'data.description: description must be at least 1 character' },
    ]);
    expect(await count('SocialMessage')).toBe(0);
    expect(await count('SocialChatsToMessages')).toBe(0);
    expect(await count('SocialProfilesToMessages')).toBe(0);
  });

  it('writes the message under the request’s language, read by its author, unread by the others, and tells them once', async () => {
    const written = await post('Hello, can I visit the mill?', { ...visitor.headers, 'accept-language': 'en' });
    expectStatus(written, 201);
    expect(written.body.data).toMatchObject({
      description: { en: 'Hello, can I visit the mill?' },
      author: { id: visitorProfile },
      isRead: true,
      reactions: [],
    });
    const rows = await server.db.prisma.socialProfilesToMessages.findMany({ where: { messageId: written.body.data.id } });
    expect(Object.fromEntries(rows.map((row) => [row.profileId, [row.isRead, row.isAuthor]]))).toEqual({
      [visitorProfile]: [true, true],
      [team]: [false, false],
    });
    expect(await count('SocialChatsToMessages', '"chatId" = $1', [chatId])).toBe(1);

    const [notice] = await notices();
    expect(notice).toMatchObject({ recipient: 'member@example.com', status: 'new' });
    const language = (await server.db.prisma.rbacSession.findFirst({ where: { subjectId: member.id } }))?.language ?? 'ru';
    expect(notice!.text).toContain(`${TEST_SITE_URL}/${language}/messages?profile=${team}&chat=${chatId}`);
    // The visitor's profile has no title yet: the notice says who wrote in general words.
    expect(notice!.title).toBe(
      language === 'en' ? 'New message from a visitor of the site' : 'Новое сообщение от посетителя сайта',
    );

    const second = await post('Second one', { ...visitor.headers, 'accept-language': 'ru' });
    expect(second.body.data.description).toEqual({ ru: 'Second one' });
    expect(await notices()).toHaveLength(1);
  });

  it('tells the member again after 10 minutes, in the language of its latest sign-in, and never the author', async () => {
    await server.db.query(`UPDATE "SocialProfilesToChats" SET "notifiedAt" = now() - interval '11 minutes'`);
    await server.db.prisma.rbacSession.updateMany({ where: { subjectId: member.id }, data: { language: 'en' } });
    expectStatus(await post('After a while'), 201);
    const all = await notices();
    expect(all).toHaveLength(2);
    expect(all.map((notice) => notice.recipient)).toEqual(['member@example.com', 'member@example.com']);
    expect(all[1]).toMatchObject({ title: 'New message from a visitor of the site', language: 'en' });
    expect(all[1]!.text).toContain('You have a new message from a visitor of the site.');
    expect(all[1]!.text).toContain(`Open the conversation: ${TEST_SITE_URL}/en/messages?profile=${team}&chat=${chatId}`);
  });

  it('pages newest first by limit and offset or by the cursor', async () => {
    const path = chatPaths.messages(visitor.id, visitorProfile, chatId);
    const all = await call<Message[]>('GET', path, { headers: visitor.headers });
    const texts = (list: Message[]) => list.map((message) => Object.values(message.description)[0]);
    expect(texts(all.body.data)).toEqual(['After a while', 'Second one', 'Hello, can I visit the mill?']);
    const page = await call<Message[]>('GET', `${path}?limit=1&offset=1`, { headers: visitor.headers });
    expect(texts(page.body.data)).toEqual(['Second one']);
    const older = await call<Message[]>('GET', `${path}?before=${page.body.data[0]!.id}`, { headers: visitor.headers });
    expect(texts(older.body.data)).toEqual(['Hello, can I visit the mill?']);
    const tooMany = await call('GET', `${path}?limit=501`, { headers: visitor.headers });
    expectStatus(tooMany, 400);
    expect(fieldsOf(tooMany)).toEqual(['limit']);
    const foreign = await call('GET', `${path}?before=no-such-message`, { headers: visitor.headers });
    expectStatus(foreign, 404);
    expect(fieldsOf(foreign)).toEqual(['before']);
  });
});

describe('read and unread', () => {
  const memberChats = () => call<Chat[]>('GET', chatPaths.chats(member.id, team), { headers: member.headers });
  const inbox = (who: Customer) =>
    call<{ profiles: Profile[]; unread: number }>('GET', chatPaths.inbox(who.id), { headers: who.headers });

  it('counts unread messages per chat and in all, and reading them (never a GET) marks them read', async () => {
    const before = await memberChats();
    // The team member's three conversations, the one with the latest message first, and that message.
    expect(before.body.data).toHaveLength(3);
    expect(before.body.data[0]).toMatchObject({ id: chatId, unread: 3, lastMessage: { author: { id: visitorProfile } } });
    expect(Object.values(before.body.data[0]!.lastMessage!.description)).toEqual(['After a while']);
    expect(before.body.data.slice(1).map((chat) => [chat.unread, chat.lastMessage])).toEqual([
      [0, null],
      [0, null],
    ]);
    expect((await inbox(member)).body.data).toMatchObject({ profiles: [{ id: team }], unread: 3 });
    await call('GET', chatPaths.messages(member.id, team, chatId), { headers: member.headers });
    await call('GET', chatPaths.chat(member.id, team, chatId), { headers: member.headers });
    expect((await inbox(member)).body.data.unread).toBe(3);
    const read = await call<Chat>('POST', chatPaths.read(member.id, team, chatId), { headers: member.headers });
    expectStatus(read, 200);
    expect(read.body.data.unread).toBe(0);
    expect((await inbox(member)).body.data.unread).toBe(0);
    expect((await inbox(visitor)).body.data).toMatchObject({ profiles: [{ id: visitorProfile }], unread: 0 });
  });
});

describe('reactions', () => {
  it('sets one reaction per profile and message, replaces it, takes it back when sent again, and counts them', async () => {
    const [message] = (
      await call<Message[]>('GET', `${chatPaths.messages(visitor.id, visitorProfile, chatId)}?limit=1`, {
        headers: visitor.headers,
      })
    ).body.data;
    const reactAs = (who: Customer, profileId: string, reaction: unknown) =>
      call<Message>('POST', chatPaths.react(who.id, profileId, chatId, message!.id), {
        headers: who.headers,
        data: { reaction },
      });
    expect((await reactAs(member, team, 'heart')).body.data.reactions).toEqual([{ reaction: 'heart', count: 1, mine: true }]);
    expect((await reactAs(visitor, visitorProfile, 'heart')).body.data.reactions).toEqual([
      { reaction: 'heart', count: 2, mine: true },
    ]);
    expect((await reactAs(visitor, visitorProfile, 'thanks')).body.data.reactions).toEqual([
      { reaction: 'heart', count: 1, mine: false },
      { reaction: 'thanks', count: 1, mine: true },
    ]);
    expect((await reactAs(visitor, visitorProfile, 'thanks')).body.data.reactions).toEqual([
      { reaction: 'heart', count: 1, mine: false },
    ]);
    const wrong = await reactAs(visitor, visitorProfile, 'angry');
    expectStatus(wrong, 400);
    expect(fieldsOf(wrong)).toEqual(['data.reaction']);
    const elsewhere = await call('POST', chatPaths.react(visitor.id, visitorProfile, chatId, 'no-such-message'), {
      headers: visitor.headers,
      data: { reaction: 'heart' },
    });
    expectStatus(elsewhere, 404);
    expect(fieldsOf(elsewhere)).toEqual(['messageId']);
  });
});

describe('over tRPC', () => {
  it('serves the same procedures to the site: the inbox, the chats and a message, dates as dates', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${server.url}/api/trpc`, transformer: superjson, headers: visitor.headers })],
    });
    const inbox = await client.social.chats.inbox.query({ id: visitor.id });
    expect(inbox.profiles.map((profile) => profile.id)).toEqual([visitorProfile]);
    const [chat] = await client.social.chats.profileChats.query({ id: visitor.id, profileId: visitorProfile });
    expect(chat).toMatchObject({ id: chatId });
    const written = await client.social.chats.postMessage.mutate({
      id: visitor.id,
      profileId: visitorProfile,
      chatId,
      data: { description: 'Over tRPC' },
    });
    expect(written.createdAt).toBeInstanceOf(Date);
    await expect(
      client.social.chats.messages.query({ id: member.id, profileId: team, chatId, limit: 1, offset: 0 }),
    ).rejects.toThrow(/not found/);
  });
});

describe('live events', () => {
  it('announces a post, a reaction and a read mark to the owners of every member, and a refused post not at all', async () => {
    const heard: LiveEvent[] = [];
    const stop = await server.db.listen(LIVE_CHANNEL, (payload) => heard.push(JSON.parse(payload) as LiveEvent));
    try {
      expectStatus(await post(''), 400);
      const written = await post('Live');
      await call('POST', chatPaths.react(member.id, team, chatId, written.body.data.id), {
        headers: member.headers,
        data: { reaction: 'smile' },
      });
      await call('POST', chatPaths.read(member.id, team, chatId), { headers: member.headers });
      await vi.waitFor(() => expect(heard).toHaveLength(3));
      for (const event of heard) {
        expect(event).toMatchObject({ topic: 'chats', id: chatId });
        expect([...event.subjects].sort()).toEqual([visitor.id, member.id].sort());
      }
    } finally {
      await stop();
    }
  });
});

describe('concurrent posts', () => {
  it('writes each message whole: its chat link and one row per member, the author’s read; the member is told once', async () => {
    await server.db.query(`UPDATE "SocialProfilesToChats" SET "notifiedAt" = now() - interval '11 minutes'`);
    const told = (await notices()).length;
    const before = await count('SocialMessage');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => post(`Concurrent ${index}`)));
    for (const answer of answers) expectStatus(answer, 201);
    expect(await count('SocialMessage')).toBe(before + 10);
    for (const answer of answers) {
      const messageId = answer.body.data.id;
      expect(await count('SocialChatsToMessages', '"messageId" = $1 AND "chatId" = $2', [messageId, chatId])).toBe(1);
      expect(await count('SocialProfilesToMessages', '"messageId" = $1', [messageId])).toBe(2);
      expect(await count('SocialProfilesToMessages', '"messageId" = $1 AND "isRead"', [messageId])).toBe(1);
    }
    expect(await notices()).toHaveLength(told + 1);
  });
});

describe('abuse limits', () => {
  it('answers 429 past 60 messages in 10 minutes of one subject, before writing; the secret key is not limited', async () => {
    const writer = await registerCustomer(server, 'writer@example.com');
    const started = await start(writer, team);
    const path = chatPaths.messages(writer.id, started.body.data.profileId, started.body.data.chat.id);
    for (let batch = 0; batch < 6; batch++)
      await Promise.all(
        Array.from({ length: 10 }, async () =>
          expectStatus(await call('POST', path, { headers: writer.headers, data: { description: 'x' } }), 201),
        ),
      );
    const before = await count('SocialMessage');
    const limited = await call('POST', path, { headers: writer.headers, data: { description: 'one too many' } });
    expectStatus(limited, 429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await count('SocialMessage')).toBe(before);
    expectStatus(await call('POST', path, { headers: secretKey, data: { description: 'from the server' } }), 201);
  });
});

describe('notices from templates', () => {
  it('draws the notice from its template record, and reaches a member who chose Telegram there too', async () => {
    const { db } = server;
    const writer = await registerCustomer(server, 'notice-writer@example.com');
    const started = await start(writer, team);
    const path = chatPaths.messages(writer.id, started.body.data.profileId, started.body.data.chat.id);
    const template = await db.prisma.notificationTemplate.create({
      data: {
        variant: 'generate-email-social-module-message-created',
        adminTitle: 'Chat notice (test)',
        slug: 'chat-notice-test',
        title: { en: 'Someone wrote to you', ru: 'Вам написали' },
        text: { en: 'Read it here: {{link}}', ru: 'Прочитать: {{link}}' },
      },
    });
    const telegram = await db.prisma.rbacIdentity.create({
      data: { provider: 'telegram', account: '777000', subjectsToIdentities: { create: { subjectId: member.id } } },
    });
    await db.prisma.rbacSubject.update({ where: { id: member.id }, data: { notificationMethod: 'both' } });
    await db.prisma.rbacSession.updateMany({ where: { subjectId: member.id }, data: { language: 'en' } });
    try {
      const before = new Set((await notices()).map((notice) => notice.id));
      expectStatus(await call('POST', path, { headers: writer.headers, data: { description: 'By both channels' } }), 201);
      const told = (await notices()).filter((notice) => !before.has(notice.id)).sort((a, b) => a.method.localeCompare(b.method));
      // In the member's language: its latest sign-in's.
      const link = `${TEST_SITE_URL}/en/messages?profile=${team}&chat=${started.body.data.chat.id}`;
      expect(told.map((notice) => [notice.method, notice.recipient])).toEqual([
        ['email', 'member@example.com'],
        ['telegram', '777000'],
      ]);
      expect(told[0]).toMatchObject({ title: 'Someone wrote to you', templateId: template.id, subjectId: member.id });
      expect(told[0]!.text).toContain(`Read it here: ${link}`);
      // The Telegram kind has no record: its built-in words.
      expect(told[1]).toMatchObject({ templateId: null, subjectId: member.id });
      expect(told[1]!.text).toContain('New message from a visitor of the site');
      expect(told[1]!.text).toContain(link);
    } finally {
      await db.prisma.rbacSubject.update({ where: { id: member.id }, data: { notificationMethod: 'email' } });
      await db.prisma.rbacIdentity.delete({ where: { id: telegram.id } });
      await db.prisma.notificationTemplate.delete({ where: { id: template.id } });
    }
  });
});
