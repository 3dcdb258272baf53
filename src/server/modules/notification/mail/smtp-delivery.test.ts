import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { pngOf } from '../../../../../tests/helpers/images';
import { captureLog, type CapturedLog } from '../../../../../tests/helpers/log';
import { leavesOf, partOf, readMime } from '../../../../../tests/helpers/mime';
import { PATIENTLY } from '../../../../../tests/helpers/patience';
import { smtpPeer } from '../../../../../tests/helpers/smtp';
import { openTestFileStorage } from '../../../../../tests/helpers/storage';
import { ReceivedFile } from '../../../../shared/received-file';
import { startJobRunner, type JobRunner } from '../../../platform/jobs/job-runner';
import { runJobNow } from '../../../platform/jobs/jobs.service';
import type { Mailer } from '../../../platform/mail/mailer';
import { createSmtpMailer } from '../../../platform/mail/smtp-mailer';
import { queueMessage } from '../messages.service';
import { deliverNotification, deliveryJob, DELIVERY_JOB, queueNotification } from '../notifications.service';

/*
 * The outbox's e-mail as a real SMTP server on loopback receives it through the pooled mailer: both parts, the files,
 * the unsubscribe headers, the site's layout; and a refusal, retried by the job.
 */

const SITE_URL = 'https://fund.example.org';
const SITE_NAME = 'Фонд «Наследие»';

let db: TestDatabase;
let storage: ReturnType<typeof openTestFileStorage>;
let temporary: string;
beforeAll(async () => {
  db = await openTestDatabase();
  storage = openTestFileStorage();
  temporary = await mkdtemp(path.join(tmpdir(), 'smtp-delivery-'));
  // The foundation's name, as the seed writes it: the home page's Open Graph site name.
  const page = await db.prisma.hostPage.create({ data: { url: '/', adminTitle: 'Home' } });
  const metadata = await db.prisma.hostMetadata.create({
    data: { adminTitle: 'Home', slug: 'home-ru', title: 'Главная', opengraphSiteName: SITE_NAME, opengraphLocale: 'ru_RU' },
  });
  await db.prisma.hostPagesToMetadata.create({ data: { pageId: page.id, metadataId: metadata.id } });
});
afterAll(async () => {
  await db.dispose();
  storage.dispose();
  await rm(temporary, { recursive: true, force: true });
});

let log: CapturedLog;
let mailer: Mailer | undefined;
let runner: JobRunner | undefined;
beforeEach(() => {
  log = captureLog();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  mailer?.close?.();
  mailer = undefined;
  log.restore();
});

const row = (id: string) => db.prisma.notificationNotification.findUniqueOrThrow({ where: { id } });
const deliveryOf = (id: string) => db.prisma.hostJob.findUniqueOrThrow({ where: { key: `${DELIVERY_JOB}:${id}` } });

/** The delivery job in a runner of its own with a short backoff, run now for the row `id`. */
async function runDelivery(id: string) {
  runner ??= await startJobRunner(db, [{ ...deliveryJob(mailer, storage), backoff: { baseSeconds: 0.5, maxSeconds: 2 } }], {
    pollMs: 20,
  });
  await runJobNow(db, (await deliveryOf(id)).id);
}

/** A PNG saved through the storage the server uses, as the receipt is. */
async function savedPng(name: string) {
  const bytes = pngOf(3, 2);
  const file = path.join(temporary, name);
  writeFileSync(file, bytes);
  const url = await storage.save(new ReceivedFile({ field: 'file', name, type: 'image/png', size: bytes.length, path: file }));
  return { bytes, url };
}

describe('an outbox e-mail through SMTP', () => {
  it('arrives with its text and HTML, its PNG attached, and the one-click unsubscribe headers', async () => {
    const peer = await smtpPeer();
    try {
      mailer = createSmtpMailer(peer.url, 'Фонд <robot@fund.example.org>');
      const png = await savedPng('receipt.png');
      const unsubscribeUrl = `${SITE_URL}/ru/notification/unsubscribe/opaque-token`;
      const queued = await queueNotification(db, {
        recipient: 'donor@example.com',
        title: 'Квитанция: 1 500,00 ₽',
        text: 'Спасибо! Получено 1 500,00 ₽.',
        html: '<p>Спасибо! Получено <strong>1 500,00 ₽</strong>.</p>',
        attachments: [{ filename: 'receipt.png', contentType: 'image/png', url: png.url }],
        unsubscribeUrl,
      });
      // A message with files is the job's: the caller's attempt leaves it.
      expect((await deliverNotification(db, mailer, queued.id)).status).toBe('new');
      await runDelivery(queued.id);
      await vi.waitFor(async () => expect((await row(queued.id)).status).toBe('sent'), PATIENTLY);

      expect(peer.received).toHaveLength(1);
      const mail = readMime(peer.received[0]!.raw);
      expect(mail.headers.subject).toBe('Квитанция: 1 500,00 ₽');
      expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.type).toBe('multipart/mixed');
      const alternative = mail.parts.find((part) => part.type === 'multipart/alternative')!;
      expect(alternative.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
      expect(partOf(mail, 'text/plain')!.text).toBe('Спасибо! Получено 1 500,00 ₽.');
      expect(partOf(mail, 'text/html')!.text).toBe('<p>Спасибо! Получено <strong>1 500,00 ₽</strong>.</p>');
      const attachment = partOf(mail, 'image/png')!;
      expect(attachment.parameter('filename')).toBe('receipt.png');
      expect(attachment.headers['content-disposition']).toMatch(/^attachment/);
      expect(attachment.content.equals(png.bytes)).toBe(true);
    } finally {
      await peer.close();
    }
  });
});

