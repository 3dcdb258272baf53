/** What a refused submission said: the server's message, and each failing answer's message by input id. */
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
}

const ANSWER_FIELD = /^data\.(.+)$/;

/** Reads the public error shape `{ data, cause: [{ field, message }] }`; anything else is only its status. */
async function failureOf(response: Response, fallback: string): Promise<SubmitFailure> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const fields = new Map<string, string>();
  const other: string[] = [];
  for (const cause of Array.isArray(body.cause) ? (body.cause as unknown[]) : []) {
    if (!cause || typeof cause !== 'object') continue;
    const { field, message } = cause as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    const key = typeof field === 'string' ? ANSWER_FIELD.exec(field)?.[1] : undefined;
    if (key && !fields.has(key)) fields.set(key, message);
    else other.push(message);
  }
  const message = typeof body.data === 'string' && body.data ? body.data : `${fallback} (${response.status})`;
  return { status: response.status, message, fields: Object.fromEntries(fields), other };
}

/**
 * Sends the answers to `POST /api/crm/forms/{id}/requests` as the REST adapter takes a body: JSON `{ data }`, keyed
 * by input id. With the session's cookies, so that a signed-in visitor is recorded with the request. `undefined` on
 * success (201), else what was refused.
 */
export async function submitCrmRequest(
  formId: string,
  language: string,
  answers: Record<string, string | number>,
  fallback: string,
): Promise<SubmitFailure | undefined> {
  const response = await fetch(`/api/crm/forms/${encodeURIComponent(formId)}/requests?language=${encodeURIComponent(language)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: answers }),
  });
  return response.ok ? undefined : failureOf(response, fallback);
}
