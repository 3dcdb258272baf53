import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listener } from '../../src/server/db/database';
import { Readiness } from '../../src/server/platform/health/readiness';
import {
  changeListenerCheck,
  databaseCheck,
  migrationsCheck,
  redisCheck,
} from '../../src/server/platform/health/readiness-checks';
import { RedisRateLimitStore } from '../../src/server/platform/rate-limit/redis-store';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = (path: string) => server.request(path, { secretKey: null });

describe('GET /api/health', () => {
  it('answers 200 to anyone, never cached', async () => {
    const response = await anonymous('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { status: 'ok' } });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 with each check when the database answers and every migration is applied', async () => {
    const response = await anonymous('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } } });
  });

  it('answers 503 naming a migration not applied, with Retry-After, and 200 again once it is', async () => {
    const [row] = await server.db.query<{ id: string; migration_name: string }>(
      'SELECT id, migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1',
    );
    await server.db.query('UPDATE "_prisma_migrations" SET finished_at = NULL WHERE id = $1', [row!.id]);
    try {
      const response = await anonymous('/api/ready');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        data: `Not ready: migrations: not applied: ${row!.migration_name}`,
        cause: [{ field: 'migrations', message: `not applied: ${row!.migration_name}`, code: 'invalid' }],
      });
    } finally {
      await server.db.query('UPDATE "_prisma_migrations" SET finished_at = now() WHERE id = $1', [row!.id]);
    }
    expect((await anonymous('/api/ready')).status).toBe(200);
  });

  it('is described in the OpenAPI document, with the probes as public routes', async () => {
    const document = (await (await anonymous('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
  });
});

describe('the readiness checks', () => {
  const listenerThat = (listening: boolean): Listener => Object.assign(async () => undefined, { listening: () => listening });

  it('report a change listener whose connection is being made again', async () => {
    const readiness = new Readiness([databaseCheck(server.db), changeListenerCheck(listenerThat(false))]);
    expect(await readiness.report()).toEqual({
      ready: false,
      checks: { database: 'ok', 'change listener': 'not listening: its connection is being made again' },
    });
    expect((await new Readiness([changeListenerCheck(listenerThat(true))]).report()).ready).toBe(true);
  });

  it('report a check that does not answer in time as failed', async () => {
    const stuck = { name: 'stuck', check: () => new Promise<void>(() => undefined) };
    expect(await new Readiness([migrationsCheck(server.db), stuck]).report(100)).toEqual({
      ready: false,
      checks: { migrations: 'ok', stuck: 'no answer within 0.1 s' },
    });
  });

  it('report Redis when it answers, and when it cannot be reached without its address or password', async () => {
    const reachable = new RedisRateLimitStore({ url: 'redis://127.0.0.1:6379' });
    const unreachable = new RedisRateLimitStore({ url: 'redis://:hunter2-secret@127.0.0.1:1', connectTimeout: 500 });
    try {
      const report = await new Readiness([redisCheck(() => reachable.ping())]).report();
      expect(report).toEqual({ ready: true, checks: { redis: 'ok' } });
      const failing = await new Readiness([redisCheck(() => unreachable.ping())]).report();
      expect(failing).toEqual({ ready: false, checks: { redis: 'Redis cannot be reached' } });
    } finally {
      await Promise.all([reachable.close(), unreachable.close()]);
    }
  });

  it('report a database that cannot be reached without repeating its error', async () => {
    const closed = { query: () => Promise.reject(new Error('password authentication failed for user "owner"')) };
    const report = await new Readiness([databaseCheck(closed as never)]).report();
    expect(report).toEqual({ ready: false, checks: { database: 'the database cannot be reached' } });
  });
});
