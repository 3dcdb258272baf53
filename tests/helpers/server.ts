import type { AddressInfo } from 'node:net';
import { createPlatformServer } from '../../src/server/http/server';
import { openTestDatabase, type TestDatabase } from './database';

export const TEST_SECRET_KEY = 'test-secret-key';

export interface TestServer {
  db: TestDatabase;
  url: string;
  /** fetch against the server, with the secret key unless `secretKey: null` is given. */
  request(path: string, init?: RequestInit & { secretKey?: string | null }): Promise<Response>;
  close(): Promise<void>;
}

/** The API server (no pages) on a free port over a fresh test database. */
export async function startTestServer(): Promise<TestServer> {
  const db = await openTestDatabase();
  const server = createPlatformServer({ db, secretKey: TEST_SECRET_KEY });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    url,
    request: (path, { secretKey = TEST_SECRET_KEY, headers, ...init } = {}) =>
      fetch(url + path, {
        ...init,
        headers: { ...(secretKey === null ? {} : { 'x-rbac-secret-key': secretKey }), ...(headers as Record<string, string>) },
      }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await db.dispose();
    },
  };
}

/** JSON body of a write: `{ data }`. */
export const json = (data: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ data }),
});
