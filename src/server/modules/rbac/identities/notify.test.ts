import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '../../../../../tests/helpers/server';
import { PATIENTLY } from '../../../../../tests/helpers/patience';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer';
import { startJobRunner } from '../../../platform/jobs/job-runner';
import { runJobNow } from '../../../platform/jobs/jobs.service';
import { deliverNotification, deliveryJob, DELIVERY_JOB } from '../../notification/notifications.service';
import { createSubject } from '../subjects/subjects.service';
import { createPasswordIdentity } from './identities.service';

// Issue 31, point 5: notify takes today's { title, text } and the origin's shape, each with sendAfter.
const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: async (mail) => {
    sent.push(mail);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mailer });
});
afterAll(() => server.close());

/** A subject with an e-mail identity, who signed in last in `language` (none: never signed in). */
async function subjectWithEmail(language?: 'ru' | 'en', method: 'email' | 'both' = 'email') {
  const { id } = await createSubject(server.db);
  const email = `${randomUUID()}@example.com`;
  await createPasswordIdentity(server.db, id, { email, password: 'correct horse battery' });
  if (language) await server.db.prisma.rbacSession.create({ data: { subjectId: id, language } });
  if (method !== 'email') await server.db.prisma.rbacSubject.update({ where: { id }, data: { notificationMethod: method } });
  return { id, email };
}

type Row = {
  id: string;
  method: string;
  recipient: string;
  language: string;
  title: string;
  text: string;
  html: string | null;
  status: string;
  attempts: number;
  sendAfter: string | null;
  data: Record<string, unknown>;
  templateId: string | null;
  topicId: string | null;
  orderId: string | null;
  subjectId: string | null;
};
type Answer = { status: number; data: Row[]; cause?: { field: string }[] };

async function notify(subjectId: string, data: unknown): Promise<Answer> {
  const response = await server.request(`/api/rbac/subjects/${subjectId}/notify`, json(data));
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const row = (id: string) => server.db.prisma.notificationNotification.findUniqueOrThrow({ where: { id } });

describe('today’s shape, { title, text }', () => {
  it('is written from its template to the subject’s address and sent, its line breaks kept in the HTML', async () => {
    const subject = await subjectWithEmail();
    const answer = await notify(subject.id, { title: 'Здравствуйте', text: 'Строка одна\nи другая' });
    expect(answer.status).toBe(200);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      method: 'email',
      recipient: subject.email,
      language: 'ru',
      title: 'Здравствуйте',
      status: 'sent',
      subjectId: subject.id,
      sendAfter: null,
      data: { title: 'Здравствуйте', text: 'Строка одна\nи другая' },
    });
    expect(answer.data[0]!.text).toContain('Строка одна\nи другая');
    // The layout adds its own styles to the paragraph; the template's pre-line stays among them.
    expect(answer.data[0]!.html).toMatch(/<p style="[^"]*white-space: ?pre-line[^"]*">Строка одна\nи другая<\/p>/);
    expect(sent.filter((mail) => mail.to === subject.email).map((mail) => mail.subject)).toEqual(['Здравствуйте']);
  });

  it('reaches the subject by each channel it chose: by Telegram with that channel’s template', async () => {
    const subject = await subjectWithEmail('en', 'both');
    const chat = String(Date.now());
    const telegram = await server.db.prisma.rbacIdentity.create({ data: { provider: 'telegram', account: chat } });
    await server.db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: subject.id, identityId: telegram.id } });
    const answer = await notify(subject.id, { title: 'Hello', text: 'News for you' });
    expect(answer.status).toBe(200);
    expect(answer.data.map(({ method, recipient, language }) => ({ method, recipient, language }))).toEqual([
      { method: 'email', recipient: subject.email, language: 'en' },
      { method: 'telegram', recipient: chat, language: 'en' },
    ]);
    // Telegram has no subject line: the title opens the text. Its job sends it.
    expect(answer.data[1]).toMatchObject({ title: 'Hello', text: 'Hello\n\nNews for you', status: 'new' });
  });

  it('is sent with the words of the template record, in the subject’s language', async () => {
    const record = await server.db.prisma.notificationTemplate.create({
      data: {
        variant: 'generate-email-notification-message-default',
        adminTitle: 'written message',
        slug: `written-${randomUUID()}`,
        title: { ru: 'Фонд пишет: {{title}}', en: 'The foundation writes: {{title}}' },
        text: { ru: 'Письмо фонда.\n\n{{text}}\n\n{{siteName}}', en: 'A letter of the foundation.\n\n{{text}}\n\n{{siteName}}' },
      },
    });
    try {
      const russian = await subjectWithEmail('ru');
      const [toRussian] = (await notify(russian.id, { title: 'Отчёт', text: 'Купол готов' })).data;
      expect(toRussian).toMatchObject({ templateId: record.id, language: 'ru', title: 'Фонд пишет: Отчёт', status: 'sent' });
      expect(toRussian!.text).toContain('Письмо фонда.\n\nКупол готов');
      expect(toRussian!.html).toContain('Письмо фонда.');

      const english = await subjectWithEmail('en');
      const [toEnglish] = (await notify(english.id, { title: 'Report', text: 'The dome is done' })).data;
      expect(toEnglish).toMatchObject({ templateId: record.id, language: 'en', title: 'The foundation writes: Report' });
      expect(toEnglish!.text).toContain('A letter of the foundation.\n\nThe dome is done');
    } finally {
      await server.db.prisma.notificationTemplate.delete({ where: { id: record.id } });
    }
  });
});

