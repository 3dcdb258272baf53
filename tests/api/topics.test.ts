import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { startJobRunner, type JobRunner } from '../../src/server/platform/jobs/job-runner';
import { smtpMailerFromEnvironment } from '../../src/server/platform/mail/mailer-from-environment';
import { announceJob, ANNOUNCE_JOB } from '../../src/server/modules/notification/topics/announce.job';
import { unsubscribeKey, unsubscribeToken } from '../../src/server/modules/notification/topics/unsubscribe-token';
import { topicPaths } from '../../src/shared/topic-paths';
import { callApi, CUSTOMER_PASSWORD, fieldsOf, type Answer, type Customer } from '../helpers/customers';
import { PATIENTLY } from '../helpers/patience';
import { startTestServer, TEST_SITE_URL, testTokenSettings, type TestServer } from '../helpers/server';
import { smtpPeer } from '../helpers/smtp';

/**
 * Topics (docs/decisions/0048) on PGlite and PostgreSQL: a subject's subscriptions through its own routes (another's
 * refused, one row under concurrent clicks), unsubscribing by a mail's link (valid, forged, replayed, someone else's,
 * RFC 8058's one-click POST), and an administrator's announcement reaching the topic's subscribers only, each once, in
 * their language, with the one-click address in the mail's List-Unsubscribe header and the page in its footer.
 */

const AUTH = '/api/rbac/subjects/authentication';

interface Topic {
  id: string;
  slug: string;
  title: Record<string, string>;
  description: Record<string, string>;
  subscribed: boolean;
}

let server: TestServer;
let runner: JobRunner | undefined;
let admin: Record<string, string>;
let news: string;
let reports: string;
let security: string;

const call = <T = unknown>(method: string, path: string, options?: { headers?: Record<string, string>; data?: unknown }) =>
  callApi<T>(server, method, path, options);
const expectStatus = (answer: Answer, status: number) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const key = unsubscribeKey(testTokenSettings().secret);

/** A subject registered in `language` (its session records it, and its messages are worded in it). */
async function register(login: string, language: 'ru' | 'en' = 'ru'): Promise<Customer> {
  const registered = await callApi<{ jwt: string }>(server, 'POST', `${AUTH}/email-and-password/registration`, {
    headers: { 'accept-language': language },
    data: { login, password: CUSTOMER_PASSWORD },
  });
  expectStatus(registered, 200);
  const headers = { authorization: `Bearer ${registered.body.data.jwt}` };
  const me = await callApi<{ id: string }>(server, 'GET', `${AUTH}/me`, { headers });
  return { id: me.body.data.id, login, headers, jwt: registered.body.data.jwt };
}

const subscribe = (who: Customer, topicId: string, headers = who.headers) =>
  call<Topic>('PUT', topicPaths.topic(who.id, topicId), { headers });
const subscriptionRows = (subjectId: string, topicId: string) =>
  server.db.prisma.rbacSubjectsToNotificationModuleTopics.findMany({
    where: { subjectId, notificationModuleTopicId: topicId },
  });
