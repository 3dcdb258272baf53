import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceLive } from '../../src/server/platform/live/live-events';
import { LiveStreams } from '../../src/server/platform/live/live-streams';
import { LIVE_EVENTS_PATH } from '../../src/shared/live-topics';
import { callApi, registerCustomer, type Customer } from '../helpers/customers';
import { readLive, type LiveReading } from '../helpers/live';
import { PATIENTLY } from '../helpers/patience';
import { startTestServer, type TestServer } from '../helpers/server';
import { createShop, type Shop } from '../helpers/shop';

let server: TestServer;
let alice: Customer;
let bob: Customer;
let shop: Shop;
const open: LiveReading[] = [];

const stream = async (headers: Record<string, string> = {}) => {
  const reading = await readLive(server.url, headers);
  open.push(reading);
  return reading;
};

beforeAll(async () => {
  server = await startTestServer({ server: ({ db }) => ({ live: new LiveStreams(db, { heartbeatMs: 100, recheckMs: 0 }) }) });
  alice = await registerCustomer(server, 'live-alice@example.com');
  bob = await registerCustomer(server, 'live-bob@example.com');
  shop = await createShop(server.db);
});

afterAll(async () => {
  for (const reading of open) reading.close();
  await server?.close();
});

describe('the live channel', () => {
  it('streams uncompressed server-sent events, with heartbeats', async () => {
    const reading = await stream(alice.headers);
    expect(reading.status).toBe(200);
    expect(reading.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(reading.headers.get('content-encoding')).toBeNull();
    expect(reading.headers.get('cache-control')).toContain('no-store');
    expect(reading.headers.get('x-accel-buffering')).toBe('no');
    await expect.poll(() => reading.heartbeats, PATIENTLY).toBeGreaterThan(2);
  });

  it('hands an event only to the streams of the subjects it names', async () => {
    const aliceStream = await stream(alice.headers);
    const bobStream = await stream(bob.headers);
    const stranger = await stream();
    await announceLive(server.db, { topic: 'orders', id: 'order-of-bob', subjects: [bob.id] });
    await announceLive(server.db, { topic: 'chats', id: 'chat-of-alice', subjects: [alice.id] });
    // NOTIFYs arrive in order: once alice has her second event, bob's would have come before it.
    await expect.poll(() => aliceStream.messages, PATIENTLY).toContainEqual({ topic: 'chats', id: 'chat-of-alice' });
    await expect.poll(() => bobStream.messages, PATIENTLY).toContainEqual({ topic: 'orders', id: 'order-of-bob' });
    expect(aliceStream.messages).not.toContainEqual(expect.objectContaining({ id: 'order-of-bob' }));
    expect(bobStream.messages).not.toContainEqual(expect.objectContaining({ id: 'chat-of-alice' }));
    expect(stranger.messages.filter((message) => message.topic !== 'content')).toEqual([]);
  });

  it('announces nothing for a write that rolls back', async () => {
    const reading = await stream(alice.headers);
    await server.db
      .transaction(async (db) => {
        await announceLive(db, { topic: 'orders', id: 'rolled-back', subjects: [alice.id] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await announceLive(server.db, { topic: 'orders', id: 'committed', subjects: [alice.id] });
    await expect.poll(() => reading.messages, PATIENTLY).toContainEqual({ topic: 'orders', id: 'committed' });
    expect(reading.messages).not.toContainEqual(expect.objectContaining({ id: 'rolled-back' }));
  });

  it('tells every stream, signed in or not, that public content changed', async () => {
    const reader = await stream(alice.headers);
    const stranger = await stream();
    const created = await callApi(server, 'POST', '/api/host/pages', {
      headers: { 'x-rbac-secret-key': 'test-secret-key' },
      data: { url: '/live-test' },
    });
    expect(created.status).toBeLessThan(300);
    await expect.poll(() => stranger.messages, PATIENTLY).toContainEqual({ topic: 'content' });
    await expect.poll(() => reader.messages, PATIENTLY).toContainEqual({ topic: 'content' });
  });

  it('refuses a session that is no longer valid, so that the page renews it', async () => {
    const reading = await stream({ authorization: 'Bearer not-a-token' });
    expect(reading.status).toBe(401);
  });

  it('ends a stream whose session ended once an event comes for it', async () => {
    const carol = await registerCustomer(server, 'live-carol@example.com');
    const reading = await stream(carol.headers);
    const signedOut = await callApi(server, 'POST', '/api/rbac/subjects/authentication/logout', { headers: carol.headers });
    expect(signedOut.status).toBeLessThan(300);
    await announceLive(server.db, { topic: 'chats', id: 'after-logout', subjects: [carol.id] });
    await expect.poll(() => reading.ended, PATIENTLY).toBe(true);
    expect(reading.messages).not.toContainEqual(expect.objectContaining({ id: 'after-logout' }));
  });

  it('ends the streams of a session at its logout, before any event comes', async () => {
    const dave = await registerCustomer(server, 'live-dave@example.com');
    const reading = await stream(dave.headers);
    const other = await stream(alice.headers);
    const signedOut = await callApi(server, 'POST', '/api/rbac/subjects/authentication/logout', { headers: dave.headers });
    expect(signedOut.status).toBeLessThan(300);
    await expect.poll(() => reading.ended, PATIENTLY).toBe(true);
    expect(other.ended).toBe(false);
  });

  it('tells hundreds of subjects in several notifications, each under PostgreSQL’s payload limit', async () => {
    const reading = await stream(alice.headers);
    const many = [
      ...Array.from({ length: 250 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
      alice.id,
    ];
    await announceLive(server.db, { topic: 'chats', id: 'a-large-chat', subjects: many });
    await expect.poll(() => reading.messages, PATIENTLY).toContainEqual({ topic: 'chats', id: 'a-large-chat' });
  });

  it('answers JSON about the stream to a caller that does not ask for events', async () => {
    const answer = await callApi<{ topics: string[] }>(server, 'GET', LIVE_EVENTS_PATH, { headers: alice.headers });
    expect(answer.status).toBe(200);
    expect(answer.body.data.topics).toEqual(['chats', 'orders', 'invoices', 'content']);
    const anonymous = await callApi<{ topics: string[] }>(server, 'GET', LIVE_EVENTS_PATH);
    expect(anonymous.body.data.topics).toEqual(['content']);
  });

  it("announces a cart's and an invoice's changes, whoever writes them, to their owner alone", async () => {
    const aliceStream = await stream(alice.headers);
    const bobStream = await stream(bob.headers);
    const ordersPath = `/api/rbac/subjects/${alice.id}/ecommerce-module/orders`;
    const added = await callApi<{ id: string }>(server, 'POST', ordersPath, {
      headers: alice.headers,
      data: { productId: shop.general.id, quantity: 1 },
    });
    expect(added.status).toBe(201);
    const orderId = added.body.data.id;
    await expect.poll(() => aliceStream.messages, PATIENTLY).toContainEqual({ topic: 'orders', id: orderId });

    const checkedOut = await callApi<{ billingModule: { invoices: { id: string }[] } }>(
      server,
      'POST',
      `${ordersPath}/checkout`,
      { headers: alice.headers, data: { provider: 'dummy', email: alice.login, ecommerceModule: { orders: [{ id: orderId }] } } },
    );
    expect(checkedOut.status, JSON.stringify(checkedOut.body)).toBe(200);
    const invoiceId = checkedOut.body.data.billingModule.invoices[0]!.id;
    await expect.poll(() => aliceStream.messages, PATIENTLY).toContainEqual({ topic: 'invoices', id: invoiceId });

    // As a provider's notification or a job would: straight to the table.
    const before = aliceStream.messages.length;
    await server.db.query(`UPDATE "BillingInvoice" SET "updatedAt" = now() WHERE id = $1`, [invoiceId]);
    await expect.poll(() => aliceStream.messages.slice(before), PATIENTLY).toContainEqual({ topic: 'invoices', id: invoiceId });

    // A receipt drawn after the payment (its job links the file): the invoice page shows it without a reload.
    const receipt = await server.db.prisma.fileStorageFile.create({ data: { adminTitle: 'receipt', file: '/receipt.png' } });
    const linked = aliceStream.messages.length;
    await server.db.prisma.ecommerceOrdersToFileStorageModuleFiles.create({
      data: { orderId, fileStorageModuleFileId: receipt.id },
    });
    await expect.poll(() => aliceStream.messages.slice(linked), PATIENTLY).toContainEqual({ topic: 'orders', id: orderId });

    // Bob's own event, announced last: everything before it has reached him, none of it Alice's.
    await announceLive(server.db, { topic: 'chats', id: 'bob-last', subjects: [bob.id] });
    await expect.poll(() => bobStream.messages, PATIENTLY).toContainEqual({ topic: 'chats', id: 'bob-last' });
    expect(bobStream.messages.filter((message) => message.id === orderId || message.id === invoiceId)).toEqual([]);
  });
});
