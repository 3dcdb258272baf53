import type { z } from 'zod';
import { ProviderUnavailable } from './payment-provider';

/** A checkout waits on the provider's answer: one that has not answered by then is down, and the checkout is retried. */
const TIMEOUT_MS = 20_000;

/** HTTP Basic credentials (CloudPayments and TipTop Pay: public id and API secret; PayKeeper: login and password). */
export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/**
 * Calls a provider's HTTP API through global fetch (which tests stand in for with msw) and reads its JSON answer with
 * `schema`. Out of reach, an HTTP error or an answer of another shape is ProviderUnavailable, with what the provider
 * said (the start of its answer) for the log.
 */
export async function providerJson<T>(provider: string, url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(`${provider} could not be reached: ${error instanceof Error ? error.message : 'no answer'}`);
  }
  const said = text.slice(0, 300);
  if (!response.ok) throw new ProviderUnavailable(`${provider} answered HTTP ${response.status}: ${said}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(`${provider} answered something other than JSON: ${said}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderUnavailable(`${provider} answered something unexpected: ${said}`);
  return parsed.data;
}
