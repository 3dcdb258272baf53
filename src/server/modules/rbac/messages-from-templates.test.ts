import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, TEST_SITE_URL, type TestServer } from '../../../../tests/helpers/server';
import type { Language } from '../../../shared/languages';
import type { TemplateVariant } from '../notification/templates/catalog';

// Issue 31: every message of the accounts is drawn from its template record, whose words an editor may change.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse';

/** An editor's words for each kind, every variable of the kind in them, the same words in the subject and the text. */
const EDITED = {
  'reset-password': {
    ru: 'Код {{code}} на {{minutes}} мин.: {{link}}',
    en: 'Code {{code}} for {{minutes}} min: {{link}}',
  },
  'generate-email-rbac-registration-attempted': {
    ru: 'Снова регистрация: войти {{signInLink}}, пароль {{forgotPasswordLink}}',
    en: 'Registered again: sign in {{signInLink}}, password {{forgotPasswordLink}}',
  },
  'generate-email-rbac-identity-added': {
    ru: 'Новый вход {{identity}}, настройки {{settingsLink}}',
    en: 'New way in {{identity}}, settings {{settingsLink}}',
  },
  'generate-email-rbac-email-changed': {
    ru: 'Почта {{from}} теперь {{to}}, настройки {{settingsLink}}',
    en: 'Email {{from}} is now {{to}}, settings {{settingsLink}}',
  },
  'generate-email-rbac-identity-deleted': {
    ru: 'Убран вход {{identity}}, настройки {{settingsLink}}',
    en: 'Way in {{identity}} removed, settings {{settingsLink}}',
  },
  'generate-email-rbac-password-changed': {
    ru: 'Пароль {{identity}} сменён{{#latelyDays}}, за {{latelyDays}} дн.:{{#lately}} {{name}}{{/lately}}{{/latelyDays}}; {{settingsLink}}',
    en: 'Password of {{identity}} changed{{#latelyDays}}, in {{latelyDays}} days:{{#lately}} {{name}}{{/lately}}{{/latelyDays}}; {{settingsLink}}',
  },
  'generate-email-rbac-password-reset': {
    ru: 'Пароль {{identity}} сброшен{{#latelyDays}}, за {{latelyDays}} дн.:{{#lately}} {{name}}{{/lately}}{{/latelyDays}}; {{settingsLink}}',
    en: 'Password of {{identity}} reset{{#latelyDays}}, in {{latelyDays}} days:{{#lately}} {{name}}{{/lately}}{{/latelyDays}}; {{settingsLink}}',
  },
} as const satisfies Partial<Record<TemplateVariant, Record<Language, string>>>;

type Edited = keyof typeof EDITED;
const records = new Map<Edited, string>();

beforeAll(async () => {
  for (const [variant, words] of Object.entries(EDITED) as [Edited, Record<Language, string>][]) {
    const record = await server.db.prisma.notificationTemplate.create({
      data: {
        variant,
        adminTitle: variant,
        slug: variant,
        title: { ru: `Правка: ${words.ru}`, en: `Edited: ${words.en}` },
        text: { ru: `Слова редактора. ${words.ru}`, en: `The editor wrote this. ${words.en}` },
      },
    });
    records.set(variant, record.id);
  }
});

type Answer = { status: number; data: unknown };

/** A call as a browser in `language` makes it, with no secret key (or with it, for an administrator's change). */
async function call(path: string, init: RequestInit & { language: Language; secretKey?: boolean }): Promise<Answer> {
  const { language, secretKey = false, ...rest } = init;
  const response = await server.request(path, {
    ...rest,
    ...(secretKey ? {} : { secretKey: null }),
    headers: { 'content-type': 'application/json', 'accept-language': language },
  });
  return { status: response.status, data: ((await response.json()) as { data: unknown }).data };
}

/** The message of `variant` to `recipient`, once it is in the outbox. */
async function messageTo(recipient: string, variant: Edited) {
  const find = () =>
    server.db.prisma.notificationNotification.findFirst({
      where: { recipient, templateId: records.get(variant) },
      orderBy: { createdAt: 'desc' },
    });
  await expect.poll(find).not.toBeNull();
  return (await find())!;
}

/** Expects the row to carry the edited words of `variant` in `language`, filled with `filled` (the words' tail). */
function expectEdited(
  row: { title: string; text: string; html: string | null; language: string },
  language: Language,
  filled: string,
) {
  expect(row.language).toBe(language);
  expect(row.title).toBe(language === 'ru' ? `Правка: ${filled}` : `Edited: ${filled}`);
  expect(row.text).toContain(language === 'ru' ? `Слова редактора. ${filled}` : `The editor wrote this. ${filled}`);
  expect(row.html).toContain(language === 'ru' ? 'Слова редактора.' : 'The editor wrote this.');
}

