import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FileStorage, FileStorageProvider } from '../../src/server/platform/file-storage/file-storage';
import { createLocalFileStorageProvider } from '../../src/server/platform/file-storage/local/local-provider';
import { storedFileKeyOf } from '../../src/server/platform/file-storage/stored-file-keys';
import { createFileStorage } from '../../src/server/platform/file-storage/stored-files';

/** A test's file storage, with what tests look at: the objects kept, and a file's bytes. */
export interface TestFileStorage extends FileStorage {
  /** The keys of every object every provider keeps, sorted. */
  keys(): Promise<string[]>;
  /** The bytes behind a url the storage gave, or undefined when no provider has them. */
  bytesOf(url: string): Promise<Buffer | undefined>;
  /** Whether the url names a stored object (and which key), for a test's message. */
  keyOf(url: string): string | undefined;
  /** Removes everything the storage wrote. */
  dispose(): void;
}

/** Adds what tests look at to a storage. */
export function asTestFileStorage(storage: FileStorage, dispose: () => void): TestFileStorage {
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
  });
}

/** The local provider in a fresh temporary folder: tests never write into the repository. */
export function openTestLocalProvider(): FileStorageProvider & { root: string; dispose(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'platform-test-uploads-'));
  return Object.assign(createLocalFileStorageProvider(root), { dispose: () => rmSync(root, { recursive: true, force: true }) });
}

/** The storage tests write to: the local provider in a fresh temporary folder. */
export function openTestFileStorage(): TestFileStorage {
  const local = openTestLocalProvider();
  return asTestFileStorage(createFileStorage([local]), () => local.dispose());
}
