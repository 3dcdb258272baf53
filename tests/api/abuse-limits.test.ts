import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformServer } from '../../src/server/http/server';
import { createPasswordIdentity } from '../../src/server/modules/rbac/identities/identities.service';
import { DatabaseRateLimitStore } from '../../src/server/platform/rate-limit/database-store';
import { RATE_LIMIT_RULES, type RateLimitRuleName } from '../../src/server/modules/rbac/abuse-limits';
import { createRateLimiter, type RateLimitOverrides } from '../../src/server/platform/rate-limit/rate-limiter';
import { createSubject } from '../../src/server/modules/rbac/subjects/subjects.service';
import { startTestServer, testDependencies, type TestServer } from '../helpers/server';

/**
 * The abuse limits as a client meets them: the defaults of RATE_LIMIT_RULES on a server started with
 * `limits: 'default'`, smaller limits (overrides) where reaching the default would take too long. Every limit is
 * per IP address or per login/email; each test calls from a loopback address of its own (127.0.0.x), so that the
 * tests do not spend each other's limits.
 */

const AUTH = '/api/rbac/subjects/authentication';
const PASSWORD = 'correct horse battery';

let server: TestServer;
const started: Server[] = [];

beforeAll(async () => {
  server = await startTestServer({ limits: 'default' });
});

afterAll(async () => {
  for (const each of started) await new Promise((resolve) => each.close(resolve));
  await server?.close();
});

/** Another server over the same database, with its own limiter (overrides) or the default one. */
async function startServer(overrides?: RateLimitOverrides): Promise<string> {
  const dependencies = overrides
    ? {
        ...testDependencies(server.db, server.storage),
        limiter: createRateLimiter(new DatabaseRateLimitStore(server.db), overrides),
      }
    : testDependencies(server.db, server.storage, { limits: 'default' });
  const another = createPlatformServer(dependencies);
  await new Promise<void>((resolve) => another.listen(0, '127.0.0.1', resolve));
  started.push(another);
  return `http://127.0.0.1:${(another.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { data?: unknown; error?: { json?: { message?: string; data?: { code?: string; httpStatus?: number } } } };
}

/** A request sent from the loopback address `ip`: the address the server counts limits by. */
function call(
  base: string,
  ip: string,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = httpRequest(
      base + path,
      {
        method,
        localAddress: ip,
        headers:
          payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? (JSON.parse(text) as Answer['body']) : {},
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A client of one server from one address. */
const client = (base: () => string, ip: string) => ({
  signIn: (login: string, password: string) =>
    call(base(), ip, `${AUTH}/email-and-password/authentication`, { method: 'POST', body: { data: { login, password } } }),
  register: (login: string, password = PASSWORD) =>
    call(base(), ip, `${AUTH}/email-and-password/registration`, { method: 'POST', body: { data: { login, password } } }),
  forgotPassword: (email: string) =>
    call(base(), ip, `${AUTH}/email-and-password/forgot-password`, { method: 'POST', body: { data: { email } } }),
  resetPassword: (code: string) =>
    call(base(), ip, `${AUTH}/email-and-password/reset-password`, {
      method: 'POST',
      body: { data: { code, password: 'a new password', passwordConfirmation: 'a new password' } },
    }),
  nonce: () => call(base(), ip, `${AUTH}/ethereum-virtual-machine/nonce`),
  /** The sign-in over tRPC, as a typed client sends a mutation: superjson `{ json: input }`. */
  signInOverTrpc: (login: string, password: string) =>
    call(base(), ip, '/api/trpc/rbac.subjects.emailAndPasswordAuthentication', {
      method: 'POST',
      body: { json: { data: { login, password } } },
    }),
});

const main = () => server.url;

/** Every answer has this status (answers listed when one does not). */
function expectAll(answers: Answer[], status: number) {
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => status));
}

/** A 429 of `rule`: Retry-After a whole number of seconds within the rule's window, a message naming what was limited. */
function expectLimited(answer: Answer, rule: RateLimitRuleName, windowSeconds: number = RATE_LIMIT_RULES[rule].windowSeconds) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  const retryAfter = answer.headers['retry-after'];
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
  const message = typeof answer.body.data === 'string' ? answer.body.data : answer.body.error?.json?.message;
  expect(message).toMatch(/^Too many .+: try again in \d+ (second|minute|hour)s?( \d+ minutes?)?$/);
  expect(message).toContain(`Too many ${RATE_LIMIT_RULES[rule].action}:`);
}

const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`))[0]!.n;

