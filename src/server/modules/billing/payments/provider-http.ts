import type { z } from 'zod';
import { ProviderUnavailable, RefusedNotification } from './payment-provider';

/**
 * How long a provider's API may take to answer: a checkout, or a webhook confirming a payment, waits no longer (one
 * that has not answered by then counts as down, and the checkout is tried again).
 */
const ANSWER_TIMEOUT_MS = 15_000;

/** HTTP Basic credentials (CloudPayments and TipTop Pay: public id and API secret; PayKeeper: login and password). */
export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/** The start of a provider's answer in an error message: enough to tell its complaint, never a whole page. */
const excerpt = (text: string) => text.slice(0, 300);

/**
 * Calls a provider's API through the global fetch (the one HTTP client, which tests stand in for with msw) and reads
 * its JSON answer: ProviderUnavailable when it cannot be reached, answers an error status, or answers something else.
 */
export async function providerJson<T extends z.ZodType>(
  provider: string,
  url: string,
  init: RequestInit,
  answer: T,
): Promise<z.infer<T>> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(`${provider} could not be reached: ${error instanceof Error ? error.message : 'no answer'}`);
  }
  if (status < 200 || status > 299) throw new ProviderUnavailable(`${provider} answered HTTP ${status}: ${excerpt(text)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(`${provider} answered something that is not JSON: ${excerpt(text)}`);
  }
  const read = answer.safeParse(json);
  if (!read.success) throw new ProviderUnavailable(`${provider} answered something unexpected: ${excerpt(text)}`);
  return read.data;
}

/** A notification's JSON body as the provider sends it, or RefusedNotification: it is not one of its notifications. */
export function notificationJson<T extends z.ZodType>(provider: string, body: Buffer, notification: T): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new RefusedNotification(`The body is not JSON, so not a ${provider} notification`);
  }
  const read = notification.safeParse(json);
  if (!read.success) throw new RefusedNotification(`The body is not a ${provider} notification`);
  return read.data;
}

const EXPONENT = /^(-?)(\d+)(?:\.(\d+))?e([+-]?\d+)$/i;

/**
 * An amount a provider sends as a JSON number or a text, as an exact decimal text: a number by its shortest text
 * (`0.1` is `"0.1"`), written out where JavaScript would use an exponent (`1e-7` is `"0.0000001"`), since crypto amounts
 * are that small.
 */
export function decimalText(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = EXPONENT.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
