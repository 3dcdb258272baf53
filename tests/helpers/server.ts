import type { AddressInfo } from 'node:net';
import { createPlatformServer, type ServerOptions } from '../../src/server/http/server';
import type { FileStorage } from '../../src/server/platform/file-storage/file-storage';
import type { TestFileStorage } from './storage';
import type { Mailer } from '../../src/server/platform/mail/mailer';
import { platformReadiness } from '../../src/server/platform/health/readiness-checks';
import { DatabaseRateLimitStore } from '../../src/server/platform/rate-limit/database-store';
import { RATE_LIMIT_RULES } from '../../src/server/modules/rbac/abuse-limits';
import { verifyAccessToken } from '../../src/server/modules/rbac';
import { createRateLimiter } from '../../src/server/platform/rate-limit/rate-limiter';
import type { TokenSettings } from '../../src/server/platform/credentials/token-settings';
import type { Database } from '../../src/server/db/database';
import type { ContextDependencies } from '../../src/server/platform/context/context';
import { openTestDatabase, type TestDatabase } from './database';
import { openTestFileStorage } from './storage';

export const TEST_SECRET_KEY = 'test-secret-key';

/** SITE_URL of the test servers: wallet sign-in messages name its host. */
export const TEST_SITE_URL = 'http://localhost:4000';

/** RBAC_JWT_SECRET of the test servers (a test signs tokens with it, or with another to be refused). */
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-at-least-32-characters';

export const testTokenSettings = (overrides: Partial<TokenSettings> = {}): TokenSettings => ({
  secret: new TextEncoder().encode(TEST_JWT_SECRET),
  accessLifetimeSeconds: 3600,
  refreshLifetimeSeconds: 86_400,
  ...overrides,
});

/** Every abuse limit raised out of reach: suites that sign in often. The abuse-limit tests use `limits: 'default'`. */
const RAISED_LIMITS = Object.fromEntries(Object.keys(RATE_LIMIT_RULES).map((name) => [name, { limit: 1_000_000 }]));

export interface TestDependencyOptions {
  limits?: 'default' | 'raised';
  tokens?: Partial<TokenSettings>;
  mailer?: Mailer;
}

/** The server's dependencies over a test database: the test secret key and JWT secret, limits raised unless asked. */
export function testDependencies(db: Database, storage: FileStorage, options: TestDependencyOptions = {}): ContextDependencies {
  const tokens = testTokenSettings(options.tokens);
  const limitStore = new DatabaseRateLimitStore(db);
  return {
    db,
    storage,
    secretKey: TEST_SECRET_KEY,
    tokens,
    verifyAccessToken: (token) => verifyAccessToken(db, tokens, token),
    limiter: createRateLimiter(limitStore, options.limits === 'default' ? {} : RAISED_LIMITS),
    readiness: platformReadiness(db, limitStore),
    mailer: options.mailer,
    siteUrl: TEST_SITE_URL,
  };
}

export interface TestServer {
  db: TestDatabase;
  /** The test storage (tests/helpers/storage.ts), removed on close. */
  storage: TestFileStorage;
  url: string;
  /** fetch against the server, with the secret key unless `secretKey: null` is given. */
  request(path: string, init?: RequestInit & { secretKey?: string | null }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The API server (no pages) on a free port over a fresh test database (or `db`); `server` may replace any of its
 * options (the test dependencies' among them).
 */
export async function startTestServer(
  options: TestDependencyOptions & {
    server?: (dependencies: ContextDependencies) => Partial<ServerOptions>;
    /** A database of the test's own (migrated), disposed of on close: a private PostgreSQL it stops and starts. */
    db?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const db = options.db ?? (await openTestDatabase());
  const storage = openTestFileStorage();
  const dependencies = testDependencies(db, storage, options);
  const server = createPlatformServer({ ...dependencies, ...options.server?.(dependencies) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    storage,
    url,
    request: (path, { secretKey = TEST_SECRET_KEY, headers, ...init } = {}) =>
      fetch(url + path, {
        ...init,
        headers: { ...(secretKey === null ? {} : { 'x-rbac-secret-key': secretKey }), ...(headers as Record<string, string>) },
      }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      // As the server's stop does: the mailer's pooled connections are closed with it.
      dependencies.mailer?.close?.();
      await db.dispose();
      storage.dispose();
    },
  };
}

/** JSON body of a write: `{ data }`. */
export const json = (data: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ data }),
});
