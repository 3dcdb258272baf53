import { codeMessage, fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import type { MessageParams } from '@/shared/message-codes';

/** What a refused submission said, in the page's language: its message, and each failing answer's by input id. */
export interface SubmitFailure {
  status: number;
  message: string;
  fields: Record<string, string>;
  /** Messages of causes that name no field of the form (the whole body, say). */
  other: string[];
}

interface ErrorBody {
  data?: unknown;
  cause?: unknown;
  messageCode?: unknown;
}

const ANSWER_FIELD = /^data\.(.+)$/;

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/**
 * Reads the public error shape `{ data, cause: [{ field, message, code, params }], messageCode }`, each message said
 * from its code in the page's language (field-messages.ts); anything else is only its status.
 */
async function failureOf(response: Response, language: Language, fallback: string): Promise<SubmitFailure> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const fields = new Map<string, string>();
  const other: string[] = [];
  for (const cause of Array.isArray(body.cause) ? (body.cause as unknown[]) : []) {
    if (!cause || typeof cause !== 'object') continue;
    const { field, message, code, params } = cause as { field?: unknown; message?: unknown; code?: unknown; params?: unknown };
    if (typeof message !== 'string') continue;
    const words = fieldMessage(
      {
        message,
        ...(typeof field === 'string' ? { field } : {}),
        ...(typeof code === 'string' ? { code } : {}),
        ...(isParams(params) ? { params } : {}),
      },
      language,
    );
    const key = typeof field === 'string' ? ANSWER_FIELD.exec(field)?.[1] : undefined;
    if (key && !fields.has(key)) fields.set(key, words);
    else other.push(words);
  }
  const coded = typeof body.messageCode === 'string' ? codeMessage(body.messageCode, undefined, language) : undefined;
  // The server writes English: its own sentence only on an English page.
  const english = language === 'en' && typeof body.data === 'string' && body.data ? body.data : undefined;
  const message = coded ?? english ?? `${fallback} (${response.status})`;
  return { status: response.status, message, fields: Object.fromEntries(fields), other };
}

/**
 * Sends the answers to `POST /api/crm/forms/{id}/requests` as the REST adapter takes a body: JSON `{ data }`, keyed
 * by input id. With the session's cookies, so that a signed-in visitor is recorded with the request. `undefined` on
 * success (201), else what was refused.
 */
export async function submitCrmRequest(
  formId: string,
  language: Language,
  answers: Record<string, string | number>,
  fallback: string,
): Promise<SubmitFailure | undefined> {
  const response = await fetch(`/api/crm/forms/${encodeURIComponent(formId)}/requests?language=${encodeURIComponent(language)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: answers }),
  });
  return response.ok ? undefined : failureOf(response, language, fallback);
}
