import { refreshExpiredSession } from '@/server/actions/session-actions';
import type { CodedMessage } from '@/shared/message-codes';
import { SESSION_REFRESHABLE_HEADER } from '@/shared/session-cookies';

/*
 * The islands' calls from the browser (cart, chat): the REST routes, with the visitor's session cookie. Plain fetch
 * keeps the public pages' JavaScript small (no tRPC client).
 */

/** One failing field of a refused call, as the server names it (`data.email`), with its message code. */
export type FieldProblem = CodedMessage;

/** A call the server refused, with the message it gave, each failing field, and its Retry-After (seconds) if any. */
export class RestCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly causes: readonly FieldProblem[] = [],
    readonly retryAfterSeconds?: number,
    /** The code of the whole refusal, when the server gave one (its words are said in the page's language). */
    readonly messageCode?: string,
  ) {
    super(message);
  }
}

/** A Retry-After header in seconds from now: whole seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

const MESSAGE_SEPARATOR = ' | ';

/** The message of an error answer: `{ data: "<message>", cause, messageCode? }`, else the status. */
async function failure(response: Response): Promise<RestCallError> {
  const body = (await response.json().catch(() => undefined)) as
    { data?: unknown; cause?: unknown; messageCode?: unknown } | undefined;
  const message =
    typeof body?.data === 'string' ? body.data : [response.status, response.statusText].filter(Boolean).join(MESSAGE_SEPARATOR);
  return new RestCallError(
    message,
    response.status,
    Array.isArray(body?.cause) ? (body.cause as FieldProblem[]) : [],
    retryAfterSeconds(response.headers.get('retry-after')),
    typeof body?.messageCode === 'string' ? body.messageCode : undefined,
  );
}

/**
 * A 401 worth a refresh: the caller keeps a refresh token, as the server says (its cookie is out of scripts' reach). A
 * visitor who never signed in is answered 401 without it, and no refresh is asked for.
 */
export const refreshable = (response: Response) =>
  response.status === 401 && response.headers.get(SESSION_REFRESHABLE_HEADER) === 'true';

let refreshing: Promise<boolean> | undefined;

/**
 * Refreshes the expired session once for every caller told 401 meanwhile (the session store, the cart, a chat): a
 * refresh token works once, and a second refresh presenting it would end the session (docs/decisions/0010).
 */
export function refreshSessionOnce(): Promise<boolean> {
  refreshing ??= refreshExpiredSession().finally(() => (refreshing = undefined));
  return refreshing;
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
  if (refreshable(response) && (await refreshSessionOnce())) response = await send();
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as { data: T }).data;
}
