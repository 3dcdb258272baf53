import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { forgetOutages } from '../../src/server/db/database-outage';
import { prepareDatabase } from '../../src/server/prepare-database';
import { callApi, CUSTOMER_PASSWORD, registerCustomer, type Customer } from '../helpers/customers';
import { captureLog, type CapturedLog } from '../helpers/log';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { createShop, type Shop } from '../helpers/shop';
import { startTestServer, type TestServer } from '../helpers/server';

const AUTH = '/api/rbac/subjects/authentication';
const trpcInput = (json: unknown) => `?input=${encodeURIComponent(JSON.stringify({ json }))}`;

/** One answer of the load: which call, when (before, during or after the stop), its status and Retry-After. */
interface Answer {
  call: string;
  phase: 'up' | 'stopping' | 'away' | 'back';
  status: number;
  retryAfter: string | null;
}

const missing = privatePostgresMissing();

/**
 * Issue 28, point 3: PostgreSQL stopped under load (a private server: the machine's shared one must stay up) and
 * started again. Every call that needs it is a 503 with Retry-After meanwhile, on REST and tRPC alike, never a 500;
 * the log says so once; and the same process serves again once the database is back. The pages' face is walked on
 * the started product (e2e/database-outage.test.ts).
 */
describe.skipIf(missing)(`a database that goes away under load${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let postgres: PrivatePostgres;
  let server: TestServer;
  let shop: Shop;
  let customer: Customer;
  let log: CapturedLog;

  beforeAll(async () => {
    // An outage an earlier file of this worker left under way (its modules are shared) would swallow this one's warning.
    forgetOutages();
    postgres = await startPrivatePostgres();
    const db = await openDatabase(postgres.url);
    await prepareDatabase(db);
    server = await startTestServer({ db: { ...db, url: postgres.url, dispose: () => db.close() } });
    shop = await createShop(server.db);
    customer = await registerCustomer(server, 'outage@example.com');
  });
  afterAll(async () => {
    log?.restore();
    await server?.close();
    await postgres?.dispose();
    forgetOutages();
  });

  /** The calls of the load, each with the database up: REST and tRPC, anonymous, with the secret key, signed in. */
  const calls = (): Record<string, () => Promise<Response>> => ({
    'REST: product list': () => server.request('/api/ecommerce/products'),
    'REST: me': () => server.request(`${AUTH}/me`, { secretKey: null, headers: customer.headers }),
    'REST: sign-in': () =>
      server.request(`${AUTH}/email-and-password/authentication`, {
        method: 'POST',
        secretKey: null,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { login: customer.login, password: CUSTOMER_PASSWORD } }),
      }),
    'REST: cart add': () =>
      server.request(`/api/rbac/subjects/${customer.id}/ecommerce-module/orders`, {
        method: 'POST',
        secretKey: null,
        headers: { ...customer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { productId: shop.share.id } }),
      }),
    'tRPC: page list': () => server.request(`/api/trpc/host.pages.list${trpcInput({})}`, { secretKey: null }),
    // The token is checked while the call's context is made, before any procedure runs.
    'tRPC: me': () => server.request('/api/trpc/rbac.subjects.authenticationMe', { secretKey: null, headers: customer.headers }),
    'readiness probe': () => server.request('/api/ready', { secretKey: null }),
  });

  it('answers every call 503 with Retry-After while it is away, warns once, and serves again once it is back', async () => {
    const faces = calls();
    for (const [call, send] of Object.entries(faces)) expect((await send()).status, call).toBeLessThan(300);

    log = captureLog('info');
    const answers: Answer[] = [];
    let phase: Answer['phase'] = 'up';
    let loading = true;
    // Four clients, each sending the calls one after another, round and round, until the database is back and seen so.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      const names = Object.keys(faces);
      for (let turn = client; loading; turn++) {
        const call = names[turn % names.length]!;
        const sentIn = phase;
        const response = await faces[call]!();
        await response.arrayBuffer();
        answers.push({ call, phase: sentIn, status: response.status, retryAfter: response.headers.get('retry-after') });
      }
    });
    const answered = (check: (answer: Answer) => boolean) => (call: string) => answers.some((a) => a.call === call && check(a));

    // Under load: some calls are in flight when their sessions are ended (57P01), the next ones are refused.
    phase = 'stopping';
    await postgres.stop('fast');
    phase = 'away';
    await vi.waitFor(
      () => {
        for (const call of Object.keys(faces))
          expect(answered((a) => a.phase === 'away' && a.status === 503)(call), `${call} answered 503 while away`).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );

    await postgres.start();
    phase = 'back';
    // The same process, the same pool: every call serves again, without a restart.
    await vi.waitFor(
      () => {
        for (const call of Object.keys(faces))
          expect(answered((a) => a.phase === 'back' && a.status < 300)(call), `${call} served again`).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    // The outage ends in the log once the database has answered for a while without refusing anything.
    await vi.waitFor(() => expect(log.lines.join('')).toContain('The database answers again'), {
      timeout: 30_000,
      interval: 100,
    });
    loading = false;
    await Promise.all(clients);

    // Never a 500: what is not a success is a 503 that says when to come back.
    const failures = answers.filter((answer) => answer.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(failures.filter((answer) => !/^[1-9]\d*$/.test(answer.retryAfter ?? ''))).toEqual([]);
    // One warning for the whole outage, whatever the number of refusals; no error line at all.
    const lines = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const warnings = lines.filter((line) => line.level >= 40);
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^The database cannot be reached \(.+\): calls that need it are answered 503 with Retry-After/),
    ]);
    expect(lines.filter((line) => line.msg.startsWith('The database answers again'))).toHaveLength(1);
    expect(failures.length).toBeGreaterThan(warnings.length);
  });

  it('answers the REST error shape and tRPC its own, with the words of a database away and never its address', async () => {
    await postgres.stop('immediate');
    try {
      const rest = await callApi(server, 'GET', `${AUTH}/me`, { headers: customer.headers });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(rest.body).toEqual({ data: 'The database cannot be reached at the moment: try again shortly', cause: [] });
      const trpc = await server.request('/api/trpc/rbac.subjects.authenticationMe', {
        secretKey: null,
        headers: customer.headers,
      });
      expect(trpc.status).toBe(503);
      expect(trpc.headers.get('retry-after')).toBe('5');
      const { error } = (await trpc.json()) as {
        error: { json: { message: string; data: { code: string; httpStatus: number } } };
      };
      expect(error.json).toMatchObject({
        message: 'The database cannot be reached at the moment: try again shortly',
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
      });
      expect(JSON.stringify([rest.body, error])).not.toContain(String(postgres.port));
    } finally {
      await postgres.start();
    }
    await vi.waitFor(async () => expect((await server.request(`${AUTH}/me`, { headers: customer.headers })).status).toBe(200), {
      timeout: 30_000,
      interval: 100,
    });
  });
});
