import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { removeUnnamedStoredFile } from '../../src/server/modules/file-storage/stored-files/stored-file-removal';
import { callApi, fieldsOf } from '../helpers/customers';
import { testDatabaseKind } from '../helpers/database';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../helpers/server';
import { storeFile, uploadFile, type StoredFileRecord } from '../helpers/stored-files';

/**
 * A file record names a url the storage gave, or a file the site ships (issue 32, point 3), on PGlite and PostgreSQL;
 * and a removal of a stored file and a record written with its url take turns under the url's lock.
 */

const FILES = '/api/file-storage/files';
const ADMIN = { 'x-rbac-secret-key': TEST_SECRET_KEY };

let server: TestServer;
/** How many transactions the server and the removals below have asked for: on PGlite, one asked waits for the slot. */
let transactionsAsked = 0;
const watched = (db: Database): Database => ({
  ...db,
  transaction: (work) => {
    transactionsAsked++;
    return db.transaction(work);
  },
});

beforeAll(async () => {
  server = await startTestServer({ server: ({ db }) => ({ db: watched(db) }) });
});
afterAll(() => server.close());

const create = (data: Record<string, unknown>) => callApi<StoredFileRecord>(server, 'POST', FILES, { headers: ADMIN, data });
const records = (url: string) => server.db.prisma.fileStorageFile.count({ where: { file: url } });

/** A stored file no record names any more (its record deleted): what the removal job is queued for. */
async function orphanedFile(name: string): Promise<string> {
  const record = await uploadFile(server, name, `the bytes of ${name}`);
  expect((await callApi(server, 'DELETE', `${FILES}/${record.id}`, { headers: ADMIN })).status).toBe(200);
  expect(await server.storage.has(record.file)).toBe(true);
  return record.file;
}

describe('the file of a record written through the generic routes', () => {
  it('is an upload, a url the storage gave, or a file the site ships', async () => {
    const uploaded = await uploadFile(server, 'upload.txt', 'uploaded');
    expect(uploaded.file).toMatch(/^\/uploads\/[0-9a-f-]{36}\/upload\.txt$/);
    const given = await storeFile(server.storage, 'given.txt');
    for (const file of [uploaded.file, given, '/site/og.jpg', '/site/photos/wooden-pier.jpg']) {
      const answer = await create({ file });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.data.file).toBe(file);
    }
  });

  it('is refused naming any other url, as data.file, and nothing is written', async () => {
    const gone = await orphanedFile('gone.txt');
    expect(await removeUnnamedStoredFile(server.db, server.storage, gone)).toBe(true);
    const given = await storeFile(server.storage, 'given.txt');
    const refused = [
      'https://example.com/picture.jpg',
      '/uploads/00000000-0000-4000-8000-000000000000/never.txt',
      gone,
      given.replace('given.txt', 'given%2Etxt'),
      '/etc/passwd',
      'picture.jpg',
      '/site/missing.jpg',
      '/site/photos',
      '/site/../../package.json',
      '/site/%2e%2e/%2e%2e/package.json',
      '/site/photos/../../../package.json',
      '/site/.hidden',
    ];
    const before = await server.db.prisma.fileStorageFile.count();
    for (const file of refused) {
      const answer = await create({ file });
      expect(answer.status, file).toBe(400);
      expect(fieldsOf(answer), file).toEqual(['data.file']);
      expect(answer.body.cause![0]!.message).toBe(
        'data.file: not a url the file storage gave (nor a file the site ships under /site/): upload the file',
      );
    }
    expect(await server.db.prisma.fileStorageFile.count()).toBe(before);
  });

  it('is refused in a bulk write naming the item, and in an update changing it; an update keeping it is not checked', async () => {
    const bulk = await callApi(server, 'POST', `${FILES}/bulk`, {
      headers: ADMIN,
      data: [{ data: { file: '/site/og.jpg' } }, { data: { file: '/etc/passwd' } }],
    });
    expect(bulk.status).toBe(400);
    expect(fieldsOf(bulk)).toEqual(['data[1].data.file']);

    // A record written before the rule, naming a url the storage never gave, stays editable.
    const legacy = await server.db.prisma.fileStorageFile.create({ data: { adminTitle: 'legacy', file: '/legacy.png' } });
    const kept = await callApi(server, 'PATCH', `${FILES}/${legacy.id}`, {
      headers: ADMIN,
      data: { alt: 'kept', file: '/legacy.png' },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const changed = await callApi(server, 'PATCH', `${FILES}/${legacy.id}`, { headers: ADMIN, data: { file: '/other.png' } });
    expect(changed.status).toBe(400);
    expect(fieldsOf(changed)).toEqual(['data.file']);
    const replaced = await callApi(server, 'PATCH', `${FILES}/${legacy.id}`, { headers: ADMIN, data: { file: '/site/og.jpg' } });
    expect(replaced.status).toBe(200);
  });
});

/** Resolves when `until` holds, checked every few milliseconds. */
async function waitFor(until: () => Promise<boolean> | boolean) {
  while (!(await until())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Until a transaction is waiting for the one holding the url's lock: on PostgreSQL for the lock, on PGlite for the slot. */
const waitUntilBlocked = (asked: number) =>
  waitFor(async () =>
    testDatabaseKind === 'postgres'
      ? (await server.db.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)).length > 0
      : transactionsAsked > asked,
  );

/** Replaces the storage's `method` until the answer's `release`: `entered` resolves when it is called (under the lock). */
function gate(method: 'has' | 'remove') {
  const original = server.storage[method].bind(server.storage);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let enter!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  server.storage[method] = async (url: string) => {
    enter();
    await released;
    return original(url) as Promise<never>;
  };
  return {
    entered,
    release: () => {
      server.storage[method] = original as never;
      release();
    },
  };
}

describe('a record written with a url while its stored file is being removed', () => {
  it('keeps the file when the record comes first', async () => {
    const url = await orphanedFile('first-the-record.txt');
    const checking = gate('has');
    const written = create({ file: url });
    await checking.entered;
    const asked = transactionsAsked;
    const removal = removeUnnamedStoredFile(watched(server.db), server.storage, url);
    await waitUntilBlocked(asked);
    checking.release();
    expect((await written).status).toBe(201);
    expect(await removal).toBe(false);
    expect(await server.storage.has(url)).toBe(true);
    expect(await records(url)).toBe(1);
  });

  it('refuses the record when the removal comes first', async () => {
    const url = await orphanedFile('first-the-removal.txt');
    const removing = gate('remove');
    const removal = removeUnnamedStoredFile(watched(server.db), server.storage, url);
    await removing.entered;
    const asked = transactionsAsked;
    const written = create({ file: url });
    await waitUntilBlocked(asked);
    removing.release();
    expect(await removal).toBe(true);
    const answer = await written;
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['data.file']);
    expect(await server.storage.has(url)).toBe(false);
    expect(await records(url)).toBe(0);
  });
});
