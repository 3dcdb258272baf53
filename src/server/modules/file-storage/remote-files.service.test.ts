import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { pngOf } from '../../../../tests/helpers/images';
import { PATIENTLY } from '../../../../tests/helpers/patience';
import { openTestFileStorage } from '../../../../tests/helpers/storage';
import { AppError } from '../../errors';
import { createFileFromUrl, type RemoteFileOptions, type RemoteTarget } from './remote-files.service';

/** The "public" host of the tests: its address is public, and the connection to it reaches the test's own server. */
const PUBLIC_HOST = 'files.example';
const PUBLIC_ADDRESS = '93.184.216.34';
const LIMIT = 4096;

let db: TestDatabase;
let storage: ReturnType<typeof openTestFileStorage>;
let tempRoot: string;
let remote: Server;
let port: number;
/** The addresses the fetcher connected to, in order. */
const connected: string[] = [];
/** Sockets of requests the remote server left unanswered, to see them closed. */
const unanswered: Socket[] = [];

const PNG = pngOf(3, 2);

function answer(response: ServerResponse, url: string) {
  switch (url) {
    case '/images/logo.png':
      return response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
    case '/no-type/photo':
      return response.writeHead(200).end(PNG);
    case '/too-large-declared':
      return response.writeHead(200, { 'content-length': LIMIT + 1 }).end(Buffer.alloc(LIMIT + 1));
    case '/too-large-streamed':
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let sent = 0; sent <= LIMIT; sent += 1000) response.write(Buffer.alloc(1000));
      return response.end();
    case '/missing':
      return response.writeHead(404).end('not here');
    case '/to-loopback':
      return response.writeHead(302, { location: `http://127.0.0.1:${port}/images/logo.png` }).end();
    case '/to-metadata':
      return response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    case '/to-relative':
      return response.writeHead(307, { location: '../images/logo.png' }).end();
    case '/loop':
      return response.writeHead(302, { location: '/loop' }).end();
    case '/slow':
      unanswered.push(response.socket!);
      return undefined; // never answers
    case '/slow-body':
      unanswered.push(response.socket!);
      response.writeHead(200, { 'content-length': 100 });
      return response.write(Buffer.alloc(10)); // never ends
    default:
      return response.writeHead(500).end();
  }
}

const options = (overrides: Partial<RemoteFileOptions> = {}): RemoteFileOptions => ({
  timeoutMs: 5000,
  maxBytes: LIMIT,
  tempRoot,
  resolve: async (host) => {
    if (host === PUBLIC_HOST) return [PUBLIC_ADDRESS];
    if (host === 'half-private.example') return [PUBLIC_ADDRESS, '10.0.0.1'];
    if (host === 'localhost') return ['127.0.0.1', '::1'];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  },
  connect: (target: RemoteTarget) => {
    connected.push(target.address);
    if (target.address !== PUBLIC_ADDRESS) throw new Error(`connected to ${target.address}`);
    return connect(port, '127.0.0.1');
  },
  ...overrides,
});

beforeAll(async () => {
  db = await openTestDatabase();
  storage = openTestFileStorage();
  tempRoot = mkdtempSync(path.join(tmpdir(), 'platform-remote-test-'));
  remote = createServer((request, response) => answer(response, request.url ?? ''));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  port = (remote.address() as AddressInfo).port;
});
afterEach(() => {
  connected.length = 0;
});
afterAll(async () => {
  remote.closeAllConnections();
  await new Promise((resolve) => remote.close(resolve));
  await db.dispose();
  storage.dispose();
  rmSync(tempRoot, { recursive: true, force: true });
});

const records = () => db.prisma.fileStorageFile.count();
const storedFiles = () => storage.keys();
const temporaryFiles = () => readdirSync(tempRoot);
const create = (url: string, overrides: Partial<RemoteFileOptions> = {}, data: Record<string, unknown> = {}) =>
  createFileFromUrl({ db, storage }, { url, ...data }, options(overrides));

/** The refusal a call ends with: a 400 naming data.url. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe('BAD_REQUEST');
  expect(appError.causes.map((cause) => cause.field)).toEqual(['data.url']);
  return appError.causes[0]!.message;
}

/** A refused fetch leaves no record, no stored file and no temporary file. */
async function expectNothingWritten(before: number) {
  expect(await records()).toBe(before);
  expect(await storedFiles()).toEqual([]);
  expect(temporaryFiles()).toEqual([]);
}

