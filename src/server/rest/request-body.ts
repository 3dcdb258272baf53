import busboy from 'busboy';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest, type ErrorCause } from '../errors';
import { ReceivedFile } from '../../shared/received-file';
import { temporaryParent } from '../platform/file-storage/temporary-folder';
import { MAX_UPLOAD_BYTES } from '../platform/file-storage/upload-limit';

export const MAX_JSON_BODY_BYTES = 10 * 1024 * 1024;
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES;
/** Parts of one multipart body: far more than any form of the platform has, too few to tie up the server. */
export const MAX_MULTIPART_PARTS = 1000;

/** How a route takes its body (the REST route's declaration). */
export interface BodyRoute {
  /** `form` (default): JSON `{ data }`, or a multipart or url-encoded form with JSON under `data`; `raw`: the bytes. */
  body?: 'form' | 'raw';
  /** Form fields that may carry a file; a file in any other field is a 400. */
  files?: readonly string[];
}

export interface ReadBodyOptions {
  /** Folder the temporary folder of a multipart body's files is made in (default: this process's, temporary-folder.ts). */
  tempRoot?: string;
}

/** A request's body: `data` is absent when the body is empty. */
export interface ReadBody {
  /** JSON under `data`, with each received file (a ReceivedFile) under its field; a Buffer for a raw route. */
  data?: unknown;
  /** Removes the files received with the body. Call it once the request is done; safe to call again. */
  dispose(): Promise<void>;
}

const nothingToDispose = async () => undefined;

const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes`, [
    { field: 'body', message: `body: larger than ${limit} bytes`, code: 'too_big', params: { maximum: limit, origin: 'file' } },
  ]);
const cutOff = () =>
  badRequest('The request body was cut off', [{ field: 'body', message: 'body: cut off before its end', code: 'invalid' }]);
const malformed = () =>
  badRequest('The form body could not be read', [{ field: 'body', message: 'body: malformed form data', code: 'invalid' }]);
const repeated = (name: string) =>
  badRequest(`The form field "${name}" is sent more than once`, [
    { field: name, message: `${name}: sent more than once`, code: 'duplicate' },
  ]);
const unexpectedFields = (causes: ErrorCause[]) =>
  badRequest(
    'Unexpected form fields: send the payload as JSON under "data", and files only in the fields that take them',
    causes,
  );

/** The body arrives only with a Content-Length above 0 or a Transfer-Encoding (RFC 9112, 6.3). */
export const hasBody = (request: IncomingMessage) =>
  request.headers['content-length'] === undefined
    ? request.headers['transfer-encoding'] !== undefined
    : Number(request.headers['content-length']) !== 0;

/** The client went away before the body's end: nobody is left to answer, and nothing is wrong on our side. */
const wasCutOff = (request: IncomingMessage) => request.destroyed && !request.complete;

/**
 * After a refused body, what is left of it is read and thrown away (as Node does with a body nobody reads),
 * so that the client can finish sending and read the answer.
 */
function discardRest(request: IncomingMessage): void {
  if (!request.destroyed) request.resume();
}

/** The whole body, up to `limit` bytes: a 413 past it, and what is left of the body is read and thrown away. */
export function readAll(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(tooLarge(limit));
  if (wasCutOff(request)) return Promise.reject(cutOff());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error?: AppError) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (!error) return resolve(Buffer.concat(chunks, size));
      discardRest(request);
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(tooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = () => settle();
    const onError = () => settle(cutOff());
    const onClose = () => {
      if (!request.complete) settle(cutOff());
    };
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`Invalid JSON in ${field}`, [{ field, message: `${field}: invalid JSON (${reason})`, code: 'invalid' }]);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` of a form: its JSON text parsed, and each received file under its field. */
function formData(dataText: string | undefined, files: readonly ReceivedFile[]): unknown {
  const data = dataText === undefined ? undefined : parseJson(dataText, 'data');
  if (!files.length) return data;
  const given = data ?? {};
  if (!isObject(given))
    throw badRequest('data must be an object when files are sent', [
      { field: 'data', message: 'data: must be an object', code: 'invalid_type', params: { expected: 'object' } },
    ]);
  const twice = files.filter((file) => Object.hasOwn(given, file.field));
  if (twice.length)
    throw badRequest(
      'A field is given both as a file and under data',
      twice.map(({ field }) => ({ field, message: `${field}: given both as a file and under data`, code: 'duplicate' as const })),
    );
  return { ...given, ...Object.fromEntries(files.map((file) => [file.field, file])) };
}

