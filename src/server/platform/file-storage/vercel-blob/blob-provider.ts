import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  BlobNotFoundError,
  completeMultipartUpload,
  createMultipartUpload,
  createMultipartUploader,
  del,
  head,
  list,
  put,
  type HeadBlobResult,
  type Part,
} from '@vercel/blob';
import type { FileStorageProvider } from '../file-storage';
import { isStoredFileKey } from '../stored-file-keys';
import { putFile, uploadFilePart } from './blob-file-requests';

/**
 * The most of a stream held in memory at once. The SDK sends through undici's fetch, which keeps a copy of a streamed
 * request body whole until it is sent (nodejs/undici#4058): a stream larger than this goes in parts of this size, one
 * at a time, so its upload holds a few copies of one part (about 15 MB) whatever its size. 5 MiB is the least a part
 * may be.
 */
const PART_SIZE = 5 * 1024 * 1024;
/**
 * The part a file on disk is sent in: read from the file as it is sent, by a request of our own that keeps no copy
 * (blob-file-requests.ts), so its size costs no memory; the SDK's own part size.
 */
const FILE_PART_SIZE = 8 * 1024 * 1024;

export interface BlobProviderOptions {
  /** The store's read-write token (BLOB_READ_WRITE_TOKEN), given to every call: the SDK's global is never read. */
  token: string;
  /** Files larger than this go in parts (PART_SIZE by default); tests lower it to send small files in parts. */
  multipartFrom?: number;
}

/** The source's bytes cut into parts of PART_SIZE (the last one shorter), each copied into a buffer of its own. */
async function* partsOf(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let part = Buffer.allocUnsafe(PART_SIZE);
  let filled = 0;
  for await (const chunk of source) {
    for (let offset = 0; offset < chunk.length;) {
      const copied = chunk.copy(part, filled, offset);
      offset += copied;
      filled += copied;
      if (filled < PART_SIZE) continue;
      yield part;
      part = Buffer.allocUnsafe(PART_SIZE);
      filled = 0;
    }
  }
  if (filled) yield part.subarray(0, filled);
}

/**
 * The source as the SDK's request body, and its failure if it fails: the request is then aborted first, so the SDK
 * gives up at once (it retries whatever else fails, an AbortError excepted) and the API keeps nothing of it.
 */
function aborting(source: Readable, controller: AbortController) {
  const failure: { error?: unknown } = {};
  const body = Readable.from(
    (async function* () {
      try {
        yield* source;
      } catch (error) {
        failure.error = error;
        controller.abort();
        throw error;
      }
    })(),
  );
  return { body, failure };
}

/**
 * The `vercel-blob` provider: each object is the blob at pathname `<key>` in the store the token opens, always written
 * `access: 'private'` (docs/decisions/0049): it is read with the token from the url the API answers, never given out.
 * The API's address is the SDK's (VERCEL_BLOB_API_URL overrides it, for a fake in tests).
 */
export function createBlobFileStorageProvider({
  token,
  multipartFrom = PART_SIZE,
}: BlobProviderOptions): FileStorageProvider & { kind: 'vercel-blob' } {
  const keyed = (key: string) => {
    if (!isStoredFileKey(key)) throw new Error(`Not a stored file's key: ${key}`);
    return key;
  };
  const writing = (contentType: string, abortSignal?: AbortSignal) =>
    ({ access: 'private', addRandomSuffix: false, allowOverwrite: true, contentType, token, abortSignal }) as const;
  const headOf = async (key: string): Promise<HeadBlobResult | undefined> => {
    try {
      return await head(keyed(key), { token });
    } catch (error) {
      if (error instanceof BlobNotFoundError) return undefined;
      throw error;
    }
  };

  async function putWhole(key: string, source: Readable, contentType: string) {
    const controller = new AbortController();
    const { body, failure } = aborting(source, controller);
    try {
      await put(key, body, writing(contentType, controller.signal));
    } catch (error) {
      // The source's own error says more than the SDK's "request aborted".
      throw failure.error ?? error;
    }
  }

  /** Sent part after part; a source that fails leaves the upload uncompleted, which the store never shows. */
  async function putInParts(key: string, body: Readable, contentType: string) {
    const uploader = await createMultipartUploader(key, writing(contentType));
    const parts: Part[] = [];
    for await (const part of partsOf(body)) parts.push(await uploader.uploadPart(parts.length + 1, part));
    await uploader.complete(parts);
  }

  /** A file on disk, read as it is sent, in parts one after the other when large; a part that fails leaves nothing. */
  async function putFromDisk(key: string, file: string, size: number, contentType: string) {
    const write = { token, pathname: key, contentType };
    if (size <= multipartFrom) return putFile(write, { path: file, start: 0, end: size });
    const upload = await createMultipartUpload(key, writing(contentType));
    const parts: Part[] = [];
    for (let start = 0; start < size; start += FILE_PART_SIZE)
      parts.push(
        await uploadFilePart(write, upload, parts.length + 1, {
          path: file,
          start,
          end: Math.min(start + FILE_PART_SIZE, size),
        }),
      );
    await completeMultipartUpload(key, parts, { ...writing(contentType), ...upload });
  }

  return {
    kind: 'vercel-blob',
    async put(key, source, { size, contentType }) {
      if ('path' in source)
        try {
          return await putFromDisk(keyed(key), source.path, size, contentType);
        } finally {
          // The file is taken either way: it was handed over to be stored or dropped.
          await rm(source.path, { force: true });
        }
      try {
        await (size > multipartFrom ? putInParts : putWhole)(keyed(key), source.stream, contentType);
      } finally {
        source.stream.destroy();
      }
    },
    async stat(key: string) {
      const found = await headOf(key);
      return found && { size: found.size };
    },
    async read(key: string) {
      const found = await headOf(key);
      if (!found) return undefined;
      // The SDK's get() reads only from *.blob.vercel-storage.com: the url the API answered is read the same way.
      const response = await fetch(found.url, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw new Error(`Vercel Blob answered ${response.status} reading ${key}`);
      return {
        // The blob may have been replaced since the head: the answer's own length is the truth.
        size: Number(response.headers.get('content-length') ?? found.size),
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
      };
    },
    async remove(key: string) {
      await del(keyed(key), { token });
    },
    async *list() {
      let cursor: string | undefined;
      do {
        const page = await list({ token, cursor, limit: 1000 });
        for (const blob of page.blobs) if (isStoredFileKey(blob.pathname)) yield { key: blob.pathname, size: blob.size };
        cursor = page.hasMore ? page.cursor : undefined;
      } while (cursor);
    },
  };
}
