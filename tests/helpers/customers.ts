import { expect } from 'vitest';
import type { TestServer } from './server';

const AUTH = '/api/rbac/subjects/authentication';
export const CUSTOMER_PASSWORD = 'correct horse battery';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { data: T; cause?: { field?: string; message: string }[] };
}

/** A REST call as an outside client makes it: JSON `{ data }` in, the parsed answer out; no secret key. */
export async function callApi<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  { headers = {}, data }: { headers?: Record<string, string>; data?: unknown } = {},
): Promise<Answer<T>> {
  const response = await server.request(path, {
    method,
    secretKey: null,
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Answer<T>['body'] };
}

export interface Customer {
  id: string;
  login: string;
  headers: Record<string, string>;
  jwt: string;
}

/** A new subject registered with email and password, with the bearer header of its session. */
export async function registerCustomer(server: TestServer, login: string): Promise<Customer> {
  const registered = await callApi<{ jwt: string }>(server, 'POST', `${AUTH}/email-and-password/registration`, {
    data: { login, password: CUSTOMER_PASSWORD },
  });
  expect(registered.status).toBe(200);
  const headers = { authorization: `Bearer ${registered.body.data.jwt}` };
  const me = await callApi<{ id: string }>(server, 'GET', `${AUTH}/me`, { headers });
  return { id: me.body.data.id, login, headers, jwt: registered.body.data.jwt };
}

/** The field each cause of an error answer names. */
export const fieldsOf = (answer: Answer) => answer.body.cause?.map((cause) => cause.field);
