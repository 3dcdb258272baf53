import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogLevel } from '../../src/server/platform/logging/log-level';
import { captureLog, type CapturedLog } from '../helpers/log';
import { json, startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';
import { walletMessage } from '../helpers/wallet';

/** A database error that repeats a parameter, as PostgreSQL's do: the verifier fails so on this token. */
const BROKEN_TOKEN = 'broken-token-Zephyr-5521';
const ECHOED_PARAMETER = 'echoed-parameter-Quince-8806';

let server: TestServer;
let log: CapturedLog | undefined;
beforeAll(async () => {
  server = await startTestServer({
    server: (dependencies) => ({
      // Behind one trusted proxy: a well-formed X-Request-Id it sends is kept.
      trustedProxyHops: 1,
      verifyAccessToken: async (token) => {
        if (token === BROKEN_TOKEN) throw new Error(`invalid input syntax for type uuid: "${ECHOED_PARAMETER}"`);
        return dependencies.verifyAccessToken(token);
      },
    }),
  });
});
afterAll(async () => {
  log?.restore();
  await server.close();
});

const capture = (level: LogLevel) => {
  log?.restore();
  log = captureLog(level);
};
const lines = () => log?.lines ?? [];
const logged = () => lines().map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string });

const AUTH = '/api/rbac/subjects/authentication';
const anonymous = (path: string, init: RequestInit = {}) => server.request(path, { ...init, secretKey: null });
const bearer = (token: string, path: string, init: RequestInit = {}) =>
  anonymous(path, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
type Tokens = { jwt: string; refresh: string };

/**
 * Sends every secret the server handles through every kind of request it serves, as clients do and as they get it
 * wrong: in query strings, headers, cookies, JSON, tRPC and multipart bodies, on answers of 200, 400, 401, 404 and
 * 500. Answers the secrets and the answers' statuses and request ids.
 */
async function sendSecretsEverywhere(tag: string) {
  const login = `logs-${tag}@example.com`;
  const password = `password-${tag}-Larkspur-4417`;
  const newPassword = `new-password-${tag}-Tamarind-2290`;
  const cookieValue = `cookie-value-${tag}-Marmalade-9931`;
  const answers: Response[] = [];
  const send = async (response: Promise<Response>) => {
    const answer = await response;
    answers.push(answer);
    return answer;
  };

  const registered = await dataOf<Tokens>(
    await send(anonymous(`${AUTH}/email-and-password/registration`, json({ login, password }))),
  );
  const me = await dataOf<{ id: string }>(await send(bearer(registered.jwt, `${AUTH}/me`)));
  await send(bearer(registered.jwt, `${AUTH}/me?token=${registered.jwt}&password=${password}`));
  await send(
    anonymous(`${AUTH}/me`, {
      headers: { cookie: `rbac.subject.jwt=${registered.jwt}; rbac.subject.refresh=${registered.refresh}; theme=${cookieValue}` },
    }),
  );
  const refreshed = await dataOf<Tokens>(await send(anonymous(`${AUTH}/refresh`, json({ refresh: registered.refresh }))));
  await send(
    anonymous('/api/trpc/rbac.subjects.emailAndPasswordAuthentication', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { data: { login, password } } }),
    }),
  );
  const trpcInput = encodeURIComponent(JSON.stringify({ json: { token: refreshed.jwt, password } }));
  await send(bearer(refreshed.jwt, `/api/trpc/rbac.subjects.me?input=${trpcInput}`));

  await send(anonymous(`${AUTH}/email-and-password/forgot-password`, json({ email: login })));
  // The code is made and queued after the answer.
  const queued = await vi.waitFor(async () => {
    const notification = await server.db.prisma.notificationNotification.findFirst({ where: { recipient: login } });
    if (!notification) throw new Error('No reset code yet');
    return notification;
  });
  const code = /\?code=([\w-]+)/.exec(queued.text)![1]!;
  const reset = json({ code, password: newPassword, passwordConfirmation: newPassword });
  expect((await send(anonymous(`${AUTH}/email-and-password/reset-password`, reset))).status).toBe(200);
  expect((await send(anonymous(`${AUTH}/email-and-password/reset-password`, reset))).status).toBe(400);

  const account = privateKeyToAccount(generatePrivateKey());
  const message = await walletMessage(server, account.address);
  const nonce = /Nonce: (\w+)/.exec(message)![1]!;
  const signature = await account.signMessage({ message });
  const wallet = json({ message, signature, address: account.address });
  expect((await send(anonymous(`${AUTH}/ethereum-virtual-machine`, wallet))).status).toBe(200);
  expect((await send(anonymous(`${AUTH}/ethereum-virtual-machine`, wallet))).status).toBe(401);

  const form = new FormData();
  form.set('data', JSON.stringify({ alt: password }));
  form.set('file', new File([`a note holding ${code}`], 'note.txt', { type: 'text/plain' }));
  const stored = await dataOf<{ file: string }>(
    await send(server.request('/api/file-storage/files', { method: 'POST', body: form })),
  );
  await send(anonymous(`${stored.file}?token=${refreshed.jwt}&code=${code}`));
  await send(anonymous(`/uploads/00000000-0000-4000-8000-000000000000/none.txt?nonce=${nonce}`));

  // Refusals: bad JSON holding a password, bad input, a tampered token, wrong keys, unknown paths, a server failure.
  const truncated = `{"data":{"login":"${login}","password":"${newPassword}"`;
  const badJson = { method: 'POST', headers: { 'content-type': 'application/json' }, body: truncated };
  expect((await send(anonymous(`${AUTH}/email-and-password/authentication`, badJson))).status).toBe(400);
  const badLogin = json({ login: `not an email ${newPassword}`, password: newPassword });
  expect((await send(anonymous(`${AUTH}/email-and-password/registration`, badLogin))).status).toBe(400);
  expect((await send(bearer(`${refreshed.jwt}x`, `${AUTH}/me`))).status).toBe(401);
  expect((await send(server.request('/api/rbac/identities', { secretKey: `${TEST_SECRET_KEY}-wrong` }))).status).toBe(403);
  // A credential in a query string is refused before access is asked (decision 0041).
  expect((await send(anonymous(`/api/rbac/identities?secretKey=${TEST_SECRET_KEY}`))).status).toBe(400);
  expect((await send(anonymous(`/api/no-such-route?password=${password}&code=${code}`))).status).toBe(404);
  const resetPage = `/en/rbac/subject/authentication/email-and-password/reset-password?code=${code}`;
  expect((await send(anonymous(resetPage, { headers: { cookie: `theme=${cookieValue}` } }))).status).toBe(404);
  expect((await send(bearer(BROKEN_TOKEN, `${AUTH}/me`))).status).toBe(500);

  const secrets = {
    password,
    newPassword,
    cookieValue,
    code,
    nonce,
    signature,
    secretKey: TEST_SECRET_KEY,
    echoedParameter: ECHOED_PARAMETER,
    brokenToken: BROKEN_TOKEN,
    ...Object.fromEntries(
      [registered, refreshed].flatMap((tokens, index) => [
        [`jwt${index}`, tokens.jwt],
        [`refresh${index}`, tokens.refresh],
      ]),
    ),
  };
  return { secrets, answers, subjectId: me.id };
}

