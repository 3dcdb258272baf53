import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appApi } from '../../src/server/api';
import { createPlatformServer } from '../../src/server/http/server';
import { createAdministrator } from '../../src/server/modules/rbac/subjects/administrator.service';
import { entities } from '../../src/shared/registry';
import type { AnyEntity } from '../../src/shared/registry/define-entity';
import { answerRest } from '../../src/server/rest/handler';
import type { Route } from '../../src/server/platform/procedures/route-table';
import { appRouter } from '../../src/server/trpc/app-router';
import type { ContextDependencies } from '../../src/server/platform/context/context';
import { ACCESS_LEVELS, type ProcedureMeta } from '../../src/server/platform/procedures/meta';
import { startTestServer, TEST_JWT_SECRET, TEST_SECRET_KEY, testDependencies, type TestServer } from '../helpers/server';
import { attachToOrderOf, uploadFile, type StoredFileRecord } from '../helpers/stored-files';

/**
 * The security suite: every route of the table against every kind of caller, the tokens that must be refused,
 * refresh-token reuse, and refused writes that must leave the database as it was.
 *
 * The walk is table-driven: it reads `appApi().routes.routes`, so a new route is walked as soon as it exists. A
 * route without an access rule already stops the route table from compiling (and so this whole file); one whose
 * level the table below does not know fails `expectedOutcome`, and the first test names it. Every route is walked
 * by every caller, none sampled: about 6,600 REST and 2,000 tRPC requests, 16 at a time, take 40 to 50 seconds per
 * database on two cores.
 */

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse battery';
/** How many requests the walks keep in flight. */
const CONCURRENCY = 16;

let server: TestServer;
/** The API server with a stand-in for Next.js, so that the routes Next.js serves (revalidation) are walked too. */
let walker: Server;
let url: string;

/**
 * What Next.js does with a route declared `servedBy: 'next'` (src/server/next-api.ts, which only runs inside
 * Next.js): the same adapter, with a page cache.
 */
function nextStandIn(dependencies: ContextDependencies) {
  const api = appApi();
  return async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await answerRest(
      { ...dependencies, routes: api.routes, call: api.call },
      {
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', 'http://localhost'),
        headers: request.headers,
        body: request,
      },
      { pageCache: { revalidate: () => undefined } },
    );
    if (answer === 'next') throw new Error('A route served by Next.js was handed back to Next.js');
    response.writeHead(answer.status, { ...answer.headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  };
}

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: unknown; cause?: unknown; error?: { json?: { message?: string } } } | undefined;
}

