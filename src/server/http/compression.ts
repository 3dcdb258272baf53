import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { constants, createGzip, gzip, type Gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/** Smaller answers fit one TCP segment as they are: gzip's header and work would buy nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1400;

/** Text, JSON, XML and SVG shrink; images, video, PDFs and archives are compressed already. */
const COMPRESSIBLE_TYPE =
  /^\s*(text\/|image\/svg\+xml|application\/(json|javascript|xml|x-www-form-urlencoded)|application\/[\w.-]+\+(json|xml))/i;

/** Whether an Accept-Encoding value lists gzip (or `*`) with a weight above 0. */
function listsGzip(header: string): boolean {
  return header.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    const weight = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return (coding === 'gzip' || coding === '*') && (weight === undefined || Number(weight) > 0);
  });
}

/** Accept-Encoding values already read: browsers send a handful, and every answer asks (issue 34). */
const gzipVerdicts = new Map<string, boolean>();
const MOST_VERDICTS = 256;
/** Longer values are read each time: a client's own oddity is not worth keeping. */
const LONGEST_KEPT = 200;

/** The client takes gzip: Accept-Encoding lists it (or `*`) with a weight above 0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const value = String(header);
  if (value.length > LONGEST_KEPT) return listsGzip(value);
  let verdict = gzipVerdicts.get(value);
  if (verdict === undefined) {
    verdict = listsGzip(value);
    // Any client may send values of its own: the table never grows past a few hundred.
    if (gzipVerdicts.size >= MOST_VERDICTS) gzipVerdicts.clear();
    gzipVerdicts.set(value, verdict);
  }
  return verdict;
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

/** A Vary value that names Accept-Encoding too, since the answer is gzipped only for clients that take it (unless it varies by all). */
const withEncodingVary = (vary: string) =>
  /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';

/** Marks the answer on this response as varying by Accept-Encoding. */
export function varyOnEncoding(response: ServerResponse) {
  response.setHeader('vary', withEncodingVary(String(response.getHeader('vary') ?? '')));
}

/**
 * A header of an answer about to go out: given with its status, else set on the response. A function of the module,
 * not a closure per answer: tsx names each closure anew as it is made (issue 34).
 */
const headerOf = (response: ServerResponse, given: OutgoingHttpHeaders | undefined, name: string) =>
  given?.[name] ?? response.getHeader(name);

/** Whether the answer whose headers are about to go out is one to gzip (or at least to mark as varying by encoding). */
function worthCompressing(
  status: number,
  response: ServerResponse,
  given: OutgoingHttpHeaders | undefined,
  knownLength: number | undefined,
): boolean {
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (headerOf(response, given, 'content-encoding')) return false;
  if (/no-transform/i.test(String(headerOf(response, given, 'cache-control') ?? ''))) return false;
  if (!COMPRESSIBLE_TYPE.test(String(headerOf(response, given, 'content-type') ?? ''))) return false;
  const length = Number(headerOf(response, given, 'content-length') ?? knownLength ?? Number.NaN);
  return Number.isNaN(length) || length >= COMPRESSION_THRESHOLD_BYTES;
}

/** Whether this request's answer may be gzipped: the client takes gzip, and a HEAD's headers must match its GET's. */
const takesGzip = (request: IncomingMessage) => request.method !== 'HEAD' && acceptsGzip(request.headers['accept-encoding']);

/**
 * Sends an answer whose whole body is in hand (the REST adapter's) with its status and headers: gzipped in one piece,
 * off the event loop, when the client takes gzip and the answer is worth it, and with its length either way. Such an
 * answer needs neither compressAnswer's stream nor its wrapped methods, which cost every API request (issue 34).
 */
export function sendWhole(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string,
): Promise<void> | undefined {
  const length = Buffer.byteLength(body);
  if (!worthCompressing(status, response, headers, length)) {
    response.writeHead(status, { ...headers, 'content-length': length }).end(body);
    return;
  }
  const vary = withEncodingVary(String(headerOf(response, headers, 'vary') ?? ''));
  if (!takesGzip(request)) {
    response.writeHead(status, { ...headers, vary, 'content-length': length }).end(body);
    return;
  }
  // Awaited by the caller, so that what fails here (a header Node refuses) fails the request as it would unzipped.
  return gzipped(body).then((zipped) => {
    // A client gone meanwhile needs nothing more (nor one answered meanwhile, a 408 for a body that came too slowly).
    if (response.destroyed || response.headersSent) return;
    response.writeHead(status, { ...headers, vary, 'content-encoding': 'gzip', 'content-length': zipped.byteLength }).end(zipped);
  });
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
 * Gzips what is answered on this response (tRPC's answers, uploaded text files, what Next.js was asked for uncompressed)
 * when the client takes gzip and the answer is large enough: decided as its headers go out, from its status, type and
 * length. Each write is flushed, so an answer sent in pieces still arrives in pieces. Answers already encoded (cached
 * pages) pass as they are. `release` hands the response back untouched, before anything was written: Next.js
 * compresses its own.
 */
export function compressAnswer(request: IncomingMessage, response: ServerResponse): { release(): void } {
  const accepted = takesGzip(request);
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
    if (!Array.isArray(headers) && worthCompressing(status, response, undefined, endingLength)) {
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
