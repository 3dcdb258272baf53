/*
 * Every kind of message the product sends (docs/decisions/0046). A kind's template variant names it and its channel
 * (`generate-email-…`, `generate-telegram-…`; the origin's names where it had one), and declares the variables its
 * words may use: `{{name}}`, or a list `{{#name}}…{{/name}}` whose items have the fields named. Beside them every
 * template may use COMMON_VARIABLES. An editor's template naming anything else is refused when saved.
 */

import type { Language } from '../../../../shared/languages';

export type Channel = 'email' | 'telegram';

/** A variable: a text (`order`), or a list of items (`lately` with `name` and `date`). */
export type Variable = string | { list: string; fields: readonly string[] };

/** What a template is filled with: texts, and lists of texts for the list variables. */
export type TemplateData = Record<string, string | readonly Record<string, string>[]>;

export interface MessageKind {
  method: Channel;
  /** Who gets it: the person concerned, or the foundation's team (`-admin`). */
  audience: 'person' | 'team';
  variables: readonly Variable[];
  /** What the admin's preview fills it with, per language. */
  sample: Record<Language, TemplateData>;
}

/** Variables every template may use: the site's name and address. */
export const COMMON_VARIABLES = ['siteName', 'siteUrl'] as const;

const both = (data: TemplateData): Record<Language, TemplateData> => ({ ru: data, en: data });

const ACCOUNT_CHANGE = {
  method: 'email',
  audience: 'person',
  variables: ['identity', 'settingsLink'],
  sample: {
    ru: { identity: 'donor@example.com', settingsLink: 'https://example.org/ru/rbac/subject/settings' },
    en: { identity: 'donor@example.com', settingsLink: 'https://example.org/en/rbac/subject/settings' },
  },
} as const satisfies MessageKind;

/**
 * A password change also lists the sign-in methods added lately; `latelyDays` is how many days back that looks, and is
 * empty when the list is, so that `{{#latelyDays}}…{{/latelyDays}}` words the list only when there is one.
 */
const PASSWORD_CHANGE = {
  ...ACCOUNT_CHANGE,
  variables: [...ACCOUNT_CHANGE.variables, 'latelyDays', { list: 'lately', fields: ['name', 'date'] }],
  sample: {
    ru: { ...ACCOUNT_CHANGE.sample.ru, latelyDays: '14', lately: [{ name: 'Telegram @donor', date: '27 ноября 2026 г.' }] },
    en: { ...ACCOUNT_CHANGE.sample.en, latelyDays: '14', lately: [{ name: 'Telegram @donor', date: 'November 27, 2026' }] },
  },
} as const satisfies MessageKind;

const ORDER_STATUS = {
  audience: 'person',
  variables: ['order', 'status', 'total', 'link'],
  sample: {
    ru: {
      order: '№ 1024',
      status: 'оплачен, ждёт подтверждения',
      total: '1 500,00 ₽',
      link: 'https://example.org/ru/billing/invoices/1',
    },
    en: {
      order: 'No. 1024',
      status: 'paid, awaiting approval',
      total: '€15.00',
      link: 'https://example.org/en/billing/invoices/1',
    },
  },
} as const;

const RECEIPT = {
  audience: 'person',
  variables: ['order', 'total', 'date', 'link'],
  sample: {
    ru: { order: '№ 1024', total: '1 500,00 ₽', date: '28 ноября 2026 г.', link: 'https://example.org/ru/billing/invoices/1' },
    en: { order: 'No. 1024', total: '€15.00', date: 'November 28, 2026', link: 'https://example.org/en/billing/invoices/1' },
  },
} as const;

const SUBSCRIPTION = {
  method: 'email',
  audience: 'person',
  variables: ['amount', 'period', 'date', 'roles', 'reason', 'link'],
  sample: {
    ru: {
      amount: '500,00 ₽',
      period: 'в месяц',
      date: '28 декабря 2026 г.',
      roles: 'Вы остаётесь в роли «Друг фонда» до этого дня.',
      reason: '',
      link: 'https://example.org/ru/ecommerce/donations',
    },
    en: {
      amount: '€5.00',
      period: 'a month',
      date: 'December 28, 2026',
      roles: 'You keep the role “Friend of the foundation” until then.',
      reason: '',
      link: 'https://example.org/en/ecommerce/donations',
    },
  },
} as const satisfies MessageKind;

const CHAT_MESSAGE = {
  audience: 'person',
  variables: ['author', 'link'],
  sample: {
    ru: { author: 'Дарья Лыткина', link: 'https://example.org/ru/messages' },
    en: { author: 'Daria Lytkina', link: 'https://example.org/en/messages' },
  },
} as const;

const ANNOUNCEMENT = {
  audience: 'person',
  variables: ['topic', 'title', 'body', 'unsubscribeLink'],
  sample: {
    ru: {
      topic: 'Новости фонда',
      title: 'Купол церкви снова под крестом',
      body: 'Спасибо всем, кто помог: работы на куполе закончены.',
      unsubscribeLink: 'https://example.org/ru/unsubscribe?token=sample',
    },
    en: {
      topic: 'Foundation news',
      title: 'The church dome has its cross again',
      body: 'Thank you to everyone who helped: the work on the dome is done.',
      unsubscribeLink: 'https://example.org/en/unsubscribe?token=sample',
    },
  },
} as const;

