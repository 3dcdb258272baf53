/**
 * What the benchmarks' bare baselines share with the product for a signed-in caller: registration through the REST
 * route (as a storefront would), the check of a bearer token as ours does it, written by hand, and the server around a
 * handler answering in our envelope.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';

export const PASSWORD = 'correct horse battery';
const AUTH = '/api/rbac/subjects/authentication';
const SESSION_SQL = 'SELECT "subjectId", "revokedAt" FROM "RbacSession" WHERE "id" = $1::text';

/** A refusal a baseline answers with its status and message. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Subject {
  id: string;
  authorization: string;
}

/** Registers a subject as a storefront would (the REST registration route), and reads its id. */
export async function register(url: string, login: string): Promise<Subject> {
  const registered = await fetch(`${url}${AUTH}/email-and-password/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { login, password: PASSWORD } }),
  });
  if (registered.status !== 200) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const authorization = `Bearer ${((await registered.json()) as { data: { jwt: string } }).data.jwt}`;
  const me = (await (await fetch(`${url}${AUTH}/me`, { headers: { authorization } })).json()) as { data: { id: string } };
  return { id: me.data.id, authorization };
}

/** A statement on the baseline's own connection (a pg pool, a PGlite instance): its rows. */
export type BareQuery = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** The subject the bearer token speaks for, checked as ours does: signature, claims, an open session of that subject. */
export async function authenticate(query: BareQuery, request: IncomingMessage, key: Uint8Array): Promise<string> {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new Refusal(401, 'Sign in first');
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }).catch(() => {
    throw new Refusal(401, 'The access token is not valid');
  });
  if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
    throw new Refusal(401, 'The token is not an access token');
  const session = (await query(SESSION_SQL, [payload.sid])).rows[0] as { subjectId: string; revokedAt: Date | null } | undefined;
  if (!session || session.revokedAt || session.subjectId !== payload.sub) throw new Refusal(401, 'The session has ended');
  return payload.sub;
}

/** An answer in our envelope. */
export function send(response: ServerResponse, status: number, data: unknown) {
  const json = JSON.stringify({ data });
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

/** A bare server around `handle`: a Refusal answered with its status, anything else a 500. */
export function bareServer(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Server {
  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof Refusal) return send(response, error.status, error.message);
      // autocannon hangs up at the end of a run, mid-request: nobody is left to answer.
      if (request.destroyed) return;
      console.error(error);
      send(response, 500, 'Internal server error');
    });
  });
}
