import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../scripts/throwaway-database';
import { chatPaths } from '../src/shared/chat-paths';
import { LIVE_EVENTS_PATH } from '../src/shared/live-topics';
import { SUBJECT_JWT_COOKIE } from '../src/shared/session-cookies';
import { TEST_POSTGRES_URL } from '../tests/helpers/database';
import { readLive, type LiveReading } from '../tests/helpers/live';
import { CHROMIUM_ARGS } from './product';
import { watchedBrowser } from './policy-violations';
import { PROCESS_SECRETS, startServerProcess, type ServerProcess } from './server-process';

/**
 * The live channel (docs/decisions/0045) across two server processes on one PostgreSQL database: what is written
 * through one (an order, a chat message) reaches the streams opened on the other, only those of the subjects it
 * concerns; and a browser with more tabs than HTTP/1.1 allows connections to a host shares one stream between them all.
 */

let database: ThrowawayDatabase;
let one: ServerProcess;
let other: ServerProcess;
let browser: Browser;
const streams: LiveReading[] = [];

beforeAll(async () => {
  database = await createThrowawayDatabase(TEST_POSTGRES_URL, 'platform_live_channel');
  const environment = { DATABASE_URL: database.url };
  [one, other] = await Promise.all([startServerProcess({ env: environment }), startServerProcess({ env: environment })]);
  browser = watchedBrowser(
    await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  );
}, 180_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await browser?.close();
  for (const server of [one, other]) server?.child.kill('SIGTERM');
  await Promise.all([one?.exited, other?.exited]);
  await database?.drop();
});

async function api<T = { id: string }>(server: ServerProcess, method: string, path: string, data?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A registered subject and its access token. */
async function register(login: string): Promise<{ id: string; jwt: string }> {
  const { jwt } = await api<{ jwt: string }>(one, 'POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
    login,
    password: 'correct horse battery',
  });
  const me = await fetch(`${one.baseUrl}/api/rbac/subjects/authentication/me`, { headers: { authorization: `Bearer ${jwt}` } });
  return { id: ((await me.json()) as { data: { id: string } }).data.id, jwt };
}

/** An order given to `subjectId` through the generic calls of process `one`: its link announces it. */
async function giveOrder(subjectId: string): Promise<string> {
  const order = await api(one, 'POST', '/api/ecommerce/orders', { type: 'cart', comment: 'live e2e' });
  await api(one, 'POST', '/api/rbac/subjects-to-ecommerce-module-orders', { subjectId, ecommerceModuleOrderId: order.id });
  return order.id;
}

