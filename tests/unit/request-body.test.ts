import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { ReceivedFile } from '../../src/shared/received-file';
import {
  MAX_JSON_BODY_BYTES,
  MAX_MULTIPART_BODY_BYTES,
  MAX_MULTIPART_PARTS,
  readRequestBody,
  type BodyRoute,
  type ReadBody,
} from '../../src/server/rest/request-body';

/** What the test server did with one request. */
type Outcome = { ok: true; body: ReadBody } | { ok: false; error: unknown };

let server: Server;
let origin: string;
let tempRoot: string;
const outcomes: Outcome[] = [];
let waiting: ((outcome: Outcome) => void) | undefined;
const kept: ReadBody[] = [];

/** The next request's outcome, as the server saw it (also when the client is gone). */
const nextOutcome = () =>
  new Promise<Outcome>((resolve) => {
    const ready = outcomes.shift();
    if (ready) resolve(ready);
    else waiting = resolve;
  });

/** `?body=raw&file=a&file=b` is the route: how the body is taken and which fields take files. */
function routeOf(url: URL): BodyRoute {
  const body = url.searchParams.get('body');
  return { ...(body === 'raw' || body === 'form' ? { body } : {}), files: url.searchParams.getAll('file') };
}

const describeData = (data: unknown) =>
  JSON.stringify({ data }, (_key, value: unknown) =>
    value instanceof ReceivedFile ? { receivedFile: { ...value } } : Buffer.isBuffer(value) ? { bytes: value.length } : value,
  );

beforeAll(async () => {
  tempRoot = await mkdtemp(path.join(tmpdir(), 'request-body-test-'));
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const respond = (status: number, json: string) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(json);
    };
    const record = (outcome: Outcome) => {
      if (waiting) {
        waiting(outcome);
        waiting = undefined;
      } else outcomes.push(outcome);
    };
    readRequestBody(request, routeOf(url), { tempRoot }).then(
      (body) => {
        kept.push(body);
        record({ ok: true, body });
        respond(200, describeData(body.data));
      },
      (error: unknown) => {
        record({ ok: false, error });
        respond(
          error instanceof AppError ? error.status : 500,
          JSON.stringify({ data: (error as Error).message, cause: error instanceof AppError ? error.causes : [] }),
        );
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await Promise.all(kept.splice(0).map((body) => body.dispose()));
  outcomes.length = 0;
  // Whatever a request wrote is gone once it is disposed of or refused.
  expect(await readdir(tempRoot)).toEqual([]);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(tempRoot, { recursive: true, force: true });
});

interface Answer {
  status: number;
  json: { data: unknown; cause?: { field?: string; message: string }[] };
}

async function send(query: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(`${origin}/${query}`, { method: 'POST', ...init });
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

const fieldsOf = (answer: Answer) => answer.json.cause?.map((cause) => cause.field);

/** Sends a body through node:http (a stream is sent chunked, never built in memory); the answer, if one arrives. */
function sendRaw(query: string, headers: IncomingHttpHeaders, body: Buffer | Readable): Promise<{ status?: number }> {
  return new Promise((resolve) => {
    const request = httpRequest(`${origin}/${query}`, { method: 'POST', headers });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
    });
    // The server may answer and stop listening before the whole body is sent.
    request.on('error', () => resolve({}));
    if (Buffer.isBuffer(body)) request.end(body);
    else body.pipe(request);
  });
}

