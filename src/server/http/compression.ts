import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createGzip, type Gzip } from 'node:zlib';

/** Smaller answers fit one TCP segment as they are: gzip's header and work would buy nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1400;

/** Text, JSON, XML and SVG shrink; images, video, PDFs and archives are compressed already. */
const COMPRESSIBLE_TYPE =
  /^\s*(text\/|image\/svg\+xml|application\/(json|javascript|xml|x-www-form-urlencoded)|application\/[\w.-]+\+(json|xml))/i;

/** The client takes gzip: listed in Accept-Encoding (or `*`) with a weight above 0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...parameters] = part.trim().toLowerCase().split(';');
      const weight = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return (coding === 'gzip' || coding === '*') && (weight === undefined || Number(weight) > 0);
    });
}

type Chunk = string | Uint8Array;
type Done = (error?: Error | null) => void;
/** The response's own methods, as this file calls them (node's overloads, narrowed to the forms used here). */
interface Writes {
  writeHead(status: number, ...rest: unknown[]): ServerResponse;
  write(chunk: Chunk, encoding?: BufferEncoding, done?: Done): boolean;
  end(chunk?: Chunk, encoding?: BufferEncoding, done?: Done): ServerResponse;
}

const byteLength = (chunk: Chunk | undefined) =>
  chunk === undefined ? 0 : typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;

/** The answer varies with Accept-Encoding, since it is gzipped only for clients that take it (unless it varies by all). */
export function varyOnEncoding(response: ServerResponse) {
  const vary = String(response.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether the answer whose headers are about to go out is one to gzip (or at least to mark as varying by encoding). */
function worthCompressing(response: ServerResponse, knownLength: number | undefined): boolean {
  const status = response.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (response.getHeader('content-encoding') || /no-transform/i.test(String(response.getHeader('cache-control') ?? '')))
    return false;
  if (!COMPRESSIBLE_TYPE.test(String(response.getHeader('content-type') ?? ''))) return false;
  const length = Number(response.getHeader('content-length') ?? knownLength ?? Number.NaN);
  return Number.isNaN(length) || length >= COMPRESSION_THRESHOLD_BYTES;
}

const callbackOf = (...values: unknown[]) => values.find((value): value is Done => typeof value === 'function');

/** A gzip stream whose output goes to the response through its own `write` and `end`. */
function startGzip(response: ServerResponse, original: Writes): Gzip {
  const stream = createGzip();
  response.removeHeader('content-length');
  response.setHeader('content-encoding', 'gzip');
  stream.on('data', (chunk: Buffer) => {
    if (!original.write.call(response, chunk)) stream.pause();
  });
  response.on('drain', () => stream.resume());
  // Whoever pipes into the response waits for its drain: the gzip stream's is the one that matters to them.
  stream.on('drain', () => response.emit('drain'));
  stream.on('end', () => original.end.call(response));
  stream.on('error', (error) => response.destroy(error));
  // A client gone before the end: nothing more is written, so zlib's memory goes now rather than with the stream.
  response.once('close', () => stream.destroy());
  return stream;
}

/**
 * Gzips what is answered on this response (API JSON, uploaded text files, what Next.js was asked for uncompressed)
 * when the client takes gzip and the answer is large enough: decided as its headers go out, from its status, type and
 * length. Each write is flushed, so an answer sent in pieces still arrives in pieces. Answers already encoded (cached
 * pages) pass as they are. `release` hands the response back untouched, before anything was written: Next.js
 * compresses its own.
 */
export function compressAnswer(request: IncomingMessage, response: ServerResponse): { release(): void } {
  const accepted = request.method !== 'HEAD' && acceptsGzip(request.headers['accept-encoding']);
  const original = { writeHead: response.writeHead, write: response.write, end: response.end } as unknown as Writes;
  let gzip: Gzip | undefined;
  // The length of an answer ended in one call, which the headers it causes to be sent do not state.
  let endingLength: number | undefined;

  // Anonymous: tsx (esbuild's keepNames) would name each named one anew, for every request (issue 34).
  response.writeHead = function (status: number, ...rest: unknown[]) {
    const headers = rest.find((value): value is OutgoingHttpHeaders | unknown[] => typeof value === 'object' && value !== null);
    const reason = rest.find((value): value is string => typeof value === 'string');
    // Headers given here are set first, so the decision sees them (raw header arrays are passed on as they are).
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    response.statusCode = status;
    if (!Array.isArray(headers) && worthCompressing(response, endingLength)) {
      varyOnEncoding(response);
      if (accepted) gzip = startGzip(response, original);
    }
    const passed = Array.isArray(headers) ? [reason, headers].filter(Boolean) : [reason].filter(Boolean);
    return original.writeHead.call(response, status, ...passed);
  } as ServerResponse['writeHead'];

  response.write = function (chunk: Chunk, encoding?: BufferEncoding | Done, done?: Done) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!gzip)
      return original.write.call(
        response,
        chunk,
        typeof encoding === 'string' ? encoding : undefined,
        callbackOf(encoding, done),
      );
    const written = typeof encoding === 'string' ? gzip.write(chunk, encoding) : gzip.write(chunk);
    gzip.flush(constants.Z_SYNC_FLUSH);
    callbackOf(encoding, done)?.();
    return written;
  } as ServerResponse['write'];

  response.end = function (chunk?: Chunk | Done, encoding?: BufferEncoding | Done, done?: Done) {
    const body = typeof chunk === 'function' ? undefined : chunk;
    const callback = callbackOf(chunk, encoding, done);
    if (!response.headersSent) {
      endingLength = byteLength(body);
      response.writeHead(response.statusCode);
    }
    if (!gzip) return original.end.call(response, body, typeof encoding === 'string' ? encoding : undefined, callback);
    if (callback) response.once('finish', callback);
    if (body === undefined) gzip.end();
    else if (typeof encoding === 'string') gzip.end(body, encoding);
    else gzip.end(body);
    return response;
  } as ServerResponse['end'];

  return {
    release() {
      Object.assign(response, original);
    },
  };
}
