import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../shared/languages';
import { MESSAGE_KINDS, type TemplateData, type TemplateVariant } from '../catalog';
import { escapeHtml } from '../escape-html';
import { fillWords, placeholderProblem, placeholdersOf, type TemplateWords } from '../render';
import { DEFAULT_WORDS } from '.';

/**
 * The built-in words of the order, receipt, regular-gift and chat messages (issue 31): every placeholder one of their
 * kinds declares, filled with the catalog's sample values in both languages, and the sentences that hang on a value
 * (the roles a gift gives, why it ended, who wrote, the invoice's link) left out when it is empty.
 */

const KINDS = [
  'generate-email-ecommerce-order-status-changed-default',
  'generate-telegram-ecommerce-order-status-changed-default',
  'generate-email-billing-invoice-receipt-default',
  'generate-telegram-billing-invoice-receipt-default',
  'generate-email-billing-subscription-started',
  'generate-email-billing-subscription-canceled',
  'generate-email-billing-subscription-ended',
  'generate-email-social-module-message-created',
  'generate-telegram-social-module-message-created',
] as const satisfies readonly TemplateVariant[];

const COMMON = { siteName: 'Фонд «Наследие»', siteUrl: 'https://example.org' };
const PARTS = ['title', 'text', 'html'] as const;

const wordsOf = (variant: TemplateVariant, language: (typeof LANGUAGES)[number]): TemplateWords => {
  const words = DEFAULT_WORDS[variant]?.[language];
  if (!words) throw new Error(`${variant} has no built-in ${language} words`);
  return words;
};

describe.each(KINDS)('%s', (variant) => {
  it.each(LANGUAGES)('has %s words naming only its variables, each filled with its value', (language) => {
    const words = wordsOf(variant, language);
    const sample: TemplateData = { ...COMMON, ...MESSAGE_KINDS[variant].sample[language] };
    const filled = fillWords(words, sample);
    for (const part of PARTS) {
      expect(words[part], `${part} is empty`).not.toBe('');
      expect(placeholderProblem(variant, words[part]), part).toBeUndefined();
      expect(filled[part], part).not.toContain('{{');
      for (const name of new Set(placeholdersOf(words[part]))) {
        const value = sample[name];
        if (typeof value !== 'string' || !value) continue;
        expect(filled[part], `${part} shows {{${name}}}`).toContain(part === 'html' ? escapeHtml(value) : value);
      }
    }
    // The subject is one line.
    expect(filled.title).not.toMatch(/\n/);
  });
});

describe('sentences that hang on a value', () => {
  const fill = (variant: TemplateVariant, language: 'ru' | 'en', data: TemplateData) =>
    fillWords(wordsOf(variant, language), { ...COMMON, ...MESSAGE_KINDS[variant].sample[language], ...data });

  it('names the roles a gift gives in a sentence of the template, and says nothing of roles when it gives none', () => {
    const started = 'generate-email-billing-subscription-started';
    expect(fill(started, 'ru', { roles: '«Друг фонда»' }).text).toContain('Пока оно действует, вы — «Друг фонда».');
    expect(fill(started, 'en', { roles: '“Friend”' }).text).toContain('While it lasts, you are: “Friend”.');
    for (const language of LANGUAGES) {
      const none = fill(started, language, { roles: '' });
      expect(none.text).not.toMatch(/Пока оно действует|While it lasts/);
      expect(none.html).not.toMatch(/Пока оно действует|While it lasts/);
    }
  });

  it('says why a gift ended only when there is a reason', () => {
    const ended = 'generate-email-billing-subscription-ended';
    expect(fill(ended, 'ru', { reason: 'платежи не прошли', roles: '' }).text).toContain('завершено: платежи не прошли.');
    expect(fill(ended, 'ru', { reason: '', roles: '' }).text).toContain('500,00 ₽ в месяц завершено.\n');
    expect(fill(ended, 'en', { reason: '', roles: '' }).text).toContain('a month has ended.\n');
  });

  it('calls an author with no name a visitor of the site, by e-mail and by Telegram', () => {
    for (const variant of [
      'generate-email-social-module-message-created',
      'generate-telegram-social-module-message-created',
    ] as const) {
      expect(fill(variant, 'ru', { author: '' }).title).toBe('Новое сообщение от посетителя сайта');
      expect(fill(variant, 'en', { author: '' }).title).toBe('New message from a visitor of the site');
      expect(fill(variant, 'ru', { author: 'Анна, реставратор' }).title).toBe('Новое сообщение: Анна, реставратор');
      expect(fill(variant, 'en', { author: 'Anna' }).title).toBe('New message from Anna');
    }
  });

  it('leaves out the invoice’s link when the order has none', () => {
    for (const variant of [
      'generate-email-ecommerce-order-status-changed-default',
      'generate-telegram-ecommerce-order-status-changed-default',
      'generate-email-billing-invoice-receipt-default',
      'generate-telegram-billing-invoice-receipt-default',
    ] as const)
      for (const language of LANGUAGES) {
        const filled = fill(variant, language, { link: '' });
        expect(filled.html, variant).not.toContain('<a ');
        expect(filled.text, variant).not.toMatch(/квитанция на сайте:|квитанция:|receipt on the site:|and receipt:/i);
      }
  });
});
