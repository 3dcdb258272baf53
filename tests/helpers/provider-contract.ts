import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorageProvider } from '../../src/server/platform/file-storage/file-storage';
import { newStoredFileKey } from '../../src/server/platform/file-storage/stored-file-keys';

/**
 * A provider as a test opens it: what it wrote is removed by `dispose`. `address` is the host (`<name>:<port>`) a remote
 * provider's objects are reached at: no answer of the server may name it (docs/decisions/0049).
 */
export type TestProvider = FileStorageProvider & { dispose(): Promise<void> | void; address?: string };

const listed = async (provider: FileStorageProvider) => {
  const keys: string[] = [];
  for await (const { key } of provider.list()) keys.push(key);
  return keys.sort();
};

/**
 * What every file storage provider does, whatever keeps its objects (docs/decisions/0049): run by each provider's
 * tests over a fresh provider of its kind.
 */
export function describeProviderContract(kind: string, open: () => Promise<TestProvider>) {
  describe(`the ${kind} provider`, () => {
    let provider: TestProvider;
    let scratch: string;
    beforeAll(async () => {
      provider = await open();
      scratch = await mkdtemp(path.join(tmpdir(), 'provider-contract-'));
    });
    afterAll(async () => {
      await provider.dispose();
      await rm(scratch, { recursive: true, force: true });
    });
    afterEach(async () => {
      for (const key of await listed(provider)) await provider.remove(key);
    });

    it('writes a file from disk (taking it) and a stream, reads, stats and lists them', async () => {
      const onDisk = path.join(scratch, 'receipt');
      await writeFile(onDisk, '%PDF-1.4 квитанция');
      const first = newStoredFileKey('квитанция 1.pdf');
      await provider.put(
        first,
        { path: onDisk },
        { size: Buffer.byteLength('%PDF-1.4 квитанция'), contentType: 'application/pdf' },
      );
      expect(existsSync(onDisk)).toBe(false);
      const second = newStoredFileKey('photo.png');
      await provider.put(
        second,
        { stream: Readable.from([Buffer.from('png '), Buffer.from('bytes')]) },
        { size: 9, contentType: 'image/png' },
      );

      expect(await provider.stat(first)).toEqual({ size: Buffer.byteLength('%PDF-1.4 квитанция') });
      const read = (await provider.read(second))!;
      expect(read.size).toBe(9);
      expect((await buffer(read.body)).toString()).toBe('png bytes');
      expect((await buffer((await provider.read(first))!.body)).toString()).toBe('%PDF-1.4 квитанция');
      expect(await listed(provider)).toEqual([first, second].sort());
    });

    it('streams a large file without holding it whole, and replaces an object put again', async () => {
      const key = newStoredFileKey('large.bin');
      const size = 12 * 1024 * 1024 + 17;
      const block = Buffer.alloc(64 * 1024, 'x');
      function* chunks() {
        for (let sent = 0; sent < size; sent += block.length)
          yield sent + block.length <= size ? block : block.subarray(0, size - sent);
      }
      await provider.put(key, { stream: Readable.from(chunks()) }, { size, contentType: 'application/octet-stream' });
      expect(await provider.stat(key)).toEqual({ size });
      let received = 0;
      for await (const chunk of (await provider.read(key))!.body) received += (chunk as Buffer).length;
      expect(received).toBe(size);
      await provider.put(key, { stream: Readable.from([Buffer.from('small')]) }, { size: 5, contentType: 'text/plain' });
      expect(await provider.stat(key)).toEqual({ size: 5 });
    });

    it('removes exactly one object, and answers nothing for a missing one', async () => {
      const kept = newStoredFileKey('kept.txt');
      const removed = newStoredFileKey('removed.txt');
      for (const key of [kept, removed])
        await provider.put(key, { stream: Readable.from([Buffer.from(key)]) }, { size: key.length, contentType: 'text/plain' });
      await provider.remove(removed);
      await provider.remove(removed);
      expect(await provider.stat(removed)).toBeUndefined();
      expect(await provider.read(removed)).toBeUndefined();
      expect(await listed(provider)).toEqual([kept]);
      expect(await provider.stat(newStoredFileKey('never.txt'))).toBeUndefined();
    });

    it('leaves nothing behind when a stream fails midway', async () => {
      const key = newStoredFileKey('broken.bin');
      async function* failing() {
        yield Buffer.alloc(1024, 'x');
        throw new Error('the client went away');
      }
      await expect(
        provider.put(key, { stream: Readable.from(failing()) }, { size: 4096, contentType: 'application/octet-stream' }),
      ).rejects.toThrow();
      expect(await provider.stat(key)).toBeUndefined();
      expect(await listed(provider)).toEqual([]);
    });
  });
}