describe.each<LogLevel>(['info', 'trace'])('logs at %s', (level) => {
  let sent: Awaited<ReturnType<typeof sendSecretsEverywhere>>;
  beforeAll(async () => {
    capture(level);
    sent = await sendSecretsEverywhere(level);
  });

  it('show no token, password, reset code, nonce, secret key or cookie value', () => {
    const text = lines().join('');
    const shown = Object.entries(sent.secrets).filter(([, secret]) => text.includes(secret));
    expect(shown.map(([name]) => name)).toEqual([]);
  });

  it('log one line per request, under the request id it answered, with its subject when known', async () => {
    // The request line is written when the answer is done, a moment after the client has it: wait for every one
    // (counting lines would not do: at trace, refusals are logged with their path too).
    const requestLineOf = (answer: Response) =>
      logged().some((line) => line.requestId === answer.headers.get('x-request-id') && line.path && line.status);
    await expect.poll(() => sent.answers.filter((answer) => !requestLineOf(answer)).length).toBe(0);
    for (const answer of sent.answers) {
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const requestLines = logged().filter((line) => line.requestId === id && line.path);
      expect(requestLines).toEqual([
        expect.objectContaining({ level: 30, status: answer.status, method: expect.any(String), durationMs: expect.any(Number) }),
      ]);
      expect(requestLines[0]!.path).toBe(new URL(answer.url).pathname);
    }
    const me = logged().filter((line) => line.path === `${AUTH}/me` && line.status === 200);
    expect(me.map((line) => line.subjectId)).toEqual([sent.subjectId, sent.subjectId]);
  });

  it('log an internal error under its request id, the values it repeats left out', () => {
    const failed = sent.answers.find((answer) => answer.status === 500)!;
    const error = logged().find((line) => line.requestId === failed.headers.get('x-request-id') && line.level === 50);
    expect(error).toMatchObject({ msg: 'Internal error', err: { message: 'invalid input syntax for type uuid: "[redacted]"' } });
    expect(String((error!.err as { stack: string }).stack)).toContain('logs.test.ts');
  });

  it(`tells refusals ${level === 'trace' ? 'at debug' : 'not at all'}`, () => {
    const refusals = logged().filter((line) => line.level === 20);
    if (level === 'info') expect(refusals).toEqual([]);
    else expect(refusals.length).toBeGreaterThanOrEqual(8);
  });
});

describe('request ids', () => {
  it("keeps a trusted proxy's well-formed id and replaces any other", async () => {
    const withId = (id: string) => anonymous('/api/no-such-route', { headers: { 'x-request-id': id } });
    expect((await withId('proxy-id.42:7')).headers.get('x-request-id')).toBe('proxy-id.42:7');
    expect((await withId('two words')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await withId('x'.repeat(129))).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