describe.each(['ru', 'en'] as const)('in %s, each message about an account is sent with its template record', (language) => {
  const owner = `owner-${language}@example.com`;
  const added = `added-${language}@example.com`;
  const moved = `moved-${language}@example.com`;
  const settings = `${TEST_SITE_URL}/${language}/rbac/subjects/settings`;
  let subjectId: string;

  it('the registration notice', async () => {
    const registration = (login: string) =>
      call(`${AUTH}/email-and-password/registration`, { ...json({ login, password: PASSWORD }), language });
    const first = await registration(owner);
    expect(first.status).toBe(200);
    const { jwt } = first.data as { jwt: string };
    const answer = await server.request(`${AUTH}/me`, { secretKey: null, headers: { authorization: `Bearer ${jwt}` } });
    subjectId = ((await answer.json()) as { data: { id: string } }).data.id;

    expect((await registration(owner)).status).toBe(200);
    const row = await messageTo(owner, 'generate-email-rbac-registration-attempted');
    const paths = `${TEST_SITE_URL}/${language}/rbac/subject/authentication/email-and-password`;
    expectEdited(
      row,
      language,
      language === 'ru'
        ? `Снова регистрация: войти ${paths}, пароль ${paths}/forgot-password`
        : `Registered again: sign in ${paths}, password ${paths}/forgot-password`,
    );
  });

  it('the reset code, and the notice of the reset', async () => {
    expect((await call(`${AUTH}/email-and-password/forgot-password`, { ...json({ email: owner }), language })).status).toBe(200);
    const row = await messageTo(owner, 'reset-password');
    const { code, link, minutes } = row.data as { code: string; link: string; minutes: string };
    expect(link).toBe(`${TEST_SITE_URL}/${language}/rbac/subject/authentication/email-and-password/reset-password?code=${code}`);
    expect(minutes).toBe('10');
    expectEdited(row, language, language === 'ru' ? `Код ${code} на 10 мин.: ${link}` : `Code ${code} for 10 min: ${link}`);

    const reset = await call(`${AUTH}/email-and-password/reset-password`, {
      ...json({ code, password: 'after reset', passwordConfirmation: 'after reset' }),
      language,
    });
    expect(reset.status).toBe(200);
    expectEdited(
      await messageTo(owner, 'generate-email-rbac-password-reset'),
      language,
      language === 'ru' ? `Пароль ${owner} сброшен; ${settings}` : `Password of ${owner} reset; ${settings}`,
    );
  });

  it('an identity added, its email changed, the password changed with it listed, and the identity deleted', async () => {
    const add = await call(`/api/rbac/subjects/${subjectId}/identities`, {
      ...json({ email: added, password: 'added one' }),
      language,
      secretKey: true,
    });
    expect(add.status).toBe(201);
    const identityId = (add.data as { id: string }).id;
    expectEdited(
      await messageTo(owner, 'generate-email-rbac-identity-added'),
      language,
      language === 'ru' ? `Новый вход ${added}, настройки ${settings}` : `New way in ${added}, settings ${settings}`,
    );

    const change = await call(`/api/rbac/subjects/${subjectId}/identities/${identityId}`, {
      ...json({ email: moved }, 'PATCH'),
      language,
      secretKey: true,
    });
    expect(change.status).toBe(200);
    for (const address of [owner, added])
      expectEdited(
        await messageTo(address, 'generate-email-rbac-email-changed'),
        language,
        language === 'ru'
          ? `Почта ${added} теперь ${moved}, настройки ${settings}`
          : `Email ${added} is now ${moved}, settings ${settings}`,
      );

    // The identity added after the first is listed, for the subject to review.
    const password = await call(`/api/rbac/subjects/${subjectId}/change-password`, {
      ...json({ password: 'after reset', newPassword: 'changed again' }, 'PATCH'),
      language,
      secretKey: true,
    });
    expect(password.status).toBe(200);
    expectEdited(
      await messageTo(moved, 'generate-email-rbac-password-changed'),
      language,
      language === 'ru'
        ? `Пароль ${owner} сменён, за 14 дн.: ${moved}; ${settings}`
        : `Password of ${owner} changed, in 14 days: ${moved}; ${settings}`,
    );

    const deletion = await call(`/api/rbac/subjects/${subjectId}/identities/${identityId}`, {
      method: 'DELETE',
      language,
      secretKey: true,
    });
    expect(deletion.status).toBe(200);
    expectEdited(
      await messageTo(owner, 'generate-email-rbac-identity-deleted'),
      language,
      language === 'ru' ? `Убран вход ${moved}, настройки ${settings}` : `Way in ${moved} removed, settings ${settings}`,
    );
  });
});
