import { refreshExpiredSession } from '@/server/actions/session-actions';
import { codeMessage, fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import type { CodedMessage } from '@/shared/message-codes';

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

/**
 * A page's words for a failed call, by what went wrong: the server writes English, so a page says none of its text
 * except through the codes it knows.
 */
export interface FailureWords {
  /** 401 after the one refresh: the session is over. */
  signInAgain: string;
  forbidden: string;
  notFound: string;
  /** 429; `wait` is the Retry-After in the page's language (`через 2 минуты`), when the answer had one. */
  tooMany: (wait: string | undefined) => string;
  /** 5xx: the server could not answer now. */
  serverDown: string;
  /** No answer at all (offline, the connection cut). */
  offline: string;
  /** Any other refusal that names nothing the page can say. */
  refused: string;
  /** The failing fields' names, by the last part of the server's path (`data.description`: `description`). */
  fields: Readonly<Record<string, string>>;
}

const MINUTE = 60;
const HOUR = 3_600;

/** A wait from now, rounded up to a unit people read: `через 45 секунд`, `in 2 minutes`, `через 1 час`. */
export function waitText(seconds: number, language: Language): string {
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < MINUTE) return words.format(whole, 'second');
  if (whole < HOUR) return words.format(Math.ceil(whole / MINUTE), 'minute');
  return words.format(Math.ceil(whole / HOUR), 'hour');
}

/** A Retry-After header in seconds from now: whole seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** A failing field's words, after the field's name when the page has one for it. */
function causeText(cause: FieldProblem, language: Language, words: FailureWords): string {
  const text = fieldMessage(cause, language);
  const name = cause.field ? words.fields[cause.field.split('.').at(-1)!] : undefined;
  return name ? `${name}: ${lowerFirst(text)}` : text;
}

/**
 * What a failed call says in the page's language: the session over, too many (with the wait), the server down, else
 * its fields' or its code's words, else its status's; a 404 names an id, which tells a reader nothing. Anything but a
 * refusal had no answer.
 */
export function failureText(error: unknown, language: Language, words: FailureWords): string {
  if (!(error instanceof RestCallError)) return words.offline;
  const { status } = error;
  if (status === 401) return words.signInAgain;
  if (status === 404) return words.notFound;
  if (status === 429)
    return words.tooMany(error.retryAfterSeconds === undefined ? undefined : waitText(error.retryAfterSeconds, language));
  if (status >= 500) return words.serverDown;
  if (error.causes.length) return error.causes.map((cause) => causeText(cause, language, words)).join(' ');
  return codeMessage(error.messageCode, undefined, language) ?? (status === 403 ? words.forbidden : words.refused);
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
