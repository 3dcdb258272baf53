import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBlobFileStorageProvider } from '../../src/server/platform/file-storage/vercel-blob/blob-provider';
import type { TestProvider } from './provider-contract';

/*
 * A stand-in for the Vercel Blob API on loopback, answering the requests @vercel/blob 2.8.0 makes (its dist/*.js):
 * `put` (PUT <api>/?pathname=), its multipart form (POST <api>/mpu with x-mpu-action create | upload | complete),
 * `head` (GET <api>?url=), `list` (GET <api>?cursor=&limit=), `del` (POST <api>/delete {urls}), and the blob's own url
 * that a private blob is read from with the bearer token. The SDK reads the API's address from VERCEL_BLOB_API_URL;
 * the blob urls it answers point back at this server, so nothing leaves the machine.
 */

/** The path of the API under the fake's origin: VERCEL_BLOB_API_URL is `<origin>` + this. */
const API = '/api/blob';
/** The path blobs are read from: `<origin>/blobs/<store id>/<pathname>`, as `<store>.<access>.blob.vercel-storage.com/<pathname>`. */
const BLOBS = '/blobs/';

interface StoredBlob {
  file: string;
  size: number;
  contentType: string;
  access: string;
  uploadedAt: Date;
  etag: string;
}

interface PendingUpload {
  storeId: string;
  pathname: string;
  parts: Map<number, { file: string; etag: string }>;
}

export interface FakeVercelBlob {
  /** What VERCEL_BLOB_API_URL is set to. */
  apiUrl: string;
  /** The secret every token the fake accepts ends with. */
  secret: string;
  /** How many requests asked for public access (the product must never ask). */
  readonly publicAccessRequests: number;
  /** How many blobs were written, multipart ones included. */
  readonly blobsWritten: number;
  /** Makes the next `count` part uploads fail as the API would with `code`: the SDK tries a service_unavailable again. */
  failParts(count: number, code: 'service_unavailable' | 'bad_request'): void;
  close(): Promise<void>;
}

/** A read-write token the fake accepts, for a store of its own (a fresh store id by default). */
export const fakeBlobToken = (secret: string, storeId = randomBytes(8).toString('hex')) => `vercel_blob_rw_${storeId}_${secret}`;

async function* concatenated(files: string[]) {
  for (const file of files) yield* createReadStream(file);
}

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

type Answer = { status: number; json: unknown };
const failure = (status: number, code: string, message: string): Answer => ({
  status,
  json: { error: { code, message } },
});

