import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DUMMY_SIGNATURE_HEADER,
  dummyEvent,
  signDummyNotification,
} from '../src/server/modules/billing/payments/providers/dummy/dummy-provider';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from '../tests/helpers/private-postgres';
import { PROCESS_SECRETS, startServerProcess, type ServerProcess } from './server-process';

const AUTH = '/api/rbac/subjects/authentication';
const DUMMY_SECRET = 'e2e-dummy-provider-secret';

/** One answer of the load: which call, whether the database was up, stopping, away or back when it was sent, and how it went. */
interface Answer {
  call: string;
  phase: 'up' | 'stopping' | 'away' | 'back';
  status: number;
  retryAfter: string | null;
  type: string | null;
}

/** A line of the process's log. */
type LogLine = { level: number; msg: string };

const missing = privatePostgresMissing();

/**
 * Issue 28, point 3, on the started product (`npm start`'s process, pages through Next.js): its PostgreSQL (a private
 * one: the machine's shared server must stay up) stopped under load and started again. Every answer that needs it is a
 * 503 with Retry-After meanwhile, pages as well as the API, never a 500; its log says so in one warning, not a line per
 * request; and the same process serves again once the database is back.
 */
describe.skipIf(missing)(`the product while its database goes away${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let jwt: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startServerProcess({
      env: { DATABASE_URL: postgres.url, BILLING_DUMMY_PROVIDER: 'on', BILLING_DUMMY_SECRET: DUMMY_SECRET },
    });
    const registered = await fetch(`${server.baseUrl}${AUTH}/email-and-password/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { login: 'outage@example.com', password: 'correct horse battery' } }),
    });
    expect(registered.status).toBe(200);
    ({ jwt } = ((await registered.json()) as { data: { jwt: string } }).data);
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await postgres?.dispose();
  });

  /** Calls of every face that needs the database: REST (a secret key, a token, a provider's signature), tRPC, a page. */
  const calls = (): Record<string, () => Promise<Response>> => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(server.baseUrl + path, { headers, redirect: 'manual' });
    return {
      'REST: product list': () => get('/api/ecommerce/products', { 'x-rbac-secret-key': PROCESS_SECRETS.RBAC_SECRET_KEY }),
      'REST: me': () => get(`${AUTH}/me`, { authorization: `Bearer ${jwt}` }),
      'REST: a payment webhook': () => {
        const { body, signature } = signDummyNotification(DUMMY_SECRET, dummyEvent(randomUUID(), 'paid', '100', 'rub'));
        return fetch(`${server.baseUrl}/api/billing/webhooks/dummy`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [DUMMY_SIGNATURE_HEADER]: signature },
          body,
        });
      },
      'tRPC: page list': () => get(`/api/trpc/host.pages.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`),
      // An address no page has, new at every call: no cache holds it, Next.js looks it up in the database each time.
      'a page not cached': () => get(`/ru/outage-${randomUUID()}`, { accept: 'text/html' }),
    };
  };

  it('answers 503 with Retry-After on every face while it is away, warns once, and serves again once it is back', async () => {
    const faces = calls();
    const usual: Record<string, number> = {};
    for (const [call, send] of Object.entries(faces)) {
      usual[call] = (await send()).status;
      expect(usual[call], call).toBeLessThan(500);
    }
    const before = server.output().length;
    const answers: Answer[] = [];
    let phase: Answer['phase'] = 'up';
    let loading = true;
    const clients = Array.from({ length: 3 }, async (_, client) => {
      const names = Object.keys(faces);
      for (let turn = client; loading; turn++) {
        const call = names[turn % names.length]!;
        const sentIn = phase;
        const response = await faces[call]!();
        await response.arrayBuffer();
        const { status, headers } = response;
        answers.push({ call, phase: sentIn, status, retryAfter: headers.get('retry-after'), type: headers.get('content-type') });
      }
    });
    const answered = (check: (answer: Answer) => boolean) => (call: string) => answers.some((a) => a.call === call && check(a));

    phase = 'stopping';
    await postgres.stop('fast');
    phase = 'away';
    await vi.waitFor(
      () => {
        for (const call of Object.keys(faces))
          expect(answered((a) => a.phase === 'away' && a.status === 503)(call), `${call} answered 503 while away`).toBe(true);
      },
      { timeout: 60_000, interval: 100 },
    );

    await postgres.start();
    phase = 'back';
    await vi.waitFor(
      () => {
        for (const call of Object.keys(faces))
          expect(answered((a) => a.phase === 'back' && a.status === usual[call])(call), `${call} served again`).toBe(true);
      },
      { timeout: 60_000, interval: 100 },
    );
    await vi.waitFor(() => expect(server.output().slice(before)).toContain('The database answers again'), {
      timeout: 60_000,
      interval: 100,
    });
    loading = false;
    await Promise.all(clients);

    // Never a 500: what is not the usual answer is a 503 that says when to come back; a page's is still a page.
    const refused = answers.filter((answer) => answer.status !== usual[answer.call]);
    expect(refused.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(refused.filter((answer) => !/^[1-9]\d*$/.test(answer.retryAfter ?? ''))).toEqual([]);
    for (const answer of refused.filter((one) => one.call === 'a page not cached')) expect(answer.type).toMatch(/^text\/html/);

    // The log: one warning when the outage began (under the request that met it first) and one line when it ended,
    // however many requests were refused; no other warning or error, of a request or of the process's own work (its
    // job runner, its change listener).
    const lines = server
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    expect(lines.filter((line) => line.msg.startsWith('The database cannot be reached'))).toHaveLength(1);
    expect(lines.filter((line) => line.msg.startsWith('The database answers again'))).toHaveLength(1);
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^The database cannot be reached \(.+\): calls that need it are answered 503 with Retry-After/),
    ]);
    expect(refused.length).toBeGreaterThan(1);
  });
});