const tokenOf = async (subjectId: string, topicId: string) => {
  const [row] = await subscriptionRows(subjectId, topicId);
  return unsubscribeToken(key, row!.id);
};
const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  server.request(topicPaths.unsubscribe(token), {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'admin@example.com', password: CUSTOMER_PASSWORD });
  const signedIn = await call<{ jwt: string }>('POST', `${AUTH}/email-and-password/authentication`, {
    data: { login: 'admin@example.com', password: CUSTOMER_PASSWORD },
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt}` };
  const topic = (slug: string, title: Record<string, string>, type = 'info', orderIndex = 0) =>
    server.db.prisma.notificationTopic.create({
      data: {
        slug,
        adminTitle: title.en!,
        title,
        type,
        orderIndex,
        description: { ru: `О ${title.ru}`, en: `About ${title.en}` },
      },
    });
  news = (await topic('foundation-news', { ru: 'Новости фонда', en: 'Foundation news' }, 'info', 0)).id;
  reports = (await topic('friends-reports', { ru: 'Отчёты для друзей', en: 'Reports for friends' }, 'info', 1)).id;
  security = (await topic('account-security', { ru: 'Безопасность', en: 'Security' }, 'security')).id;
});
afterAll(async () => {
  await runner?.stop();
  await server.close();
});

describe('a subject’s topics', () => {
  it('lists the offered topics in order, subscribes and unsubscribes, each call idempotent', async () => {
    const reader = await register('reader@example.com');
    const listed = await call<Topic[]>('GET', topicPaths.topics(reader.id), { headers: reader.headers });
    expectStatus(listed, 200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body.data.map((topic) => [topic.slug, topic.subscribed])).toEqual([
      ['foundation-news', false],
      ['friends-reports', false],
    ]);
    expect(listed.body.data[0]).toMatchObject({ title: { ru: 'Новости фонда' }, description: { en: 'About Foundation news' } });

    expect((await subscribe(reader, news)).body.data).toMatchObject({ id: news, subscribed: true });
    expectStatus(await subscribe(reader, news), 200);
    expect(await subscriptionRows(reader.id, news)).toHaveLength(1);
    const after = await call<Topic[]>('GET', topicPaths.topics(reader.id), { headers: reader.headers });
    expect(after.body.data.map((topic) => topic.subscribed)).toEqual([true, false]);

    const left = await call<Topic>('DELETE', topicPaths.topic(reader.id, news), { headers: reader.headers });
    expectStatus(left, 200);
    expect(left.body.data.subscribed).toBe(false);
    expectStatus(await call('DELETE', topicPaths.topic(reader.id, news), { headers: reader.headers }), 200);
    expect(await subscriptionRows(reader.id, news)).toHaveLength(0);
  });

  it('refuses another subject’s topics (403), a visitor without a session (401) and one without an account (403)', async () => {
    const owner = await register('owner@example.com');
    const other = await register('other@example.com');
    expectStatus(await call('GET', topicPaths.topics(owner.id), { headers: other.headers }), 403);
    expectStatus(await subscribe(owner, news, other.headers), 403);
    expectStatus(await call('DELETE', topicPaths.topic(owner.id, news), { headers: other.headers }), 403);
    expect(await subscriptionRows(owner.id, news)).toHaveLength(0);
    expectStatus(await call('GET', topicPaths.topics(owner.id)), 401);

    const init = await call<{ jwt: string }>('GET', `${AUTH}/init`);
    const anonymous = { authorization: `Bearer ${init.body.data.jwt}` };
    const me = await call<{ id: string }>('GET', `${AUTH}/me`, { headers: anonymous });
    const refused = await call('PUT', topicPaths.topic(me.body.data.id, news), { headers: anonymous });
    expectStatus(refused, 403);
    expect(fieldsOf(refused)).toEqual(['id']);
    expect(await subscriptionRows(me.body.data.id, news)).toHaveLength(0);
  });

  it('lets an administrator act for a subject, and names an unknown subject or a topic not offered (404)', async () => {
    const member = await register('member@example.com');
    expectStatus(await subscribe(member, reports, admin), 200);
    expect(await subscriptionRows(member.id, reports)).toHaveLength(1);
    const unknownSubject = await call('GET', topicPaths.topics('no-such-subject'), { headers: admin });
    expectStatus(unknownSubject, 404);
    expect(fieldsOf(unknownSubject)).toEqual(['id']);
    for (const topicId of [security, 'no-such-topic']) {
      const refused = await subscribe(member, topicId);
      expectStatus(refused, 404);
      expect(fieldsOf(refused)).toEqual(['topicId']);
    }
    expect(await subscriptionRows(member.id, security)).toHaveLength(0);
  });

  it('makes one row of many subscriptions at once', async () => {
    const clicker = await register('clicker@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe(clicker, news)));
    for (const answer of answers) expectStatus(answer, 200);
    expect(await subscriptionRows(clicker.id, news)).toHaveLength(1);
    // The database itself refuses a second row (the generic create an administrator might make): a 409.
    const again = await call('POST', '/api/rbac/subjects-to-notification-module-topics', {
      headers: admin,
      data: { subjectId: clicker.id, notificationModuleTopicId: news },
    });
    expectStatus(again, 409);
  });
});

describe('unsubscribing by a mail’s link', () => {
  it('tells the topic on GET without changing anything, and unsubscribes on the page’s POST, once', async () => {
    const reader = await register('link-reader@example.com');
    await subscribe(reader, news);
    const token = await tokenOf(reader.id, news);
    const described = await call<{ topic: { slug: string } }>('GET', topicPaths.unsubscribe(token));
    expectStatus(described, 200);
    expect(described.body.data.topic).toMatchObject({ id: news, slug: 'foundation-news', title: { ru: 'Новости фонда' } });
    expect(await subscriptionRows(reader.id, news)).toHaveLength(1);

    const confirmed = await oneClick(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ data: { unsubscribed: true, topic: { id: news } } });
    expect(await subscriptionRows(reader.id, news)).toHaveLength(0);

    const replayed = await oneClick(token);
    expect(replayed.status).toBe(404);
    const body = (await replayed.json()) as { data: string; cause: { field: string }[] };
    expect(body.data).toMatch(/already gone/);
    expect(body.cause.map((cause) => cause.field)).toEqual(['token']);
    expectStatus(await call('GET', topicPaths.unsubscribe(token)), 404);
  });

  it('takes RFC 8058’s one-click POST without cookies or sign-in, and an empty body; refuses another body', async () => {
    const reader = await register('one-click@example.com');
    await subscribe(reader, news);
    await subscribe(reader, reports);
    const refused = await oneClick(await tokenOf(reader.id, news), 'List-Unsubscribe=Later');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { cause: { field: string }[] }).cause.map((cause) => cause.field)).toEqual([
      'List-Unsubscribe',
    ]);
    expect(await subscriptionRows(reader.id, news)).toHaveLength(1);
    expect((await oneClick(await tokenOf(reader.id, news))).status).toBe(200);
    const empty = await server.request(topicPaths.unsubscribe(await tokenOf(reader.id, reports)), {
      method: 'POST',
      secretKey: null,
    });
    expect(empty.status).toBe(200);
    expect(await subscriptionRows(reader.id, news)).toHaveLength(0);
    expect(await subscriptionRows(reader.id, reports)).toHaveLength(0);
  });

  it('refuses a forged link (400 naming token) and cannot reach another subscription with a link', async () => {
    const victim = await register('victim@example.com');
    const holder = await register('holder@example.com');
    await subscribe(victim, news);
    await subscribe(holder, news);
    const [victimRow] = await subscriptionRows(victim.id, news);
    const holderToken = await tokenOf(holder.id, news);
    const otherKey = unsubscribeKey(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
    // The victim's row id with the holder's signature, a token of another server's key, a cut one, nonsense.
    const holderMac = Buffer.from(holderToken, 'base64url').subarray(-32);
    const spliced = Buffer.concat([Buffer.from(victimRow!.id), holderMac]).toString('base64url');
    for (const forged of [spliced, unsubscribeToken(otherKey, victimRow!.id), holderToken.slice(0, -4), 'nonsense']) {
      const answer = await oneClick(forged);
      expect(answer.status, forged).toBe(400);
      expect(((await answer.json()) as { cause: { field: string }[] }).cause.map((cause) => cause.field)).toEqual(['token']);
    }
    expect(await subscriptionRows(victim.id, news)).toHaveLength(1);
    // The holder's own link ends the holder's subscription only.
    expect((await oneClick(holderToken)).status).toBe(200);
    expect(await subscriptionRows(victim.id, news)).toHaveLength(1);
    expect(await subscriptionRows(holder.id, news)).toHaveLength(0);
  });

  it('does not take an old link once the subject left and subscribed again', async () => {
    const reader = await register('again@example.com');
    await subscribe(reader, news);
    const old = await tokenOf(reader.id, news);
    await call('DELETE', topicPaths.topic(reader.id, news), { headers: reader.headers });
    await subscribe(reader, news);
    expect((await oneClick(old)).status).toBe(404);
    expect(await subscriptionRows(reader.id, news)).toHaveLength(1);
    expect((await oneClick(await tokenOf(reader.id, news))).status).toBe(200);
  });

  it('refuses the token in the query string, as every credential (docs/decisions/0041)', async () => {
    const answer = await server.request(`/api/notification/unsubscribe/x?token=abc`, { method: 'POST', secretKey: null });
    expect(answer.status).toBe(400);
  });
});

describe('announcements', () => {
  const announcement = {
    title: { ru: 'Купол снова под крестом', en: 'The dome has its cross again' },
    body: { ru: 'Спасибо всем, кто помог.\nРаботы закончены.', en: 'Thank you to everyone who helped.\nThe work is done.' },
  };
  const announce = (topicId: string, data: unknown, headers = admin) =>
    call<{ batchKey: string; subscribers: number }>('POST', `/api/notification/topics/${topicId}/announce`, { headers, data });
  const batchRows = (batchKey: string) =>
    server.db.prisma.notificationNotification.findMany({ where: { batchKey }, orderBy: { recipient: 'asc' } });

  it('refuses a missing language or field (400 naming it), a subject without the permission (403), an unknown topic (404)', async () => {
    const before = await server.db.prisma.hostJob.count({ where: { name: ANNOUNCE_JOB } });
    const missing = await announce(news, { title: { ru: 'Только по-русски' }, body: { ru: 'Текст', en: ' ' } });
    expectStatus(missing, 400);
    expect(fieldsOf(missing)?.sort()).toEqual(['data.body.en', 'data.title.en']);
    const none = await announce(news, {});
    expect(fieldsOf(none)?.sort()).toEqual(['data.body', 'data.title']);
    const twoLines = await announce(news, { ...announcement, title: { ru: 'a\nb', en: 'a' } });
    expect(fieldsOf(twoLines)).toEqual(['data.title.ru']);
    const user = await register('not-an-editor@example.com');
    expectStatus(await announce(news, announcement, user.headers), 403);
    const unknown = await announce('no-such-topic', announcement);
    expectStatus(unknown, 404);
    expect(fieldsOf(unknown)).toEqual(['id']);
    expect(await server.db.prisma.hostJob.count({ where: { name: ANNOUNCE_JOB } })).toBe(before);
  });

  it('reaches the topic’s subscribers only, each once per channel, in their language, with their own links', async () => {
    const peer = await smtpPeer();
    const mailer = smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url })!;
    runner = await startJobRunner(
      server.db,
      [announceJob({ siteUrl: TEST_SITE_URL, jwtSecret: testTokenSettings().secret, mailer })],
      {
        pollMs: 50,
      },
    );
    try {
      const russian = await register('ru-reader@example.com', 'ru');
      const english = await register('en-reader@example.com', 'en');
      const elsewhere = await register('reports-only@example.com', 'en');
      await subscribe(russian, reports);
      await subscribe(english, reports);
      await subscribe(elsewhere, news);
      // member@example.com took the reports earlier, through the administrator.
      const queued = await announce(reports, announcement);
      expectStatus(queued, 202);
      expect(queued.body.data.subscribers).toBe(3);
      const { batchKey } = queued.body.data;
      await vi.waitFor(
        async () =>
          expect((await server.db.prisma.hostJob.findFirstOrThrow({ where: { key: `${ANNOUNCE_JOB}:${batchKey}` } })).state).toBe(
            'succeeded',
          ),
        PATIENTLY,
      );
      const rows = await batchRows(batchKey);
      expect(rows.map((row) => [row.recipient, row.language, row.method])).toEqual([
        ['en-reader@example.com', 'en', 'email'],
        ['member@example.com', 'ru', 'email'],
        ['ru-reader@example.com', 'ru', 'email'],
      ]);
      const english_ = rows[0]!;
      const russian_ = rows[2]!;
      expect(english_).toMatchObject({ title: 'The dome has its cross again', topicId: reports, subjectId: english.id });
      expect(russian_.title).toBe('Купол снова под крестом');
      expect(russian_.text).toContain('Работы закончены.');
      expect(russian_.text).toContain('«Отчёты для друзей»');
      // The row keeps the one-click address (List-Unsubscribe); the words and the footer link the page.
      const token = await tokenOf(russian.id, reports);
      expect(russian_.unsubscribeUrl).toBe(`${TEST_SITE_URL}/api/notification/unsubscribe/${token}`);
      expect(russian_.data).toMatchObject({ unsubscribeLink: `${TEST_SITE_URL}/ru/unsubscribe?token=${token}` });
      expect((english_.data as { unsubscribeLink: string }).unsubscribeLink).toMatch(
        /^http:\/\/localhost:4000\/en\/unsubscribe\?token=/,
      );
      expect(russian_.text).toContain(`${TEST_SITE_URL}/ru/unsubscribe?token=${token}`);

      // Handed to the mailer after the chunk's commit: each once, with RFC 8058's headers.
      await vi.waitFor(
        async () => expect((await batchRows(batchKey)).every((row) => row.status === 'sent')).toBe(true),
        PATIENTLY,
      );
      expect(
        peer.received
          .map((mail) => mail.to)
          .flat()
          .sort(),
      ).toEqual(rows.map((row) => row.recipient).sort());
      const raw = peer.received.find((mail) => mail.to.includes('ru-reader@example.com'))!.raw.replace(/\r\n[ \t]/g, ' ');
      expect(raw).toContain(`List-Unsubscribe: <${TEST_SITE_URL}/api/notification/unsubscribe/${token}>`);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

      // The panel's reading: the subscribers, the job succeeded, every message sent.
      const state = await call<{ subscribers: number; announcements: Record<string, unknown>[] }>(
        'GET',
        `/api/notification/topics/${reports}/announcements`,
        { headers: admin },
      );
      expectStatus(state, 200);
      expect(state.body.data.subscribers).toBe(3);
      expect(state.body.data.announcements[0]).toMatchObject({
        batchKey,
        title: announcement.title,
        job: { state: 'succeeded', attempts: 1 },
        written: 3,
        sent: 3,
        waiting: 0,
        failed: 0,
      });
    } finally {
      await runner.stop();
      runner = undefined;
      await peer.close();
    }
  });

  it('is written no earlier than sendAfter, and its messages carry it', async () => {
    const reader = await register('later@example.com', 'en');
    const topic = await server.db.prisma.notificationTopic.create({
      data: { slug: 'later-topic', adminTitle: 'Later', title: { ru: 'Позже', en: 'Later' } },
    });
    await subscribe(reader, topic.id);
    runner = await startJobRunner(
      server.db,
      [announceJob({ siteUrl: TEST_SITE_URL, jwtSecret: testTokenSettings().secret, mailer: undefined })],
      { pollMs: 50 },
    );
    try {
      const sendAfter = new Date(Date.now() + 1500);
      const queued = await announce(topic.id, { ...announcement, sendAfter: sendAfter.toISOString() });
      expectStatus(queued, 202);
      const { batchKey } = queued.body.data;
      const pending = await call<{ announcements: { job: { state: string }; written: number }[] }>(
        'GET',
        `/api/notification/topics/${topic.id}/announcements`,
        { headers: admin },
      );
      expect(pending.body.data.announcements[0]).toMatchObject({ job: { state: 'queued' }, written: 0 });
      await vi.waitFor(async () => expect(await batchRows(batchKey)).toHaveLength(1), PATIENTLY);
      const [row] = await batchRows(batchKey);
      expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(sendAfter.getTime());
      expect(row!.sendAfter?.toISOString()).toBe(sendAfter.toISOString());
    } finally {
      await runner.stop();
      runner = undefined;
    }
  });
});