describe('the origin’s shape', () => {
  it('fills the template named with notification.data, every declared variable present, and keeps its topic and order', async () => {
    const subject = await subjectWithEmail('ru');
    const topic = await server.db.prisma.notificationTopic.create({
      data: { adminTitle: 'orders', slug: `orders-${randomUUID()}`, title: { ru: 'Заказы' } },
    });
    const order = await server.db.prisma.ecommerceOrder.create({ data: { type: 'history', status: 'approving' } });
    const template = await server.db.prisma.notificationTemplate.create({
      data: {
        variant: 'generate-email-ecommerce-order-status-changed-default',
        adminTitle: 'order status',
        slug: `order-status-${randomUUID()}`,
        title: { ru: 'Заказ {{order}}: {{status}}', en: 'Order {{order}}: {{status}}' },
        text: {
          ru: 'Заказ {{order}} теперь {{status}}. Сумма: [{{total}}]',
          en: 'Order {{order}} is {{status}}. Total: [{{total}}]',
        },
      },
    });
    try {
      const answer = await notify(subject.id, {
        notification: {
          topic: { slug: topic.slug },
          template: { variant: 'generate-email-ecommerce-order-status-changed-default' },
          notification: { method: 'email', data: { order: '№ 7', status: 'оплачен' } },
        },
        ecommerce: { order: { id: order.id } },
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toHaveLength(1);
      expect(answer.data[0]).toMatchObject({
        recipient: subject.email,
        title: 'Заказ № 7: оплачен',
        templateId: template.id,
        topicId: topic.id,
        orderId: order.id,
        status: 'sent',
        data: { order: '№ 7', status: 'оплачен', total: '', link: '', siteUrl: 'http://localhost:4000' },
      });
      expect(answer.data[0]!.text).toContain('Заказ № 7 теперь оплачен. Сумма: []');
    } finally {
      await server.db.prisma.notificationTemplate.delete({ where: { id: template.id } });
    }
  });

  it('takes a template with no topic, order or data: its variables empty', async () => {
    const subject = await subjectWithEmail('en');
    const answer = await notify(subject.id, {
      notification: { template: { variant: 'generate-email-rbac-identity-added' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.data[0]).toMatchObject({
      title: 'A sign-in method was added to your account',
      topicId: null,
      orderId: null,
      data: { identity: '', settingsLink: '' },
    });
  });
});

describe('refused with nothing written', () => {
  let subjectId: string;
  beforeAll(async () => {
    subjectId = (await subjectWithEmail()).id;
  });

  const written = async () => ({
    notifications: await server.db.prisma.notificationNotification.count(),
    jobs: await server.db.prisma.hostJob.count(),
  });
  const origin = (notification: object, rest: object = {}) => ({
    notification: { template: { variant: 'generate-email-notification-message-default' }, ...notification },
    ...rest,
  });

  it.each([
    [
      'an unknown template variant',
      origin({ template: { variant: 'generate-email-nothing' } }),
      400,
      'data.notification.template.variant',
    ],
    ['no template', { notification: {} }, 400, 'data.notification.template'],
    ['a topic that is none', origin({ topic: { slug: 'no-such-topic' } }), 404, 'data.notification.topic.slug'],
    ['an order that is none', origin({}, { ecommerce: { order: { id: randomUUID() } } }), 404, 'data.ecommerce.order.id'],
    ['data that is no object', origin({ notification: { data: 'text' } }), 400, 'data.notification.notification.data'],
    [
      'a value that is no text',
      origin({ notification: { data: { title: 5 } } }),
      400,
      'data.notification.notification.data.title',
    ],
    [
      'a value the kind has no variable for',
      origin({ notification: { data: { order: '№ 1' } } }),
      400,
      'data.notification.notification.data.order',
    ],
    [
      'a list for a text',
      origin({ notification: { data: { text: [{ label: 'a' }] } } }),
      400,
      'data.notification.notification.data.text',
    ],
    [
      'a method that is not the template’s channel',
      origin({ notification: { method: 'telegram' } }),
      400,
      'data.notification.notification.method',
    ],
    ['a title beside a template', { ...origin({}), title: 'Both' }, 400, 'data.title'],
    ['an order without a template', { title: 'Hi', text: 'There', ecommerce: { order: { id: 'x' } } }, 400, 'data.ecommerce'],
    ['no text', { title: 'Hi' }, 400, 'data.text'],
    ['a sendAfter that is no date-time', { title: 'Hi', text: 'There', sendAfter: 'tomorrow' }, 400, 'data.sendAfter'],
    [
      'a sendAfter of the origin’s shape that is no date-time',
      origin({ notification: { sendAfter: '2026-13-01' } }),
      400,
      'data.notification.notification.sendAfter',
    ],
  ])('%s', async (_, data, status, field) => {
    const before = await written();
    const answer = await notify(subjectId, data);
    expect(answer.status).toBe(status);
    expect(answer.cause?.map((cause) => cause.field)).toEqual([field]);
    expect(await written()).toEqual(before);
  });

  it('a subject with no address to send to', async () => {
    const { id } = await createSubject(server.db);
    const before = await written();
    const answer = await notify(id, { title: 'Hi', text: 'There' });
    expect(answer.status).toBe(404);
    expect(answer.cause?.map((cause) => cause.field)).toEqual(['id']);
    expect(await written()).toEqual(before);
  });
});

describe('sendAfter', () => {
  it('keeps the message from going out before it, and its job sends it once it is due', async () => {
    const subject = await subjectWithEmail('en');
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const answer = await notify(subject.id, { title: 'Later', text: 'In an hour', sendAfter: later.toISOString() });
    expect(answer.status).toBe(200);
    const [queued] = answer.data;
    expect(queued).toMatchObject({ status: 'new', attempts: 0, sendAfter: later.toISOString() });

    // The caller's attempt leaves it; the job is set for that moment.
    expect(await deliverNotification(server.db, mailer, queued!.id)).toMatchObject({ status: 'new', attempts: 0 });
    const job = await server.db.prisma.hostJob.findUniqueOrThrow({ where: { key: `${DELIVERY_JOB}:${queued!.id}` } });
    expect(job.runAt).toEqual(later);

    const runner = await startJobRunner(
      server.db,
      [{ ...deliveryJob(mailer), backoff: { baseSeconds: 3600, maxSeconds: 3600 } }],
      {
        pollMs: 20,
      },
    );
    try {
      // Run early (an administrator's run now), the job finds it not due and leaves it.
      await runJobNow(server.db, job.id);
      await vi.waitFor(async () => {
        const ran = await server.db.prisma.hostJob.findUniqueOrThrow({ where: { id: job.id } });
        expect(ran).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/not due/) });
      }, PATIENTLY);
      expect(await row(queued!.id)).toMatchObject({ status: 'new', attempts: 0 });
      expect(sent.filter((mail) => mail.to === subject.email)).toEqual([]);

      // The hour has passed: its job sends it, once.
      await server.db.prisma.notificationNotification.update({
        where: { id: queued!.id },
        data: { sendAfter: new Date(Date.now() - 1000) },
      });
      await runJobNow(server.db, job.id);
      await vi.waitFor(
        async () => expect((await server.db.prisma.hostJob.findUniqueOrThrow({ where: { id: job.id } })).state).toBe('succeeded'),
        PATIENTLY,
      );
      expect(await row(queued!.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sent.filter((mail) => mail.to === subject.email).map((mail) => mail.subject)).toEqual(['Later']);
    } finally {
      await runner.stop();
    }
  });

  it('is read at notification.notification.sendAfter in the origin’s shape', async () => {
    const subject = await subjectWithEmail();
    const later = '2099-01-01T09:00:00+03:00';
    const answer = await notify(subject.id, {
      notification: {
        template: { variant: 'generate-email-notification-message-default' },
        notification: { data: { title: 'New year', text: 'Soon' }, sendAfter: later },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.data[0]).toMatchObject({ status: 'new', sendAfter: new Date(later).toISOString() });
  });
});
