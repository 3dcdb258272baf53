import { refreshExpiredSession } from '@/server/actions/session-actions';
import { fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import type { CodedMessage } from '@/shared/message-codes';

/*
 * The islands' calls from the browser (cart, chat): the REST routes, with the visitor's session cookie. Plain fetch
 * keeps the public pages' JavaScript small (no tRPC client).
 */

/** One failing field of a refused call, as the server names it (`data.email`), with its message code. */
export type FieldProblem = CodedMessage;

/** A call the server refused, with the message it gave (shown as the toast) and each failing field. */
export class RestCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly causes: readonly FieldProblem[] = [],
  ) {
    super(message);
  }
}

/** What a failed call says in the page's language: its causes' words, or its message when it names none. */
export const failureText = (error: unknown, language: Language): string =>
  error instanceof RestCallError && error.causes.length
    ? error.causes.map((cause) => fieldMessage(cause, language)).join(' ')
    : error instanceof Error
      ? error.message
      : String(error);

const MESSAGE_SEPARATOR = ' | ';

/** The message of an error answer: `{ data: "<message>", cause }`, else the status. */
async function failure(response: Response): Promise<RestCallError> {
  const body = (await response.json().catch(() => undefined)) as { data?: unknown; cause?: unknown } | undefined;
  const message =
    typeof body?.data === 'string' ? body.data : [response.status, response.statusText].filter(Boolean).join(MESSAGE_SEPARATOR);
  return new RestCallError(message, response.status, Array.isArray(body?.cause) ? (body.cause as FieldProblem[]) : []);
}

/** One call: JSON `{ data }` in and out; a 401 once refreshes an expired session and tries again. */
export async function restCall<T>(method: string, path: string, data?: unknown): Promise<T> {
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json', ...(data === undefined ? {} : { 'content-type': 'application/json' }) },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
  let response = await send();
  if (response.status === 401 && (await refreshExpiredSession())) response = await send();
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as { data: T }).data;
}
