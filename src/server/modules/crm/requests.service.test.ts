import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { MAX_DATA_BYTES, withinDataSize } from '../../../shared/crm-field-rules';
import { smtpPeer } from '../../../../tests/helpers/smtp';
import type { Database } from '../../db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { smtpMailerFromEnvironment } from '../../platform/mail/mailer-from-environment';
import { DELIVERY_CONCURRENCY, deliverNotifications, queueNotification } from '../notification/notifications.service';
import { createPasswordIdentity } from '../rbac/identities/identities.service';
import { DatabaseRateLimitStore } from '../../platform/rate-limit/database-store';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createAdministrator } from '../rbac/subjects/administrator.service';
import { createSubject } from '../rbac/subjects/subjects.service';
import type { Submission } from './requests.schema';
import { formWithInputs } from './forms.service';
import { crmTeamEmail, submitRequest, teamAddress, type RequestPayload } from './requests.service';
import { moduleJobs } from '..';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { TokenSettings } from '../../platform/credentials/token-settings';
import { formsOfWidget } from './widget-content.service';
import { failure } from '../../../../tests/helpers/app-error';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  await createAdministrator(db, { email: 'admin@example.com', password: 'correct horse battery' });
  await createAdministrator(db, { email: 'second-admin@example.com', password: 'correct horse battery' });
  // Neither an administrator without an e-mail nor a subject without the role is told.
  await db.prisma.rbacSubjectsToRoles.create({
    data: {
      subjectId: (await createSubject(db)).id,
      roleId: (await db.prisma.rbacRole.findUniqueOrThrow({ where: { slug: 'admin' } })).id,
    },
  });
  await createPasswordIdentity(db, (await createSubject(db)).id, {
    email: 'visitor@example.com',
    password: 'correct horse battery',
  });
});
afterAll(() => db.dispose());

type InputData = { variant?: string; type?: string; isRequired?: boolean; label?: Record<string, string>; orderIndex?: number };

/** A form with its inputs linked in the given order (orderIndex = position unless given). */
async function form(on: Database, inputs: InputData[], title: Record<string, string> = { en: 'Contact us', ru: 'Связаться' }) {
  const created = await on.prisma.crmForm.create({ data: { slug: `form-${randomUUID()}`, adminTitle: 'form', title } });
  const ids: string[] = [];
  for (const [position, { orderIndex = position, ...input }] of inputs.entries()) {
    const row = await on.prisma.crmInput.create({ data: { slug: `input-${randomUUID()}`, adminTitle: 'input', ...input } });
    await on.prisma.crmFormsToInputs.create({ data: { formId: created.id, inputId: row.id, orderIndex } });
    ids.push(row.id);
  }
  return { id: created.id, inputs: ids };
}

const contactForm = () =>
  form(db, [
    { variant: 'text-default', isRequired: true, label: { en: 'Name', ru: 'Имя' } },
    { variant: 'number-default', label: { en: 'Amount', ru: 'Сумма' } },
    { variant: 'textarea-default', label: { en: 'Message', ru: 'Сообщение' } },
  ]);

/** Rows of the tables a submission writes. */
const written = async () => ({
  requests: await db.prisma.crmRequest.count(),
  links: await db.prisma.crmFormsToRequests.count(),
  notifications: await db.prisma.notificationNotification.count(),
});

/** Expects `work` to fail with `status`, naming exactly `fields`, and to write nothing. */
async function expectRefused(work: () => Promise<unknown>, status: number, fields: string[], message?: RegExp) {
  const before = await written();
  const error = await failure(work());
  expect(error.status).toBe(status);
  expect(error.causes.map((cause) => cause.field)).toEqual(fields);
  if (message) expect(error.causes.map((cause) => cause.message).join('\n')).toMatch(message);
  expect(await written()).toEqual(before);
  return error;
}

/** `work`, or a failure when it has not settled within `ms`: an answer that waits on the mail server never comes. */
async function promptly<T>(work: Promise<T>, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A mail server that hangs: every send waits until `release()`; `sending` counts those waiting, `most` the peak. */
function hangingMailer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { sending: 0, most: 0, sent: [] as string[], release };
  const mailer: Mailer = {
    async send({ to }) {
      state.most = Math.max(state.most, ++state.sending);
      await released;
      state.sending--;
      state.sent.push(to);
    },
  };
  return { mailer, state };
}

