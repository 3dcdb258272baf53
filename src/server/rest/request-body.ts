import type { IncomingMessage } from 'node:http';
import { AppError, badRequest } from '../errors';

/** What a write call sends: JSON under `data`, and files beside it in a multipart body. */
export interface RequestBody {
  data: unknown;
  files: Map<string, File>;
  /** Text fields of a form body other than `data`. */
  fields: Map<string, string>;
}

export const MAX_JSON_BODY_BYTES = 10 * 1024 * 1024;
export const MAX_MULTIPART_BODY_BYTES = 100 * 1024 * 1024;

async function readAll(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit)
    throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The client went away mid-body: nobody is left to answer, and nothing is wrong on our side.
    throw badRequest('The request body was cut off');
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`Invalid JSON in ${field}`, [{ field, message: `${field}: invalid JSON (${reason})` }]);
  }
}

const repeated = (name: string) =>
  badRequest(`The form field "${name}" is sent more than once`, [{ field: name, message: `${name}: sent more than once` }]);

async function parseForm(request: IncomingMessage, contentType: string): Promise<RequestBody> {
  const body = await readAll(request, MAX_MULTIPART_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw badRequest('The form body could not be read', [{ message: 'body: malformed form data' }]);
  }
  const result: RequestBody = { data: undefined, files: new Map(), fields: new Map() };
  const seen = new Set<string>();
  for (const [name, value] of form) {
    if (seen.has(name)) throw repeated(name);
    seen.add(name);
    if (typeof value !== 'string') result.files.set(name, value);
    else if (name === 'data') result.data = parseJson(value, 'data');
    else result.fields.set(name, value);
  }
  return result;
}

const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * Reads a JSON, multipart or url-encoded body; an empty body has no data. Any other content type is a 415,
 * so that no body a browser may send cross-site without asking (text/plain) is read as JSON.
 */
export async function readRequestBody(request: IncomingMessage): Promise<RequestBody> {
  const contentType = request.headers['content-type'] ?? '';
  if (FORM.test(contentType)) return parseForm(request, contentType);
  const text = (await readAll(request, MAX_JSON_BODY_BYTES)).toString('utf8');
  const empty: RequestBody = { data: undefined, files: new Map(), fields: new Map() };
  if (!text.trim()) return empty;
  if (!JSON_TYPE.test(contentType))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json, multipart/form-data or a url-encoded form', [
      { field: 'content-type', message: `content-type: ${contentType || 'missing'} is not accepted` },
    ]);
  const json = parseJson(text, 'body');
  if (!json || typeof json !== 'object' || Array.isArray(json) || !('data' in json))
    throw badRequest('The body must be a JSON object with the payload under "data"', [
      { field: 'data', message: 'data is required' },
    ]);
  const extra = Object.keys(json).filter((key) => key !== 'data');
  if (extra.length)
    throw badRequest(
      'The body holds keys beside "data"',
      extra.map((key) => ({ field: key, message: `${key}: unexpected beside data` })),
    );
  return { ...empty, data: (json as { data: unknown }).data };
}
