import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/server/errors';
import { gifOf, jpegOf, pngOf } from '../helpers/images';
import { PUBLIC_FILE_MAX_AGE_SECONDS, serveUpload } from '../../src/server/http/uploads';
import type { StoredFileAccess } from '../../src/server/modules/file-storage';
import { createLocalFileStorageProvider } from '../../src/server/platform/file-storage/local/local-provider';
import { storedFileKeyOf } from '../../src/server/platform/file-storage/stored-file-keys';
import { createFileStorage } from '../../src/server/platform/file-storage/stored-files';
import { ReceivedFile } from '../../src/shared/received-file';
import type { FileStorage } from '../../src/server/platform/file-storage/file-storage';
import { fileStorageFromEnvironment } from '../../src/server/platform/file-storage/file-storage-from-environment';
import { asTestFileStorage, type TestFileStorage } from '../helpers/storage';
import { storeReceivedFiles } from '../../src/server/platform/file-storage/store-received-files';
import type { AnyEntity } from '../../src/shared/registry/define-entity';
import { fileStorageFiles } from '../../src/shared/registry/generated/file-storage';

/** A received file in a folder of this name is "on another device": renaming it fails as it would across devices. */
const { ON_ANOTHER_DEVICE } = vi.hoisted(() => ({ ON_ANOTHER_DEVICE: 'on-another-device' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (String(from).includes(ON_ANOTHER_DEVICE))
        throw Object.assign(new Error(`EXDEV: cross-device link not permitted, rename '${from}'`), { code: 'EXDEV' });
      return actual.rename(from, to);
    },
  };
});

