import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FileStorage, FileStorageKind } from '../../src/server/platform/file-storage/file-storage';
import { createLocalFileStorageProvider } from '../../src/server/platform/file-storage/local/local-provider';
import { storedFileKeyOf } from '../../src/server/platform/file-storage/stored-file-keys';
import { createFileStorage } from '../../src/server/platform/file-storage/stored-files';
import { openTestBlobProvider } from './fake-vercel-blob';
import type { TestProvider } from './provider-contract';
import { openTestS3Provider, TEST_S3_ENDPOINT } from './s3-test-provider';

/** A test's file storage, with what tests look at: the objects kept, and a file's bytes. */
export interface TestFileStorage extends FileStorage {
  /** The keys of every object every provider keeps, sorted. */
  keys(): Promise<string[]>;
  /** The bytes behind a url the storage gave, or undefined when no provider has them. */
  bytesOf(url: string): Promise<Buffer | undefined>;
  /** Whether the url names a stored object (and which key), for a test's message. */
  keyOf(url: string): string | undefined;
  /** Removes everything the storage wrote (in the background where a provider is remote). */
  dispose(): void;
  /** The hosts its remote providers are reached at, which no answer of the server may name; none for the local disk. */
  readonly addresses: readonly string[];
}

/** Adds what tests look at to a storage. */
export function asTestFileStorage(storage: FileStorage, dispose: () => void, addresses: string[] = []): TestFileStorage {
  return Object.assign(storage, {
    async keys() {
      const keys: string[] = [];
      for (const provider of storage.providers) for await (const { key } of provider.list()) keys.push(key);
      return keys.sort();
    },
    async bytesOf(url: string) {
      const object = await storage.open(url);
      return object && buffer(object.body);
    },
    keyOf: storedFileKeyOf,
    dispose,
    addresses,
  });
}

/** The local provider in a fresh temporary folder: tests never write into the repository. */
export function openTestLocalProvider(): TestProvider & { root: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'platform-test-uploads-'));
  return Object.assign(createLocalFileStorageProvider(root), { dispose: () => rmSync(root, { recursive: true, force: true }) });
}

/** A variable the project's globalSetup sets for its workers (vitest.config.ts). */
function requiredTestVariable(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite in its vitest project (vitest.config.ts), which starts its server`);
  return value;
}

/**
 * A fresh provider of each kind for one test file, opened at once (a bucket a provider needs is made on its first
 * use): the local one in a temporary folder, S3 on the s3rver and Vercel Blob on the fake API the file suites' projects
 * start (vitest.config.ts).
 */
const testProviders: Record<FileStorageKind, () => TestProvider> = {
  local: openTestLocalProvider,
  'aws-s3': () => openTestS3Provider(requiredTestVariable(TEST_S3_ENDPOINT)),
  'vercel-blob': openTestBlobProvider,
};

/** The storage tests write to: a fresh provider of TEST_FILE_STORAGE_PROVIDER's kind (default local). */
export function openTestFileStorage(
  kind = (process.env.TEST_FILE_STORAGE_PROVIDER || 'local') as FileStorageKind,
): TestFileStorage {
  const provider = testProviders[kind]();
  return asTestFileStorage(
    createFileStorage([provider]),
    () => void provider.dispose(),
    provider.address ? [provider.address] : [],
  );
}