const DIRECT = {
  audience: 'person',
  variables: ['title', 'text'],
  sample: both({ title: 'Здравствуйте! / Hello!', text: 'Текст сообщения. / The message.' }),
} as const;

export const MESSAGE_KINDS = {
  'reset-password': {
    method: 'email',
    audience: 'person',
    variables: ['link', 'code', 'minutes'],
    sample: both({
      link: 'https://example.org/ru/rbac/subject/authentication/email-and-password/reset-password?code=4821',
      code: '4821',
      minutes: '15',
    }),
  },
  'generate-email-rbac-registration-attempted': {
    method: 'email',
    audience: 'person',
    variables: ['signInLink', 'forgotPasswordLink'],
    sample: both({ signInLink: 'https://example.org/ru/sign-in', forgotPasswordLink: 'https://example.org/ru/forgot-password' }),
  },
  'generate-email-rbac-identity-added': ACCOUNT_CHANGE,
  'generate-email-rbac-email-changed': {
    method: 'email',
    audience: 'person',
    variables: ['from', 'to', 'settingsLink'],
    sample: both({
      from: 'old@example.com',
      to: 'new@example.com',
      settingsLink: 'https://example.org/ru/rbac/subject/settings',
    }),
  },
  'generate-email-rbac-identity-deleted': ACCOUNT_CHANGE,
  'generate-email-rbac-password-changed': PASSWORD_CHANGE,
  'generate-email-rbac-password-reset': PASSWORD_CHANGE,
  /**
   * `subject`: the form and who sent it (the request's title); `extrasCount`: how many fields name no input of the
   * form, empty when none, so that `{{#extrasCount}}…{{/extrasCount}}` words the `extras` only when there are some.
   */
  'generate-email-crm-form-request-created-admin': {
    method: 'email',
    audience: 'team',
    variables: [
      'subject',
      'form',
      'formSlug',
      'request',
      'submitted',
      { list: 'answers', fields: ['label', 'value'] },
      'extrasCount',
      { list: 'extras', fields: ['key', 'value'] },
    ],
    sample: {
      ru: {
        subject: 'Напишите нам — Анна, anna@example.com',
        form: 'Напишите нам',
        formSlug: 'contact',
        request: '8f2c',
        submitted: '28 ноября 2026 г., 12:00',
        answers: [
          { label: 'Имя', value: 'Анна' },
          { label: 'Сообщение', value: 'Хочу помочь' },
        ],
        extrasCount: '1',
        extras: [{ key: 'utm_source', value: 'newsletter' }],
      },
      en: {
        subject: 'Write to us — Anna, anna@example.com',
        form: 'Write to us',
        formSlug: 'contact',
        request: '8f2c',
        submitted: 'November 28, 2026, 12:00',
        answers: [
          { label: 'Name', value: 'Anna' },
          { label: 'Message', value: 'I want to help' },
        ],
        extrasCount: '1',
        extras: [{ key: 'utm_source', value: 'newsletter' }],
      },
    },
  },
  'generate-email-ecommerce-order-status-changed-default': { ...ORDER_STATUS, method: 'email' },
  'generate-telegram-ecommerce-order-status-changed-default': { ...ORDER_STATUS, method: 'telegram' },
  'generate-email-billing-invoice-receipt-default': { ...RECEIPT, method: 'email' },
  'generate-telegram-billing-invoice-receipt-default': { ...RECEIPT, method: 'telegram' },
  'generate-email-billing-subscription-started': SUBSCRIPTION,
  'generate-email-billing-subscription-canceled': SUBSCRIPTION,
  'generate-email-billing-subscription-ended': SUBSCRIPTION,
  'generate-email-social-module-message-created': { ...CHAT_MESSAGE, method: 'email' },
  'generate-telegram-social-module-message-created': { ...CHAT_MESSAGE, method: 'telegram' },
  'generate-email-notification-topic-announcement': { ...ANNOUNCEMENT, method: 'email' },
  'generate-telegram-notification-topic-announcement': { ...ANNOUNCEMENT, method: 'telegram' },
  'generate-email-notification-message-default': { ...DIRECT, method: 'email' },
  'generate-telegram-notification-message-default': { ...DIRECT, method: 'telegram' },
} as const satisfies Record<string, MessageKind>;

export type TemplateVariant = keyof typeof MESSAGE_KINDS;

export const isTemplateVariant = (value: unknown): value is TemplateVariant =>
  typeof value === 'string' && Object.hasOwn(MESSAGE_KINDS, value);

/** The Telegram counterpart of an e-mail kind (`generate-email-x` → `generate-telegram-x`), when the catalog has one. */
export function telegramVariantOf(variant: TemplateVariant): TemplateVariant | undefined {
  const counterpart = variant.replace(/^generate-email-/, 'generate-telegram-');
  return counterpart !== variant && isTemplateVariant(counterpart) ? counterpart : undefined;
}