/** The statuses of the outbox rows of `requestId`'s e-mails. */
const statusesOf = async (requestId: string) =>
  (await db.prisma.notificationNotification.findMany({ where: { text: { contains: requestId } } })).map((row) => row.status);

const submission = (formId: string, data: Submission['data'], language: Submission['language'] = 'en'): Submission => ({
  formId,
  data,
  language,
});

describe('submitRequest', () => {
  it('stores the request, named by who sent what, its link to the form and one outbox e-mail to the team', async () => {
    const { id, inputs } = await contactForm();
    const [name, amount, message] = inputs as [string, string, string];
    const before = await written();
    const request = await submitRequest(
      db,
      submission(id, { [name]: ' Анна ', [amount]: '1 200,5', [message]: null, utm: 'mail' }, 'ru'),
    );

    expect(await written()).toEqual({
      requests: before.requests + 1,
      links: before.links + 1,
      notifications: before.notifications + 1,
    });
    expect(request.adminTitle).toBe('Связаться — Анна');
    const payload = request.payload as unknown as RequestPayload;
    expect(payload).toMatchObject({
      formId: id,
      formTitle: 'Связаться',
      formTitles: { ru: 'Связаться', en: 'Contact us' },
      language: 'ru',
      subjectId: null,
      answers: [
        {
          inputId: name,
          label: 'Имя',
          labels: { ru: 'Имя', en: 'Name' },
          variant: 'text-default',
          type: 'default',
          value: 'Анна',
        },
        { inputId: amount, label: 'Сумма', labels: { ru: 'Сумма', en: 'Amount' }, variant: 'number-default', value: 1200.5 },
        { inputId: message, label: 'Сообщение', value: null },
      ],
      extras: [{ key: 'utm', value: 'mail' }],
    });
    expect(new Date(payload.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await db.prisma.crmFormsToRequests.findFirst({ where: { requestId: request.id } })).toMatchObject({ formId: id });

    // The team is the first administrator with an address; it has never signed in, so the site's language is theirs.
    const notifications = await db.prisma.notificationNotification.findMany({ where: { text: { contains: request.id } } });
    expect(notifications).toHaveLength(1);
    const [notification] = notifications as [(typeof notifications)[number]];
    expect(notification).toMatchObject({
      recipient: 'admin@example.com',
      method: 'email',
      status: 'new',
      title: 'Новая заявка: Связаться — Анна',
    });
    const text = notification.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Имя: Анна');
    expect(text).toContain('Сумма: 1 200,5');
    expect(text).toContain('Сообщение: —');
    expect(text).toContain('utm: mail');
  });

  it('tells the team in its language, whatever language the visitor used', async () => {
    const { id, inputs } = await contactForm();
    const request = await submitRequest(db, submission(id, { [inputs[0]!]: 'Ann', [inputs[1]!]: 5 }, 'en'));
    expect(request.adminTitle).toBe('Связаться — Ann');
    const [notification] = await db.prisma.notificationNotification.findMany({ where: { text: { contains: request.id } } });
    expect(notification!.title).toBe('Новая заявка: Связаться — Ann');
    expect(notification!.text).toContain('Имя: Ann');
    expect(notification!.text).toContain('Сумма: 5');
    expect((request.payload as unknown as RequestPayload).answers[0]).toMatchObject({ label: 'Name', value: 'Ann' });
  });

  it('tells the address CRM_TEAM_EMAIL names instead, once; a wrong one stops the start', async () => {
    expect(crmTeamEmail({})).toBeUndefined();
    expect(crmTeamEmail({ CRM_TEAM_EMAIL: ' team@example.org ' })).toBe('team@example.org');
    expect(() => crmTeamEmail({ CRM_TEAM_EMAIL: 'team@' })).toThrow(/CRM_TEAM_EMAIL must be one e-mail address/);
    expect(() =>
      moduleJobs({
        mailer: undefined,
        storage: {} as FileStorage,
        tokens: {} as TokenSettings,
        siteUrl: 'http://localhost',
        environment: { CRM_TEAM_EMAIL: 'a, b' },
      }),
    ).toThrow(/CRM_TEAM_EMAIL/);
    expect(await teamAddress(db, { CRM_TEAM_EMAIL: 'team@example.org' })).toEqual({
      recipient: 'team@example.org',
      language: 'ru',
    });

    vi.stubEnv('CRM_TEAM_EMAIL', 'team@example.org');
    try {
      const { id, inputs } = await contactForm();
      const request = await submitRequest(db, submission(id, { [inputs[0]!]: 'Team' }));
      const notifications = await db.prisma.notificationNotification.findMany({ where: { text: { contains: request.id } } });
      expect(notifications.map((each) => each.recipient)).toEqual(['team@example.org']);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses an email or phone answer that is none, naming the field in the request’s language, and writes nothing', async () => {
    const { id, inputs } = await form(db, [
      { label: { en: 'Email', ru: 'Почта' }, type: 'email', isRequired: true },
      { label: { en: 'Phone', ru: 'Телефон' }, type: 'tel' },
    ]);
    const [email, phone] = inputs as [string, string];
    const refused = await expectRefused(
      () => submitRequest(db, submission(id, { [email]: 'petr@', [phone]: '12-34' }, 'ru')),
      400,
      [`data.${email}`, `data.${phone}`],
    );
    expect(refused.causes).toEqual([
      { field: `data.${email}`, message: 'Почта must be an email address', code: 'invalid_email' },
      {
        field: `data.${phone}`,
        message: 'Телефон must be a phone number: 7 to 15 digits',
        code: 'invalid_phone',
        params: { minimum: 7, maximum: 15 },
      },
    ]);
    const request = await submitRequest(db, submission(id, { [email]: ' petr@example.com ', [phone]: '+7 (912) 345-67-89' }));
    expect((request.payload as unknown as RequestPayload).answers.map((answer) => answer.value)).toEqual([
      'petr@example.com',
      '+7 (912) 345-67-89',
    ]);
    expect(request.adminTitle).toBe('Связаться — petr@example.com');
  });

  it('takes answers keyed by slug, numbers for text inputs, and records the subject', async () => {
    const { id, inputs } = await contactForm();
    const slugs = await db.prisma.crmInput.findMany({ where: { id: { in: inputs } }, select: { id: true, slug: true } });
    const slugOf = (inputId: string) => slugs.find((each) => each.id === inputId)!.slug;
    const request = await submitRequest(db, {
      ...submission(id, { [slugOf(inputs[0]!)]: 42, [slugOf(inputs[1]!)]: 7 }),
      subjectId: 'someone',
    });
    expect(request.payload).toMatchObject({ subjectId: 'someone', answers: [{ value: '42' }, { value: 7 }, { value: null }] });
  });

  it('refuses a required answer that is missing or blank, naming the input in the request’s language', async () => {
    const { id, inputs } = await contactForm();
    await expectRefused(() => submitRequest(db, submission(id, {}, 'ru')), 400, [`data.${inputs[0]}`], /^Имя is required$/);
    await expectRefused(
      () => submitRequest(db, submission(id, { [inputs[0]!]: '   ' })),
      400,
      [`data.${inputs[0]}`],
      /^Name is required$/,
    );
    await expectRefused(() => submitRequest(db, submission(id, { [inputs[0]!]: null })), 400, [`data.${inputs[0]}`]);
  });

  it('refuses a number input given text that is no number, with every failing field at once', async () => {
    const { id, inputs } = await contactForm();
    for (const amount of ['twelve', '1.2.3', '12abc', '1e999'])
      await expectRefused(
        () => submitRequest(db, submission(id, { [inputs[1]!]: amount })),
        400,
        [`data.${inputs[0]}`, `data.${inputs[1]}`],
        /Amount must be a number/,
      );
  });

  it('answers 404 for a form that does not exist, naming where its id was given', async () => {
    const error = await expectRefused(() => submitRequest(db, submission(randomUUID(), {}), { formField: 'data.formId' }), 404, [
      'data.formId',
    ]);
    expect(error.message).toBe('No CRM form with this id');
  });

  it('bounds the extra fields: count, name length, value length, total size, and one input named twice', async () => {
    const { id, inputs } = await form(db, [{ label: { en: 'Name' } }]);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`extra${i}`, 'x']));
    await expectRefused(() => submitRequest(db, submission(id, many)), 400, ['data'], /at most 50 fields/);
    const within = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra${i}`, 'x']));
    expect((await submitRequest(db, submission(id, within))).payload).toMatchObject({ extras: expect.any(Array) });
    await expectRefused(() => submitRequest(db, submission(id, { ['k'.repeat(101)]: 'x' })), 400, [`data.${'k'.repeat(101)}`]);
    await expectRefused(() => submitRequest(db, submission(id, { long: 'x'.repeat(5001) })), 400, ['data.long'], /5000/);
    const large = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`part${i}`, 'x'.repeat(5000)]));
    await expectRefused(() => submitRequest(db, submission(id, large)), 400, ['data'], /51200 bytes/);
    const slug = (await db.prisma.crmInput.findUniqueOrThrow({ where: { id: inputs[0]! } })).slug;
    await expectRefused(
      () => submitRequest(db, submission(id, { [inputs[0]!]: 'a', [slug]: 'b' })),
      400,
      [`data.${slug}`],
      /given twice/,
    );
  });

  it('takes answers up to MAX_DATA_BYTES in all, exactly where the browser’s check (withinDataSize) stops', async () => {
    const { id } = await form(db, []);
    // Ten answers of the longest length, and one that fills the rest up to `bytes` of JSON.
    const sized = (bytes: number) => {
      const data: Record<string, string> = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`part${i}`, 'x'.repeat(5000)]),
      );
      data.rest = '';
      data.rest = 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(data)));
      return data;
    };
    expect(withinDataSize(sized(MAX_DATA_BYTES))).toBe(true);
    expect(await submitRequest(db, submission(id, sized(MAX_DATA_BYTES)))).toMatchObject({ id: expect.any(String) });
    expect(withinDataSize(sized(MAX_DATA_BYTES + 1))).toBe(false);
    await expectRefused(() => submitRequest(db, submission(id, sized(MAX_DATA_BYTES + 1))), 400, ['data'], /51200 bytes/);
  });

  it('stores extras as a list, so that a key unsafe as an object key is a plain value', async () => {
    // The routes refuse such keys before the service (storableInput); a direct caller's are stored safely.
    const { id } = await form(db, []);
    const request = await submitRequest(db, submission(id, { constructor: 'x', prototype: 'y' }));
    expect((request.payload as unknown as RequestPayload).extras).toEqual([
      { key: 'constructor', value: 'x' },
      { key: 'prototype', value: 'y' },
    ]);
  });

  it('rate limits each address per form: 5 stored submissions in 10 minutes, the 6th is a 429 that writes nothing', async () => {
    const limiter = createRateLimiter(new DatabaseRateLimitStore(db));
    const [first, second] = [await contactForm(), await contactForm()];
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const send = (target: { id: string; inputs: string[] }, data: Submission['data'], from = ip) =>
      submitRequest(db, submission(target.id, data), { rateLimit: { limiter, ip: from } });
    // Refused submissions do not spend the limit: a visitor may correct answers.
    await expectRefused(() => send(first, {}), 400, [`data.${first.inputs[0]}`]);
    for (let i = 0; i < 5; i++) await send(first, { [first.inputs[0]!]: `try ${i}` });
    const error = await expectRefused(() => send(first, { [first.inputs[0]!]: 'again' }), 429, []);
    expect(error.message).toMatch(/^Too many form submissions: try again in (9|10) minutes$/);
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(500);
    // Another form, and another address, have their own counts.
    await send(second, { [second.inputs[0]!]: 'fine' });
    await send(first, { [first.inputs[0]!]: 'fine' }, '198.51.100.7');
  });

  it('delivers the e-mails after the commit when a mailer is configured', async () => {
    const peer = await smtpPeer();
    try {
      const mailer = smtpMailerFromEnvironment({ NOTIFICATION_SMTP_URL: peer.url });
      const { id, inputs } = await contactForm();
      const request = await submitRequest(db, submission(id, { [inputs[0]!]: 'Mail me' }), { mailer });
      // Delivery goes on after the answer.
      await vi.waitFor(async () => expect(await statusesOf(request.id)).toEqual(['sent']), { timeout: 10_000 });
      expect(peer.received.flatMap((mail) => mail.to)).toEqual(['admin@example.com']);
    } finally {
      await peer.close();
    }
  });

  it('answers without waiting for a mail server that hangs; the stored e-mails go out once it answers', async () => {
    const { mailer, state } = hangingMailer();
    const { id, inputs } = await contactForm();
    const request = await promptly(submitRequest(db, submission(id, { [inputs[0]!]: 'Patience' }), { mailer }));
    // Answered while the send hangs: the request and its outbox row are stored, claimed by their sender, not yet sent.
    await vi.waitFor(() => expect(state.sending).toBe(1));
    expect(await db.prisma.crmRequest.count({ where: { id: request.id } })).toBe(1);
    expect(await statusesOf(request.id)).toEqual(['sending']);
    state.release();
    await vi.waitFor(async () => expect(await statusesOf(request.id)).toEqual(['sent']));
    expect(state.sent).toEqual(['admin@example.com']);
  });

  it('keeps the request when delivery fails: its e-mails stay in the outbox as failed', async () => {
    const mailer: Mailer = { send: () => Promise.reject(new Error('mail server down')) };
    const { id, inputs } = await contactForm();
    const request = await submitRequest(db, submission(id, { [inputs[0]!]: 'Anyway' }), { mailer });
    expect(await db.prisma.crmRequest.count({ where: { id: request.id } })).toBe(1);
    await vi.waitFor(async () => expect(await statusesOf(request.id)).toEqual(['failed']));
    const rows = await db.prisma.notificationNotification.findMany({ where: { text: { contains: request.id } } });
    expect(rows.map((row) => row.error)).toEqual(['mail server down']);
  });

  it('sends the e-mails of one request a few at a time (deliverNotifications)', async () => {
    const { mailer, state } = hangingMailer();
    const rows = [];
    for (let i = 0; i < 10; i++)
      rows.push(await queueNotification(db, { recipient: `admin${i}@example.com`, title: 'New request', text: `batch ${i}` }));
    const delivered = deliverNotifications(
      db,
      mailer,
      rows.map((row) => row.id),
    );
    await vi.waitFor(() => expect(state.sending).toBe(DELIVERY_CONCURRENCY));
    state.release();
    await promptly(delivered);
    expect(state.most).toBe(DELIVERY_CONCURRENCY);
    expect(state.sent).toHaveLength(10);
    const statuses = await db.prisma.notificationNotification.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
    expect(statuses.map((row) => row.status)).toEqual(Array(10).fill('sent'));
  });
});

describe('reading forms', () => {
  it('reads a form’s inputs in orderIndex, createdAt, id order, each once', async () => {
    const { id, inputs } = await form(db, [
      { label: { en: 'Third' }, orderIndex: 2 },
      { label: { en: 'First' }, orderIndex: 0 },
      { label: { en: 'Second' }, orderIndex: 1 },
    ]);
    await db.prisma.crmFormsToInputs.create({ data: { formId: id, inputId: inputs[1]!, orderIndex: 5 } });
    expect((await formWithInputs(db, id))!.inputs.map((input) => input.label)).toEqual([
      { en: 'First' },
      { en: 'Second' },
      { en: 'Third' },
    ]);
    expect(await formWithInputs(db, randomUUID())).toBeNull();
  });

  it('reads a widget’s forms in the links’ order', async () => {
    const widget = await db.prisma.crmWidget.create({ data: { slug: `widget-${randomUUID()}`, adminTitle: 'widget' } });
    const [a, b] = [await form(db, [], { en: 'A' }), await form(db, [], { en: 'B' })];
    await db.prisma.crmWidgetsToForms.create({ data: { widgetId: widget.id, formId: a.id, orderIndex: 1 } });
    await db.prisma.crmWidgetsToForms.create({ data: { widgetId: widget.id, formId: b.id, orderIndex: 0 } });
    expect((await formsOfWidget(db, widget.id)).map((each) => each.title)).toEqual([{ en: 'B' }, { en: 'A' }]);
    expect(await formsOfWidget(db, randomUUID())).toEqual([]);
  });
});
