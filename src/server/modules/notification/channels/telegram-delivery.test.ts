import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { captureLog, type CapturedLog } from '../../../../../tests/helpers/log';
import { PATIENTLY } from '../../../../../tests/helpers/patience';
import { openTestFileStorage } from '../../../../../tests/helpers/storage';
import {
  signedWidgetData,
  telegramFake,
  TEST_BOT_TOKEN,
  TEST_BOT_USERNAME,
  type TelegramFake,
} from '../../../../../tests/helpers/telegram-fake';
import { ReceivedFile } from '../../../../shared/received-file';
import { startJobRunner, type JobRunner } from '../../../platform/jobs/job-runner';
import { createRateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { DatabaseRateLimitStore } from '../../../platform/rate-limit/database-store';
import { createGrammyBot } from '../../../platform/telegram/grammy-bot';
import { SendPace } from '../../../platform/telegram/send-pace';
import { linkTelegram } from '../../rbac/telegram/telegram.service';
import { addressesOfSubject, queueMessage } from '../messages.service';
import { DELIVERY_ATTEMPTS, deliveryJob, queueNotification, TELEGRAM_DELIVERY_JOB } from '../notifications.service';
import { telegramDeliveryJob } from './telegram-delivery';

/*
 * The Telegram channel against a fake Bot API on loopback, run by the job runner as the server runs it: delivered,
 * a 429 waited out for its retry_after, a 403 failing at once and blocking the chat until it is linked again.
 */

let db: TestDatabase;
let fake: TelegramFake;
const storage = openTestFileStorage();
/** The bot at a pace that does not slow the tests (the pace itself: send-pace.unit.test.ts). */
const bot = () =>
  createGrammyBot({
    token: TEST_BOT_TOKEN,
    username: TEST_BOT_USERNAME,
    apiRoot: fake.apiRoot,
    pace: new SendPace({ perSecond: 1000, burst: 1000, perChatIntervalMs: 0 }),
  });
const site = { siteUrl: 'http://localhost:4000' };

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await telegramFake();
  // The words of the kinds these tests send, as an editor would have written them.
  for (const method of ['email', 'telegram'])
    await db.prisma.notificationTemplate.create({
      data: {
        variant: `generate-${method}-notification-message-default`,
        adminTitle: `Message (${method})`,
        slug: `message-${method}`,
        title: { ru: '{{title}}', en: '{{title}}' },
        text: { ru: '{{text}}', en: '{{text}}' },
      },
    });
});
afterAll(async () => {
  await fake.close();
  await db.dispose();
  storage.dispose();
});

let log: CapturedLog;
const runners: JobRunner[] = [];
beforeEach(() => {
  log = captureLog();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  log.restore();
});

/** The delivery jobs of this process, as the server starts them (no mailer: e-mails stay in the outbox). */
async function runDeliveries({ withBot = true } = {}) {
  const telegram = withBot ? bot() : undefined;
  const runner = await startJobRunner(db, [telegramDeliveryJob(telegram, storage), deliveryJob(undefined)], { pollMs: 20 });
  runners.push(runner);
  return runner;
}

let people = 0;
/** A person with an e-mail and a Telegram chat of their own, choosing `method`. */
async function person(method: 'email' | 'telegram' | 'both' = 'telegram') {
  const n = ++people;
  const chat = String(500_000 + n);
  const subject = await db.prisma.rbacSubject.create({ data: { slug: `telegram-person-${n}`, notificationMethod: method } });
  for (const identity of [
    { provider: 'email_and_password', email: `person${n}@example.com` },
    { provider: 'telegram', account: chat },
  ]) {
    const { id } = await db.prisma.rbacIdentity.create({ data: identity });
    await db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: subject.id, identityId: id } });
  }
  return { subjectId: subject.id, chat, email: `person${n}@example.com` };
}

const row = (id: string) => db.prisma.notificationNotification.findUniqueOrThrow({ where: { id } });
const jobOf = (id: string) => db.prisma.hostJob.findUniqueOrThrow({ where: { key: `${TELEGRAM_DELIVERY_JOB}:${id}` } });
const callsTo = (chat: string) => fake.calls.filter((call) => call.chatId === chat);

const toTelegram = (chat: string, text = 'Здравствуйте! Ваш заказ № 1024 оплачен.') =>
  queueNotification(db, { method: 'telegram', recipient: chat, title: 'Заказ оплачен', text });