const BOUNDARY = 'test-boundary-7MA4YWxkTrZu0gW';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const part = (headers: string) => Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`);
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A multipart body holding `data` and one file of `size` bytes, generated chunk by chunk. */
function streamedUpload(size: number, { chunk = 64 * 1024 } = {}): Readable {
  const block = Buffer.alloc(chunk, 'x');
  return Readable.from(
    (function* () {
      yield part('Content-Disposition: form-data; name="data"');
      yield Buffer.from('{"alt":"big"}\r\n');
      yield part('Content-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream');
      for (let sent = 0; sent < size; sent += chunk) yield sent + chunk <= size ? block : block.subarray(0, size - sent);
      yield END;
    })(),
  );
}

describe('readRequestBody: JSON', () => {
  it('answers the payload under data', async () => {
    const answer = await send('', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { slug: 'a' } }),
    });
    expect(answer).toEqual({ status: 200, json: { data: { slug: 'a' } } });
  });

  it('has no data for an empty body, whatever its content type', async () => {
    expect((await send('', { headers: { 'content-type': 'text/plain' }, body: '' })).json).toEqual({});
    expect((await send('', { headers: { 'content-type': 'application/json' }, body: '  \n' })).json).toEqual({});
  });

  it('names keys beside data, a missing data and malformed JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const extra = await send('', { headers: json, body: JSON.stringify({ data: {}, slug: 'a', id: 1 }) });
    expect(extra.status).toBe(400);
    expect(fieldsOf(extra)).toEqual(['slug', 'id']);
    for (const body of ['[1]', '{"slug":"a"}', '"data"']) {
      const missing = await send('', { headers: json, body });
      expect(missing.status).toBe(400);
      expect(missing.json.cause).toMatchObject([{ field: 'data', message: 'data is required' }]);
    }
    const malformed = await send('', { headers: json, body: '{"data":' });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['body']);
  });

  it('refuses any other content type with a body (415)', async () => {
    const answer = await send('', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ data: {} }) });
    expect(answer.status).toBe(415);
    expect(fieldsOf(answer)).toEqual(['content-type']);
  });

  it('refuses a body over 10 MB (413), by its Content-Length or as it arrives', async () => {
    const big = Buffer.alloc(MAX_JSON_BODY_BYTES + 1, ' ');
    const declared = await send('', { headers: { 'content-type': 'application/json' }, body: big });
    expect(declared.status).toBe(413);
    const chunked = await sendRaw('', { 'content-type': 'application/json' }, Readable.from([big]));
    expect(chunked.status).toBe(413);
  });
});

describe('readRequestBody: url-encoded forms', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('reads JSON under data', async () => {
    const answer = await send('', {
      headers: form,
      body: new URLSearchParams({ data: JSON.stringify({ slug: 'b' }) }).toString(),
    });
    expect(answer).toEqual({ status: 200, json: { data: { slug: 'b' } } });
  });

  it('names other fields, a repeated field and malformed JSON', async () => {
    const other = await send('', { headers: form, body: 'data=%7B%7D&slug=x&alt=y' });
    expect(other.status).toBe(400);
    expect(other.json.cause).toMatchObject([
      { field: 'slug', message: 'slug: unexpected form field' },
      { field: 'alt', message: 'alt: unexpected form field' },
    ]);
    const twice = await send('', { headers: form, body: 'data=%7B%7D&data=%7B%7D' });
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice)).toEqual(['data']);
    const malformed = await send('', { headers: form, body: 'data=%7B' });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['data']);
  });
});

describe('readRequestBody: multipart forms', () => {
  it('streams a file to a temporary file, given as a ReceivedFile under its field; dispose removes it', async () => {
    const body = new FormData();
    body.set('data', JSON.stringify({ alt: 'Receipt' }));
    body.set('file', new File(['%PDF-1.4 receipt'], 'квитанция 1.pdf', { type: 'application/pdf' }));
    const answered = send('?file=file', { body });
    const outcome = await nextOutcome();
    expect((await answered).status).toBe(200);
    if (!outcome.ok) throw outcome.error;
    const data = outcome.body.data as { alt: string; file: ReceivedFile };
    expect(data.alt).toBe('Receipt');
    expect(data.file).toBeInstanceOf(ReceivedFile);
    expect(data.file).toMatchObject({ field: 'file', name: 'квитанция 1.pdf', type: 'application/pdf', size: 16 });
    expect(data.file.path.startsWith(tempRoot + path.sep)).toBe(true);
    expect(await readFile(data.file.path, 'utf8')).toBe('%PDF-1.4 receipt');

    await outcome.body.dispose();
    expect(existsSync(data.file.path)).toBe(false);
    expect(await readdir(tempRoot)).toEqual([]);
    await outcome.body.dispose();
  });

  it('takes files without data (data becomes an object) and a file part without a file name', async () => {
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream'),
      Buffer.from([0, 1, 2, 3]),
      Buffer.from(`\r\n`),
      part('Content-Disposition: form-data; name="cover"; filename="a.png"\r\nContent-Type: image/png'),
      Buffer.from('png'),
      END,
    ]);
    const answered = sendRaw('?file=file&file=cover', MULTIPART, body);
    const outcome = await nextOutcome();
    expect((await answered).status).toBe(200);
    if (!outcome.ok) throw outcome.error;
    const data = outcome.body.data as Record<string, ReceivedFile>;
    expect(Object.keys(data).sort()).toEqual(['cover', 'file']);
    expect(data.file).toMatchObject({ field: 'file', name: '', type: 'application/octet-stream', size: 4 });
    expect(data.cover).toMatchObject({ field: 'cover', name: 'a.png', type: 'image/png', size: 3 });
  });

  it('has data alone, as JSON, when no file is sent', async () => {
    const body = new FormData();
    body.set('data', JSON.stringify(['a', 1]));
    expect(await send('?file=file', { body })).toEqual({ status: 200, json: { data: ['a', 1] } });
  });

  it('needs data to be an object beside files, and a field not given both ways', async () => {
    const file = new File(['x'], 'x.txt');
    const list = new FormData();
    list.set('data', '[1]');
    list.set('file', file);
    const notObject = await send('?file=file', { body: list });
    expect(notObject.status).toBe(400);
    expect(fieldsOf(notObject)).toEqual(['data']);
    const both = new FormData();
    both.set('data', JSON.stringify({ file: '/uploads/x' }));
    both.set('file', file);
    const twice = await send('?file=file', { body: both });
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice)).toEqual(['file']);
  });

  it('refuses a file in a field that takes none, keeping none of its bytes', async () => {
    const body = new FormData();
    body.set('data', '{}');
    body.set('file', new File(['kept?'], 'a.txt'));
    body.set('cover', new File(['x'.repeat(100_000)], 'x.png'));
    const answer = await send('?file=file', { body });
    expect(answer.status).toBe(400);
    expect(answer.json.cause).toMatchObject([{ field: 'cover', message: 'cover: unexpected file field' }]);
  });

  it('names text fields other than data, a repeated field and malformed JSON', async () => {
    const other = new FormData();
    other.set('data', '{}');
    other.set('slug', 'beside-data');
    const unexpected = await send('', { body: other });
    expect(unexpected.status).toBe(400);
    expect(unexpected.json.cause).toMatchObject([{ field: 'slug', message: 'slug: unexpected form field' }]);

    const twice = new FormData();
    twice.append('file', new File(['a'], 'a.txt'));
    twice.append('file', new File(['b'], 'b.txt'));
    const repeated = await send('?file=file', { body: twice });
    expect(repeated.status).toBe(400);
    expect(repeated.json.cause).toMatchObject([{ field: 'file', message: 'file: sent more than once' }]);

    const broken = new FormData();
    broken.set('data', '{"a":');
    const malformed = await send('', { body: broken });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['data']);
  });

  it('refuses malformed form data (400), never a 500', async () => {
    const noBoundary = await sendRaw('', { 'content-type': 'multipart/form-data' }, Buffer.from('x'));
    expect(noBoundary.status).toBe(400);
    const unfinished = Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="a.txt"'), Buffer.from('abc')]);
    expect((await sendRaw('?file=file', MULTIPART, unfinished)).status).toBe(400);
  });

  it('refuses a data field over 10 MB (413)', async () => {
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="data"'),
      Buffer.from(`"${'x'.repeat(MAX_JSON_BODY_BYTES)}"`),
      END,
    ]);
    const answer = await sendRaw('', MULTIPART, body);
    expect(answer.status).toBe(413);
    const outcome = await nextOutcome();
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: AppError }).error.causes).toMatchObject([
      { field: 'data', message: expect.stringMatching(/^data: /) },
    ]);
  });

  it('refuses a form of more than 1000 parts (413)', async () => {
    const fields = (count: number) =>
      Buffer.concat([
        ...Array.from({ length: count }, (_, index) =>
          Buffer.concat([part(`Content-Disposition: form-data; name="f${index}"`), Buffer.from('x\r\n')]),
        ),
        part('Content-Disposition: form-data; name="data"'),
        Buffer.from('{}'),
        END,
      ]);
    const many = await sendRaw('', MULTIPART, fields(MAX_MULTIPART_PARTS));
    expect(many.status).toBe(413);
    const outcome = await nextOutcome();
    expect((outcome as { error: AppError }).error.causes).toMatchObject([
      { field: 'body', message: 'body: more than 1000 parts' },
    ]);
    // Just under the limit, the form is read (and refused for its unexpected fields).
    expect((await sendRaw('', MULTIPART, fields(MAX_MULTIPART_PARTS - 1))).status).toBe(400);
  });

  it('refuses a body over 100 MB as it arrives (413) and removes what was written', async () => {
    const size = MAX_MULTIPART_BODY_BYTES + 1024 * 1024;
    const answered = sendRaw('?file=file', MULTIPART, streamedUpload(size));
    const outcome = await nextOutcome();
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: AppError }).error.status).toBe(413);
    expect(await readdir(tempRoot)).toEqual([]);
    expect((await answered).status).toBe(413);
  });

  it('refuses a body whose Content-Length is over 100 MB before reading it', async () => {
    const answer = await new Promise<number | undefined>((resolve) => {
      const request = httpRequest(`${origin}/?file=file`, {
        method: 'POST',
        headers: { ...MULTIPART, 'content-length': MAX_MULTIPART_BODY_BYTES + 1 },
      });
      request.on('response', (response) => {
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', () => resolve(undefined));
      request.write(part('Content-Disposition: form-data; name="data"'));
    });
    expect(answer).toBe(413);
  });

  it('is a 400, not a 500, when the client goes away mid-body, and removes what was written', async () => {
    const request = httpRequest(`${origin}/?file=file`, { method: 'POST', headers: MULTIPART });
    request.on('error', () => undefined);
    request.write(part('Content-Disposition: form-data; name="file"; filename="cut.bin"'));
    request.write(Buffer.alloc(256 * 1024, 'y'));
    // Wait until the server has the file open, then cut the connection.
    let writing = false;
    for (let tries = 0; tries < 500 && !writing; tries++) {
      const [folder] = await readdir(tempRoot);
      writing = folder !== undefined && (await readdir(path.join(tempRoot, folder))).length > 0;
      if (!writing) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(writing).toBe(true);
    request.destroy();
    const outcome = await nextOutcome();
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: AppError }).error).toMatchObject({
      status: 400,
      causes: [{ field: 'body', message: 'body: cut off before its end' }],
    });
    expect(await readdir(tempRoot)).toEqual([]);
  });
});

describe('readRequestBody: raw bodies', () => {
  it('answers the bytes as sent, whatever the content type', async () => {
    const bytes = Buffer.from('{"id":"evt_1"} \n');
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const answered = sendRaw('?body=raw', { 'content-type': type }, bytes);
      const outcome = await nextOutcome();
      expect((await answered).status).toBe(200);
      if (!outcome.ok) throw outcome.error;
      expect(Buffer.isBuffer(outcome.body.data) && outcome.body.data.equals(bytes)).toBe(true);
    }
  });

  it('has no data when empty, and refuses over 10 MB (413)', async () => {
    expect((await send('?body=raw', { body: '' })).json).toEqual({});
    const answer = await sendRaw('?body=raw', {}, Readable.from([Buffer.alloc(MAX_JSON_BODY_BYTES + 1)]));
    expect(answer.status).toBe(413);
  });

  it('is a 400 when the client goes away mid-body', async () => {
    const request = httpRequest(`${origin}/?body=raw`, { method: 'POST', headers: { 'content-length': 1000 } });
    request.on('error', () => undefined);
    request.write('partial');
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.destroy();
    const outcome = await nextOutcome();
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: AppError }).error.status).toBe(400);
  });
});
