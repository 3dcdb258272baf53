import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../../src/server/platform/mail/mailer';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { crmRequestsDisplay } from '../../src/components/admin/displays/crm/requests-display';
import type { Row } from '../../src/components/admin/entity-api';
import { fieldMessage } from '../../src/shared/field-messages';
import type { CodedMessage } from '../../src/shared/message-codes';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

/**
 * CRM form submissions as a client meets them, under the three paths the spec names. Anyone may submit; each
 * address may submit each form 5 times in 10 minutes (the test server keeps that default: it raises only the rbac
 * rules), so every test uses forms of its own, and the rate-limit test an address of its own.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'admin@example.com', password: 'correct horse battery' });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Headers;
  body: { data: unknown; cause?: { field?: string; message: string }[] };
}

/** A POST with `{ data }` as JSON, anonymous unless headers say otherwise. */
async function post(path: string, data: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await server.request(path, {
    method: 'POST',
    secretKey: null,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

/** A POST sent from the loopback address `ip` (the address rate limits count). */
function postFrom(
  ip: string,
  path: string,
  data: unknown,
): Promise<{ status: number; body: Answer['body']; retryAfter?: string }> {
  const payload = JSON.stringify({ data });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      server.url + path,
      {
        method: 'POST',
        localAddress: ip,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as Answer['body'],
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A form with a required text input (Name / Имя) and an optional number input (Amount / Сумма). */
async function contactForm() {
  const db = server.db;
  const form = await db.prisma.crmForm.create({
    data: { slug: `form-${randomUUID()}`, adminTitle: 'contact', title: { en: 'Contact us', ru: 'Связаться' } },
  });
  const name = await db.prisma.crmInput.create({
    data: {
      slug: `name-${randomUUID()}`,
      adminTitle: 'name',
      variant: 'text-default',
      isRequired: true,
      label: { en: 'Name', ru: 'Имя' },
    },
  });
  const amount = await db.prisma.crmInput.create({
    data: {
      slug: `amount-${randomUUID()}`,
      adminTitle: 'amount',
      variant: 'number-default',
      label: { en: 'Amount', ru: 'Сумма' },
    },
  });
  await db.prisma.crmFormsToInputs.create({ data: { formId: form.id, inputId: name.id, orderIndex: 0 } });
  await db.prisma.crmFormsToInputs.create({ data: { formId: form.id, inputId: amount.id, orderIndex: 1 } });
  return { id: form.id, name: name.id, amount: amount.id, nameSlug: name.slug };
}

const written = async () => ({
  requests: await server.db.prisma.crmRequest.count(),
  links: await server.db.prisma.crmFormsToRequests.count(),
  notifications: await server.db.prisma.notificationNotification.count(),
});

/** A new anonymous subject's access token and id (the session of a first visit). */
async function anonymousSubject(): Promise<{ jwt: string; id: string }> {
  const init = await server.request('/api/rbac/subjects/authentication/init', { secretKey: null });
  const { jwt } = ((await init.json()) as { data: { jwt: string } }).data;
  const me = await server.request('/api/rbac/subjects/authentication/me', {
    secretKey: null,
    headers: { authorization: `Bearer ${jwt}` },
  });
  return { jwt, id: ((await me.json()) as { data: { id: string } }).data.id };
}

describe('POST /api/crm/forms/{id}/requests', () => {
  it('lets an anonymous visitor submit: 201 with the request, stored with its link and an e-mail to the administrator', async () => {
    const form = await contactForm();
    const before = await written();
    const answer = await post(`/api/crm/forms/${form.id}/requests`, {
      [form.name]: 'Анна',
      [form.amount]: '12,5',
      note: 'extra',
    });
    expect(answer.status).toBe(201);
    const request = answer.body.data as { id: string; payload: Record<string, unknown> };
    expect(request.payload).toMatchObject({
      formId: form.id,
      subjectId: null,
      answers: [
        { inputId: form.name, label: 'Имя', value: 'Анна' },
        { inputId: form.amount, label: 'Сумма', value: 12.5 },
      ],
      extras: [{ key: 'note', value: 'extra' }],
    });
    expect(await written()).toEqual({
      requests: before.requests + 1,
      links: before.links + 1,
      notifications: before.notifications + 1,
    });
    expect(await server.db.prisma.crmFormsToRequests.count({ where: { formId: form.id, requestId: request.id } })).toBe(1);
    const [notification] = await server.db.prisma.notificationNotification.findMany({
      where: { text: { contains: request.id } },
    });
    expect(notification).toMatchObject({ recipient: 'admin@example.com', status: 'new' });
    expect(notification!.text).toContain('Имя: Анна');
  });

  it('takes the answers as form data holding JSON under data, with the form id beside them, keyed by slug', async () => {
    const form = await contactForm();
    const body = new FormData();
    body.set('data', JSON.stringify({ formId: form.id, [form.nameSlug]: 'Boris' }));
    const response = await server.request(`/api/crm/forms/${form.id}/requests?language=en`, {
      method: 'POST',
      secretKey: null,
      body,
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Answer['body']).data).toMatchObject({
      payload: {
        language: 'en',
        answers: [
          { label: 'Name', value: 'Boris' },
          { label: 'Amount', value: null },
        ],
      },
    });
  });

  it('refuses a missing required answer with a 400 naming the input, in the language asked, and writes nothing', async () => {
    const form = await contactForm();
    const before = await written();
    const english = await post(`/api/crm/forms/${form.id}/requests?language=en`, { [form.amount]: 3 });
    expect(english.status).toBe(400);
    expect(english.body.cause).toMatchObject([{ field: `data.${form.name}`, message: 'Name is required', code: 'required' }]);
    const russian = await post(`/api/crm/forms/${form.id}/requests`, { [form.name]: ' ' }, { cookie: 'language=ru' });
    expect(russian.body.cause).toMatchObject([{ field: `data.${form.name}`, message: 'Имя is required', code: 'required' }]);
    expect(await written()).toEqual(before);
  });

  it('refuses a number input that holds no number, and a formId that is not the path’s', async () => {
    const form = await contactForm();
    const before = await written();
    const number = await post(`/api/crm/forms/${form.id}/requests?language=en`, { [form.name]: 'A', [form.amount]: 'lots' });
    expect(number.status).toBe(400);
    expect(number.body.cause).toMatchObject([
      { field: `data.${form.amount}`, message: 'Amount must be a number', code: 'invalid_type', params: { expected: 'number' } },
    ]);
    const other = await post(`/api/crm/forms/${form.id}/requests`, { formId: randomUUID(), [form.name]: 'A' });
    expect(other.status).toBe(400);
    expect(other.body.cause).toEqual([expect.objectContaining({ field: 'data.formId' })]);
    expect(await written()).toEqual(before);
  });

  it('refuses a number out of its input’s bounds or off its step, naming the field in the language asked', async () => {
    // The donate page's monthly amount: whole roubles from 1, declared through the API as the admin writes it.
    const created = await server.request('/api/crm/inputs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          variant: 'number-default',
          isRequired: true,
          label: { ru: 'Сумма в месяц', en: 'Monthly amount' },
          minimum: '1',
          maximum: '1000000',
          step: 1,
          currency: 'RUB',
        },
      }),
    });
    expect(created.status).toBe(201);
    const input = ((await created.json()) as { data: { id: string; slug: string; minimum: string; step: string } }).data;
    expect(input).toMatchObject({ minimum: '1', step: '1' });
    const form = await server.db.prisma.crmForm.create({ data: { slug: `friend-${randomUUID()}`, adminTitle: 'friend' } });
    await server.db.prisma.crmFormsToInputs.create({ data: { formId: form.id, inputId: input.id } });
    const path = `/api/crm/forms/${form.id}/requests`;
    const before = await written();
    const nbsp = (message: string | undefined) => message?.replace(/[\u00a0\u202f]/g, ' ');

    for (const value of [0, -5, '-5', '0,0']) {
      const refused = await post(`${path}?language=ru`, { [input.id]: value });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.body.cause).toHaveLength(1);
      expect(refused.body.cause![0]!.field).toBe(`data.${input.id}`);
      expect(nbsp(refused.body.cause![0]!.message)).toBe('Сумма в месяц: введите число не меньше 1 ₽');
    }
    const english = await post(`${path}?language=en`, { [input.slug]: 0 });
    expect(english.body.cause).toMatchObject([
      {
        field: `data.${input.slug}`,
        message: 'Monthly amount: enter a number of at least ₽1',
        code: 'too_small',
        params: { minimum: 1, origin: 'number', currency: 'RUB' },
      },
    ]);
    const tooMuch = await post(`${path}?language=en`, { [input.id]: 1_000_001 });
    expect(tooMuch.body.cause).toMatchObject([
      { field: `data.${input.id}`, message: 'Monthly amount: enter a number of at most ₽1,000,000' },
    ]);
    const part = await post(`${path}?language=ru`, { [input.id]: '500,5' });
    expect(nbsp(part.body.cause![0]!.message)).toBe('Сумма в месяц: введите число с шагом 1 начиная с 1 ₽');
    expect(await written()).toEqual(before);

    for (const value of [1, '500', 1_000_000]) expect((await post(path, { [input.id]: value })).status, String(value)).toBe(201);
    // A currency is an ISO 4217 code.
    const wrong = await server.request(`/api/crm/inputs/${input.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { currency: 'rub' } }),
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses values that are not text or numbers, unsafe keys and an answer of more than 5,000 characters', async () => {
    const form = await contactForm();
    const before = await written();
    for (const data of [
      { [form.name]: { nested: 1 } },
      { [form.name]: true },
      { [form.name]: 'x'.repeat(5001) },
      JSON.parse('{"__proto__":"x"}'),
    ]) {
      const answer = await post(`/api/crm/forms/${form.id}/requests`, data);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    expect(await written()).toEqual(before);
  });

  it('answers 404 for a form that does not exist, on every route', async () => {
    const before = await written();
    expect((await post(`/api/crm/forms/${randomUUID()}/requests`, { name: 'x' })).status).toBe(404);
    const from = await post('/api/crm/from/request', { formId: randomUUID(), name: 'x' });
    expect(from.status).toBe(404);
    expect(from.body).toEqual({
      data: 'No CRM form with this id',
      cause: [{ field: 'data.formId', message: 'data.formId: No CRM form with this id', code: 'not_found' }],
    });
    const subject = await anonymousSubject();
    const forSubject = await post(
      `/api/rbac/subjects/${subject.id}/crm-module/form/request`,
      { formId: randomUUID() },
      {
        authorization: `Bearer ${subject.jwt}`,
      },
    );
    expect(forSubject.status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

/** The donate page's «Стать другом фонда», declared through the API as the admin writes it: name, email, amount. */
async function friendForm() {
  const input = async (data: Record<string, unknown>) => {
    const response = await server.request('/api/crm/inputs', json(data));
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string; slug: string } }).data;
  };
  const name = await input({ variant: 'text-default', isRequired: true, label: { ru: 'Имя', en: 'Name' } });
  const email = await input({ variant: 'text-default', type: 'email', isRequired: true, label: { ru: 'Почта', en: 'Email' } });
  const phone = await input({ variant: 'text-default', type: 'tel', label: { ru: 'Телефон', en: 'Phone' } });
  const amount = await input({
    variant: 'number-default',
    isRequired: true,
    label: { ru: 'Сумма в месяц', en: 'Monthly amount' },
    minimum: '1',
    step: '1',
    currency: 'RUB',
  });
  const form = await server.db.prisma.crmForm.create({
    data: {
      slug: `friend-${randomUUID()}`,
      adminTitle: 'friend',
      title: { ru: 'Стать другом фонда', en: 'Become a friend of the foundation' },
    },
  });
  for (const [orderIndex, each] of [name, email, phone, amount].entries())
    await server.db.prisma.crmFormsToInputs.create({ data: { formId: form.id, inputId: each.id, orderIndex } });
  return { id: form.id, name, email, phone, amount };
}

describe('typed answers, the team’s message and the admin’s reading', () => {
  it('refuses an email, phone or amount that is none with a 400 naming each field, said in ru and en, writing nothing', async () => {
    const form = await friendForm();
    const path = `/api/crm/forms/${form.id}/requests`;
    const before = await written();
    const refused = await post(`${path}?language=ru`, {
      [form.name.id]: 'Пётр',
      [form.email.id]: 'petr@',
      [form.phone.slug]: '12-34',
      [form.amount.id]: 0,
    });
    expect(refused.status).toBe(400);
    const causes = refused.body.cause as CodedMessage[];
    expect(causes.map((cause) => [cause.field, cause.code])).toEqual([
      [`data.${form.email.id}`, 'invalid_email'],
      [`data.${form.phone.slug}`, 'invalid_phone'],
      [`data.${form.amount.id}`, 'too_small'],
    ]);
    expect(causes[0]!.message).toBe('Почта must be an email address');
    // Each face words the codes in its own language (decision 0026).
    expect(causes.map((cause) => fieldMessage(cause, 'ru').replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Введите корректный адрес электронной почты',
      'Введите номер телефона: от 7 до 15 цифр',
      'Введите число не меньше 1 ₽',
    ]);
    expect(causes.map((cause) => fieldMessage(cause, 'en'))).toEqual([
      'Enter a valid email address',
      'Enter a phone number: 7 to 15 digits',
      'Enter a number of at least ₽1',
    ]);
    const step = await post(`${path}?language=en`, {
      [form.name.id]: 'Petr',
      [form.email.id]: 'petr@example.com',
      [form.amount.id]: 1.5,
    });
    expect(step.body.cause).toMatchObject([{ field: `data.${form.amount.id}`, code: 'step' }]);
    expect(await written()).toEqual(before);
  });

  it('queues one message to the team per entry, its answers labelled, and gives the admin what it shows', async () => {
    const form = await friendForm();
    const before = await written();
    // Sent from the English page; the team (the administrator, never signed in) reads the site's language, Russian.
    const answer = await post(`/api/crm/forms/${form.id}/requests?language=en`, {
      [form.name.id]: 'Пётр',
      [form.email.id]: 'petr@example.com',
      [form.amount.id]: '500',
    });
    expect(answer.status).toBe(201);
    const { id } = answer.body.data as { id: string };
    expect(await written()).toEqual({
      requests: before.requests + 1,
      links: before.links + 1,
      notifications: before.notifications + 1,
    });
    const outbox = await server.db.prisma.notificationNotification.findMany({ where: { text: { contains: id } } });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      recipient: 'admin@example.com',
      title: 'Новая заявка: Стать другом фонда — Пётр, petr@example.com',
    });
    const text = outbox[0]!.text.replace(/[\u00a0\u202f]/g, ' ');
    for (const line of ['Имя: Пётр', 'Почта: petr@example.com', 'Телефон: —', 'Сумма в месяц: 500 ₽'])
      expect(text).toContain(line);

    // What the admin reads: the record as the generic list answers it, through the crm module's display.
    const listed = await server.request(
      `/api/crm/requests?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${id}`,
    );
    const [row] = ((await listed.json()) as { data: Row[] }).data;
    expect(row).toMatchObject({ id, adminTitle: 'Стать другом фонда — Пётр, petr@example.com' });
    expect(crmRequestsDisplay.label(row!, 'en')).toBe('Become a friend of the foundation — Пётр, petr@example.com');
    expect(crmRequestsDisplay.label(row!, 'ru')).toBe('Стать другом фонда — Пётр, petr@example.com');
    const cells = Object.fromEntries(
      crmRequestsDisplay.columns.map((column) => [
        column.id,
        renderToStaticMarkup(createElement(Fragment, null, column.cell(row!, 'ru'))).replace(/[\u00a0\u202f]/g, ' '),
      ]),
    );
    expect(cells['display.email']).toContain('>petr@example.com</a>');
    expect(cells['display.amount']).toContain('>500 ₽</span>');
    expect(cells['display.answers']).toMatch(
      /Имя:<\/dt><dd[^>]*>Пётр<\/dd>.*Почта:<\/dt><dd[^>]*>petr@example.com<\/dd>.*Сумма в месяц:<\/dt><dd[^>]*>500 ₽/,
    );
    expect(cells['display.answers']).not.toContain('Телефон');
    const english = renderToStaticMarkup(createElement(Fragment, null, crmRequestsDisplay.columns[2]!.cell(row!, 'en')));
    expect(english).toContain('Monthly amount:');
    expect(crmRequestsDisplay.hiddenFields).toEqual(['payload']);
  });
});

describe('POST /api/crm/from/request', () => {
  it('submits the form named by data.formId, and records the signed-in visitor', async () => {
    const form = await contactForm();
    const subject = await anonymousSubject();
    const answer = await post(
      '/api/crm/from/request',
      { formId: form.id, [form.name]: 'Vera' },
      { authorization: `Bearer ${subject.jwt}` },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      payload: { formId: form.id, subjectId: subject.id, answers: [{ value: 'Vera' }, { value: null }] },
    });
  });

  it('requires data.formId', async () => {
    const answer = await post('/api/crm/from/request', { name: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.cause).toMatchObject([{ field: 'data.formId', message: 'data.formId: formId is required' }]);
  });
});

describe('POST /api/rbac/subjects/{id}/crm-module/form/request', () => {
  it('is the subject’s own: 201 for itself, 401 anonymous, 403 for another subject; the secret key may act for any', async () => {
    const form = await contactForm();
    const [self, other] = [await anonymousSubject(), await anonymousSubject()];
    const path = (id: string) => `/api/rbac/subjects/${id}/crm-module/form/request`;
    const data = { formId: form.id, [form.name]: 'Gleb' };
    const before = await written();
    expect((await post(path(self.id), data)).status).toBe(401);
    expect((await post(path(other.id), data, { authorization: `Bearer ${self.jwt}` })).status).toBe(403);
    expect(await written()).toEqual(before);

    const own = await post(path(self.id), data, { authorization: `Bearer ${self.jwt}` });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ payload: { subjectId: self.id, answers: [{ value: 'Gleb' }, { value: null }] } });
    const bySecretKey = await post(path(other.id), data, { 'x-rbac-secret-key': TEST_SECRET_KEY });
    expect(bySecretKey.status).toBe(201);
    expect(bySecretKey.body.data).toMatchObject({ payload: { subjectId: other.id } });
    expect((await post(path(randomUUID()), data, { 'x-rbac-secret-key': TEST_SECRET_KEY })).status).toBe(404);
  });
});

describe('the rate limit', () => {
  it('allows 5 submissions of a form per address in 10 minutes across the routes, then answers 429 writing nothing', async () => {
    const [form, another] = [await contactForm(), await contactForm()];
    const ip = '127.0.0.77';
    // A refused submission does not count.
    expect((await postFrom(ip, `/api/crm/forms/${form.id}/requests`, {})).status).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await postFrom(ip, `/api/crm/forms/${form.id}/requests`, { [form.name]: `n${i}` })).status).toBe(201);
    expect((await postFrom(ip, '/api/crm/from/request', { formId: form.id, [form.name]: 'n3' })).status).toBe(201);
    expect((await postFrom(ip, '/api/crm/from/request', { formId: form.id, [form.name]: 'n4' })).status).toBe(201);

    const before = await written();
    const refused = await postFrom(ip, `/api/crm/forms/${form.id}/requests`, { [form.name]: 'n5' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      data: expect.stringMatching(/^Too many form submissions: try again in (9|10) minutes$/),
      cause: [],
      messageCode: 'too_many_requests',
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
    expect(await written()).toEqual(before);
    // Another form, and another address, are not held back.
    expect((await postFrom(ip, `/api/crm/forms/${another.id}/requests`, { [another.name]: 'ok' })).status).toBe(201);
    expect((await postFrom('127.0.0.78', `/api/crm/forms/${form.id}/requests`, { [form.name]: 'ok' })).status).toBe(201);
  });
});

describe('the tRPC face', () => {
  it('answers the same procedure with the same request', async () => {
    const form = await contactForm();
    const response = await server.request('/api/trpc/crm.forms.submitRequest', {
      method: 'POST',
      secretKey: null,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id: form.id, data: { [form.name]: 'Dina' } } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { json: { payload: unknown } } } };
    expect(body.result.data.json.payload).toMatchObject({ answers: [{ value: 'Dina' }, { value: null }] });
  });
});

describe('e-mail delivery', () => {
  // A server of its own whose mail server hangs until released, as a slow or unreachable one does.
  let slow: TestServer;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sending: string[] = [];
  const mailer: Mailer = {
    async send({ to }) {
      sending.push(to);
      await released;
    },
  };
  beforeAll(async () => {
    slow = await startTestServer({ mailer });
    await createAdministrator(slow.db, { email: 'admin@example.com', password: 'correct horse battery' });
  });
  afterAll(async () => {
    release();
    await slow?.close();
  });

  it('answers 201 without waiting for the mail server; the e-mail stays in the outbox, claimed, until it is sent', async () => {
    const form = await slow.db.prisma.crmForm.create({ data: { slug: `form-${randomUUID()}`, adminTitle: 'contact' } });
    const response = await slow.request(`/api/crm/forms/${form.id}/requests`, {
      method: 'POST',
      secretKey: null,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { note: 'hello' } }),
      // An answer that waited for the hanging mail server would never come.
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const outbox = () => slow.db.prisma.notificationNotification.findMany({ where: { text: { contains: id } } });
    await vi.waitFor(() => expect(sending).toEqual(['admin@example.com']));
    // Claimed by the sender before the mail went out: no other delivery (its job) sends it again.
    expect(await outbox()).toMatchObject([{ recipient: 'admin@example.com', status: 'sending' }]);

    release();
    await vi.waitFor(async () => expect(await outbox()).toMatchObject([{ status: 'sent' }]));
  });
});
