import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_JOB,
  deliveryJob,
  queueNotification,
} from '../../src/server/modules/notification/notifications.service';
import { startJobRunner, type JobRunner } from '../../src/server/platform/jobs/job-runner';
import { smtpMailerFromEnvironment } from '../../src/server/platform/mail/mailer-from-environment';
import { PATIENTLY } from '../helpers/patience';
import { startTestServer, type TestServer } from '../helpers/server';
import { smtpPeer } from '../helpers/smtp';

/**
 * POST /api/notification/notifications/{id}/resend: an administrator sends a failed outbox row again (or one left
 * `sending`): back to `new`, attempts kept, its delivery job run now, then sent by the runner through a real SMTP
 * server on loopback. A row sent, or on its way, is a 409 naming `id`.
 */

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse battery';

let peer: Awaited<ReturnType<typeof smtpPeer>>;
let server: TestServer;
let runner: JobRunner | undefined;
let admin: Record<string, string>;
let visitor: Record<string, string>;

async function call(method: string, path: string, headers: Record<string, string> | null, data?: unknown) {
  const response = await server.request(path, {
    method,
    secretKey: null,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...(headers ?? {}) },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown>; cause?: { field?: string; code?: string }[] },
  };
}

const resend = (id: string, headers: Record<string, string> | null) =>
  call('POST', `/api/notification/notifications/${id}/resend`, headers);
const row = (id: string) => server.db.prisma.notificationNotification.findUniqueOrThrow({ where: { id } });
const jobOf = (id: string) => server.db.prisma.hostJob.findUnique({ where: { key: `${DELIVERY_JOB}:${id}` } });

/** A row whose delivery ran out of attempts, its job failed, as the runner leaves them. */
async function failedRow(recipient: string) {
  const { id } = await queueNotification(server.db, { recipient, title: 'Квитанция', text: 'Спасибо за пожертвование.' });
  await server.db.prisma.notificationNotification.update({
    where: { id },
    data: { status: 'failed', attempts: DELIVERY_ATTEMPTS, error: 'connect ECONNREFUSED 127.0.0.1:25' },
  });
  await server.db.query(
    `UPDATE "HostJob" SET "state" = 'failed', "attempts" = "maxAttempts", "lastError" = 'connect ECONNREFUSED', "finishedAt" = now()
      WHERE "key" = $1`,
    [`${DELIVERY_JOB}:${id}`],
  );
  return id;
}

beforeAll(async () => {
  peer = await smtpPeer();
  const mailer = smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url })!;
  server = await startTestServer({ mailer });
  await createAdministrator(server.db, { email: 'admin@example.com', password: PASSWORD });
  const signedIn = await call('POST', `${AUTH}/email-and-password/authentication`, null, {
    login: 'admin@example.com',
    password: PASSWORD,
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt as string}` };
  visitor = { authorization: `Bearer ${(await call('GET', `${AUTH}/init`, null)).body.data.jwt as string}` };
  runner = await startJobRunner(server.db, [deliveryJob(mailer)], { pollMs: 50 });
});
afterAll(async () => {
  await runner?.stop();
  await server.close();
  await peer.close();
});

describe('sending a notification again', () => {
  it('sends a failed one: back to new with its attempts, its spent job run now, then sent once; a second time is a 409', async () => {
    const id = await failedRow('failed@example.com');
    expect((await resend(id, null)).status).toBe(401);
    expect((await resend(id, visitor)).status).toBe(403);
    expect(await row(id)).toMatchObject({ status: 'failed' });

    const answer = await resend(id, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, status: 'new', attempts: DELIVERY_ATTEMPTS, sentAt: null });

    await expect.poll(async () => (await row(id)).status, PATIENTLY).toBe('sent');
    expect(await row(id)).toMatchObject({ attempts: DELIVERY_ATTEMPTS + 1, error: null });
    // The handler marks the row sent; the runner records its job's success a moment after.
    await expect.poll(async () => (await jobOf(id))?.state, PATIENTLY).toBe('succeeded');
    expect(await jobOf(id)).toMatchObject({ maxAttempts: DELIVERY_ATTEMPTS + 1 });
    expect(peer.received.filter((mail) => mail.to.includes('failed@example.com'))).toHaveLength(1);

    const again = await resend(id, admin);
    expect(again.status).toBe(409);
    expect(again.body.cause).toMatchObject([{ field: 'id', code: 'already_sent' }]);
  });

  it('sends one left sending whose job the clean-up removed: the job is written again and run now', async () => {
    const id = await failedRow('stuck@example.com');
    await server.db.prisma.notificationNotification.update({ where: { id }, data: { status: 'sending' } });
    await server.db.prisma.hostJob.delete({ where: { key: `${DELIVERY_JOB}:${id}` } });

    expect((await resend(id, admin)).status).toBe(200);
    await expect.poll(async () => (await row(id)).status, PATIENTLY).toBe('sent');
    expect(peer.received.filter((mail) => mail.to.includes('stuck@example.com'))).toHaveLength(1);
  });

  it('refuses one on its way (409) and an unknown one (404), changing nothing', async () => {
    const { id } = await queueNotification(server.db, {
      recipient: 'later@example.com',
      title: 'Новости',
      text: 'Скоро.',
      sendAfter: new Date(Date.now() + 3_600_000),
    });
    const queued = await resend(id, admin);
    expect(queued.status).toBe(409);
    expect(queued.body.cause).toMatchObject([{ field: 'id', code: 'delivery_under_way' }]);
    expect(await row(id)).toMatchObject({ status: 'new', attempts: 0 });
    expect((await jobOf(id))!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);

    const unknown = await resend('00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.cause).toMatchObject([{ field: 'id' }]);
  });
});