/** An account to sign in to, made by the rbac module itself: registering through the API would spend a limit. */
async function account(email: string) {
  const { id } = await createSubject(server.db);
  await createPasswordIdentity(server.db, id, { email, password: PASSWORD });
}

describe('password guessing from one address (default limits: 20 sign-in attempts per 5 minutes)', () => {
  it('meets 429 on the 21st attempt, with Retry-After and a message naming sign-in attempts', async () => {
    await account('guessed@example.com');
    const attacker = client(main, '127.0.0.11');
    const guesses = [];
    // Different logins: the per-login limit (100 failures an hour) stays far away.
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.signInPerIp.limit; attempt++)
      guesses.push(await attacker.signIn(`guess-${attempt}@example.com`, 'wrong password'));
    expectAll(guesses, 401);
    expectLimited(await attacker.signIn('guessed@example.com', 'wrong password'), 'signInPerIp');
    // The limit counts attempts, not failures: the right password from that address waits too …
    expectLimited(await attacker.signIn('guessed@example.com', PASSWORD), 'signInPerIp');
    // … while the account is not locked for anyone else.
    expect((await client(main, '127.0.0.12').signIn('guessed@example.com', PASSWORD)).status).toBe(200);
  });

  it('is one limit for the REST and the tRPC face', async () => {
    const attacker = client(main, '127.0.0.13');
    const guesses = [];
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.signInPerIp.limit; attempt++)
      guesses.push(await attacker.signInOverTrpc(`trpc-guess-${attempt}@example.com`, 'wrong password'));
    expectAll(guesses, 401);
    const limited = await attacker.signInOverTrpc('trpc-guess@example.com', 'wrong password');
    expectLimited(limited, 'signInPerIp');
    expect(limited.body.error?.json?.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expectLimited(await attacker.signIn('trpc-guess@example.com', 'wrong password'), 'signInPerIp');
  });

  it('is shared by two servers over the same database: hits split between them add up', async () => {
    const twin = await startServer();
    const onMain = client(main, '127.0.0.14');
    const onTwin = client(() => twin, '127.0.0.14');
    const guesses = [];
    for (let attempt = 0; attempt < RATE_LIMIT_RULES.signInPerIp.limit; attempt++)
      guesses.push(await (attempt % 2 ? onTwin : onMain).signIn(`split-${attempt}@example.com`, 'wrong password'));
    expectAll(guesses, 401);
    expectLimited(await onMain.signIn('split@example.com', 'wrong password'), 'signInPerIp');
    expectLimited(await onTwin.signIn('split@example.com', 'wrong password'), 'signInPerIp');
  });
});