/** A request to the walker: JSON in, JSON (or nothing) out. */
async function send(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(url + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : undefined;
  } catch {
    parsed = { data: text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

const messageOf = (answer: Answer) =>
  typeof answer.body?.data === 'string' ? answer.body.data : (answer.body?.error?.json?.message ?? JSON.stringify(answer.body));

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** Runs `work` over `items`, at most `limit` at a time, answers in order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface Tokens {
  jwt: string;
  refresh: string;
}

async function register(login: string, password = PASSWORD): Promise<Tokens> {
  const answer = await send(`${AUTH}/email-and-password/registration`, { method: 'POST', body: { data: { login, password } } });
  expect(answer.status, messageOf(answer)).toBe(200);
  return answer.body!.data as Tokens;
}

async function signIn(login: string, password: string): Promise<Tokens> {
  const answer = await send(`${AUTH}/email-and-password/authentication`, { method: 'POST', body: { data: { login, password } } });
  expect(answer.status, messageOf(answer)).toBe(200);
  return answer.body!.data as Tokens;
}

async function subjectIdOf(jwt: string): Promise<string> {
  const answer = await send(`${AUTH}/me`, { headers: bearer(jwt) });
  expect(answer.status, messageOf(answer)).toBe(200);
  return (answer.body!.data as { id: string }).id;
}

const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`))[0]!.n;

// ---------------------------------------------------------------------------------------------------------------
// Callers

type CallerName = 'anonymous' | 'subject' | 'other subject' | 'administrator' | 'secret key';

interface Caller {
  name: CallerName;
  /** The subject the caller is signed in as. */
  subjectId?: string;
  /** Headers of its credentials. */
  headers: Record<string, string>;
  /** Headers of a session of its own, for a call that ends the session it is made with (logout). */
  freshSession?: () => Promise<Record<string, string>>;
}

let anonymous: Caller;
let subject: Caller;
let other: Caller;
let administrator: Caller;
let secretKey: Caller;
let callers: Caller[];

async function signedInCaller(name: CallerName, login: string, tokens: Tokens): Promise<Caller> {
  return {
    name,
    subjectId: await subjectIdOf(tokens.jwt),
    headers: bearer(tokens.jwt),
    freshSession: async () => bearer((await signIn(login, PASSWORD)).jwt),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const dependencies = testDependencies(server.db, server.storage);
  walker = createPlatformServer({ ...dependencies, pages: nextStandIn(dependencies) });
  await new Promise<void>((resolve) => walker.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(walker.address() as AddressInfo).port}`;

  anonymous = { name: 'anonymous', headers: {} };
  subject = await signedInCaller('subject', 'subject@example.com', await register('subject@example.com'));
  other = await signedInCaller('other subject', 'other@example.com', await register('other@example.com'));
  // The seeded administrator: the admin role, whose actions are every method on /api/*.
  await createAdministrator(server.db, { email: 'admin@example.com', password: PASSWORD });
  administrator = await signedInCaller('administrator', 'admin@example.com', await signIn('admin@example.com', PASSWORD));
  secretKey = { name: 'secret key', headers: { 'x-rbac-secret-key': TEST_SECRET_KEY } };
  callers = [anonymous, subject, other, administrator, secretKey];
});

afterAll(async () => {
  await new Promise((resolve) => walker?.close(resolve));
  await server?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// The route table, classified

const routes = () => appApi().routes.routes;

const GENERIC_PROCEDURES = new Set([
  'list',
  'count',
  'get',
  'create',
  'update',
  'delete',
  'findOrCreate',
  'bulkCreate',
  'bulkUpdate',
]);
const GENERIC_READS = new Set(['list', 'count', 'get']);

/** The entity whose generic procedure serves the route, or undefined for a module's own route. */
function entityOf(route: Route): AnyEntity | undefined {
  const [moduleKey, routerKey, name] = route.keys;
  if (route.keys.length !== 3 || !GENERIC_PROCEDURES.has(name!)) return undefined;
  return entities.find(
    (entity) => entity.moduleKey === moduleKey && entity.routerKey === routerKey && route.path.startsWith(entity.path),
  );
}

const ROUTE_CLASSES = [
  'generic read of a public entity',
  'generic read of a personal entity',
  'generic write',
  'own records',
  'signed-in',
  'permission',
  'secret-key',
  'public',
] as const;
type RouteClass = (typeof ROUTE_CLASSES)[number];

/** A generic route by what it does to which entity; a module's own route by its access level. */
function classOf(route: Route): RouteClass | `unknown access ${string}` {
  const entity = entityOf(route);
  if (entity) {
    if (!GENERIC_READS.has(route.keys[2]!)) return 'generic write';
    return entity.publiclyReadable ? 'generic read of a public entity' : 'generic read of a personal entity';
  }
  switch (route.access) {
    case 'own':
      return 'own records';
    case 'public':
    case 'signed-in':
    case 'permission':
    case 'secret-key':
      return route.access;
    default:
      return `unknown access ${String(route.access)}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Expected outcomes

/** `allowed`: neither 401 nor 403 (an empty or dummy input may well be a 400 or 404: access is checked first). */
type Outcome = 'allowed' | 401 | 403;

/**
 * What an access level means for a caller (meta.ts): the secret key may call anything; `public` anyone; `signed-in`
 * any live session; `own` the subject whose id is `{id}`, or a permitting role; `permission` a permitting role;
 * `secret-key` only the key. No credentials is a 401, credentials that do not suffice a 403.
 */
function expectedOutcome(access: string, caller: Caller, target: string | undefined): Outcome {
  switch (access) {
    case 'public':
      return 'allowed';
    case 'secret-key':
      return caller.name === 'secret key' ? 'allowed' : caller.name === 'anonymous' ? 401 : 403;
    case 'signed-in':
      return caller.name === 'anonymous' ? 401 : 'allowed';
    case 'own':
      if (caller.name === 'anonymous') return 401;
      if (caller.name === 'secret key' || caller.name === 'administrator') return 'allowed';
      return target !== undefined && caller.subjectId === target ? 'allowed' : 403;
    case 'permission':
      if (caller.name === 'anonymous') return 401;
      return caller.name === 'secret key' || caller.name === 'administrator' ? 'allowed' : 403;
    default:
      throw new Error(`The security table does not know the access level "${access}": add it to expectedOutcome`);
  }
}

/**
 * Procedures that answer a 401 themselves to a caller their access rule let through: the 401 is about the call,
 * not the caller's right to make it. Only this exact answer is taken for "allowed".
 */
const PROCEDURE_401: Record<string, { callers: readonly CallerName[] | 'all'; message: RegExp }> = {
  // The empty body holds no refresh token: a 401 by design (a failed refresh also clears the session cookies).
  'rbac.subjects.authenticationRefresh': { callers: 'all', message: /^No refresh token/ },
  // `me` is about a subject; the secret key is none, and is told to sign in.
  'rbac.subjects.authenticationMe': { callers: ['secret key'], message: /^Sign in first$/ },
};

/**
 * Account changes the subject makes in its own session ask who is there (decision 0028): their 403 to the subject
 * itself, sent without its current password, is about the call, not about the caller's right to make it.
 */
const CONFIRMS_WHO_IS_THERE = new Set([
  'rbac.subjects.createIdentity',
  'rbac.subjects.updateIdentity',
  'rbac.subjects.deleteIdentity',
]);

function matches(expected: Outcome, answer: Answer, procedure: string, caller: Caller): boolean {
  if (expected !== 'allowed') return answer.status === expected;
  if (answer.status !== 401 && answer.status !== 403) return true;
  if (answer.status === 403 && CONFIRMS_WHO_IS_THERE.has(procedure)) return /^Confirm it is you/.test(messageOf(answer));
  const own = PROCEDURE_401[procedure];
  return (
    !!own &&
    answer.status === 401 &&
    (own.callers === 'all' || own.callers.includes(caller.name)) &&
    own.message.test(messageOf(answer))
  );
}

/** Procedures that end the session they are called with: called with a session of their own. */
const ENDS_SESSION = new Set(['rbac.subjects.authenticationLogout']);

/** Whether `{id}` names a subject: routes of a subject's own records, and every route under `/api/rbac/subjects/{id}/`. */
const idIsSubject = (access: string, path: string) => access === 'own' || path.startsWith('/api/rbac/subjects/{id}/');

interface Call {
  caller: Caller;
  /** The subject whose id fills `{id}`, where `{id}` names a subject. */
  target: string | undefined;
  expected: Outcome;
}

/** Every (caller, target) of a route: own-record routes once for each of the two subjects' ids. */
function callsOf(access: string, path: string): Call[] {
  const targets = idIsSubject(access, path)
    ? access === 'own'
      ? [subject.subjectId!, other.subjectId!]
      : [subject.subjectId!]
    : [undefined];
  return callers.flatMap((caller) =>
    targets.map((target) => ({ caller, target, expected: expectedOutcome(access, caller, target) })),
  );
}

const targetName = (target: string | undefined) =>
  target === undefined ? '' : ` {id}=${target === subject.subjectId ? 'subject' : 'other subject'}`;

const outcomeName = (outcome: Outcome) => (outcome === 'allowed' ? 'neither 401 nor 403' : String(outcome));

/** Makes a REST call of the walk; answers a line describing a mismatch, or undefined. */
async function walkRest(route: Route, call: Call): Promise<string | undefined> {
  let path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    name === 'id' && call.target !== undefined ? call.target : randomUUID(),
  );
  // An own-records route without `{id}` in its path is given the id in the query string.
  if (route.access === 'own' && !route.params.includes('id') && call.target) path += `?id=${call.target}`;
  const headers =
    ENDS_SESSION.has(route.procedure) && call.caller.freshSession ? await call.caller.freshSession() : call.caller.headers;
  const answer = await send(path, {
    method: route.method,
    headers,
    body: route.method === 'GET' ? undefined : { data: {} },
  });
  if (matches(call.expected, answer, route.procedure, call.caller)) return undefined;
  return `${call.caller.name}${targetName(call.target)}: ${route.method} ${route.path} (${route.access}) answered ${answer.status}, expected ${outcomeName(call.expected)}: ${messageOf(answer)}`;
}

/** The signed-in callers' sessions outlive the walk (a route that ended them would make every later answer a 401). */
async function expectSessionsAlive() {
  for (const caller of [subject, other, administrator])
    expect((await send(`${AUTH}/me`, { headers: caller.headers })).status, `${caller.name}'s session`).toBe(200);
}

describe('the route table', () => {
  it('gives every route an access level the security table knows', () => {
    expect(routes().length).toBeGreaterThan(0);
    const unknown = routes().filter((route) => !(ACCESS_LEVELS as readonly string[]).includes(route.access));
    expect(unknown.map((route) => `${route.method} ${route.path}: ${String(route.access)}`)).toEqual([]);
    expect(() => expectedOutcome('some-new-level', subject, undefined)).toThrow(/does not know the access level/);
  });

  it('derives these outcomes from the access levels (for own records: the caller’s own id / another subject’s)', () => {
    const table = Object.fromEntries(
      ACCESS_LEVELS.map((level) => [
        level,
        Object.fromEntries(
          callers.map((caller) => [
            caller.name,
            level === 'own'
              ? `${expectedOutcome(level, caller, caller.subjectId ?? subject.subjectId)} / ${expectedOutcome(level, caller, caller === other ? subject.subjectId : other.subjectId)}`
              : expectedOutcome(level, caller, undefined),
          ]),
        ),
      ]),
    );
    expect(table).toEqual({
      public: {
        anonymous: 'allowed',
        subject: 'allowed',
        'other subject': 'allowed',
        administrator: 'allowed',
        'secret key': 'allowed',
      },
      'signed-in': {
        anonymous: 401,
        subject: 'allowed',
        'other subject': 'allowed',
        administrator: 'allowed',
        'secret key': 'allowed',
      },
      own: {
        anonymous: '401 / 401',
        subject: 'allowed / 403',
        'other subject': 'allowed / 403',
        administrator: 'allowed / allowed',
        'secret key': 'allowed / allowed',
      },
      permission: { anonymous: 401, subject: 403, 'other subject': 403, administrator: 'allowed', 'secret key': 'allowed' },
      // A permitting role does not make a subject the server: only the key.
      'secret-key': { anonymous: 401, subject: 403, 'other subject': 403, administrator: 403, 'secret key': 'allowed' },
    });
  });

  it('puts every route in a class of the walk', () => {
    const unclassified = routes().filter((route) => !(ROUTE_CLASSES as readonly string[]).includes(classOf(route)));
    expect(unclassified.map((route) => `${route.method} ${route.path}: ${classOf(route)}`)).toEqual([]);
  });

  it('never makes a route of a personal entity public, and guards every generic write by permission', () => {
    const wrong = routes().flatMap((route) => {
      const entity = entityOf(route);
      if (!entity) return [];
      if (!entity.publiclyReadable && route.access === 'public') return [`${route.method} ${route.path}: personal, yet public`];
      if (!GENERIC_READS.has(route.keys[2]!) && route.access !== 'permission')
        return [`${route.method} ${route.path}: a write with access ${route.access}`];
      if (GENERIC_READS.has(route.keys[2]!) && entity.publiclyReadable && route.access !== 'public')
        return [`${route.method} ${route.path}: readable by anyone, yet ${route.access}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('serves every entity with its nine generic procedures, but the three that create where only the product does', () => {
    const creates = ['create', 'findOrCreate', 'bulkCreate'];
    for (const entity of entities) {
      const served = new Set(routes().flatMap((route) => (entityOf(route) === entity ? [route.keys[2]!] : [])));
      const expected = [...GENERIC_PROCEDURES].filter((name) => !(entity.createdByProduct && creates.includes(name)));
      expect([...served].sort(), entity.path).toEqual(expected.sort());
    }
  });
});

describe('every route, walked by every caller', () => {
  // One test per class of route; the expectation comes from each route's own access level. No route is
  // `secret-key` today: that class is walked as soon as one is.
  it.each(ROUTE_CLASSES)('%s', { timeout: 120_000 }, async (routeClass) => {
    const walked = routes().filter((route) => classOf(route) === routeClass);
    const calls = walked.flatMap((route) => callsOf(route.access, route.path).map((call) => ({ route, call })));
    const mismatches = (await inPool(calls, CONCURRENCY, ({ route, call }) => walkRest(route, call))).filter(
      (line) => line !== undefined,
    );
    expect(mismatches).toEqual([]);
    await expectSessionsAlive();
  });
});

/**
 * The chat routes (docs/decisions/0044) once more, on a real chat of the subject, so that the callers they let through
 * reach the records: the subject itself, an administrator and the secret key are answered; another subject is a 404
 * naming `id` (not a 403: nothing tells whose the chat is); anonymous a 401; every answer `Cache-Control: no-store`.
 */
describe('the chat routes on a real chat, by every caller', () => {
  const CHAT_BODIES: Record<string, unknown> = {
    start: { profileId: '{team}' },
    postMessage: { description: 'Walked' },
    react: { reaction: 'heart' },
  };
  const chat: Record<string, string> = {};

  beforeAll(async () => {
    const team = await server.db.prisma.socialProfile.create({
      data: { adminTitle: 'Team', slug: 'security-team', acceptsConversations: true },
    });
    const started = await send(`/api/rbac/subjects/${subject.subjectId}/social-module/chats`, {
      method: 'POST',
      headers: subject.headers,
      body: { data: { profileId: team.id } },
    });
    expect(started.status, messageOf(started)).toBe(200);
    const { profileId, chat: created } = started.body!.data as { profileId: string; chat: { id: string } };
    const base = `/api/rbac/subjects/${subject.subjectId}/social-module/profiles/${profileId}/chats/${created.id}`;
    const posted = await send(`${base}/messages`, {
      method: 'POST',
      headers: subject.headers,
      body: { data: { description: 'First' } },
    });
    Object.assign(chat, { id: subject.subjectId!, profileId, chatId: created.id, team: team.id });
    chat.messageId = (posted.body!.data as { id: string }).id;
  });

  it('answers the subject, an administrator and the secret key; another subject 404 naming id; anonymous 401', async () => {
    const walked = routes().filter((route) => route.path.includes('/social-module/'));
    expect(walked.length).toBeGreaterThanOrEqual(8);
    const mismatches: string[] = [];
    for (const route of walked)
      for (const caller of callers) {
        const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => chat[name]!);
        const name = route.keys.at(-1)!;
        const data = JSON.parse(JSON.stringify(CHAT_BODIES[name] ?? null).replace('{team}', chat.team!)) as unknown;
        const answer = await send(path, {
          method: route.method,
          headers: caller.headers,
          body: data === null ? undefined : { data },
        });
        const fields = ((answer.body?.cause ?? []) as { field?: string }[]).map((cause) => cause.field);
        const ok =
          caller === anonymous
            ? answer.status === 401
            : caller === other
              ? answer.status === 404 && fields.join() === 'id'
              : answer.status >= 200 && answer.status < 300;
        if (!ok || answer.headers.get('cache-control') !== 'no-store')
          mismatches.push(
            `${caller.name}: ${route.method} ${route.path} answered ${answer.status} (${answer.headers.get('cache-control')}): ${messageOf(answer)}`,
          );
      }
    expect(mismatches).toEqual([]);
  });
});

describe('every procedure over tRPC, by the callers it must refuse', () => {
  type TrpcProcedure = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: ProcedureMeta } };
  const procedures = () =>
    Object.entries((appRouter._def as unknown as { procedures: Record<string, TrpcProcedure> }).procedures);

  /** A tRPC call of the walk: the same access rules as REST, checked by the procedure itself. */
  async function walkTrpc(name: string, procedure: TrpcProcedure, call: Call): Promise<string | undefined> {
    const access = procedure._def.meta?.access ?? 'none';
    const input = {
      ...(call.target !== undefined ? { id: call.target } : {}),
      ...(procedure._def.type === 'mutation' ? { data: {} } : {}),
    };
    const headers = ENDS_SESSION.has(name) && call.caller.freshSession ? await call.caller.freshSession() : call.caller.headers;
    const answer =
      procedure._def.type === 'query'
        ? await send(`/api/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers })
        : await send(`/api/trpc/${name}`, { method: 'POST', headers, body: { json: input } });
    if (matches(call.expected, answer, name, call.caller)) return undefined;
    return `${call.caller.name}${targetName(call.target)}: tRPC ${name} (${access}) answered ${answer.status}, expected ${outcomeName(call.expected)}: ${messageOf(answer)}`;
  }

  it('gives every procedure an access level the security table knows', () => {
    const unknown = procedures().filter(
      ([, procedure]) => !(ACCESS_LEVELS as readonly string[]).includes(procedure._def.meta?.access ?? 'none'),
    );
    expect(unknown.map(([name]) => name)).toEqual([]);
  });

  // Anonymous and a subject without roles: the callers a missed check on this face would let through.
  it('refuses anonymous callers and subjects without a permitting role', { timeout: 120_000 }, async () => {
    const calls = procedures().flatMap(([name, procedure]) => {
      const access = procedure._def.meta?.access ?? 'none';
      const targets = access === 'own' ? [subject.subjectId!, other.subjectId!] : [undefined];
      return [anonymous, subject].flatMap((caller) =>
        targets.map((target) => ({
          name,
          procedure,
          call: { caller, target, expected: expectedOutcome(access, caller, target) },
        })),
      );
    });
    const mismatches = (await inPool(calls, CONCURRENCY, ({ name, procedure, call }) => walkTrpc(name, procedure, call))).filter(
      (line) => line !== undefined,
    );
    expect(mismatches).toEqual([]);
    await expectSessionsAlive();
  });
});

describe('access tokens that must be refused', () => {
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  let real: Tokens;
  let claims: { sub: string; sid: string };
  let article: { id: string };

  beforeAll(async () => {
    real = await register('tokens@example.com');
    const payload = decodeJwt(real.jwt);
    claims = { sub: payload.sub!, sid: payload.sid as string };
    const created = await send('/api/blog/articles', {
      method: 'POST',
      headers: secretKey.headers,
      body: { data: { title: { en: 'Kept' } } },
    });
    article = created.body!.data as { id: string };
  });

  const now = () => Math.floor(Date.now() / 1000);

  /** An access token as the server signs one (access-token.ts), with what a test changes. */
  const forge = (options: { key?: Uint8Array; typ?: string; issuedAt?: number; expiresAt?: number } = {}): Promise<string> =>
    new SignJWT({ sid: claims.sid, typ: options.typ ?? 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(randomUUID())
      .setIssuedAt(options.issuedAt ?? now())
      .setExpirationTime(options.expiresAt ?? now() + 600)
      .sign(options.key ?? secret);

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('takes the real token and a forged one signed as the server signs (the controls of the cases below)', async () => {
    expect((await send(`${AUTH}/me`, { headers: bearer(real.jwt) })).status).toBe(200);
    expect((await send(`${AUTH}/me`, { headers: bearer(await forge()) })).status).toBe(200);
  });

  const cases: [string, () => Promise<string>][] = [
    ['expired', () => forge({ issuedAt: now() - 7200, expiresAt: now() - 3600 })],
    [
      'tampered (a character of the payload flipped)',
      async () => {
        const [header, payload, signature] = real.jwt.split('.') as [string, string, string];
        const at = Math.floor(payload.length / 2);
        const flipped = payload[at] === 'A' ? 'B' : 'A';
        return [header, payload.slice(0, at) + flipped + payload.slice(at + 1), signature].join('.');
      },
    ],
    [
      'unsigned (alg: none)',
      async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...decodeJwt(real.jwt), exp: now() + 600 })}.`,
    ],
    ['of another type (typ: refresh), signed with the right secret', () => forge({ typ: 'refresh' })],
    [
      'signed with another secret',
      () => forge({ key: new TextEncoder().encode('another-secret-that-is-also-32-characters-long') }),
    ],
    ['a refresh token presented as the access token', async () => real.refresh],
    [
      'of a session that was logged out',
      async () => {
        const tokens = await register('logged-out@example.com');
        expect((await send(`${AUTH}/me`, { headers: bearer(tokens.jwt) })).status).toBe(200);
        expect((await send(`${AUTH}/logout`, { method: 'POST', body: { data: { refresh: tokens.refresh } } })).status).toBe(200);
        return tokens.jwt;
      },
    ],
  ];

  it.each(cases)('%s: 401 on a signed-in route, and on a write that then writes nothing', async (_case, make) => {
    const token = await make();
    expect((await send(`${AUTH}/me`, { headers: bearer(token) })).status).toBe(401);

    const articles = await count('BlogArticle');
    const create = await send('/api/blog/articles', {
      method: 'POST',
      headers: bearer(token),
      body: { data: { title: { en: 'Forged' } } },
    });
    expect(create.status, messageOf(create)).toBe(401);
    const update = await send(`/api/blog/articles/${article.id}`, {
      method: 'PATCH',
      headers: bearer(token),
      body: { data: { title: { en: 'Forged' } } },
    });
    expect(update.status, messageOf(update)).toBe(401);
    const viaTrpc = await send('/api/trpc/blog.articles.create', {
      method: 'POST',
      headers: bearer(token),
      body: { json: { data: { title: { en: 'Forged' } } } },
    });
    expect(viaTrpc.status).toBe(401);
    expect(await count('BlogArticle')).toBe(articles);
    expect(await server.db.prisma.blogArticle.findUnique({ where: { id: article.id }, select: { title: true } })).toEqual({
      title: { en: 'Kept' },
    });
  });

  it('refuses the access-token cookie of a request sent from another site, and takes it from this site', async () => {
    const cookie = { cookie: `rbac.subject.jwt=${real.jwt}` };
    expect((await send(`${AUTH}/me`, { headers: { ...cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await send(`${AUTH}/me`, { headers: { ...cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(401);
    expect((await send(`${AUTH}/me`, { headers: { ...cookie, origin: 'https://evil.example' } })).status).toBe(401);
    const articles = await count('BlogArticle');
    const write = await send('/api/blog/articles', {
      method: 'POST',
      headers: { ...cookie, 'sec-fetch-site': 'cross-site' },
      body: { data: { title: { en: 'Cross-site' } } },
    });
    expect(write.status).toBe(401);
    expect(await count('BlogArticle')).toBe(articles);
  });
});

describe('refresh-token reuse', () => {
  const refresh = (token: string) => send(`${AUTH}/refresh`, { method: 'POST', body: { data: { refresh: token } } });

  it('ends the whole family: after A → B → C, presenting A stops C’s access and refresh tokens', async () => {
    const a = await register('family@example.com');
    const b = (await refresh(a.refresh)).body!.data as Tokens;
    const c = (await refresh(b.refresh)).body!.data as Tokens;
    expect((await send(`${AUTH}/me`, { headers: bearer(c.jwt) })).status).toBe(200);

    expect((await refresh(a.refresh)).status).toBe(401);
    expect((await send(`${AUTH}/me`, { headers: bearer(c.jwt) })).status).toBe(401);
    expect((await send(`${AUTH}/me`, { headers: bearer(b.jwt) })).status).toBe(401);
    expect((await refresh(c.refresh)).status).toBe(401);
    // Other sessions of the same subject go on.
    expect((await send(`${AUTH}/me`, { headers: bearer((await signIn('family@example.com', PASSWORD)).jwt) })).status).toBe(200);
  });
});

describe('a refused write writes nothing', () => {
  let article: { id: string };
  const IDENTITY_TABLES = ['RbacIdentity', 'RbacSubject', 'RbacSubjectsToIdentities'];

  beforeAll(async () => {
    article = (
      await send('/api/blog/articles', {
        method: 'POST',
        headers: secretKey.headers,
        body: { data: { title: { en: 'Original' } } },
      })
    ).body!.data as { id: string };
  });

  interface Write {
    method: string;
    path: () => string;
    /** A valid body: only access stands between it and the database. */
    data?: unknown;
    tables: string[];
    /** The row the write would change, as the database holds it. */
    row?: () => Promise<unknown>;
  }

  const articleRow = () => server.db.query('SELECT * FROM "BlogArticle" WHERE "id" = $1', [article.id]);

  const writes: [string, Write][] = [
    [
      'generic create',
      { method: 'POST', path: () => '/api/blog/articles', data: { title: { en: 'New' } }, tables: ['BlogArticle'] },
    ],
    [
      'generic update',
      {
        method: 'PATCH',
        path: () => `/api/blog/articles/${article.id}`,
        data: { title: { en: 'Changed' } },
        tables: ['BlogArticle'],
        row: articleRow,
      },
    ],
    [
      'generic delete',
      { method: 'DELETE', path: () => `/api/blog/articles/${article.id}`, tables: ['BlogArticle'], row: articleRow },
    ],
    [
      'bulk create',
      {
        method: 'POST',
        path: () => '/api/blog/articles/bulk',
        data: [{ data: { title: { en: 'One' } } }, { data: { title: { en: 'Two' } } }],
        tables: ['BlogArticle'],
      },
    ],
    [
      'an identity for a new subject',
      {
        method: 'POST',
        path: () => '/api/rbac/identities/email-and-password',
        data: { email: 'planted@example.com', password: 'planted password' },
        tables: IDENTITY_TABLES,
      },
    ],
    [
      'an identity for another subject (to sign in as it)',
      {
        method: 'POST',
        path: () => `/api/rbac/subjects/${other.subjectId}/identities`,
        data: { email: 'takeover@example.com', password: 'takeover password' },
        tables: IDENTITY_TABLES,
      },
    ],
  ];

  const snapshot = async (write: Write) => ({
    counts: await Promise.all(write.tables.map(count)),
    row: await write.row?.(),
  });

  it.each(writes)('%s: refused to anonymous callers (401) and to a subject without permission (403)', async (_write, write) => {
    const before = await snapshot(write);
    for (const [caller, status] of [
      [anonymous, 401],
      [subject, 403],
    ] as const) {
      const answer = await send(write.path(), {
        method: write.method,
        headers: caller.headers,
        body: write.data === undefined ? undefined : { data: write.data },
      });
      expect(answer.status, `${caller.name}: ${messageOf(answer)}`).toBe(status);
      expect(await snapshot(write), caller.name).toEqual(before);
    }
    // The control: with the secret key the same request does write.
    const allowed = await send(write.path(), {
      method: write.method,
      headers: secretKey.headers,
      body: write.data === undefined ? undefined : { data: write.data },
    });
    expect(allowed.status, messageOf(allowed)).toBeLessThan(300);
    expect(await snapshot(write)).not.toEqual(before);
  });

  it('refuses the same create over tRPC, writing nothing', async () => {
    const articles = await count('BlogArticle');
    for (const [caller, status] of [
      [anonymous, 401],
      [subject, 403],
    ] as const) {
      const answer = await send('/api/trpc/blog.articles.create', {
        method: 'POST',
        headers: caller.headers,
        body: { json: { data: { title: { en: 'Via tRPC' } } } },
      });
      expect(answer.status, caller.name).toBe(status);
    }
    expect(await count('BlogArticle')).toBe(articles);
  });
});

describe('stored files, fetched and read by every caller', () => {
  type Outcome = Record<CallerName, number>;
  const everyone: Outcome = { anonymous: 200, subject: 200, 'other subject': 200, administrator: 200, 'secret key': 200 };
  const permitted: Outcome = { anonymous: 404, subject: 404, 'other subject': 404, administrator: 200, 'secret key': 200 };
  let files: { name: string; file: StoredFileRecord; fetched: Outcome; read: Outcome }[];

  beforeAll(async () => {
    const shown = await uploadFile(server, 'shown.txt', 'a product picture');
    const product = await server.db.prisma.ecommerceProduct.create({ data: { slug: 'security-files', adminTitle: 'Files' } });
    await server.db.prisma.ecommerceProductsToFileStorageModuleFiles.create({
      data: { productId: product.id, fileStorageModuleFileId: shown.id },
    });
    const receipt = await uploadFile(server, 'receipt.txt', "the subject's receipt");
    await attachToOrderOf(server, subject.subjectId!, receipt.id);
    files = [
      { name: 'shown by a product', file: shown, fetched: everyone, read: everyone },
      {
        name: 'marked public',
        file: await uploadFile(server, 'public.txt', 'for all', { visibility: 'public' }),
        fetched: everyone,
        read: everyone,
      },
      // Its subject fetches the file of its order; the file record is read through the order.
      { name: "of the subject's order", file: receipt, fetched: { ...permitted, subject: 200 }, read: permitted },
      { name: 'linked to nothing', file: await uploadFile(server, 'draft.txt', 'a draft'), fetched: permitted, read: permitted },
    ];
  });

  it('answers each file at its url and as a record as its visibility says, to each caller', async () => {
    const seen: Record<string, Record<string, number[]>> = {};
    const expected: typeof seen = {};
    for (const { name, file, fetched, read } of files)
      for (const caller of callers) {
        const bytes = await server.request(file.file, { secretKey: null, headers: caller.headers });
        await bytes.arrayBuffer();
        const record = await server.request(`/api/file-storage/files/${file.id}`, { secretKey: null, headers: caller.headers });
        await record.arrayBuffer();
        (seen[name] ??= {})[caller.name] = [bytes.status, record.status];
        (expected[name] ??= {})[caller.name] = [fetched[caller.name], read[caller.name]];
      }
    expect(seen).toEqual(expected);
  });

  it('lists to anyone only the files shown or marked public, to permitted callers every one', async () => {
    const ids = files.map(({ file }) => file.id);
    for (const caller of callers) {
      const response = await server.request('/api/file-storage/files?limit=100', { secretKey: null, headers: caller.headers });
      const listed = ((await response.json()) as { data: StoredFileRecord[] }).data.map((file) => file.id);
      const expected = files.filter(({ read }) => read[caller.name] === 200).map(({ file }) => file.id);
      expect(
        listed.filter((id) => ids.includes(id)),
        caller.name,
      ).toEqual(expect.arrayContaining(expected));
      expect(listed.filter((id) => ids.includes(id)).length, caller.name).toBe(expected.length);
    }
  });
});
