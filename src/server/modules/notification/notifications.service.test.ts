import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { smtpPeer } from '../../../../tests/helpers/smtp';
import type { Mailer } from '../../platform/mail/mailer';
import { smtpMailerFromEnvironment } from '../../platform/mail/mailer-from-environment';
import { DEFAULT_SMTP_FROM } from '../../platform/mail/smtp-mailer';
import {
  deliverNotification,
  deliveryJob,
  DELIVERY_ATTEMPTS,
  DELIVERY_HANDOFF_SECONDS,
  DELIVERY_JOB,
  notify,
  queueNotification,
} from './notifications.service';
import { failure } from '../../../../tests/helpers/app-error';
import { startJobRunner, type JobRunner } from '../../platform/jobs/job-runner';
import { runJobNow } from '../../platform/jobs/jobs.service';
import { captureLog, type CapturedLog } from '../../../../tests/helpers/log';
import { PATIENTLY } from '../../../../tests/helpers/patience';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

/** The error lines logged during a test, kept out of the test's output. */
let log: CapturedLog;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => {
  log.restore();
  vi.restoreAllMocks();
});

const message = (recipient = 'user@example.com') => ({
  recipient,
  title: 'Password reset',
  text: 'Your password reset code is 493817. It expires in 15 minutes.',
});

const row = (id: string) => db.prisma.notificationNotification.findUniqueOrThrow({ where: { id } });