describe('a message queued from its template', () => {
  const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
  const richText = (...content: object[]) => JSON.stringify({ type: 'doc', content });

  it('arrives as text and HTML in the site’s layout, its links absolute from the site’s address', async () => {
    await db.prisma.notificationTemplate.create({
      data: {
        variant: 'generate-email-ecommerce-order-status-changed-default',
        adminTitle: 'Order status',
        slug: 'order-status-smtp-delivery',
        title: { ru: 'Заказ {{order}}: {{status}}', en: 'Order {{order}}: {{status}}' },
        text: { ru: 'Статус заказа {{order}}: {{status}}. Сумма: {{total}}.\n\n{{link}}', en: 'Order {{order}}: {{status}}.' },
        description: {
          ru: richText(
            {
              type: 'paragraph',
              content: [text('Статус заказа '), text('{{order}}', [{ type: 'bold' }]), text(': {{status}}.')],
            },
            {
              type: 'bulletList',
              content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Сумма: {{total}}')] }] }],
            },
            {
              type: 'paragraph',
              content: [
                text('Открыть счёт', [{ type: 'link', attrs: { href: '{{link}}' } }]),
                text(' · '),
                text('все заказы', [{ type: 'link', attrs: { href: '/ru/ecommerce/orders' } }]),
              ],
            },
          ),
          en: richText({ type: 'paragraph', content: [text('Order {{order}}')] }),
        },
      },
    });
    const peer = await smtpPeer();
    try {
      mailer = createSmtpMailer(peer.url, 'robot@fund.example.org');
      const [queued] = await queueMessage(
        db,
        { siteUrl: `${SITE_URL}/` },
        {
          variant: 'generate-email-ecommerce-order-status-changed-default',
          to: { email: 'buyer@example.com' },
          language: 'ru',
          data: { order: '№ 1024', status: 'оплачен', total: '1 500,00 ₽', link: `${SITE_URL}/ru/billing/invoices/7` },
        },
      );
      expect((await deliverNotification(db, mailer, queued!.id)).status).toBe('sent');

      expect(peer.received).toHaveLength(1);
      const mail = readMime(peer.received[0]!.raw);
      expect(mail.headers.subject).toBe('Заказ № 1024: оплачен');
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.type).toBe('multipart/alternative');
      expect(leavesOf(mail).map((part) => part.type)).toEqual(['text/plain', 'text/html']);

      const html = partOf(mail, 'text/html')!.text;
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('<html dir="ltr" lang="ru">');
      expect(html).toMatch(/<a href="https:\/\/fund\.example\.org"[^>]*>Фонд «Наследие»<\/a>/);
      expect(html).toContain('Сумма: 1 500,00 ₽');
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs).toContain(`${SITE_URL}/ru/billing/invoices/7`);
      expect(hrefs).toContain(`${SITE_URL}/ru/ecommerce/orders`);
      expect(hrefs.every((href) => href.startsWith(`${SITE_URL}`))).toBe(true);

      expect(partOf(mail, 'text/plain')!.text).toBe(
        `Статус заказа № 1024: оплачен. Сумма: 1 500,00 ₽.\n\n${SITE_URL}/ru/billing/invoices/7\n\n-- \n${SITE_NAME}\n${SITE_URL}`,
      );
    } finally {
      await peer.close();
    }
  });
});

describe('a refused e-mail', () => {
  it('leaves the row failed with the server’s answer, and its job sends it once the server takes it', async () => {
    let refuse = true;
    const peer = await smtpPeer({
      onRcptTo(_address, _session, callback) {
        if (refuse) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
    });
    try {
      mailer = createSmtpMailer(peer.url, 'robot@fund.example.org');
      const queued = await queueNotification(db, { recipient: 'gone@example.com', title: 'Новости', text: 'Текст' });
      const failed = await deliverNotification(db, mailer, queued.id);
      expect(failed).toMatchObject({ status: 'failed', sentAt: null });
      expect(failed.error).toMatch(/550 Mailbox unavailable/);

      // The job's attempt is refused too, and it is tried again after its backoff.
      await runDelivery(queued.id);
      await vi.waitFor(async () => expect((await deliveryOf(queued.id)).lastError).toMatch(/550 Mailbox unavailable/), PATIENTLY);
      const refused = await row(queued.id);
      expect(refused.status).toBe('failed');
      expect(refused.attempts).toBeGreaterThanOrEqual(2);
      expect(peer.received).toHaveLength(0);

      refuse = false;
      await vi.waitFor(async () => expect((await deliveryOf(queued.id)).state).toBe('succeeded'), PATIENTLY);
      expect(await row(queued.id)).toMatchObject({ status: 'sent', error: null });
      expect(peer.received.map((mail) => mail.to)).toEqual([['gone@example.com']]);
    } finally {
      await peer.close();
    }
  });
});
