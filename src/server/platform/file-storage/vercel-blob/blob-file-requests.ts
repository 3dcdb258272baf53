import { createReadStream } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { Part } from '@vercel/blob';

/*
 * The two requests of @vercel/blob 2.8.0 that carry a blob's bytes, put() and a multipart upload's part, sent here as
 * its dist/*.js sends them (address, method, headers, retries) but with a file's bytes read from disk as they go. The
 * SDK sends through undici's fetch, which keeps a whole copy of a streamed body until it is sent, to replay it on a
 * redirect (nodejs/undici#4058): ten 50 MB uploads held ~170 MB. A fetch with `redirect: 'error'` keeps no copy. The
 * requests without a body (create and complete an upload, head, del, list) stay the SDK's. Its switches for Vercel's
 * own development (VERCEL_BLOB_USE_X_CONTENT_LENGTH, VERCEL_BLOB_PROXY_THROUGH_ALTERNATIVE_API) are not followed.
 * Check this file against the SDK's when it is updated.
 */

/** A blob written as the provider writes every one: private, at the pathname given, replacing one there. */
export interface BlobWrite {
  token: string;
  pathname: string;
  contentType: string;
}

/** Bytes `start` up to `end` (excluded) of a file on disk. */
export interface FileRange {
  path: string;
  start: number;
  end: number;
}

/** The SDK's API address: VERCEL_BLOB_API_URL overrides it (a fake in tests). */
const apiUrl = (route: string) => `${process.env.VERCEL_BLOB_API_URL || 'https://vercel.com/api/blob'}${route}`;

/** The API's error codes after which the SDK tries again; any other answer that is not ok fails at once. */
const TRANSIENT_CODES = new Set(['unknown_error', 'service_unavailable', 'internal_server_error']);
/** The messages of the TypeError a fetch fails with when the connection failed: the SDK tries again after these. */
const NETWORK_FAILURES = new Set(['fetch failed', 'terminated']);

class TransientFailure extends Error {}

/**
 * Sends the file's range as the body of one API request, tried again as the SDK does (VERCEL_BLOB_RETRIES times, 10
 * by default, waiting 1 s, 2 s, 4 s… each up to twice as long at random), each try reading the range afresh. A file
 * that cannot be read fails at once, with its own error. Answers the API's JSON.
 */
async function send(route: string, method: string, write: BlobWrite, headers: Record<string, string>, file: FileRange) {
  const storeId = write.token.split('_')[3] ?? '';
  const requestId = `${storeId}:${Date.now()}:${Math.random().toString(16).slice(2)}`;
  const retries = Number.parseInt(process.env.VERCEL_BLOB_RETRIES || '10', 10);
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce(route, method, file, {
        'x-api-blob-request-id': requestId,
        'x-vercel-blob-store-id': storeId,
        'x-api-blob-request-attempt': String(attempt),
        'x-api-version': process.env.VERCEL_BLOB_API_VERSION_OVERRIDE || '12',
        authorization: `Bearer ${write.token}`,
        // createPutHeaders: the options the provider gives every write.
        'x-vercel-blob-access': 'private',
        ...(write.contentType ? { 'x-content-type': write.contentType } : {}),
        'x-add-random-suffix': '0',
        'x-allow-overwrite': '1',
        ...headers,
      });
    } catch (error) {
      if (!(error instanceof TransientFailure) || attempt >= retries) throw error;
      await delay(1000 * 2 ** attempt * (1 + Math.random()));
    }
  }
}

async function sendOnce(route: string, method: string, file: FileRange, headers: Record<string, string>) {
  // A read stream's end is inclusive, so no stream reads nothing: an empty range is sent as an empty body.
  const body = file.end > file.start ? createReadStream(file.path, { start: file.start, end: file.end - 1 }) : undefined;
  let unreadable: unknown;
  body?.once('error', (error) => (unreadable = error));
  let response: Response;
  try {
    response = await fetch(apiUrl(route), {
      method,
      headers,
      // undici's fetch sends any async iterable; the DOM's types know only a web stream.
      body: body ? (body as unknown as ReadableStream) : '',
      duplex: 'half',
      redirect: 'error',
    } as RequestInit);
  } catch (error) {
    if (unreadable) throw unreadable;
    throw error instanceof TypeError && NETWORK_FAILURES.has(error.message)
      ? new TransientFailure(error.message, { cause: error })
      : error;
  } finally {
    body?.destroy();
  }
  if (response.ok) return (await response.json()) as unknown;
  const answer = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
  const code = answer?.error?.code ?? 'unknown_error';
  const failure = `Vercel Blob answered ${response.status} (${code}${answer?.error?.message ? `: ${answer.error.message}` : ''})`;
  throw TRANSIENT_CODES.has(code) ? new TransientFailure(failure) : new Error(failure);
}

/** put(pathname, body, { access: 'private', addRandomSuffix: false, allowOverwrite: true, contentType, token }). */
export async function putFile(write: BlobWrite, file: FileRange) {
  await send(`/?${new URLSearchParams({ pathname: write.pathname })}`, 'PUT', write, {}, file);
}

/** A multipart uploader's uploadPart(partNumber, body), for the upload createMultipartUpload answered. */
export async function uploadFilePart(
  write: BlobWrite,
  upload: { key: string; uploadId: string },
  partNumber: number,
  file: FileRange,
): Promise<Part> {
  const answer = await send(
    `/mpu?${new URLSearchParams({ pathname: write.pathname })}`,
    'POST',
    write,
    {
      'x-mpu-action': 'upload',
      'x-mpu-key': encodeURIComponent(upload.key),
      'x-mpu-upload-id': upload.uploadId,
      'x-mpu-part-number': String(partNumber),
    },
    file,
  );
  return { etag: (answer as { etag: string }).etag, partNumber };
}