async function readUrlEncoded(request: IncomingMessage): Promise<unknown> {
  const text = (await readAll(request, MAX_JSON_BODY_BYTES)).toString('utf8');
  const seen = new Set<string>();
  const unexpected: ErrorCause[] = [];
  let dataText: string | undefined;
  for (const [name, value] of new URLSearchParams(text)) {
    if (seen.has(name)) throw repeated(name);
    seen.add(name);
    if (name === 'data') dataText = value;
    else unexpected.push({ field: name, message: `${name}: unexpected form field`, code: 'unknown_key' });
  }
  if (unexpected.length) throw unexpectedFields(unexpected);
  return formData(dataText, []);
}

/** Reads the stream and keeps nothing of it (a file that will not be kept). */
function drain(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/**
 * Streams a multipart body through busboy: each file part is written to a file of `folder` as it arrives
 * (with backpressure: the request is paused while the disk is behind), never held in memory.
 */
function parseMultipart(request: IncomingMessage, parser: busboy.Busboy, allowed: readonly string[], folder: string) {
  return new Promise<unknown>((resolve, reject) => {
    const seen = new Set<string>();
    const unexpected: ErrorCause[] = [];
    const files: ReceivedFile[] = [];
    const writes: Promise<void>[] = [];
    const open = new Set<{ destroy(): unknown }>();
    let dataText: string | undefined;
    let received = 0;
    let settled = false;

    const detach = () => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      parser.off('drain', onDrain);
    };
    /** Stops reading, stops every file being written, and answers the error once they are closed. */
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      detach();
      discardRest(request);
      for (const stream of open) stream.destroy();
      parser.destroy();
      void Promise.allSettled(writes).then(() => reject(error));
    };

    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_MULTIPART_BODY_BYTES) return fail(tooLarge(MAX_MULTIPART_BODY_BYTES));
      if (!parser.write(chunk)) request.pause();
    };
    const onDrain = () => request.resume();
    const onEnd = () => parser.end();
    const onError = () => fail(cutOff());
    const onClose = () => {
      if (!request.complete) fail(cutOff());
    };

    // A part without a name (busboy gives undefined) is named '' and refused as unexpected.
    parser.on('file', (partName: string | undefined, stream, info) => {
      const name = partName ?? '';
      if (settled) return drain(stream);
      if (seen.has(name)) {
        drain(stream);
        return fail(repeated(name));
      }
      seen.add(name);
      if (!allowed.includes(name))
        unexpected.push({ field: name, message: `${name}: unexpected file field`, code: 'unknown_key' });
      // A refused body keeps no bytes.
      if (unexpected.length) return drain(stream);
      // Named by order, never by the client's file name.
      const target = path.join(folder, String(seen.size));
      const out = createWriteStream(target, { flags: 'wx' });
      open.add(stream).add(out);
      writes.push(
        pipeline(stream, out).then(
          () => {
            open.delete(stream);
            open.delete(out);
            files.push(
              new ReceivedFile({
                field: name,
                name: info.filename ?? '',
                type: info.mimeType,
                size: out.bytesWritten,
                path: target,
              }),
            );
          },
          (error: unknown) => {
            open.delete(stream);
            open.delete(out);
            // The part broke off (a malformed or cut-off body) unless the disk failed us.
            fail(stream.errored ? (wasCutOff(request) ? cutOff() : malformed()) : error);
          },
        ),
      );
    });
    parser.on('field', (partName: string | undefined, value, info) => {
      const name = partName ?? '';
      if (settled) return;
      if (seen.has(name)) return fail(repeated(name));
      seen.add(name);
      if (name !== 'data') unexpected.push({ field: name, message: `${name}: unexpected form field`, code: 'unknown_key' });
      else if (info.valueTruncated)
        fail(
          new AppError('PAYLOAD_TOO_LARGE', `The form field "data" is larger than ${MAX_JSON_BODY_BYTES} bytes`, [
            {
              field: 'data',
              message: `data: larger than ${MAX_JSON_BODY_BYTES} bytes`,
              code: 'too_big',
              params: { maximum: MAX_JSON_BODY_BYTES, origin: 'file' },
            },
          ]),
        );
      else dataText = value;
    });
    parser.on('partsLimit', () =>
      fail(
        new AppError('PAYLOAD_TOO_LARGE', `The form has more than ${MAX_MULTIPART_PARTS} parts`, [
          {
            field: 'body',
            message: `body: more than ${MAX_MULTIPART_PARTS} parts`,
            code: 'too_big',
            params: { maximum: MAX_MULTIPART_PARTS, origin: 'array' },
          },
        ]),
      ),
    );
    parser.on('error', () => fail(wasCutOff(request) ? cutOff() : malformed()));
    parser.on('finish', () => {
      // Every part was read; the last bytes may still be on their way to the disk.
      void Promise.all(writes).then(() => {
        if (settled) return;
        try {
          if (unexpected.length) throw unexpectedFields(unexpected);
          const data = formData(dataText, files);
          settled = true;
          detach();
          resolve(data);
        } catch (error) {
          fail(error);
        }
      });
    });

    parser.on('drain', onDrain);
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
    // The client may have gone while the temporary folder was being made.
    if (wasCutOff(request)) fail(cutOff());
  });
}