/** A header of a raw message, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');

describe('queueNotification', () => {
  it('writes an e-mail into the outbox with status new', async () => {
    const notification = await queueNotification(db, message());
    expect(notification).toMatchObject({
      method: 'email',
      recipient: 'user@example.com',
      title: 'Password reset',
      text: message().text,
      status: 'new',
      sentAt: null,
      error: null,
    });
    expect(await row(notification.id)).toEqual(notification);
  });

  it('runs inside the caller transaction: written with it, gone when it rolls back', async () => {
    const kept = await db.transaction((tx) => queueNotification(tx, message('kept@example.com')));
    expect((await row(kept.id)).status).toBe('new');

    let queuedId: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        queuedId = (await queueNotification(tx, message('rolled-back@example.com'))).id;
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    expect(queuedId).toBeDefined();
    expect(await db.prisma.notificationNotification.findUnique({ where: { id: queuedId! } })).toBeNull();
    expect(await db.prisma.hostJob.count({ where: { key: `${DELIVERY_JOB}:${queuedId}` } })).toBe(0);
  });

  it('writes the job that delivers it after the caller’s own attempt, once per message', async () => {
    const before = Date.now();
    const queued = await queueNotification(db, message());
    const job = await db.prisma.hostJob.findUniqueOrThrow({ where: { key: `${DELIVERY_JOB}:${queued.id}` } });
    expect(job).toMatchObject({
      name: DELIVERY_JOB,
      payload: { id: queued.id },
      state: 'queued',
      maxAttempts: DELIVERY_ATTEMPTS,
    });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + DELIVERY_HANDOFF_SECONDS * 1000 - 1000);
  });

  it('refuses a bad message with a 400 naming every failing field, and writes nothing', async () => {
    const before = await db.prisma.notificationNotification.count();
    const error = await failure(queueNotification(db, { recipient: 'a@example.com, b@example.com', title: ' ', text: '' }));
    expect(error.status).toBe(400);
    expect(error.causes.map((cause) => cause.field).sort()).toEqual(['recipient', 'text', 'title']);
    const twoLines = await failure(queueNotification(db, { ...message(), title: 'Reset\r\nBcc: someone@example.com' }));
    expect(twoLines.causes).toMatchObject([{ field: 'title', message: 'title: title must be one line' }]);
    const nul = await failure(queueNotification(db, { ...message(), text: 'code\u0000' }));
    expect(nul.causes.map((cause) => cause.field)).toEqual(['text']);
    expect(await db.prisma.notificationNotification.count()).toBe(before);
  });
});

describe('deliverNotification', () => {
  it('without a mailer leaves the row new, to be read in the outbox', async () => {
    const queued = await queueNotification(db, message());
    const notification = await deliverNotification(db, undefined, queued.id);
    expect(notification).toMatchObject({ status: 'new', sentAt: null, error: null });
    expect((await row(queued.id)).status).toBe('new');
    expect(smtpMailerFromEnvironment({})).toBeUndefined();
  });

  it('is a 404 for an unknown id', async () => {
    const error = await failure(deliverNotification(db, undefined, '00000000-0000-4000-8000-000000000000'));
    expect(error.status).toBe(404);
  });

  it('sends the message to a real SMTP server and marks the row sent, once', async () => {
    const peer = await smtpPeer();
    try {
      const mailer = smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url })!;
      expect(mailer).toBeDefined();
      const queued = await db.transaction((tx) => queueNotification(tx, message()));
      const started = Date.now();
      const notification = await deliverNotification(db, mailer, queued.id);

      expect(notification).toMatchObject({ status: 'sent', error: null });
      expect(notification.sentAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(await row(queued.id)).toEqual(notification);

      expect(peer.received).toHaveLength(1);
      const [mail] = peer.received;
      expect(mail!.from).toBe(DEFAULT_SMTP_FROM);
      expect(mail!.to).toEqual(['user@example.com']);
      expect(header(mail!.raw, 'To')).toBe('user@example.com');
      expect(header(mail!.raw, 'Subject')).toBe('Password reset');
      expect(mail!.raw).toContain(message().text);

      // A row already sent is not sent again.
      expect(await deliverNotification(db, mailer, queued.id)).toEqual(notification);
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it('sends from NOTIFICATION_SMTP_FROM, and notify queues then delivers', async () => {
    const peer = await smtpPeer();
    const environment = { NOTIFICATION_SMTP_URL: peer.url, NOTIFICATION_SMTP_FROM: 'Platform <robot@platform.test>' };
    try {
      const notification = await notify(db, smtpMailerFromEnvironment(environment), message('notify@example.com'));
      expect(notification).toMatchObject({ recipient: 'notify@example.com', status: 'sent' });
      expect(peer.received.map((mail) => [mail.from, mail.to])).toEqual([['robot@platform.test', ['notify@example.com']]]);
      expect(header(peer.received[0]!.raw, 'From')).toBe('Platform <robot@platform.test>');
    } finally {
      await peer.close();
    }
  });

  it('marks the row failed with the error when the server refuses, logs one line without the text, and does not throw', async () => {
    const peer = await smtpPeer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      },
    });
    try {
      const mailer = smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url });
      const queued = await queueNotification(db, message('nobody@example.com'));
      const notification = await deliverNotification(db, mailer, queued.id);

      expect(notification).toMatchObject({ status: 'failed', sentAt: null });
      expect(notification.error).toMatch(/550/);
      expect(notification.error).toMatch(/No such mailbox here/);
      expect(await row(queued.id)).toEqual(notification);
      expect(peer.received).toHaveLength(0);

      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toContain(queued.id);
      expect(log.lines[0]!.trimEnd()).not.toContain('\n');
      expect(log.lines[0]).not.toContain('493817');
    } finally {
      await peer.close();
    }
  });

  it('marks the row failed when no server answers', async () => {
    const peer = await smtpPeer();
    await peer.close();
    const queued = await queueNotification(db, message());
    const notification = await deliverNotification(db, smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url }), queued.id);
    expect(notification.status).toBe('failed');
    expect(notification.error).toMatch(/ECONNREFUSED/);
    expect(log.lines).toHaveLength(1);
  });

  it('marks the row failed for any mailer that rejects', async () => {
    const mailer: Mailer = { send: () => Promise.reject(new Error('quota exceeded')) };
    const notification = await notify(db, mailer, message());
    expect(notification).toMatchObject({ status: 'failed', error: 'quota exceeded', sentAt: null });
  });
});

describe('the notification.deliver job', () => {
  let runner: JobRunner | undefined;
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });

  /** The job with a short backoff, in a runner of its own. */
  const runDeliveries = async (mailer: Mailer | undefined) => {
    runner = await startJobRunner(db, [{ ...deliveryJob(mailer), backoff: { baseSeconds: 0.05, maxSeconds: 1 } }], {
      pollMs: 20,
    });
  };
  const deliveryOf = (id: string) => db.prisma.hostJob.findUniqueOrThrow({ where: { key: `${DELIVERY_JOB}:${id}` } });
  /** The job runs now rather than after the caller's hand-off time. */
  const dueNow = async (id: string) => runJobNow(db, (await deliveryOf(id)).id);

  it('retries a failed delivery with backoff until the mail server takes it, and sends it once', async () => {
    const peer = await smtpPeer();
    try {
      const smtp = smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url })!;
      let calls = 0;
      // Down for the caller's attempt and the job's first; up from the second.
      const mailer: Mailer = { send: (mail) => (++calls <= 2 ? Promise.reject(new Error(`down ${calls}`)) : smtp.send(mail)) };
      const notification = await notify(db, mailer, message('retry@example.com'));
      expect(notification).toMatchObject({ status: 'failed', error: 'down 1' });
      await runDeliveries(mailer);
      await dueNow(notification.id);
      await vi.waitFor(async () => expect((await deliveryOf(notification.id)).state).toBe('succeeded'), PATIENTLY);
      expect(await deliveryOf(notification.id)).toMatchObject({ attempts: 2, lastError: 'down 2' });
      expect(await row(notification.id)).toMatchObject({ status: 'sent', error: null });
      expect(peer.received.map((mail) => mail.to)).toEqual([['retry@example.com']]);
    } finally {
      await peer.close();
    }
  });

  it('never sends a message twice: the job leaves alone a row the caller is sending, and finds it sent later', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        sent.push(mail.to);
        await released;
      },
    };
    const queued = await queueNotification(db, message('once@example.com'));
    const callerAttempt = deliverNotification(db, mailer, queued.id);
    await vi.waitFor(async () => expect((await row(queued.id)).status).toBe('sending'), PATIENTLY);
    await runDeliveries(mailer);
    await dueNow(queued.id);
    // The job's first attempt finds the row held, and is tried again later.
    await vi.waitFor(
      async () => expect((await deliveryOf(queued.id)).lastError).toMatch(/Another delivery holds the message/),
      PATIENTLY,
    );
    release();
    expect((await callerAttempt).status).toBe('sent');
    await vi.waitFor(async () => expect((await deliveryOf(queued.id)).state).toBe('succeeded'), PATIENTLY);
    expect(sent).toEqual(['once@example.com']);
  });

  it('leaves the row new without a mailer, and is done', async () => {
    const queued = await queueNotification(db, message());
    await runDeliveries(undefined);
    await dueNow(queued.id);
    await vi.waitFor(async () => expect((await deliveryOf(queued.id)).state).toBe('succeeded'), PATIENTLY);
    expect((await row(queued.id)).status).toBe('new');
  });
});
