import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appApi } from '../../src/server/api';
import { entities, entityAtPath } from '../../src/shared/registry';
import { FILTER_METHODS } from '../../src/shared/registry/list-input';
import type { Route } from '../../src/server/platform/procedures/route-table';
import { nextStandIn } from '../helpers/next-stand-in';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';

/**
 * A property-based guard over the whole route table: generated methods, paths, query strings, bodies and
 * credentials, through REST and tRPC; and over page paths, with a stand-in that fails where Next.js does (a path
 * that does not decode, a malformed multipart body, a server action call it cannot decode). Whatever comes in, no answer is a 5xx, no answer holds a
 * secret, and a refused request writes nothing. `npm run fuzz` runs it with FUZZ_RUNS (10,000 or more); CI with fewer.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 2000);

let server: TestServer;
/** Values stored in secret fields and the server's key: none may ever appear in an answer. */
const SECRETS = ['fuzz-password-7f3a9c', 'fuzz-salt-0b51e2', 'fuzz-code-c4d8aa', TEST_SECRET_KEY];
const knownIds: string[] = [];
/** A chat that exists (docs/decisions/0044): its routes are also walked with real ids, so that bodies reach its writes. */
const chat: Record<'id' | 'profileId' | 'chatId' | 'messageId', string> = { id: '', profileId: '', chatId: '', messageId: '' };

