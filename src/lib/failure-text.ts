import { codeMessage, fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import { RestCallError, type FieldProblem } from './rest-call';

/*
 * A failed call's words in the page's language, apart from the call itself (rest-call.ts): the messages of every code
 * weigh more than the calls, and a public page loads them only when a call failed.
 */

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
