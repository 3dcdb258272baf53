import type { Readable } from 'node:stream';
import type { ReceivedFile } from '../../../shared/received-file';

/** The spec's file storage providers (FILE_STORAGE_PROVIDER). */
export const FILE_STORAGE_KINDS = ['local', 'aws-s3', 'vercel-blob'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/** An object's size as its provider keeps it. */
export interface StoredObjectInfo {
  size: number;
}

/** An object being read: its bytes as a stream (the caller consumes or destroys it) and its size. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

/** What a provider writes: a file on this machine (taken: moved or streamed, then gone) or a stream. */
export type StoredObjectSource = { path: string } | { stream: Readable };

/**
 * One provider's objects, each under a key the platform gives (`<uuid>/<safe name>`, stored-file-keys.ts): the same key
 * in every provider, so a file moved between providers keeps its url. Objects are never public in the provider: who
 * may read one is decided by the server, which streams it (http/uploads.ts, docs/decisions/0049).
 */
export interface FileStorageProvider {
  readonly kind: FileStorageKind;
  /** Writes the object at `key` (replacing one there), streamed, never buffered whole; private in the provider. */
  put(key: string, source: StoredObjectSource, meta: { size: number; contentType: string }): Promise<void>;
  /** The object's size, or undefined when there is none at `key`. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** The object's bytes, or undefined when there is none at `key`. */
  read(key: string): Promise<StoredObject | undefined>;
  /** Removes the object at `key` (and nothing else); nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Every object's key and size: what `files:move` copies. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Ends the provider's connections, at shutdown. */
  close?(): Promise<void>;
}

/**
 * The file storage the server is handed: the provider new files are written to (FILE_STORAGE_PROVIDER), and every
 * other provider this process reaches (its variables set), from which files are read too, so that a site keeps
 * showing its files while they are moved between providers (`npm run files:move`).
 */
export interface FileStorage {
  /** The provider new files go to. */
  readonly kind: FileStorageKind;
  /** The writing provider first, then the others this process reaches: a file is read from the first that has it. */
  readonly providers: readonly FileStorageProvider[];
  /** Stores a received file (it is taken) in the writing provider under a new key; answers its url `/uploads/<uuid>/<name>`. */
  save(file: ReceivedFile): Promise<string>;
  /** The object behind a url the storage gave, from the first provider that has it; undefined for any other url. */
  open(url: string): Promise<StoredObject | undefined>;
  /** Whether `url` is one the storage gave and a provider has its object. */
  has(url: string): Promise<boolean>;
  /** Removes the object behind `url` from every provider; a url the storage did not give is left alone. */
  remove(url: string): Promise<void>;
  /** Ends every provider's connections, at shutdown. */
  close(): Promise<void>;
}
