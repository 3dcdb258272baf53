import type { AddressInfo } from 'node:net';
import { createPlatformServer } from '../../src/server/http/server';
import type { LocalFileStorage } from '../../src/server/modules/file-storage/local-storage';
import { openTestDatabase, type TestDatabase } from './database';
import { openTestFileStorage } from './storage';

export const TEST_SECRET_KEY = 'test-secret-key';

export interface TestServer {
  db: TestDatabase;
  /** Local storage in a temporary folder, removed on close. */
  storage: LocalFileStorage;
  url: string;
  /** fetch against the server, with the secret key unless `secretKey: null` is given. */
  request(path: string, init?: RequestInit & { secretKey?: string | null }): Promise<Response>;
  close(): Promise<void>;
}

/** The API server (no pages) on a free port over a fresh test database. */
export async function startTestServer(): Promise<TestServer> {
  const db = await openTestDatabase();
  const storage = openTestFileStorage();
  const server = createPlatformServer({ db, storage, secretKey: TEST_SECRET_KEY });
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