describe('smaller limits, by overrides', () => {
  let limited: string;
  const base = () => limited;
  beforeAll(async () => {
    limited = await startServer({
      signInPerIp: { limit: 1000 },
      signInFailuresPerLogin: { limit: 3 },
      registrationPerIp: { limit: 2 },
      forgotPasswordPerEmail: { limit: 2 },
      forgotPasswordPerIp: { limit: 4 },
      resetPasswordPerIp: { limit: 2 },
      walletSignInPerIp: { limit: 2 },
    });
  });

  it('locks a login after its failures, whatever the address: the 4th attempt is a 429 even with the right password', async () => {
    await account('locked@example.com');
    const attacker = client(base, '127.0.0.21');
    expectAll(
      [
        await attacker.signIn('locked@example.com', 'wrong password'),
        await attacker.signIn('locked@example.com', 'wrong password'),
        await attacker.signIn('locked@example.com', 'wrong password'),
      ],
      401,
    );
    const owner = client(base, '127.0.0.22');
    expectLimited(await owner.signIn('locked@example.com', PASSWORD), 'signInFailuresPerLogin');
    expectLimited(await attacker.signIn('locked@example.com', PASSWORD), 'signInFailuresPerLogin');
    // Another login from the same address is not locked.
    await account('unlocked@example.com');
    expect((await attacker.signIn('unlocked@example.com', PASSWORD)).status).toBe(200);
  });

  describe('failures of one login sent at once', () => {
    beforeAll(() => account('raced@example.com'));

    /**
     * The attempt is counted before the password is verified (argon2, tens of milliseconds), so requests arriving
     * at once cannot all pass a check made before any of them was counted.
     */
    it('lets no more guesses than the limit reach the password check', async () => {
      const attacker = client(base, '127.0.0.29');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, each) => attacker.signIn('raced@example.com', `wrong password ${each}`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBeLessThanOrEqual(3);
    });
  });

  it('resets the failures of a login when it signs in', async () => {
    await account('forgiven@example.com');
    const owner = client(base, '127.0.0.23');
    expectAll(
      [await owner.signIn('forgiven@example.com', 'typo one'), await owner.signIn('forgiven@example.com', 'typo two')],
      401,
    );
    expect((await owner.signIn('forgiven@example.com', PASSWORD)).status).toBe(200);
    expectAll(
      [await owner.signIn('forgiven@example.com', 'typo three'), await owner.signIn('forgiven@example.com', 'typo four')],
      401,
    );
    expect((await owner.signIn('forgiven@example.com', PASSWORD)).status).toBe(200);
  });

  it('registration: 429 after the limit, and the refused registration writes nothing', async () => {
    const visitor = client(base, '127.0.0.24');
    expectAll([await visitor.register('first@example.com'), await visitor.register('second@example.com')], 200);
    const identities = await count('RbacIdentity');
    const subjects = await count('RbacSubject');
    expectLimited(await visitor.register('third@example.com'), 'registrationPerIp');
    expect([await count('RbacIdentity'), await count('RbacSubject')]).toEqual([identities, subjects]);
  });

  it('forgot-password: 429 per email (mail bombing one address), other emails still answered', async () => {
    await account('bombed@example.com');
    const visitor = client(base, '127.0.0.25');
    expectAll([await visitor.forgotPassword('bombed@example.com'), await visitor.forgotPassword('bombed@example.com')], 200);
    // Codes are made and queued after the answer: wait for the two messages.
    const messages = () => server.db.prisma.notificationNotification.count({ where: { recipient: 'bombed@example.com' } });
    await expect.poll(messages).toBe(2);
    expectLimited(await visitor.forgotPassword('bombed@example.com'), 'forgotPasswordPerEmail');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messages()).toBe(2);
    expect((await visitor.forgotPassword('someone-else@example.com')).status).toBe(200);
  });

  it('forgot-password: 429 per address, whatever the emails', async () => {
    const visitor = client(base, '127.0.0.26');
    const answers = [];
    for (let each = 0; each < 4; each++) answers.push(await visitor.forgotPassword(`nobody-${each}@example.com`));
    expectAll(answers, 200);
    expectLimited(await visitor.forgotPassword('nobody-else@example.com'), 'forgotPasswordPerIp');
  });

  it('reset-password: guessing codes meets 429 after the limit', async () => {
    const guesser = client(base, '127.0.0.27');
    expectAll([await guesser.resetPassword('guess-one'), await guesser.resetPassword('guess-two')], 400);
    expectLimited(await guesser.resetPassword('guess-three'), 'resetPasswordPerIp');
  });

  it('wallet sign-in nonces: 429 after the limit, and the refused request stores no nonce', async () => {
    const wallet = client(base, '127.0.0.28');
    expectAll([await wallet.nonce(), await wallet.nonce()], 200);
    const nonces = await count('RbacNonce');
    expectLimited(await wallet.nonce(), 'walletSignInPerIp');
    expect(await count('RbacNonce')).toBe(nonces);
  });
});