async function readMultipart(request: IncomingMessage, route: BodyRoute, options: ReadBodyOptions): Promise<ReadBody> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_MULTIPART_BODY_BYTES) throw tooLarge(MAX_MULTIPART_BODY_BYTES);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // Browsers and fetch send file names as raw UTF-8.
      defParamCharset: 'utf8',
      // busboy signals the limit when a part reaching it ends: one more, so that MAX_MULTIPART_PARTS parts pass.
      limits: { fieldSize: MAX_JSON_BODY_BYTES, parts: MAX_MULTIPART_PARTS + 1 },
    });
  } catch {
    // No boundary, or a content type busboy cannot parse.
    throw malformed();
  }
  const folder = await mkdtemp(path.join(await temporaryParent(options.tempRoot), 'upload-'));
  let removed: Promise<void> | undefined;
  const dispose = () => (removed ??= rm(folder, { recursive: true, force: true }));
  try {
    const data = await parseMultipart(request, parser, route.files ?? [], folder);
    return data === undefined ? { dispose } : { data, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const MULTIPART = /^multipart\/form-data\b/i;
const URL_ENCODED = /^application\/x-www-form-urlencoded\b/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * Reads a request's body as its route takes it. `raw`: the bytes as sent (a Buffer). `form` (the default):
 * JSON `{ "data": … }`, a url-encoded form, or a multipart form with JSON text under `data` and files beside
 * it, each streamed to a temporary file and given as a ReceivedFile under its field in `data`. Any other
 * content type is a 415, so that no body a browser may send cross-site without asking (text/plain) is read
 * as JSON. An empty body has no data. Errors are AppErrors naming the field: 413 over the limits (10 MB, or
 * 100 MB for a multipart body), 415, 400 for anything malformed or cut off. The caller calls `dispose()`
 * when the request is done; on an error, whatever was written is already removed.
 */
export async function readRequestBody(
  request: IncomingMessage,
  route: BodyRoute,
  options: ReadBodyOptions = {},
): Promise<ReadBody> {
  if (!hasBody(request)) return { dispose: nothingToDispose };
  const contentType = request.headers['content-type'] ?? '';
  if (route.body === 'raw') {
    const bytes = await readAll(request, MAX_JSON_BODY_BYTES);
    return bytes.length ? { data: bytes, dispose: nothingToDispose } : { dispose: nothingToDispose };
  }
  if (MULTIPART.test(contentType)) return readMultipart(request, route, options);
  if (URL_ENCODED.test(contentType)) {
    const data = await readUrlEncoded(request);
    return data === undefined ? { dispose: nothingToDispose } : { data, dispose: nothingToDispose };
  }
  const text = (await readAll(request, MAX_JSON_BODY_BYTES)).toString('utf8');
  if (!text.trim()) return { dispose: nothingToDispose };
  if (!JSON_TYPE.test(contentType))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json, multipart/form-data or a url-encoded form', [
      { field: 'content-type', message: `content-type: ${contentType || 'missing'} is not accepted`, code: 'invalid' },
    ]);
  const json = parseJson(text, 'body');
  if (!isObject(json) || !('data' in json))
    throw badRequest('The body must be a JSON object with the payload under "data"', [
      { field: 'data', message: 'data is required', code: 'required' },
    ]);
  const extra = Object.keys(json).filter((key) => key !== 'data');
  if (extra.length)
    throw badRequest(
      'The body holds keys beside "data"',
      extra.map((key) => ({ field: key, message: `${key}: unexpected beside data`, code: 'unknown_key' as const })),
    );
  return { data: json.data, dispose: nothingToDispose };
}