describe('Telegram delivery', () => {
  it('sends a Telegram row by sendMessage, once, and marks it sent', async () => {
    const { chat } = await person();
    const notification = await toTelegram(chat);
    await runDeliveries();
    await vi.waitFor(async () => expect((await row(notification.id)).status).toBe('sent'), PATIENTLY);
    expect(await row(notification.id)).toMatchObject({ attempts: 1, error: null, sentAt: expect.any(Date) });
    // The handler marks the row sent; the runner records its job's success a moment after.
    await vi.waitFor(async () => expect((await jobOf(notification.id)).state).toBe('succeeded'), PATIENTLY);
    expect(await jobOf(notification.id)).toMatchObject({ attempts: 1 });
    expect(callsTo(chat)).toMatchObject([{ method: 'sendMessage', text: 'Здравствуйте! Ваш заказ № 1024 оплачен.' }]);
  });

  it('sends the first image of a row by sendPhoto with the text as caption, or the text after it when too long', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'telegram-photo-'));
    writeFileSync(path.join(folder, 'receipt.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const url = await storage.save(
      new ReceivedFile({
        field: 'file',
        name: 'receipt.png',
        type: 'image/png',
        size: 16,
        path: path.join(folder, 'receipt.png'),
      }),
    );
    const attachments = [
      { filename: 'terms.pdf', contentType: 'application/pdf', url },
      { filename: 'receipt.png', contentType: 'image/png', url },
    ];
    const short = await person();
    const long = await person();
    const longText = `Квитанция о пожертвовании. ${'Спасибо! '.repeat(150)}`.trim();
    const captioned = await queueNotification(db, {
      method: 'telegram',
      recipient: short.chat,
      title: 'Квитанция',
      text: 'Квитанция о пожертвовании № 1024',
      attachments,
    });
    const separate = await queueNotification(db, {
      method: 'telegram',
      recipient: long.chat,
      title: 'Квитанция',
      text: longText,
      attachments,
    });
    await runDeliveries();
    for (const { id } of [captioned, separate])
      await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), PATIENTLY);
    expect(callsTo(short.chat)).toMatchObject([
      { method: 'sendPhoto', text: 'Квитанция о пожертвовании № 1024', photo: { filename: 'receipt.png', size: 16 } },
    ]);
    expect(callsTo(long.chat)).toMatchObject([
      { method: 'sendPhoto', text: '', photo: { filename: 'receipt.png' } },
      { method: 'sendMessage', text: longText },
    ]);
  });

  it("waits out a 429 for its retry_after, without counting it against the job's attempts, then sends", async () => {
    const { chat } = await person();
    fake.refuse({ code: 429, retryAfter: 1, chatId: chat });
    const notification = await toTelegram(chat);
    const before = Date.now();
    await runDeliveries();
    // Turned away: queued again at now + retry_after, its attempt given back, the row failed with Telegram's words.
    await vi.waitFor(async () => expect((await jobOf(notification.id)).lastError).not.toBeNull(), PATIENTLY);
    const waiting = await jobOf(notification.id);
    expect(waiting).toMatchObject({ attempts: 0, maxAttempts: DELIVERY_ATTEMPTS, lastError: 'Too Many Requests: retry after 1' });
    expect(waiting.runAt.getTime()).toBeGreaterThanOrEqual(before + 1000);
    expect(waiting.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    if (waiting.state === 'queued')
      expect(await row(notification.id)).toMatchObject({ status: 'failed', error: 'Too Many Requests: retry after 1' });
    // The retry comes when the wait is over.
    await vi.waitFor(async () => expect((await row(notification.id)).status).toBe('sent'), PATIENTLY);
    // The handler marks the row sent; the runner records its job's success a moment after.
    await vi.waitFor(async () => expect((await jobOf(notification.id)).state).toBe('succeeded'), PATIENTLY);
    expect(await jobOf(notification.id)).toMatchObject({ attempts: 1 });
    expect(callsTo(chat)).toHaveLength(1);
    expect(callsTo(chat)[0]!.at).toBeGreaterThanOrEqual(before + 1000);
    expect((await row(notification.id)).attempts).toBe(2);
  });

  it('fails a 403 at once, blocks the chat, and sends to it no more until the person links Telegram again', async () => {
    const { subjectId, chat, email } = await person('telegram');
    fake.refuse({ code: 403, chatId: chat });
    const first = await toTelegram(chat);
    await runDeliveries();
    await vi.waitFor(async () => expect((await jobOf(first.id)).state).toBe('failed'), PATIENTLY);
    expect(await jobOf(first.id)).toMatchObject({ attempts: 1, lastError: 'Forbidden: bot was blocked by the user' });
    expect(await row(first.id)).toMatchObject({ status: 'failed', error: 'Forbidden: bot was blocked by the user' });
    const identity = await db.prisma.rbacIdentity.findFirstOrThrow({ where: { provider: 'telegram', account: chat } });
    expect(identity.deliveryBlockedAt).toBeInstanceOf(Date);

    // A message queued for the chat before it is sent fails without a call to Telegram.
    const queuedBefore = await toTelegram(chat, 'Ещё одно сообщение');
    await vi.waitFor(async () => expect((await jobOf(queuedBefore.id)).state).toBe('failed'), PATIENTLY);
    expect((await row(queuedBefore.id)).error).toMatch(
      /^Telegram refused messages to this chat since .* \(the bot was blocked\)/,
    );
    expect(callsTo(chat)).toEqual([]);

    // A later message to the person goes by e-mail, their Telegram skipped, though they chose Telegram.
    expect(await addressesOfSubject(db, subjectId)).toEqual([{ method: 'email', recipient: email }]);
    const later = await queueMessage(db, site, {
      variant: 'generate-email-notification-message-default',
      to: { subjectId },
      data: { title: 'Новости', text: 'Купол снова под крестом' },
    });
    expect(later.map(({ method, recipient }) => ({ method, recipient }))).toEqual([{ method: 'email', recipient: email }]);

    // Linked again through the widget: unblocked, and the next message goes to Telegram.
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db));
    const relinked = await linkTelegram(
      { db, telegram: bot(), limiter },
      { siteUrl: site.siteUrl, language: 'ru', mailer: undefined },
      { subjectId, ip: '127.0.0.1' },
      signedWidgetData({ id: Number(chat), username: 'relinked' }),
      () => Promise.reject(new Error('linking its own Telegram again asks for no confirmation')),
    );
    expect(relinked).toMatchObject({ id: identity.id, added: false });
    expect((await db.prisma.rbacIdentity.findUniqueOrThrow({ where: { id: identity.id } })).deliveryBlockedAt).toBeNull();
    const afterRelink = await queueMessage(db, site, {
      variant: 'generate-email-notification-message-default',
      to: { subjectId },
      data: { title: 'Новости', text: 'Спасибо, что вы с нами' },
    });
    expect(afterRelink.map(({ method, recipient }) => ({ method, recipient }))).toEqual([
      { method: 'telegram', recipient: chat },
    ]);
    await vi.waitFor(async () => expect((await row(afterRelink[0]!.id)).status).toBe('sent'), PATIENTLY);
    expect(callsTo(chat)).toMatchObject([{ method: 'sendMessage', text: 'Спасибо, что вы с нами' }]);
  });

  it('fails a 400 at once, and retries a failure of Telegram itself with the backoff', async () => {
    const refused = await person();
    const broken = await person();
    fake.refuse({ code: 400, chatId: refused.chat });
    fake.refuse({ code: 500, chatId: broken.chat });
    const bad = await toTelegram(refused.chat);
    const flaky = await toTelegram(broken.chat);
    const before = Date.now();
    await runDeliveries();
    await vi.waitFor(async () => expect((await jobOf(bad.id)).state).toBe('failed'), PATIENTLY);
    expect(await jobOf(bad.id)).toMatchObject({ attempts: 1, lastError: 'Bad Request: chat not found' });
    await vi.waitFor(async () => expect(await jobOf(flaky.id)).toMatchObject({ state: 'queued', attempts: 1 }), PATIENTLY);
    // The e-mail's waits: a minute after the first failure.
    expect((await jobOf(flaky.id)).runAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(await row(flaky.id)).toMatchObject({ status: 'failed', error: 'Internal Server Error' });
  });

  it('fails a Telegram row at once, saying so, when no bot is configured', async () => {
    const { chat } = await person();
    const notification = await toTelegram(chat);
    await runDeliveries({ withBot: false });
    await vi.waitFor(async () => expect((await jobOf(notification.id)).state).toBe('failed'), PATIENTLY);
    expect(await jobOf(notification.id)).toMatchObject({ attempts: 1 });
    expect((await row(notification.id)).error).toBe(
      'No Telegram bot is configured (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME): the message cannot be sent',
    );
  });

  it('chooses the addresses by the method: e-mail, Telegram, or both', async () => {
    for (const [method, expected] of [
      ['email', ['email']],
      ['telegram', ['telegram']],
      ['both', ['email', 'telegram']],
    ] as const) {
      const { subjectId } = await person(method);
      expect((await addressesOfSubject(db, subjectId)).map((address) => address.method)).toEqual(expected);
    }
  });
});
