/**
 * How a CRM request (CrmRequest.payload, written only by the crm module when a form is sent) reads to people: its
 * answers under their labels, its sender and amount, its title. Shared by the server (the request's admin title, the
 * team's message) and the admin (its columns, label and form), so that all of them say the same.
 */
import { formatBound } from './crm-number-bounds';
import { isNumberVariant } from './crm-field-rules';
import { LANGUAGES, type Language } from './languages';

/** Text in each language it was given in when the request was sent. */
export type Words = Partial<Record<Language, string>>;

/** One answer as stored: the label as the visitor saw it, so the request reads the same after the form changes. */
export interface StoredAnswer {
  inputId: string;
  slug: string;
  /** The input's label in the language the visitor used. */
  label: string;
  /** The input's label in every language (requests sent before they were kept have `label` only). */
  labels?: Words;
  variant: string;
  /** CrmInput.type: `email`, `tel` or `default`. */
  type?: string;
  /** A money input's currency (ISO 4217), or null. */
  currency?: string | null;
  value: string | number | null;
}

/** CrmRequest.payload: readable on its own in the admin. */
export interface RequestPayload {
  formId: string;
  formSlug: string;
  /** The form's title in the language the visitor used. */
  formTitle: string;
  /** The form's title in every language (absent from older requests). */
  formTitles?: Words;
  language: Language;
  /** The subject the request was made by (a session) or for (the subject route), else null. */
  subjectId: string | null;
  /** Every input of the form, in order; an unanswered optional one has value null. */
  answers: StoredAnswer[];
  /** Keys that name no input, as sent (a list: any key, even `constructor`, is stored and read back safely). */
  extras: { key: string; value: string | number | null }[];
  submittedAt: string;
}

/** `words` in each language, by `wordsIn`. */
export const inEveryLanguage = (wordsIn: (language: Language) => string): Words =>
  Object.fromEntries(LANGUAGES.map((language) => [language, wordsIn(language)]));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored payload, or undefined for a request no form wrote (created empty through the generic calls). */
export function requestPayloadOf(value: unknown): RequestPayload | undefined {
  if (!isObject(value) || !Array.isArray(value.answers) || typeof value.formTitle !== 'string') return undefined;
  const answers = value.answers.filter(
    (answer): answer is StoredAnswer => isObject(answer) && typeof answer.label === 'string' && 'value' in answer,
  );
  const extras = Array.isArray(value.extras) ? (value.extras as unknown[]).filter(isObject) : [];
  return { ...(value as unknown as RequestPayload), answers, extras: extras as RequestPayload['extras'] };
}

/** The input's label in `language`, else as the visitor saw it. */
export const answerLabel = (answer: StoredAnswer, language: Language): string => answer.labels?.[language] || answer.label;

/** The form's title in `language`, else as the visitor saw it. */
export const formTitleIn = (payload: RequestPayload, language: Language): string =>
  payload.formTitles?.[language] || payload.formTitle;

/** An answer as people read it: an amount with its currency as the form writes it (`500 ₽`), else its text; '' for none. */
export function answerText(answer: StoredAnswer, language: Language): string {
  if (answer.value === null || answer.value === '') return '';
  if (typeof answer.value === 'number') return formatBound(answer.value, language, answer.currency ?? null);
  return String(answer.value);
}

const answered = (answer: StoredAnswer) => answer.value !== null && answer.value !== '';

/** The sender's email: the first answered input of type email. */
export const emailAnswer = (payload: RequestPayload): StoredAnswer | undefined =>
  payload.answers.find((answer) => answer.type === 'email' && answered(answer));

/** The amount: the first answered number input, one with a currency before a plain number. */
export const amountAnswer = (payload: RequestPayload): StoredAnswer | undefined =>
  payload.answers.find((answer) => isNumberVariant(answer.variant) && answer.currency && answered(answer)) ??
  payload.answers.find((answer) => isNumberVariant(answer.variant) && answered(answer));

/** The sender's name, as far as a form says one: its first answered one-line text input of no particular type. */
export const nameAnswer = (payload: RequestPayload): StoredAnswer | undefined =>
  payload.answers.find(
    (answer) =>
      (answer.type ?? 'default') === 'default' &&
      (answer.variant === 'default' || answer.variant === 'text-default') &&
      typeof answer.value === 'string' &&
      answered(answer),
  );

/** Longest title: the admin title it is stored as takes any length, but a label is read at a glance. */
const LONGEST_TITLE = 200;

/** Who sent what: «Стать другом фонда — Пётр, petr@example.com» (the form's title alone when no answer names anyone). */
export function requestTitle(payload: RequestPayload, language: Language): string {
  const who = [nameAnswer(payload), emailAnswer(payload)].flatMap((answer) => (answer ? [String(answer.value)] : []));
  const title = [formTitleIn(payload, language), who.join(', ')].filter(Boolean).join(' — ');
  const line = title.replace(/\s+/g, ' ').trim();
  return line.length > LONGEST_TITLE ? `${line.slice(0, LONGEST_TITLE - 1).trimEnd()}…` : line;
}