describe('createFileFromUrl', () => {
  it('stores a PNG with its size, type, extension, width and height, its name as admin title', async () => {
    const record = await create(`http://${PUBLIC_HOST}:${port}/images/logo.png`, {}, { alt: 'Logo' });
    expect(record).toMatchObject({
      adminTitle: 'logo.png',
      alt: 'Logo',
      size: PNG.length,
      mimeType: 'image/png',
      extension: 'png',
      width: 3,
      height: 2,
      variant: 'default',
    });
    expect(record.file).toMatch(/^\/uploads\/[0-9a-f-]{36}\/logo\.png$/);
    expect(connected).toEqual([PUBLIC_ADDRESS]);
    const stored = await db.prisma.fileStorageFile.findUniqueOrThrow({ where: { id: record.id } });
    expect(stored.file).toBe(record.file);
    expect(temporaryFiles()).toEqual([]);
    await db.prisma.fileStorageFile.delete({ where: { id: record.id } });
    await storage.remove(record.file);
  });

  it('takes the type from the bytes when the server names none, and keeps the fields given', async () => {
    const record = await create(`http://${PUBLIC_HOST}:${port}/no-type/photo`, {}, { adminTitle: 'Mine', width: 30 });
    expect(record).toMatchObject({ adminTitle: 'Mine', mimeType: 'image/png', extension: 'png', width: 30, height: 2 });
    await db.prisma.fileStorageFile.delete({ where: { id: record.id } });
    await storage.remove(record.file);
  });

  it('follows a relative redirect to a public address', async () => {
    const record = await create(`http://${PUBLIC_HOST}:${port}/to/../to-relative`);
    expect(record).toMatchObject({ adminTitle: 'logo.png', width: 3 });
    expect(connected).toEqual([PUBLIC_ADDRESS, PUBLIC_ADDRESS]);
    await db.prisma.fileStorageFile.delete({ where: { id: record.id } });
    await storage.remove(record.file);
  });

  it.each([
    ['http://127.0.0.1/logo.png', 'points to a private or local address'],
    ['http://localhost/logo.png', 'points to a private or local address'],
    ['http://[::1]/logo.png', 'points to a private or local address'],
    ['http://[::ffff:127.0.0.1]/logo.png', 'points to a private or local address'],
    ['http://0x7f000001/logo.png', 'points to a private or local address'],
    ['http://10.0.0.1/logo.png', 'points to a private or local address'],
    ['http://169.254.169.254/latest/meta-data/', 'points to a private or local address'],
    ['http://half-private.example/logo.png', 'points to a private or local address'],
    ['ftp://files.example/logo.png', 'must be an http or https address'],
    ['file:///etc/passwd', 'must be an http or https address'],
    ['not a url', 'must be an http or https address'],
    ['http://user:secret@files.example/logo.png', 'may not hold a user name or password'],
    ['http://nowhere.example/logo.png', 'the host nowhere.example was not found'],
  ])('refuses %s without connecting', async (url, problem) => {
    const before = await records();
    expect(await refusal(create(url))).toBe(`data.url: ${problem}`);
    expect(connected).toEqual([]);
    await expectNothingWritten(before);
  });

  it('refuses localhost by the system resolver too', async () => {
    expect(await refusal(create('http://localhost/logo.png', { resolve: undefined }))).toBe(
      'data.url: points to a private or local address',
    );
    expect(connected).toEqual([]);
  });

  it("refuses an address of this machine's", async () => {
    const thisMachine = () => new Set([PUBLIC_ADDRESS]);
    expect(await refusal(create(`http://${PUBLIC_HOST}:${port}/images/logo.png`, { thisMachine }))).toBe(
      'data.url: points to a private or local address',
    );
    expect(connected).toEqual([]);
  });

  it('refuses a redirect to a private address before connecting to it', async () => {
    const before = await records();
    for (const path of ['/to-loopback', '/to-metadata'])
      expect(await refusal(create(`http://${PUBLIC_HOST}:${port}${path}`))).toBe(
        'data.url: points to a private or local address',
      );
    expect(connected).toEqual([PUBLIC_ADDRESS, PUBLIC_ADDRESS]);
    await expectNothingWritten(before);
  });

  it('refuses more than 3 redirects', async () => {
    expect(await refusal(create(`http://${PUBLIC_HOST}:${port}/loop`))).toBe('data.url: redirected more than 3 times');
    expect(connected).toHaveLength(4);
  });

  it('refuses a file over the size limit, declared or streamed', async () => {
    const before = await records();
    for (const path of ['/too-large-declared', '/too-large-streamed'])
      expect(await refusal(create(`http://${PUBLIC_HOST}:${port}${path}`))).toBe(
        `data.url: the file is larger than ${LIMIT} bytes`,
      );
    await expectNothingWritten(before);
  });

  it('refuses an answer that is not a success', async () => {
    const before = await records();
    expect(await refusal(create(`http://${PUBLIC_HOST}:${port}/missing`))).toBe('data.url: answered 404');
    await expectNothingWritten(before);
  });

  it('gives up on a server that does not answer in time, and closes the connection', async () => {
    const before = await records();
    for (const path of ['/slow', '/slow-body']) {
      unanswered.length = 0;
      expect(await refusal(create(`http://${PUBLIC_HOST}:${port}${path}`, { timeoutMs: 300 }))).toBe(
        'data.url: the server did not answer within 0.3 s',
      );
      await expect.poll(() => unanswered.length === 1 && unanswered[0]!.destroyed, PATIENTLY).toBe(true);
    }
    await expectNothingWritten(before);
  });

  it('removes the stored file when the record cannot be written', async () => {
    const existing = await db.prisma.fileStorageFile.create({ data: { adminTitle: 'taken', file: '/uploads/x/taken.png' } });
    const before = await records();
    const error = await create(`http://${PUBLIC_HOST}:${port}/images/logo.png`, {}, { id: existing.id }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    await expectNothingWritten(before);
    await db.prisma.fileStorageFile.delete({ where: { id: existing.id } });
  });
});