/** Counts every row written anywhere, through a row trigger on each table (rolled back with its transaction). */
async function installWriteCounter(db: TestServer['db']) {
  await db.exec(`
    CREATE TABLE "FuzzWrites" ("n" bigint NOT NULL);
    INSERT INTO "FuzzWrites" VALUES (0);
    CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE "FuzzWrites" SET "n" = "n" + 1; RETURN NULL; END $$;
  `);
  for (const entity of entities)
    await db.exec(
      `CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${entity.table}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
    );
}
const writes = async () => Number((await server.db.query<{ n: string }>('SELECT "n" FROM "FuzzWrites"'))[0]!.n);

beforeAll(async () => {
  server = await startTestServer({ server: () => ({ pages: nextStandIn() }) });
  const identity = await server.request(
    '/api/rbac/identities',
    json({ email: 'fuzz@example.com', password: SECRETS[0], salt: SECRETS[1], code: SECRETS[2] }),
  );
  knownIds.push(((await identity.json()) as { data: { id: string } }).data.id);
  for (const path of ['/api/host/pages', '/api/blog/articles', '/api/ecommerce/products']) {
    const created = await server.request(path, json({}));
    knownIds.push(((await created.json()) as { data: { id: string } }).data.id);
  }
  await startChat();
  await installWriteCounter(server.db);
}, 120_000);
afterAll(() => server?.close());

/** A subject's conversation with another's profile, and one message in it, made by the secret key. */
async function startChat() {
  const created = async (path: string, data: unknown) =>
    ((await (await server.request(path, json(data))).json()) as { data: { id: string } }).data.id;
  const [writer, member] = [await created('/api/rbac/subjects', {}), await created('/api/rbac/subjects', {})];
  // An account, not a guest's session: only an account starts a conversation.
  const identity = await created('/api/rbac/identities', { email: 'fuzz-writer@example.com' });
  await created('/api/rbac/subjects-to-identities', { subjectId: writer, identityId: identity });
  const team = await created('/api/social/profiles', { acceptsConversations: true });
  await created('/api/rbac/subjects-to-social-module-profiles', { subjectId: member, socialModuleProfileId: team });
  const started = (await (
    await server.request(`/api/rbac/subjects/${writer}/social-module/chats`, json({ profileId: team }))
  ).json()) as {
    data: { profileId: string; chat: { id: string } };
  };
  Object.assign(chat, { id: writer, profileId: started.data.profileId, chatId: started.data.chat.id });
  chat.messageId = await created(
    `/api/rbac/subjects/${writer}/social-module/profiles/${chat.profileId}/chats/${chat.chatId}/messages`,
    {
      description: 'fuzz',
    },
  );
}

// The document route answers 3 MB each time: it is checked on its own elsewhere.
const routes = appApi().routes.routes.filter((route) => route.answer !== 'document');
const columns = [...new Set(entities.flatMap((entity) => entity.fields.map((field) => field.name)))];

/** Stands for a record that exists: ids are known only once beforeAll has run, after the generators are built. */
const KNOWN_ID = '@known-id';
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '-1',
    '1e309',
    '%',
    '%%',
    '\\',
    '\u0000',
    '\ud800',
    '../..',
    '__proto__',
    'constructor',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.constant(KNOWN_ID),
);
const resolveText = (value: string) => (value === KNOWN_ID ? (knownIds[0] ?? value) : value);

/** Percent-encodes; a lone surrogate becomes the bytes of one, which are not UTF-8 (as a hostile client may send). */
const escape = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.~-]/gu, (char) => encodeURIComponent(char));
  }
};

const queryKey = fc.oneof(
  fc.constantFrom(
    'limit',
    'offset',
    'url',
    'segment',
    'path',
    'type',
    'id',
    'data',
    'filters',
    'orderBy',
    'search',
    'approximate',
  ),
  fc
    .tuple(
      fc.constantFrom('filters[and]', 'filters[or]', 'orderBy[and]'),
      fc.nat({ max: 3 }),
      fc.constantFrom('column', 'method', 'value', 'value][', 'x'),
    )
    .map(([base, index, leaf]) => `${base}[${index}][${leaf}]`),
  fc.string({ maxLength: 10 }),
  fc.constantFrom('a[', 'a]b', '[x]', 'a[b][c][d][e][f][g][h][i][j]', 'a[99999]', '__proto__[x]', 'a[constructor]'),
);
const queryValue = fc.oneof(
  text,
  fc.constantFrom(...FILTER_METHODS, ...columns.slice(0, 40), 'title.en', 'asc', 'desc', '/', '/a/b'),
);
const queryString = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 6 })
  .map((pairs) => pairs.map(([key, value]) => `${escape(key)}=${escape(resolveText(value))}`).join('&'));

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const payload = fc.oneof(
  jsonValue,
  fc.dictionary(fc.constantFrom(...columns.slice(0, 60), 'constructor', '__proto__', 'x'), fc.oneof(jsonValue, text), {
    maxKeys: 5,
  }),
  fc.array(fc.record({ id: text, data: fc.dictionary(fc.constantFrom(...columns.slice(0, 30)), jsonValue, { maxKeys: 3 }) }), {
    maxLength: 3,
  }),
);

type Body = { contentType?: string; bytes?: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  payload.map((data) => ({ contentType: 'application/json', bytes: JSON.stringify({ data }) })),
  payload.map((data) => ({ contentType: 'application/x-www-form-urlencoded', bytes: `data=${escape(JSON.stringify(data))}` })),
  fc.string({ maxLength: 40 }).map((bytes) => ({ contentType: 'application/json', bytes })),
  fc.constantFrom<Body>(
    { contentType: 'text/plain', bytes: '{"data":{}}' },
    {
      contentType: 'multipart/form-data; boundary=x',
      bytes: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--x--\r\n',
    },
    { contentType: 'multipart/form-data; boundary=x', bytes: '--x\r\nbroken' },
    { contentType: 'application/json', bytes: '{"data":{"title":{"constructor":"x"}}}' },
  ),
);

type Credential = Record<string, string>;
const credential: fc.Arbitrary<Credential> = fc.constantFrom<Credential>(
  {},
  { 'x-rbac-secret-key': TEST_SECRET_KEY },
  { 'x-rbac-secret-key': 'wrong' },
  { cookie: `rbac.secret-key=${TEST_SECRET_KEY}`, 'sec-fetch-site': 'cross-site' },
  { cookie: `rbac.secret-key=${TEST_SECRET_KEY}` },
);

/** A path of the route: every parameter the generated segment, or with `known`, the chat's id where not replaced. */
const pathFor = (route: Route, segment: string, known?: Partial<Record<string, boolean>>) =>
  route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    known && name in chat && known[name] !== false
      ? escape(chat[name as keyof typeof chat])
      : escape(resolveText(segment)).replaceAll('%2F', '/'),
  );

interface RouteCase {
  face: 'rest' | 'trpc';
  route: Route;
  method: string;
  segment: string;
  /** Chat routes: which parameters are the real chat's (by default all). */
  known?: Partial<Record<string, boolean>>;
  query: string;
  body: Body;
  headers: Credential;
}
/** A request to a page path (Next.js's), which no route of the table serves. */
interface PageCase {
  face: 'page';
  method: string;
  path: string;
  body: Body;
  headers: Credential;
  /** A server action call: its `Next-Action` header. */
  action?: string;
}
type Case = RouteCase | PageCase;

const restCase: fc.Arbitrary<RouteCase> = fc.record({
  face: fc.constant('rest' as const),
  route: fc.constantFrom(...routes),
  method: fc.oneof(fc.constant('route'), fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE')),
  segment: text,
  query: queryString,
  body,
  headers: credential,
});
const trpcCase: fc.Arbitrary<RouteCase> = fc.record({
  face: fc.constant('trpc' as const),
  route: fc.constantFrom(...routes),
  method: fc.constantFrom('GET', 'POST'),
  segment: text,
  query: fc.constant(''),
  body: payload.map((input) => ({ contentType: 'application/json', bytes: JSON.stringify({ json: input }) })),
  headers: credential,
});

/** The chat routes with the real chat's ids, each parameter kept or replaced by generated text. */
const chatCase: fc.Arbitrary<RouteCase> = fc.record({
  face: fc.constant('rest' as const),
  route: fc.constantFrom(...routes.filter((route) => route.path.includes('/social-module/'))),
  method: fc.constant('route'),
  segment: text,
  known: fc.dictionary(fc.constantFrom('id', 'profileId', 'chatId', 'messageId'), fc.boolean()),
  query: queryString,
  body: fc.oneof(
    body,
    fc
      .record(
        { description: fc.oneof(text, jsonValue), reaction: fc.oneof(text, fc.constantFrom('heart', 'smile')), profileId: text },
        { requiredKeys: [] },
      )
      .map((data) => ({ contentType: 'application/json', bytes: JSON.stringify({ data }) })),
  ),
  headers: credential,
});

/** The list and count routes of entities with a JSON field, and the keys inside those fields that filters may name. */
const jsonFilterRoutes = routes.flatMap((route) => {
  const entity = route.method === 'GET' ? entityAtPath(route.path.replace(/\/count$/, '')) : undefined;
  const fields = entity?.fields.filter((field) => field.type === 'json' && !field.secret).map((field) => field.name) ?? [];
  return fields.length && /\.(?:list|count)$/.test(route.procedure) ? [{ route, fields }] : [];
});
const jsonColumn = ({ fields }: (typeof jsonFilterRoutes)[number]) =>
  fc.tuple(fc.constantFrom(...fields), fc.constantFrom('en', 'ru', 'x', '0')).map(([field, key]) => `${field}.${key}`);

/** A filter on a key inside a JSON field with no value, an empty one or an empty list: over REST, then tRPC. */
const jsonFilterCase: fc.Arbitrary<RouteCase> = fc
  .constantFrom(...jsonFilterRoutes)
  .chain((target) =>
    fc.record({
      face: fc.constantFrom('rest' as const, 'trpc' as const),
      route: fc.constant(target.route),
      segment: fc.constant(''),
      group: fc.constantFrom('and', 'or'),
      column: jsonColumn(target),
      filter: fc.constantFrom(...FILTER_METHODS),
      value: fc.constantFrom('', '&{key}=', '&{key}[0]=', '&{key}[]=', '&{key}[0][x]='),
      typed: fc.constantFrom<unknown>(undefined, null, [], [null], '', [[]], {}),
      headers: credential,
    }),
  )
  .map(({ group, column, filter, value, typed, ...test }) => {
    const key = `filters[${group}][0]`;
    return {
      ...test,
      // tRPC serves a list or a count to a GET only.
      method: test.face === 'trpc' ? 'GET' : 'route',
      query: `${escape(`${key}[column]`)}=${escape(column)}&${escape(`${key}[method]`)}=${filter}${value.replace('{key}', escape(`${key}[value]`))}`,
      body: {
        contentType: 'application/json',
        bytes: JSON.stringify({ json: { filters: { [group]: [{ column, method: filter, value: typed }] } } }),
      },
    };
  });

/**
 * A credential in the query string, at any depth and in any case, among ordinary parameters: refused with a 400 naming it
 * on every route the API server serves, for any caller and body, before anything is done (decision 0041).
 */
const credentialKey = fc
  .tuple(
    fc.constantFrom('data[{}]', 'data[wallet][{}]', 'data[0][{}]', '{}', 'data[{}][]', 'data.{}'),
    fc.constantFrom(
      'password',
      'currentPassword',
      'newPassword',
      'passwordConfirmation',
      'code',
      'refresh',
      'token',
      'nonce',
      'signature',
      'PASSWORD',
    ),
  )
  .map(([shape, name]) => shape.replace('{}', name));
const credentialCase: fc.Arbitrary<RouteCase> = fc.record({
  face: fc.constant('rest' as const),
  route: fc.constantFrom(...routes.filter((route) => route.servedBy === 'api')),
  method: fc.constant('route'),
  segment: fc.oneof(fc.uuid(), fc.constant(KNOWN_ID)),
  query: fc
    .tuple(credentialKey, text, fc.subarray(['limit=1', 'subjectId=x', 'filters[and][0][column]=id', 'data[email]=a%40b.c']))
    .map(([key, value, others]) => [...others, `${escape(key)}=${escape(value)}`].join('&')),
  body,
  headers: credential,
});

/** Percent-escapes that do not decode: cut short, not hex, overlong, a surrogate's bytes, a lone continuation byte. */
const malformedEscape = fc.constantFrom('%', '%2', '%ZZ', '%ff', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%80', '%D0');
const pagePath = fc
  .tuple(
    fc.constantFrom(
      '',
      '/ru',
      '/en',
      '/ru/blog',
      '/admin',
      '/_next/static',
      '/api/auth',
      '/uploads/0b6f3f0e-3c55-4d0f-a7a8-2f1f0f4b2b11',
    ),
    fc.array(fc.oneof(malformedEscape, fc.string({ maxLength: 6 }).map(escape)), { minLength: 1, maxLength: 4 }),
    fc.constantFrom('', '?x=%ff', '?a=1'),
  )
  .map(([prefix, parts, query]) => `${prefix}/${parts.join('')}${query}`);
/** Bodies Next.js may parse on a page: malformed multipart (a possible server action), JSON and url-encoded forms. */
const pageBody: fc.Arbitrary<Body> = fc.oneof(
  body,
  fc.constantFrom<Body>(
    { contentType: 'multipart/form-data; boundary=x', bytes: '--x\r\nbroken' },
    { contentType: 'multipart/form-data; boundary=x', bytes: '' },
    { contentType: 'multipart/form-data', bytes: 'x' },
    { contentType: 'multipart/form-data; boundary=', bytes: '--\r\n' },
    { contentType: 'application/json', bytes: '{"data":' },
    { contentType: 'application/x-www-form-urlencoded', bytes: '%%%&a=%ff&%E0%A4%A' },
    { contentType: 'text/plain;charset=UTF-8', bytes: 'not json' },
    { contentType: 'text/plain;charset=UTF-8', bytes: '[' },
    { contentType: 'text/plain;charset=UTF-8', bytes: '["$Q1"]' },
    { contentType: 'text/plain;charset=UTF-8', bytes: '[{"login":"$@2"}]' },
  ),
  fc.string({ maxLength: 40 }).map((bytes) => ({ contentType: 'multipart/form-data; boundary=x', bytes: `--x\r\n${bytes}` })),
);
/** Any method to a page path, well-formed or not, with any body. */
const pageCase: fc.Arbitrary<PageCase> = fc.record({
  face: fc.constant('page' as const),
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'PUT', 'OPTIONS'),
  path: fc.oneof(
    pagePath,
    fc.constantFrom('/ru', '/', '/abc%ff', '/ru/%E0%A4%A', '/uploads/0b6f3f0e-3c55-4d0f-a7a8-2f1f0f4b2b11/%E0%A4%A'),
  ),
  body: pageBody,
  headers: credential,
  action: fc.option(fc.constantFrom('40f16eebaf13bb3733fbdfe215732073e56f2bfc7d', 'x'), { nil: undefined }),
});

/**
 * node:http rather than fetch: fetch refuses TRACE and bodies on GET, which a client may still send. A body's length is
 * always given: node:http frames a DELETE's, OPTIONS' or TRACE's body in no way by itself, and its bytes, read as the next
 * request on the kept-alive connection, drew Node's own bare 400 in answer to a later case.
 */
function send(method: string, path: string, headers: Record<string, string>, bytes?: string) {
  const framed = bytes === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(bytes)) };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { method, headers: framed }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(bytes);
  });
}

async function run(test: Case) {
  const headers: Record<string, string> = { ...test.headers };
  if (test.body.contentType) headers['content-type'] = test.body.contentType;
  if (test.face === 'page' && test.action) headers['next-action'] = test.action;
  if (test.face === 'page')
    return send(test.method, test.path, headers, test.method === 'GET' || test.method === 'HEAD' ? undefined : test.body.bytes);
  if (test.face === 'trpc') {
    const procedure = test.route.procedure;
    return test.method === 'GET'
      ? send('GET', `/api/trpc/${procedure}?input=${escape(test.body.bytes ?? '')}`, headers)
      : send('POST', `/api/trpc/${procedure}`, headers, test.body.bytes);
  }
  const method = test.method === 'route' ? test.route.method : test.method;
  const path = `${pathFor(test.route, test.segment, test.known)}${test.query ? `?${test.query}` : ''}`;
  return send(method, path, headers, method === 'GET' || method === 'HEAD' ? undefined : test.body.bytes);
}

describe('every route under generated requests', () => {
  it(
    'never answers 5xx, never shows a secret, and writes nothing when it refuses',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { arbitrary: restCase, weight: 3 },
            { arbitrary: trpcCase, weight: 1 },
            { arbitrary: jsonFilterCase, weight: 1 },
            { arbitrary: pageCase, weight: 1 },
            { arbitrary: chatCase, weight: 1 },
            { arbitrary: credentialCase.map((test) => ({ ...test, credentialInQuery: true as const })), weight: 1 },
          ),
          async (test) => {
            const before = await writes();
            const { status, text: answer } = await run(test);
            expect(status, answer).toBeLessThan(500);
            for (const secret of SECRETS) expect(answer).not.toContain(secret);
            if (status >= 400) expect(await writes(), `${status} ${answer}`).toBe(before);
            if ('credentialInQuery' in test) {
              expect(status, answer).toBe(400);
              expect((JSON.parse(answer) as { messageCode?: string }).messageCode, answer).toBe('credential_in_query');
            }
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    },
    RUNS * 200,
  );
});