describe('the live channel on two processes', () => {
  it("brings an event written through one process to the other's streams of its subject, and to no one else's", async () => {
    const [alice, bob] = await Promise.all([register('live-e2e-alice@example.com'), register('live-e2e-bob@example.com')]);
    const aliceStream = await readLive(other.baseUrl, { authorization: `Bearer ${alice.jwt}` });
    const bobStream = await readLive(other.baseUrl, { authorization: `Bearer ${bob.jwt}` });
    const stranger = await readLive(other.baseUrl);
    streams.push(aliceStream, bobStream, stranger);
    expect([aliceStream.status, bobStream.status, stranger.status]).toEqual([200, 200, 200]);

    const aliceOrder = await giveOrder(alice.id);
    const bobOrder = await giveOrder(bob.id);
    await expect.poll(() => aliceStream.messages).toContainEqual({ topic: 'orders', id: aliceOrder });
    await expect.poll(() => bobStream.messages).toContainEqual({ topic: 'orders', id: bobOrder });
    // Alice's order was announced before Bob's: had it been sent to him, it would be there by now.
    expect(bobStream.messages.map((message) => message.id)).not.toContain(aliceOrder);
    expect(aliceStream.messages.map((message) => message.id)).not.toContain(bobOrder);
    expect(stranger.messages.filter((message) => message.topic !== 'content')).toEqual([]);

    // Public content written through one process reaches every stream of the other, the stranger's too.
    await api(one, 'POST', '/api/host/pages', { url: '/live-e2e' });
    await expect.poll(() => stranger.messages).toContainEqual({ topic: 'content' });
  });

  it('shares one stream between more tabs than a browser opens connections to a host, each tab refetching', async () => {
    const carol = await register('live-e2e-carol@example.com');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: SUBJECT_JWT_COOKIE, value: carol.jwt, url: other.baseUrl }]);
    let streamsOpened = 0;
    const cartReads = new Map<Page, number>();
    context.on('request', (request) => {
      if (request.url().endsWith(LIVE_EVENTS_PATH)) streamsOpened++;
    });
    const tabs: Page[] = [];
    for (let index = 0; index < 8; index++) {
      const page = await context.newPage();
      page.on('request', (request) => {
        if (request.url().includes(`/api/rbac/subjects/${carol.id}/ecommerce-module/orders?type=cart`))
          cartReads.set(page, (cartReads.get(page) ?? 0) + 1);
      });
      // Eight tabs with a stream each would leave none of the six connections for this page's own requests.
      await page.goto(`${other.baseUrl}/`);
      await expect.poll(() => cartReads.get(page) ?? 0).toBeGreaterThan(0);
      tabs.push(page);
    }
    await expect.poll(() => streamsOpened).toBe(1);

    const before = new Map(tabs.map((page) => [page, cartReads.get(page) ?? 0]));
    await giveOrder(carol.id);
    // Every tab reads its cart again: the leader heard the event, the others through it.
    for (const page of tabs) await expect.poll(() => cartReads.get(page)! > before.get(page)!).toBe(true);
    expect(streamsOpened).toBe(1);

    // The leader's tab closes: another tab takes over with a stream of its own.
    await tabs[0]!.close();
    await expect.poll(() => streamsOpened).toBe(2);
    await context.close();
  });

  it('brings a chat message posted through one process to the members’ streams on the other, and to no one else', async () => {
    const [writer, team, outsider] = await Promise.all([
      register('live-e2e-writer@example.com'),
      register('live-e2e-team@example.com'),
      register('live-e2e-outsider@example.com'),
    ]);
    const profile = await api(one, 'POST', '/api/social/profiles', { slug: 'live-e2e-team', acceptsConversations: true });
    await api(one, 'POST', '/api/rbac/subjects-to-social-module-profiles', {
      subjectId: team.id,
      socialModuleProfileId: profile.id,
    });
    const asWriter = { 'content-type': 'application/json', authorization: `Bearer ${writer.jwt}` };
    const started = await fetch(`${one.baseUrl}${chatPaths.start(writer.id)}`, {
      method: 'POST',
      headers: asWriter,
      body: JSON.stringify({ data: { profileId: profile.id } }),
    });
    expect(started.status).toBe(200);
    const { profileId, chat } = ((await started.json()) as { data: { profileId: string; chat: { id: string } } }).data;
    const teamStream = await readLive(other.baseUrl, { authorization: `Bearer ${team.jwt}` });
    const writerStream = await readLive(other.baseUrl, { authorization: `Bearer ${writer.jwt}` });
    const outsiderStream = await readLive(other.baseUrl, { authorization: `Bearer ${outsider.jwt}` });
    streams.push(teamStream, writerStream, outsiderStream);

    const posted = await fetch(`${one.baseUrl}${chatPaths.messages(writer.id, profileId, chat.id)}`, {
      method: 'POST',
      headers: asWriter,
      body: JSON.stringify({ data: { description: 'Здравствуйте!' } }),
    });
    expect(posted.status).toBe(201);
    await expect.poll(() => teamStream.messages).toContainEqual({ topic: 'chats', id: chat.id });
    await expect.poll(() => writerStream.messages).toContainEqual({ topic: 'chats', id: chat.id });
    // One announcement is handed to all of a process’s streams at once: had it been the outsider’s, it would be there.
    expect(outsiderStream.messages.filter((message) => message.topic === 'chats')).toEqual([]);
  });
});
