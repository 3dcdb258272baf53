import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/trpc/client';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { MESSAGE_KINDS } from '../../src/server/modules/notification/templates/catalog';
import { templateWords } from '../../src/server/modules/notification/templates/template-words';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

/**
 * Editors' templates (docs/decisions/0046): every generic write of `notification.templates` (REST, bulk, tRPC) refuses
 * a placeholder its kind does not declare, or a broken section, with a 400 naming the field, the language and the
 * placeholder, writing nothing; the spec's legacy `order-status-changed` words the order-status e-mail; and an
 * administrator previews a template, saved or not, in both languages filled with its kind's sample values.
 */

const AUTH = '/api/rbac/subjects/authentication';
const TEMPLATES = '/api/notification/templates';
const PASSWORD = 'correct horse battery';
const ORDER_STATUS = 'generate-email-ecommerce-order-status-changed-default';

interface Answer {
  status: number;
  body: {
    data: Record<string, unknown> & Record<string, unknown>[];
    cause?: { field?: string; message: string; code?: string; params?: Record<string, unknown> }[];
  };
}

let server: TestServer;
let admin: Record<string, string>;
let visitor: Record<string, string>;

async function call(method: string, path: string, headers: Record<string, string> | null, data?: unknown): Promise<Answer> {
  const response = await server.request(path, {
    method,
    secretKey: null,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...(headers ?? {}) },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

beforeAll(async () => {
  server = await startTestServer();
  await createAdministrator(server.db, { email: 'admin@example.com', password: PASSWORD });
  const signedIn = await call('POST', `${AUTH}/email-and-password/authentication`, null, {
    login: 'admin@example.com',
    password: PASSWORD,
  });
  admin = { authorization: `Bearer ${signedIn.body.data.jwt as string}` };
  const anonymous = await call('GET', `${AUTH}/init`, null);
  visitor = { authorization: `Bearer ${anonymous.body.data.jwt as string}` };
});
afterAll(() => server.close());

let slugs = 0;
/** A template of `variant` with these words, and a slug of its own. */
const template = <V extends string>(variant: V, words: Record<string, unknown>) => ({
  variant,
  adminTitle: 'Test template',
  slug: `test-template-${++slugs}`,
  ...words,
});
const richText = (...paragraphs: { text: string; href?: string }[]) =>
  JSON.stringify({
    type: 'doc',
    content: paragraphs.map(({ text, href }) => ({
      type: 'paragraph',
      content: [{ type: 'text', text, ...(href ? { marks: [{ type: 'link', attrs: { href } }] } : {}) }],
    })),
  });
const orderStatusWords = {
  title: { ru: 'Заказ {{order}}: {{status}}', en: 'Order {{order}}: {{status}}' },
  text: { ru: 'Сумма: {{total}}. {{link}}', en: 'Total: {{total}}. {{link}}' },
  description: {
    ru: richText({ text: 'Сумма: {{total}}' }, { text: 'Заказ и квитанция', href: '{{link}}' }),
    en: richText({ text: 'Total: {{total}}' }, { text: 'Your order', href: '{{link}}' }),
  },
};
const count = () => server.db.prisma.notificationTemplate.count();

describe('the placeholder check of a template’s words', () => {
  it('refuses an unknown placeholder over REST with a 400 naming the field, its language and the placeholder', async () => {
    const before = await count();
    const refused = await call(
      'POST',
      TEMPLATES,
      admin,
      template(ORDER_STATUS, { ...orderStatusWords, title: { ru: 'Заказ {{foo}}', en: 'Order {{order}}' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBe('title (ru): unknown placeholder {{foo}}');
    expect(refused.body.cause).toEqual([
      {
        field: 'data.title',
        message: 'data.title: title (ru): unknown placeholder {{foo}}',
        code: 'unknown_placeholder',
        params: { language: 'ru', placeholder: 'foo' },
      },
    ]);
    expect(await count()).toBe(before);
  });

  it('reads a rich text’s link addresses and every language, and names a broken section', async () => {
    const before = await count();
    const refused = await call(
      'POST',
      TEMPLATES,
      admin,
      template(ORDER_STATUS, {
        text: { ru: '{{#total}}Сумма', en: 'Total: {{total}}' },
        description: { en: richText({ text: 'Your order', href: '{{invoiceLink}}' }) },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toMatchObject([
      { field: 'data.text', code: 'placeholder_syntax', params: { language: 'ru' } },
      { field: 'data.description', code: 'unknown_placeholder', params: { language: 'en', placeholder: 'invoiceLink' } },
    ]);
    expect(refused.body.cause![0]!.message).toMatch(/^data\.text: text \(ru\): unclosed section "total"/i);
    expect(await count()).toBe(before);
  });

  it('refuses a bulk create whole, naming the record at fault, and writes none of it', async () => {
    const before = await count();
    const refused = await call('POST', `${TEMPLATES}/bulk`, admin, [
      { data: template(ORDER_STATUS, orderStatusWords) },
      { data: template(ORDER_STATUS, { text: { en: 'Hello {{author}}' } }) },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toMatchObject([
      { field: 'data[1].data.text', code: 'unknown_placeholder', params: { language: 'en', placeholder: 'author' } },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses it over tRPC as over REST', async () => {
    const api = createApiClient(server.url, { secretKey: TEST_SECRET_KEY });
    const before = await count();
    await expect(
      api.notification.templates.create.mutate({ data: template('reset-password', { title: { ru: 'Код {{order}}' } }) }),
    ).rejects.toMatchObject({
      message: 'title (ru): unknown placeholder {{order}}',
      data: { httpStatus: 400, causes: [{ field: 'data.title', code: 'unknown_placeholder' }] },
    });
    expect(await count()).toBe(before);
  });

  it('accepts the kind’s variables, its lists with their fields and the common ones; checks an update as it leaves the record', async () => {
    const created = await call(
      'POST',
      TEMPLATES,
      admin,
      template('generate-email-crm-form-request-created-admin', {
        title: { ru: 'Заявка {{request}}: {{subject}} — {{siteName}}' },
        text: { ru: 'Форма {{form}}\n{{#answers}}{{label}}: {{value}}\n{{/answers}}{{siteUrl}}' },
        description: { ru: richText({ text: '{{#answers}}' }, { text: '{{label}}: {{value}}' }, { text: '{{/answers}}' }) },
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const path = `${TEMPLATES}/${id}`;

    expect((await call('PATCH', path, admin, { title: { ru: 'Заявка {{request}}', en: 'Request {{request}}' } })).status).toBe(
      200,
    );
    const refused = await call('PATCH', path, admin, { text: { ru: '{{#answers}}{{label}} {{/answers}}{{order}}' } });
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toMatchObject([{ field: 'data.text', params: { placeholder: 'order' } }]);
    // Another kind whose variables the words do not use: refused too, naming every field that no longer fits.
    const rekinded = await call('PATCH', path, admin, { variant: 'reset-password' });
    expect(rekinded.status).toBe(400);
    expect(rekinded.body.cause!.map((cause) => cause.field)).toEqual([
      'data.title',
      'data.title',
      'data.text',
      'data.description',
    ]);
    const stored = await server.db.prisma.notificationTemplate.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      variant: 'generate-email-crm-form-request-created-admin',
      title: { en: 'Request {{request}}' },
    });
    // What does not touch the words is not checked again.
    expect((await call('PATCH', path, admin, { adminTitle: 'CRM request' })).status).toBe(200);
  });

  it('takes the spec’s legacy order-status-changed as the order-status e-mail: its words checked and sent', async () => {
    expect(
      (await call('POST', TEMPLATES, admin, template('order-status-changed', { title: { ru: 'Заказ {{author}}' } }))).status,
    ).toBe(400);
    const created = await call('POST', TEMPLATES, admin, template('order-status-changed', orderStatusWords));
    expect(created.status).toBe(201);
    const { templateId, words } = await templateWords(server.db, ORDER_STATUS, 'ru');
    expect(templateId).toBe(created.body.data.id);
    expect(words).toMatchObject({ title: 'Заказ {{order}}: {{status}}', text: 'Сумма: {{total}}. {{link}}' });
    await server.db.prisma.notificationTemplate.delete({ where: { id: templateId! } });
  });
});

describe('the preview of a template', () => {
  let id: string;
  beforeAll(async () => {
    id = (await call('POST', TEMPLATES, admin, template(ORDER_STATUS, orderStatusWords))).body.data.id as string;
  });

  it('answers an administrator the subject, text and e-mail in both languages filled with the sample values', async () => {
    const preview = await call('GET', `${TEMPLATES}/${id}/preview`, admin);
    expect(preview.status).toBe(200);
    const { data } = preview.body;
    expect(data).toMatchObject({ variant: ORDER_STATUS, method: 'email' });
    const [ru, en] = data.languages as unknown as { language: string; title: string; text: string; html: string }[];
    const sample = MESSAGE_KINDS[ORDER_STATUS].sample;
    expect(ru).toMatchObject({ language: 'ru', title: `Заказ ${sample.ru.order}: ${sample.ru.status}` });
    expect(ru!.text).toContain(`Сумма: ${sample.ru.total}. ${sample.ru.link}`);
    expect(ru!.html).toContain(`Сумма: ${sample.ru.total}`);
    expect(en).toMatchObject({ language: 'en', title: `Order ${sample.en.order}: ${sample.en.status}` });
    expect(en!.html).toContain(`Total: ${sample.en.total}`);
    for (const language of [ru!, en!]) expect(`${language.title}${language.text}${language.html}`).not.toContain('{{');
    expect(data.placeholders).toEqual([
      { name: 'siteName', fields: [] },
      { name: 'siteUrl', fields: [] },
      { name: 'order', fields: [] },
      { name: 'status', fields: [] },
      { name: 'total', fields: [] },
      { name: 'link', fields: [] },
    ]);
  });

  it('answers a Telegram message without an e-mail, and a record of no kind with nothing to fill', async () => {
    const telegram = await call(
      'POST',
      TEMPLATES,
      admin,
      template('generate-telegram-social-module-message-created', {
        text: { ru: '{{author}} написала вам: {{link}}', en: '{{author}} wrote to you: {{link}}' },
      }),
    );
    const preview = (await call('GET', `${TEMPLATES}/${telegram.body.data.id as string}/preview`, admin)).body.data;
    const { ru, en } = MESSAGE_KINDS['generate-telegram-social-module-message-created'].sample;
    expect(preview).toMatchObject({
      method: 'telegram',
      languages: [
        { language: 'ru', text: `${ru.author} написала вам: ${ru.link}`, html: null },
        { language: 'en', text: `${en.author} wrote to you: ${en.link}`, html: null },
      ],
    });
    const plain = await call('POST', TEMPLATES, admin, template('default', { title: { ru: '{{siteName}}' } }));
    expect((await call('GET', `${TEMPLATES}/${plain.body.data.id as string}/preview`, admin)).body.data).toEqual({
      variant: 'default',
      method: null,
      languages: [],
      placeholders: [
        { name: 'siteName', fields: [] },
        { name: 'siteUrl', fields: [] },
      ],
    });
  });

  it('previews words not saved yet, checked as a save checks them, writing nothing', async () => {
    const before = await count();
    const preview = await call('POST', `${TEMPLATES}/preview`, admin, {
      variant: 'reset-password',
      title: { ru: 'Код {{code}}', en: 'Code {{code}}' },
      text: { ru: 'Код {{code}} действует {{minutes}} минут.' },
    });
    expect(preview.status).toBe(200);
    const { ru, en } = MESSAGE_KINDS['reset-password'].sample;
    expect(preview.body.data.languages).toMatchObject([
      { language: 'ru', title: `Код ${ru.code}`, text: expect.stringContaining(`Код ${ru.code} действует ${ru.minutes} минут.`) },
      { language: 'en', title: `Code ${en.code}` },
    ]);
    const refused = await call('POST', `${TEMPLATES}/preview`, admin, { variant: 'reset-password', text: { en: '{{order}}' } });
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toMatchObject([{ field: 'data.text', code: 'unknown_placeholder' }]);
    const noKind = await call('POST', `${TEMPLATES}/preview`, admin, { variant: 'no-such-kind' });
    expect(noKind.status).toBe(400);
    expect(noKind.body.cause).toMatchObject([{ field: 'data.variant' }]);
    expect(await count()).toBe(before);
  });

  it('is refused to a visitor (403) and to nobody (401); an unknown template is a 404', async () => {
    expect((await call('GET', `${TEMPLATES}/${id}/preview`, visitor)).status).toBe(403);
    expect((await call('GET', `${TEMPLATES}/${id}/preview`, null)).status).toBe(401);
    expect((await call('POST', `${TEMPLATES}/preview`, visitor, { variant: 'reset-password' })).status).toBe(403);
    const unknown = await call('GET', `${TEMPLATES}/00000000-0000-4000-8000-000000000000/preview`, admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.cause).toMatchObject([{ field: 'id' }]);
  });
});
