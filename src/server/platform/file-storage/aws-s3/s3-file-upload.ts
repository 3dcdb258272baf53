import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';

/**
 * A file goes in parts of 8 MiB (S3 takes 5 MiB at least, but for the last, and 10,000 parts at most: 78 GiB), one
 * part at a time, each streamed from its range of the file: an upload holds one read of READ_SIZE, whatever the size.
 * lib-storage's Upload would copy every part into a buffer first (5 MiB per upload, and its copies).
 */
const PART_SIZE = 8 * 1024 * 1024;
/** Reads of 256 KiB sent ten uploads at once half again as fast as the default 64 KiB (bench/uploads.ts, on s3rver). */
const READ_SIZE = 256 * 1024;
/**
 * The SDK retries a failed request, but not one whose body is a stream (it cannot rewind it): a part or a whole file is
 * sent again here, read again from the disk, after 0.2 s then 0.4 s, when S3 answers it is busy (503 SlowDown, 500)
 * or the connection fails.
 */
const ATTEMPTS = 3;
const FIRST_RETRY_MS = 200;

/** The object written: its bucket, key and type. No ACL: it keeps the bucket's default, private. */
export interface S3ObjectTarget {
  Bucket: string;
  Key: string;
  ContentType: string;
}

/** Whether S3 may take the same request on another try: it was busy, or the request did not reach it. */
const transient = (error: unknown): boolean => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
};

/**
 * `send` with the bytes of `path` from `start` up to `end` (excluded) as a body streamed as it is read, with its
 * Content-Length; the file is read again for each try, and closed whatever happens to the request.
 */
async function sendRange<T>(
  path: string,
  start: number,
  end: number,
  send: (body: { Body: ReadStream; ContentLength: number }) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const Body = createReadStream(path, { start, end: end - 1, highWaterMark: READ_SIZE });
    try {
      return await send({ Body, ContentLength: end - start });
    } catch (error) {
      if (attempt === ATTEMPTS || !transient(error)) throw error;
    } finally {
      Body.destroy();
    }
    await delay(FIRST_RETRY_MS * 2 ** (attempt - 1));
  }
}

/**
 * Writes the file at `path` to `target`, streamed from the disk: a file of one part or less by one PutObject, a larger
 * one by a multipart upload, aborted if any part fails (S3 then keeps, and bills, no part of it; no object appears).
 * No body is buffered: with no checksum asked for (an S3-compatible store, s3-from-environment.ts) it is piped as it
 * is read; against AWS the SDK sends its CRC32 as a trailer, computed as the bytes go (aws-chunked encoding).
 */
export async function putS3File(client: S3Client, target: S3ObjectTarget, path: string): Promise<void> {
  const { size } = await stat(path);
  if (!size) {
    // An empty range cannot be read (`end: -1` is refused); the SDK retries an empty string itself.
    await client.send(new PutObjectCommand({ ...target, Body: '', ContentLength: 0 }));
    return;
  }
  if (size <= PART_SIZE) {
    await sendRange(path, 0, size, (body) => client.send(new PutObjectCommand({ ...target, ...body })));
    return;
  }
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
  const upload = { Bucket: target.Bucket, Key: target.Key, UploadId };
  try {
    const parts: CompletedPart[] = [];
    for (let start = 0; start < size; start += PART_SIZE) {
      const PartNumber = parts.length + 1;
      const { ETag } = await sendRange(path, start, Math.min(start + PART_SIZE, size), (body) =>
        client.send(new UploadPartCommand({ ...upload, PartNumber, ...body })),
      );
      parts.push({ PartNumber, ETag });
    }
    await client.send(new CompleteMultipartUploadCommand({ ...upload, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    // The upload's own failure is what the caller needs; parts a failed abort leaves are S3's lifecycle rules' to remove.
    await client.send(new AbortMultipartUploadCommand(upload)).catch(() => undefined);
    throw error;
  }
}