/** Starts the fake on 127.0.0.1 at a free port, keeping the blobs' bytes in a temporary folder. */
export async function startFakeVercelBlob(): Promise<FakeVercelBlob> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fake-vercel-blob-'));
  const secret = randomBytes(12).toString('hex');
  const stores = new Map<string, Map<string, StoredBlob>>();
  const uploads = new Map<string, PendingUpload>();
  let publicAccessRequests = 0;
  let blobsWritten = 0;
  let origin = '';
  const partFailures = { count: 0, code: 'service_unavailable' };

  const storeOf = (storeId: string) => {
    let store = stores.get(storeId);
    if (!store) stores.set(storeId, (store = new Map()));
    return store;
  };
  /** The store a request's bearer token opens, or undefined for a token the fake did not give. */
  const storeIdOf = (request: IncomingMessage) => {
    const match = /^Bearer vercel_blob_rw_([A-Za-z0-9]+)_([A-Za-z0-9]+)$/.exec(request.headers.authorization ?? '');
    return match && match[2] === secret ? match[1] : undefined;
  };
  const urlOf = (storeId: string, pathname: string) =>
    `${origin}${BLOBS}${storeId}/${pathname.split('/').map(encodeURIComponent).join('/')}`;
  const described = (storeId: string, pathname: string, blob: StoredBlob) => ({
    url: urlOf(storeId, pathname),
    downloadUrl: `${urlOf(storeId, pathname)}?download=1`,
    pathname,
    size: blob.size,
    contentType: blob.contentType,
    contentDisposition: `inline; filename="${encodeURIComponent(path.basename(pathname))}"`,
    cacheControl: 'public, max-age=2592000',
    uploadedAt: blob.uploadedAt.toISOString(),
    etag: blob.etag,
  });
  /** The body into a new file of the fake's, kept only when it arrived whole. */
  const received = async (request: IncomingMessage) => {
    const file = path.join(folder, randomUUID());
    try {
      await pipeline(request, createWriteStream(file));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return file;
  };
  /** Puts a written file at `pathname`, as the API does: replacing one there only when allowed. */
  const commit = async (request: IncomingMessage, storeId: string, pathname: string, file: string): Promise<Answer> => {
    // The provider's keys are its own: the API must keep them as given.
    if (request.headers['x-add-random-suffix'] !== '0') {
      await rm(file, { force: true });
      return failure(400, 'bad_request', 'the fake keeps pathnames as given: send addRandomSuffix: false');
    }
    const store = storeOf(storeId);
    const existing = store.get(pathname);
    if (existing && request.headers['x-allow-overwrite'] !== '1') {
      await rm(file, { force: true });
      return failure(400, 'bad_request', 'This blob already exists, use `allowOverwrite: true` to overwrite it.');
    }
    const { size } = await stat(file);
    const blob: StoredBlob = {
      file,
      size,
      contentType: String(request.headers['x-content-type'] ?? 'application/octet-stream'),
      access: String(request.headers['x-vercel-blob-access']),
      uploadedAt: new Date(),
      etag: `"${randomBytes(8).toString('hex')}"`,
    };
    store.set(pathname, blob);
    blobsWritten++;
    if (existing) await rm(existing.file, { force: true });
    const { url, downloadUrl, contentType, contentDisposition, etag } = described(storeId, pathname, blob);
    return { status: 200, json: { url, downloadUrl, pathname, contentType, contentDisposition, etag } };
  };

  async function answerApi(request: IncomingMessage, url: URL, storeId: string): Promise<Answer> {
    const route = url.pathname.slice(API.length);
    const store = storeOf(storeId);
    if (request.method === 'GET' && (route === '' || route === '/')) {
      // head() with a pathname, as the provider calls it (not a blob's url).
      const pathname = url.searchParams.get('url');
      if (pathname !== null) {
        const blob = store.get(pathname);
        return blob
          ? { status: 200, json: described(storeId, pathname, blob) }
          : failure(404, 'not_found', 'The requested blob does not exist');
      }
      const prefix = url.searchParams.get('prefix') ?? '';
      const limit = Number(url.searchParams.get('limit') || 1000);
      const after = url.searchParams.get('cursor') ?? '';
      const names = [...store.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = names.slice(0, limit);
      const hasMore = names.length > page.length;
      return {
        status: 200,
        json: {
          blobs: page.map((name) => {
            const { url: blobUrl, downloadUrl, pathname, size, uploadedAt, etag } = described(storeId, name, store.get(name)!);
            return { url: blobUrl, downloadUrl, pathname, size, uploadedAt, etag };
          }),
          hasMore,
          ...(hasMore ? { cursor: page.at(-1) } : {}),
        },
      };
    }
    if (request.method === 'PUT' && route === '/') {
      const pathname = url.searchParams.get('pathname');
      if (!pathname) return failure(400, 'bad_request', 'pathname is required');
      return commit(request, storeId, pathname, await received(request));
    }
    if (request.method === 'POST' && route === '/delete') {
      const { urls } = (await jsonOf(request)) as { urls: string[] };
      for (const pathname of urls) {
        const blob = store.get(pathname);
        store.delete(pathname);
        if (blob) await rm(blob.file, { force: true });
      }
      return { status: 200, json: {} };
    }
    if (request.method === 'POST' && route === '/mpu') return answerMultipart(request, url, storeId);
    return failure(400, 'bad_request', `the fake does not answer ${request.method} ${url.pathname}`);
  }

  async function answerMultipart(request: IncomingMessage, url: URL, storeId: string): Promise<Answer> {
    const pathname = url.searchParams.get('pathname');
    if (!pathname) return failure(400, 'bad_request', 'pathname is required');
    const action = request.headers['x-mpu-action'];
    if (action === 'create') {
      const uploadId = randomUUID();
      uploads.set(uploadId, { storeId, pathname, parts: new Map() });
      return { status: 200, json: { key: pathname, uploadId } };
    }
    const upload = uploads.get(String(request.headers['x-mpu-upload-id']));
    if (!upload || upload.storeId !== storeId || upload.pathname !== pathname)
      return failure(404, 'not_found', 'No such multipart upload');
    if (action === 'upload') {
      const partNumber = Number(request.headers['x-mpu-part-number']);
      const file = await received(request);
      if (partFailures.count > 0) {
        partFailures.count--;
        await rm(file, { force: true });
        return failure(partFailures.code === 'bad_request' ? 400 : 503, partFailures.code, 'failing as the test asked');
      }
      const etag = `"${randomBytes(8).toString('hex')}"`;
      const replaced = upload.parts.get(partNumber);
      upload.parts.set(partNumber, { file, etag });
      if (replaced) await rm(replaced.file, { force: true });
      return { status: 200, json: { etag } };
    }
    if (action === 'complete') {
      const listed = (await jsonOf(request)) as { partNumber: number; etag: string }[];
      const files = listed.map(({ partNumber, etag }) => {
        const part = upload.parts.get(partNumber);
        return part?.etag === etag ? part.file : undefined;
      });
      if (!files.length || files.includes(undefined)) return failure(400, 'bad_request', 'A listed part was not uploaded');
      const whole = path.join(folder, randomUUID());
      await pipeline(concatenated(files as string[]), createWriteStream(whole));
      uploads.delete(String(request.headers['x-mpu-upload-id']));
      await Promise.all([...upload.parts.values()].map((part) => rm(part.file, { force: true })));
      return commit(request, storeId, pathname, whole);
    }
    return failure(400, 'bad_request', `unknown x-mpu-action ${String(action)}`);
  }

  /** A blob's own url: a private one only with its store's token, as Vercel's blob hosts answer. */
  function answerBlob(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [storeId = '', ...names] = url.pathname.slice(BLOBS.length).split('/');
    const blob = stores.get(storeId)?.get(names.map(decodeURIComponent).join('/'));
    if (!blob) return response.writeHead(404).end('Not found');
    if (blob.access !== 'public' && storeIdOf(request) !== storeId) return response.writeHead(403).end('Forbidden');
    response.writeHead(200, {
      'content-type': blob.contentType,
      'content-length': blob.size,
      etag: blob.etag,
      'last-modified': blob.uploadedAt.toUTCString(),
    });
    createReadStream(blob.file).pipe(response);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (request.headers['x-vercel-blob-access'] === 'public') publicAccessRequests++;
    if (request.method === 'GET' && url.pathname.startsWith(BLOBS)) return answerBlob(request, response, url);
    const storeId = storeIdOf(request);
    const answer: Promise<Answer> = !url.pathname.startsWith(API)
      ? Promise.resolve(failure(404, 'not_found', 'Not found'))
      : storeId
        ? answerApi(request, url, storeId)
        : Promise.resolve(failure(403, 'forbidden', 'Access denied, please provide a valid token for this resource.'));
    answer.then(
      ({ status, json }) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json)),
      // A body cut off midway: the client has gone, nothing was kept.
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: origin + API,
    secret,
    get publicAccessRequests() {
      return publicAccessRequests;
    },
    get blobsWritten() {
      return blobsWritten;
    },
    failParts(count, code) {
      Object.assign(partFailures, { count, code });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A provider over a fresh store of the fake the files-vercel-blob project starts (fake-vercel-blob-setup.ts): a test
 * storage sees only its own blobs, and removes them on dispose.
 */
export function openTestBlobProvider(): TestProvider {
  const secret = process.env.TEST_VERCEL_BLOB_SECRET;
  if (!secret || !process.env.VERCEL_BLOB_API_URL)
    throw new Error('No fake Vercel Blob API: the files-vercel-blob project starts one (vitest.config.ts)');
  const provider = createBlobFileStorageProvider({ token: fakeBlobToken(secret) });
  return Object.assign(provider, {
    async dispose() {
      for await (const { key } of provider.list()) await provider.remove(key);
    },
  });
}
