import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Folders in the test's storage: one per stored file. */
const storedFolders = async () => new Set(await server.storage.keys());

const form = (data: unknown, files: Record<string, File> = {}) => {
  const body = new FormData();
  if (data !== undefined) body.set('data', JSON.stringify(data));
  for (const [name, file] of Object.entries(files)) body.set(name, file);
  return body;
};

type Answer = { data: Record<string, unknown>; cause: { field?: string }[] };
const send = async (pathname: string, method: string, body: FormData, secretKey?: string | null) => {
  const response = await server.request(pathname, { method, body, ...(secretKey === undefined ? {} : { secretKey }) });
  return { status: response.status, body: (await response.json()) as Answer };
};

describe('multipart bodies: JSON under data, files beside it', () => {
  it('creates and updates from form data', async () => {
    const created = await send('/api/blog/articles', 'POST', form({ slug: 'from-form', title: { ru: 'Статья', en: 'Article' } }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'from-form', title: { ru: 'Статья', en: 'Article' } });
    const updated = await send(`/api/blog/articles/${String(created.body.data.id)}`, 'PUT', form({ className: 'wide' }));
    expect(updated.status).toBe(200);
    expect(updated.body.data.className).toBe('wide');
  });

  it('accepts url-encoded forms too', async () => {
    const response = await server.request('/api/blog/articles', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify({ slug: 'url-encoded' }) }).toString(),
    });
    expect(response.status).toBe(201);
  });

  it('stores an uploaded file of a file record and keeps its public path', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 receipt');
    const created = await send(
      '/api/file-storage/files',
      'POST',
      form({ alt: 'Receipt' }, { file: new File([bytes], 'квитанция 1.pdf') }),
    );
    expect(created.status).toBe(201);
    const publicPath = String(created.body.data.file);
    expect(publicPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\//);
    expect(decodeURIComponent(publicPath.split('/')[3]!)).toBe('квитанция-1.pdf');
    expect((await server.storage.bytesOf(publicPath))?.toString('utf8')).toBe('%PDF-1.4 receipt');
    expect(created.body.data).toMatchObject({ size: bytes.length, extension: 'pdf' });

    const served = await server.request(publicPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await served.text()).toBe('%PDF-1.4 receipt');
  });

  it('keeps a long file name visible: the kept end never starts with a dot', async () => {
    const name = `${'a'.repeat(10)}.${'b'.repeat(130)}`;
    const created = await send(
      '/api/file-storage/files',
      'POST',
      form({}, { file: new File(['x'], name, { type: 'text/plain' }) }),
    );
    const publicPath = String(created.body.data.file);
    expect(decodeURIComponent(publicPath.split('/')[3]!)).toMatch(/^b+$/);
    expect(created.body.data.mimeType).toBe('text/plain');
    expect((await server.request(publicPath)).status).toBe(200);
  });

  it('names a file field the entity has no file input for, and stores nothing', async () => {
    const before = await storedFolders();
    const answer = await send('/api/blog/articles', 'POST', form({}, { cover: new File(['x'], 'x.png') }));
    expect(answer.status).toBe(400);
    expect(answer.body.cause.map((cause) => cause.field)).toEqual(['cover']);
    expect(await storedFolders()).toEqual(before);
  });

  it('stores no file for a refused write, an invalid payload or a write the database refuses', async () => {
    const before = await storedFolders();
    const answer = await send('/api/file-storage/files', 'POST', form({}, { file: new File(['x'], 'x.txt') }), null);
    expect(answer.status).toBe(401);
    const invalid = await send('/api/file-storage/files', 'POST', form({ width: 'wide' }, { file: new File(['x'], 'x.txt') }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.cause.map((cause) => cause.field)).toEqual(['data.width']);
    const missingRecord = await send(
      '/api/file-storage/files/00000000-0000-4000-8000-000000000000',
      'PATCH',
      form({}, { file: new File(['x'], 'x.txt') }),
    );
    expect(missingRecord.status).toBe(404);
    expect(await storedFolders()).toEqual(before);
  });

  it('names unexpected text fields', async () => {
    const body = form({});
    body.set('slug', 'beside-data');
    const answer = await send('/api/blog/articles', 'POST', body);
    expect(answer.status).toBe(400);
    expect(answer.body.cause.map((cause) => cause.field)).toEqual(['slug']);
  });
});