let scratch: string;
let storage: TestFileStorage;
/** The local provider's folder in this test. */
let root: string;
let received = 0;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'file-storage-test-'));
  root = path.join(scratch, 'uploads');
  storage = asTestFileStorage(createFileStorage([createLocalFileStorageProvider(root)]), () => undefined);
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A file as readRequestBody leaves it: bytes in a temporary file. */
async function receivedFile(
  bytes: string | Buffer,
  name: string,
  { type = 'application/octet-stream', field = 'file', folder = scratch } = {},
) {
  const file = path.join(folder, `received-${++received}`);
  await writeFile(file, bytes);
  return new ReceivedFile({ field, name, type, size: Buffer.byteLength(bytes), path: file });
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('the local file storage provider', () => {
  it('moves a received file to <root>/<uuid>/<safe name> and answers its public URL', async () => {
    const file = await receivedFile('%PDF-1.4', 'квитанция 1.pdf');
    const url = await storage.save(file);
    expect(url).toMatch(new RegExp(`^/uploads/${UUID}/${encodeURIComponent('квитанция-1.pdf')}$`));
    expect(existsSync(file.path)).toBe(false);
    const stored = path.join(root, url.split('/')[2]!, 'квитанция-1.pdf');
    expect(await readFile(stored, 'utf8')).toBe('%PDF-1.4');
    expect((await storage.bytesOf(url))?.toString()).toBe('%PDF-1.4');
  });

  it('keeps file names safe and visible', async () => {
    const names = {
      '../../etc/passwd': 'passwd',
      '.env': 'env',
      '': 'file',
      'a b;$(rm).txt': 'a-b-rm-.txt',
      [`${'a'.repeat(10)}.${'b'.repeat(130)}`]: 'b'.repeat(120),
    };
    for (const [given, kept] of Object.entries(names)) {
      const url = await storage.save(await receivedFile('x', given));
      expect(decodeURIComponent(url.split('/')[3]!), given).toBe(kept);
    }
  });

  it('copies a file from another device (rename fails with EXDEV)', async () => {
    const other = path.join(scratch, ON_ANOTHER_DEVICE);
    await mkdir(other);
    const file = await receivedFile('across', 'a.txt', { folder: other });
    const url = await storage.save(file);
    expect((await storage.bytesOf(url))?.toString()).toBe('across');
    expect(existsSync(file.path)).toBe(false);
  });

  it('removes exactly the file of a URL, and leaves alone URLs it did not give', async () => {
    const url = await storage.save(await receivedFile('x', 'a.txt'));
    await storage.remove('/uploads/../a.txt');
    await storage.remove('/elsewhere/x');
    expect(await storage.has(url)).toBe(true);
    // Another file in the same folder (no url of the storage names two files in one folder, but the disk may hold one).
    const folder = url.split('/')[2]!;
    await writeFile(path.join(root, folder, 'b.txt'), 'y');
    await storage.remove(url);
    expect(await readdir(path.join(root, folder))).toEqual(['b.txt']);
    await storage.remove(`/uploads/${folder}/b.txt`);
    expect(await readdir(root)).toEqual([]);
    await storage.remove(url);
  });

  it('maps only its own URLs to keys', async () => {
    const folder = '0b7c4a52-1f7e-4c1e-9d7a-3c6f0f1b2a9e';
    expect(storedFileKeyOf(`/uploads/${folder}/a.txt`)).toBe(`${folder}/a.txt`);
    for (const url of [
      `/uploads/${folder}/.env`,
      `/uploads/${folder}/a%2F..%2F..%2Fb`,
      `/uploads/${folder}/..%5Cb`,
      `/uploads/${folder}/%E0%A4`,
      `/uploads/${folder}/a/b`,
      `/uploads/${folder}/`,
      `/uploads/../${folder}/a.txt`,
      `/uploads/not-a-uuid/a.txt`,
      `/other/${folder}/a.txt`,
      `/uploadsx/${folder}/a.txt`,
    ])
      expect(storedFileKeyOf(url), url).toBeUndefined();
  });

  it('is configured by FILE_STORAGE_LOCAL_ROOT (default .data/uploads)', () => {
    const configured = fileStorageFromEnvironment({ FILE_STORAGE_LOCAL_ROOT: scratch });
    expect(configured.kind).toBe('local');
    expect(configured.providers).toMatchObject([{ kind: 'local', root: scratch }]);
    const byDefault = fileStorageFromEnvironment({ FILE_STORAGE_LOCAL_ROOT: '' });
    expect(byDefault.providers).toMatchObject([{ root: path.resolve('.data', 'uploads') }]);
    expect(() => fileStorageFromEnvironment({ FILE_STORAGE_PROVIDER: 's3' })).toThrow(
      'FILE_STORAGE_PROVIDER must be one of local, aws-s3, vercel-blob; it is "s3"',
    );
  });
});

describe('serveUpload: the local provider’s files over HTTP', () => {
  let server: Server;
  let origin: string;
  let served: FileStorage;
  let servedRoot: string;
  /** What the file records say of each URL: public unless a case says otherwise. */
  const accessByUrl = new Map<string, StoredFileAccess>();
  beforeAll(async () => {
    servedRoot = await mkdtemp(path.join(tmpdir(), 'serve-upload-test-'));
    served = createFileStorage([createLocalFileStorageProvider(servedRoot)]);
    server = createServer((request, response) => {
      const pathname = new URL(request.url!, 'http://localhost').pathname;
      const accessOf = async (url: string) => (accessByUrl.has(url) ? accessByUrl.get(url) : 'public');
      void serveUpload(request, response, pathname, served, accessOf, () => undefined).then((done) => {
        if (!done) response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(servedRoot, { recursive: true, force: true });
  });

  it('serves a saved file from the provider’s folder, with a safe content type', async () => {
    const pdf = await served.save(await receivedFile('%PDF-1.4', 'a.pdf'));
    const response = await fetch(origin + pdf);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.4');
    const head = await fetch(origin + pdf, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('8');

    const html = await served.save(await receivedFile('<script>alert(1)</script>', 'page.html'));
    const download = await fetch(origin + html);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    await download.text();
  });

  it('caches a public file a while, never a private one, and answers a file no one may read as if it did not exist', async () => {
    const url = await served.save(await receivedFile('x', 'a.txt'));
    const open = await fetch(origin + url);
    expect(open.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`);
    await open.text();
    accessByUrl.set(url, 'private');
    const own = await fetch(origin + url);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toBe('x');
    accessByUrl.set(url, undefined);
    expect((await fetch(origin + url)).status).toBe(404);
  });

  it('answers nothing for other paths, methods and removed files', async () => {
    const url = await served.save(await receivedFile('x', 'a.txt'));
    expect((await fetch(origin + url, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${origin}/uploads/${url.split('/')[2]}/b.txt`)).status).toBe(404);
    await served.remove(url);
    expect((await fetch(origin + url)).status).toBe(404);
  });
});

describe('storeReceivedFiles', () => {
  const entity = fileStorageFiles as unknown as AnyEntity;

  it('saves each received file, puts its URL in its place and describes a single file', async () => {
    const file = await receivedFile('%PDF-1.4 receipt', 'Receipt.PDF', { type: 'application/pdf' });
    const stored = await storeReceivedFiles(storage, entity, { alt: 'Receipt', file });
    expect(stored.data).toEqual({
      alt: 'Receipt',
      file: expect.stringMatching(new RegExp(`^/uploads/${UUID}/Receipt\\.PDF$`)),
      size: 16,
      mimeType: 'application/pdf',
      extension: 'pdf',
    });
    expect((await storage.bytesOf(stored.data.file as string))?.toString()).toBe('%PDF-1.4 receipt');
    await stored.discard();
    expect(await storage.keys()).toEqual([]);
    await stored.discard();
  });

  it("fills an uploaded image's width, height and type from its own bytes, whatever the browser called it", async () => {
    for (const [bytes, type] of [
      [pngOf(640, 480), 'image/png'],
      [jpegOf(640, 480), 'image/jpeg'],
      [gifOf(640, 480), 'image/gif'],
    ] as const) {
      const { data } = await storeReceivedFiles(storage, entity, {
        file: await receivedFile(bytes, 'photo', { type: 'text/plain' }),
      });
      expect(data, type).toMatchObject({ width: 640, height: 480, mimeType: type, size: bytes.length });
    }
    const given = await storeReceivedFiles(storage, entity, { file: await receivedFile(pngOf(10, 20), 'a.png'), width: 5 });
    expect(given.data).toMatchObject({ width: 5, height: 20 });
  });

  it('keeps what the data gives, and leaves out a MIME type or an extension that is not sane', async () => {
    const given = await storeReceivedFiles(storage, entity, {
      file: await receivedFile('x', 'a.png', { type: 'image/png' }),
      mimeType: 'image/webp',
      size: null,
    });
    expect(given.data).toMatchObject({ mimeType: 'image/webp', size: null, extension: 'png' });
    for (const [name, type] of [
      [`a.${'x'.repeat(21)}`, 'text/plain; charset=utf-8'],
      ['a.t-x', `text/${'x'.repeat(200)}`],
      ['noextension', 'nonsense'],
    ] as const) {
      const { data } = await storeReceivedFiles(storage, entity, { file: await receivedFile('x', name, { type }) });
      expect(data, name).not.toHaveProperty('mimeType');
      expect(data, name).not.toHaveProperty('extension');
      expect(data.size).toBe(1);
    }
  });

  it('answers the data as it is without files, and describes none of several files', async () => {
    const plain = { alt: 'x', file: '/uploads/kept' };
    expect((await storeReceivedFiles(storage, entity, plain)).data).toBe(plain);
    const cover = { ...entity.fieldsByName.get('file')!, name: 'cover', column: 'cover' };
    const twoFiles = { ...entity, fieldsByName: new Map([...entity.fieldsByName, ['cover', cover]]) } as AnyEntity;
    const { data } = await storeReceivedFiles(storage, twoFiles, {
      file: await receivedFile('a', 'a.txt', { type: 'text/plain' }),
      cover: await receivedFile('bb', 'b.png', { type: 'image/png', field: 'cover' }),
    });
    expect(Object.keys(data).sort()).toEqual(['cover', 'file']);
  });

  it('refuses a file in a field that is not a file input', async () => {
    const error = await storeReceivedFiles(storage, entity, { alt: await receivedFile('x', 'a.txt', { field: 'alt' }) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).causes).toMatchObject([{ field: 'alt', message: 'alt: takes no file' }]);
    expect(await storage.keys()).toEqual([]);
  });

  it('keeps none of the files when one cannot be saved', async () => {
    const cover = { ...entity.fieldsByName.get('file')!, name: 'cover', column: 'cover' };
    const twoFiles = { ...entity, fieldsByName: new Map([...entity.fieldsByName, ['cover', cover]]) } as AnyEntity;
    let saves = 0;
    const failing: FileStorage = {
      ...storage,
      save: async (file) => {
        if (++saves === 2) throw new Error('disk full');
        return storage.save(file);
      },
    };
    await expect(
      storeReceivedFiles(failing, twoFiles, {
        file: await receivedFile('a', 'a.txt'),
        cover: await receivedFile('b', 'b.txt', { field: 'cover' }),
      }),
    ).rejects.toThrow('disk full');
    expect(await storage.keys()).toEqual([]);
  });
});

describe('the registry’s schema of a file field', () => {
  it('takes its text or a received file, and nothing that only looks like one', async () => {
    const file = await receivedFile('x', 'a.txt');
    expect(fileStorageFiles.create.parse({ file }).file).toBe(file);
    expect(fileStorageFiles.create.parse({ file: '/uploads/a.txt' }).file).toBe('/uploads/a.txt');
    expect(fileStorageFiles.update.parse({ file }).file).toBe(file);
    const messages = (input: unknown) => fileStorageFiles.create.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['file is required']);
    expect(messages({ file: '' })).toEqual(['file is required']);
    expect(messages({ file: { ...file } })).toEqual(['file must be a text or a file']);
    expect(messages({ file: 3 })).toEqual(['file must be a text or a file']);
  });
});
