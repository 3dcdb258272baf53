import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorageProvider, StoredObjectSource } from '../file-storage';
import { isStoredFileKey } from '../stored-file-keys';
import { putS3File } from './s3-file-upload';

/**
 * A stream of unknown length (files:move's copies) goes through lib-storage, which holds one part in memory at a time:
 * 5 MiB (S3's least part) per upload. A file on disk is streamed from it instead (s3-file-upload.ts).
 */
const STREAM_PART_SIZE = 5 * 1024 * 1024;

/** Whether an SDK error says the object is not there (HeadObject answers a bare 404, GetObject NoSuchKey). */
const missing = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

const checked = (key: string): string => {
  if (!isStoredFileKey(key)) throw new Error(`Not a stored file's key: ${key}`);
  return key;
};

/**
 * The `aws-s3` provider: each object under its key in `bucket`, through `client` (its own: closed with the provider).
 * Objects are written with no ACL, so they keep the bucket's default, private: the server streams them
 * (docs/decisions/0049).
 */
export function createS3FileStorageProvider(client: S3Client, bucket: string): FileStorageProvider {
  return {
    kind: 'aws-s3',
    async put(key: string, source: StoredObjectSource, { contentType }: { contentType: string }) {
      const object = { Bucket: bucket, Key: checked(key), ContentType: contentType };
      if ('path' in source)
        try {
          return await putS3File(client, object, source.path);
        } finally {
          // The file on disk is taken, as the local provider moves it: written or not, it is gone.
          await rm(source.path, { force: true });
        }
      const upload = new Upload({
        client,
        params: { ...object, Body: source.stream },
        partSize: STREAM_PART_SIZE,
        queueSize: 1,
        // A failed upload is aborted, so no part of it is kept (nor billed) and no object appears.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } finally {
        source.stream.destroy();
      }
    },
    async stat(key: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async read(key: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
        // In Node the SDK answers the HTTP response itself, a Readable.
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
        return { size: object.ContentLength ?? 0, body: object.Body };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async remove(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
        for (const { Key, Size } of page.Contents ?? []) if (Key && isStoredFileKey(Key)) yield { key: Key, size: Size ?? 0 };
    },
    async close() {
      client.destroy();
    },
  };
}
