import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../shared/languages';
import { COMMON_VARIABLES, MESSAGE_KINDS, type TemplateData, type TemplateVariant } from '../catalog';
import { fillWords, placeholderProblem, placeholdersOf, type TemplateWords } from '../render';
import { DEFAULT_WORDS } from '.';

// Issue 31: the built-in words of the account's messages, the team's CRM request and a written message.
const KINDS = [
  'reset-password',
  'generate-email-rbac-registration-attempted',
  'generate-email-rbac-identity-added',
  'generate-email-rbac-email-changed',
  'generate-email-rbac-identity-deleted',
  'generate-email-rbac-password-changed',
  'generate-email-rbac-password-reset',
  'generate-email-crm-form-request-created-admin',
  'generate-email-notification-message-default',
  'generate-telegram-notification-message-default',
] as const satisfies readonly TemplateVariant[];

const PARTS = ['title', 'text', 'html'] as const;

/** A value for every variable that shows where it lands: `«name»`, and two items of `«list.field.n»` for a list. */
function markers(variant: TemplateVariant): TemplateData {
  const data: TemplateData = Object.fromEntries(COMMON_VARIABLES.map((name) => [name, `«${name}»`]));
  for (const variable of MESSAGE_KINDS[variant].variables)
    if (typeof variable === 'string') data[variable] = `«${variable}»`;
    else
      data[variable.list] = [1, 2].map((n) =>
        Object.fromEntries(variable.fields.map((field) => [field, `«${variable.list}.${field}.${n}»`])),
      );
  return data;
}

/**
 * The markers a placeholder of `template` is filled with: its own, or each item's for a list's field; none for a
 * placeholder used only as a section (a list, or a text that shows its words only when it is not empty).
 */
const markersOf = (template: string, placeholder: string, data: TemplateData): string[] => {
  const [list, field] = placeholder.split('.');
  const name = field ?? list!;
  if (!new RegExp(`\\{\\{[{&]?\\s*${name}\\s*\\}`).test(template)) return [];
  if (field && Array.isArray(data[list!])) return [1, 2].map((n) => `«${list}.${field}.${n}»`);
  const value = data[placeholder] ?? data[field ?? ''];
  return typeof value === 'string' ? [value] : [];
};

describe.each(KINDS)('the built-in words of %s', (variant) => {
  it.each(LANGUAGES)('in %s name only the variables the kind declares, and show every one they name, filled', (language) => {
    const words = DEFAULT_WORDS[variant]?.[language];
    expect(words, `${variant} has built-in words in ${language}`).toBeDefined();
    const data = markers(variant);
    const filled = fillWords(words!, data);
    for (const part of PARTS) {
      expect(placeholderProblem(variant, words![part])).toBeUndefined();
      expect(filled[part]).not.toMatch(/\{\{|\}\}/);
      for (const placeholder of placeholdersOf(words![part]))
        for (const marker of markersOf(words![part], placeholder, data))
          expect(filled[part], `${part} shows {{${placeholder}}}`).toContain(marker);
    }
    expect(filled.title).not.toBe('');
    expect(filled.text).not.toBe('');
  });

  it('say every variable of the kind in the subject or the plain text, which every channel sends', () => {
    for (const language of LANGUAGES) {
      const words = DEFAULT_WORDS[variant]![language];
      const named = new Set([...placeholdersOf(words.title), ...placeholdersOf(words.text)].map((name) => name.split('.')[0]));
      for (const variable of MESSAGE_KINDS[variant].variables)
        expect(named, `${language} words of ${variant}`).toContain(typeof variable === 'string' ? variable : variable.list);
    }
  });

  it('fill with the admin preview’s sample in both languages', () => {
    for (const language of LANGUAGES) {
      const filled = fillWords(DEFAULT_WORDS[variant]![language], MESSAGE_KINDS[variant].sample[language]);
      expect(filled.title).not.toMatch(/\{\{/);
      expect(filled.text.length).toBeGreaterThan(0);
    }
  });
});

const fill = (variant: TemplateVariant, language: 'ru' | 'en', data: TemplateData): TemplateWords =>
  fillWords(DEFAULT_WORDS[variant]![language], data);

describe('words shown only when there is something to say', () => {
  const account = { identity: 'owner@example.com', settingsLink: 'https://example.org/en/rbac/subjects/settings' };

  it('a password change lists the sign-in methods added lately only when there are some', () => {
    const lately = [{ name: 'lately@example.com', date: 'November 27, 2026' }];
    const withList = fill('generate-email-rbac-password-changed', 'en', { ...account, latelyDays: '14', lately });
    expect(withList.text).toContain(
      'Sign-in methods added to your account in the last 14 days:\n- lately@example.com (November 27, 2026)\nIf one of them',
    );
    expect(withList.html).toContain('<li>lately@example.com (November 27, 2026)</li>');
    const without = fill('generate-email-rbac-password-reset', 'ru', { ...account, latelyDays: '', lately: [] });
    expect(without.text).not.toContain('Способы входа');
    expect(without.html).not.toContain('<ul>');
    expect(without.text).toMatch(/завершены\.\n\nЕсли это были не вы, сразу сбросьте пароль/);
  });

  it('the team’s request lists the fields that name no input only when there are some', () => {
    const base = {
      subject: 'Связаться — Анна',
      form: 'Связаться',
      formSlug: 'contact',
      request: 'r-1',
      submitted: '28 ноября 2026 г., 12:00',
      answers: [
        { label: 'Имя', value: 'Анна' },
        { label: 'Сообщение', value: '—' },
      ],
    };
    const plain = fill('generate-email-crm-form-request-created-admin', 'ru', { ...base, extrasCount: '', extras: [] });
    expect(plain.title).toBe('Новая заявка: Связаться — Анна');
    expect(plain.text).toBe(
      'Форма: Связаться (contact)\nЗаявка: r-1, 28 ноября 2026 г., 12:00 UTC\n\nОтветы:\nИмя: Анна\nСообщение: —',
    );
    const extras = [{ key: 'utm', value: 'mail' }];
    const more = fill('generate-email-crm-form-request-created-admin', 'ru', { ...base, extrasCount: '1', extras });
    expect(more.text).toMatch(/Сообщение: —\n\nДругие поля:\nutm: mail$/);
  });

  it('a written message keeps its words and line breaks, escaped in the HTML', () => {
    const data = { title: 'Hello <team>', text: 'Line one\nLine two & more' };
    const email = fill('generate-email-notification-message-default', 'en', data);
    expect(email).toEqual({
      title: 'Hello <team>',
      text: 'Line one\nLine two & more',
      html: '<p style="white-space: pre-line">Line one\nLine two &amp; more</p>',
    });
    expect(fill('generate-telegram-notification-message-default', 'ru', data).text).toBe(
      'Hello <team>\n\nLine one\nLine two & more',
    );
  });
});
