import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { PATIENTLY } from '../../../../../tests/helpers/patience';
import type { TestProvider } from '../../../../../tests/helpers/provider-contract';
import { openTestFileStorage, openTestLocalProvider } from '../../../../../tests/helpers/storage';
import type { FileStorageProvider } from '../../../platform/file-storage/file-storage';
import { newStoredFileKey, storedFileUrl } from '../../../platform/file-storage/stored-file-keys';
import { createFileStorage } from '../../../platform/file-storage/stored-files';
import { moveStoredFiles, type MoveStoredFilesOptions } from './move-stored-files.service';
import { holdStoredFileLock } from './stored-file-lock';

/** A stored file of the test: its key in every provider, its url and its bytes. */
interface StoredFile {
  key: string;
  url: string;
  bytes: Buffer;
}

/** What a test does around a provider's calls: before a put (it may wait, or break the stream) and before a remove. */
interface Watch {
  put?(key: string, stream: Readable, count: number): Promise<Readable> | Readable;
  remove?(key: string): Promise<void>;
  stat?(key: string): void;
}

/** The provider with `watch` told of its calls. */
function watched(provider: FileStorageProvider, watch: Watch): FileStorageProvider {
  let puts = 0;
  return {
    kind: provider.kind,
    async put(key, source, meta) {
      if (!('stream' in source)) throw new Error('the move writes streams');
      const stream = watch.put ? await watch.put(key, source.stream, ++puts) : source.stream;
      await provider.put(key, { stream }, meta);
    },
    stat(key) {
      watch.stat?.(key);
      return provider.stat(key);
    },
    read: (key) => provider.read(key),
    async remove(key) {
      await watch.remove?.(key);
      await provider.remove(key);
    },
    list: () => provider.list(),
  };
}

/** A stream that gives the first chunk of `stream` and then fails, as a connection lost midway does. */
const brokenAfterFirstChunk = (stream: Readable) =>
  Readable.from(
    (async function* () {
      for await (const chunk of stream) {
        yield chunk as Buffer;
        break;
      }
      throw new Error('the connection to the target was lost');
    })(),
  );

/** A gate a test opens: `passed` resolves when someone reaches it, `open` lets them through. */
function gate() {
  let reached!: () => void;
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (reached = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    passed,
    open,
    async wait() {
      reached();
      await opened;
    },
  };
}

const keysOf = async (provider: FileStorageProvider) => {
  const keys: string[] = [];
  for await (const { key } of provider.list()) keys.push(key);
  return keys.sort();
};

const bytesIn = async (provider: FileStorageProvider, key: string) => {
  const object = await provider.read(key);
  return object && buffer(object.body);
};

const sizes = [0, 1, 1000, 70_000, 300_000];

/**
 * `files:move` from a local provider to `openTarget`'s (and back): TEST_FILE_STORAGE_PROVIDER's provider, so the same
 * suite checks a move to each provider.
 */
function describeMove(kind: string, openTarget: () => TestProvider) {
  describe(`moving stored files between local and ${kind}`, () => {
    let db: TestDatabase;
    let source: TestProvider;
    let target: TestProvider;
    let files: StoredFile[];
    const lines: string[] = [];
    const move = (options: Partial<MoveStoredFilesOptions> = {}) =>
      moveStoredFiles(db, { from: [source], to: target, log: (line) => lines.push(line), ...options });

    beforeAll(async () => {
      db = await openTestDatabase();
    });
    afterAll(async () => {
      await db.dispose();
    });
    beforeEach(async () => {
      source = openTestLocalProvider();
      target = openTarget();
      lines.length = 0;
      files = [];
      for (const [index, size] of sizes.entries()) {
        const key = newStoredFileKey(`файл ${index}.bin`);
        const bytes = randomBytes(size);
        await source.put(key, { stream: Readable.from([bytes]) }, { size, contentType: 'application/octet-stream' });
        files.push({ key, url: storedFileUrl(key), bytes });
      }
      // The last file has no record yet, as an upload in flight: it is copied all the same.
      for (const { url, bytes } of files.slice(0, -1))
        await db.prisma.fileStorageFile.create({
          data: { adminTitle: url, file: url, size: bytes.length, mimeType: 'application/octet-stream' },
        });
    });
    afterEach(async () => {
      await db.prisma.fileStorageFile.deleteMany();
      await source.dispose();
      await target.dispose();
    });

    /** Every file is read, whole, through the storage over these providers (the writing one first). */
    const expectEveryFileServedBy = async (...providers: [FileStorageProvider, ...FileStorageProvider[]]) => {
      const storage = createFileStorage(providers);
      for (const { url, bytes } of files) {
        const object = await storage.open(url);
        expect(object, url).toBeDefined();
        expect((await buffer(object!.body)).equals(bytes), url).toBe(true);
      }
    };

    const expectEveryFileIn = async (provider: FileStorageProvider) => {
      expect(await keysOf(provider)).toEqual(files.map(({ key }) => key).sort());
      for (const { key, bytes } of files) expect((await bytesIn(provider, key))?.equals(bytes), key).toBe(true);
    };

    it('copies every object byte for byte, leaving urls and records as they are, each file served throughout', async () => {
      const halfway = gate();
      const moving = moveStoredFiles(db, {
        from: [source],
        to: watched(target, {
          async put(_key, stream, count) {
            if (count === 3) await halfway.wait();
            return stream;
          },
        }),
        log: (line) => lines.push(line),
      });
      await halfway.passed;
      // Two files are in both providers, the others only in the source: the site shows each, whichever writes.
      await expectEveryFileServedBy(source, target);
      await expectEveryFileServedBy(target, source);
      halfway.open();

      expect(await moving).toEqual({ copied: files.length, skipped: 0, removed: 0, failed: [] });
      await expectEveryFileIn(target);
      await expectEveryFileIn(source);
      await expectEveryFileServedBy(target, source);
      await expectEveryFileServedBy(target);
      const records = await db.prisma.fileStorageFile.findMany({ select: { file: true } });
      expect(records.map(({ file }) => file).sort()).toEqual(
        files
          .slice(0, -1)
          .map(({ url }) => url)
          .sort(),
      );
      expect(lines).toContain(`Copied ${files[0]!.url}.`);
    });

    it('resumes an interrupted move: what the target holds is skipped, nothing half-written is left', async () => {
      const interrupted = watched(target, {
        put: (_key, stream, count) => (count > 2 ? brokenAfterFirstChunk(stream) : stream),
      });
      const first = await move({ to: interrupted });
      expect(first.copied).toBe(2);
      expect(first.failed).toHaveLength(files.length - 2);
      expect(first.failed[0]!.reason).toContain('the connection to the target was lost');
      expect(await keysOf(target)).toHaveLength(2);
      await expectEveryFileServedBy(target, source);

      // A copy of another size at a key (an object written by hand, say) is no copy: it is written again.
      const unfinished = files.filter(({ url }) => first.failed.some(({ what }) => what === url)).at(-1)!;
      const half = unfinished.bytes.subarray(0, unfinished.bytes.length / 2);
      await target.put(unfinished.key, { stream: Readable.from([half]) }, { size: half.length, contentType: 'text/plain' });

      expect(await move()).toEqual({ copied: files.length - 2, skipped: 2, removed: 0, failed: [] });
      await expectEveryFileIn(target);
      // Once more: nothing to do.
      expect(await move()).toEqual({ copied: 0, skipped: files.length, removed: 0, failed: [] });
      await expectEveryFileIn(target);
    });

    it('removes each source copy only once the target holds it, and moves back', async () => {
      const failing = files[1]!;
      const removedWhileHeld: boolean[] = [];
      const report = await move({
        from: [
          watched(source, {
            async remove(key) {
              removedWhileHeld.push((await bytesIn(target, key))?.equals(files.find((file) => file.key === key)!.bytes) ?? false);
            },
          }),
        ],
        to: watched(target, {
          put: (key, stream) => (key === failing.key ? brokenAfterFirstChunk(stream) : stream),
        }),
        removeSource: true,
      });
      expect(report).toMatchObject({ copied: files.length - 1, skipped: 0, removed: files.length - 1 });
      expect(report.failed).toEqual([{ what: failing.url, reason: expect.stringContaining('lost') }]);
      expect(removedWhileHeld).toEqual(Array(files.length - 1).fill(true));
      // The file whose copy failed is kept where it was, and served from there.
      expect(await keysOf(source)).toEqual([failing.key]);
      await expectEveryFileServedBy(target, source);

      expect(await move({ removeSource: true })).toEqual({ copied: 1, skipped: 0, removed: 1, failed: [] });
      expect(await keysOf(source)).toEqual([]);
      await expectEveryFileIn(target);

      // And back: the target's files to the local folder.
      expect(await move({ from: [target], to: source, removeSource: true })).toEqual({
        copied: files.length,
        skipped: 0,
        removed: files.length,
        failed: [],
      });
      expect(await keysOf(target)).toEqual([]);
      await expectEveryFileIn(source);
      await expectEveryFileServedBy(source, target);
    });

    /** Removes a file as its record's removal does: under its lock, from every provider, the record gone first. */
    const removeUnderLock = (file: StoredFile, whileHeld: () => Promise<void> = async () => undefined) =>
      db.transaction(async (tx) => {
        await holdStoredFileLock(tx, file.url);
        await tx.prisma.fileStorageFile.deleteMany({ where: { file: file.url } });
        await whileHeld();
        await createFileStorage([source, target]).remove(file.url);
      });

    /** Until a transaction waits for an advisory lock (on PGlite, the one transaction at a time waits anyway). */
    const untilSomeoneWaitsForTheLock = () =>
      db.kind === 'postgres'
        ? vi.waitFor(async () => {
            const waiting = await db.query(`SELECT 1 AS "waiting" FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`);
            expect(waiting).not.toEqual([]);
          }, PATIENTLY)
        : Promise.resolve();

    it('leaves no copy of a file removed while it was being copied: the removal waits, then removes both', async () => {
      const removed = files[2]!;
      const copying = gate();
      const events: string[] = [];
      const moving = move({
        to: watched(target, {
          async put(key, stream) {
            if (key !== removed.key) return stream;
            await copying.wait();
            events.push('copied');
            return stream;
          },
        }),
      });
      await copying.passed;
      const removing = removeUnderLock(removed, async () => void events.push('removing'));
      await untilSomeoneWaitsForTheLock();
      copying.open();
      await removing;

      expect(events).toEqual(['copied', 'removing']);
      expect((await moving).failed).toEqual([]);
      expect(await target.stat(removed.key)).toBeUndefined();
      expect(await source.stat(removed.key)).toBeUndefined();
      expect(await keysOf(target)).toHaveLength(files.length - 1);
    });

    it('copies nothing of a file removed before its turn: the move waits for the removal, then finds it gone', async () => {
      const removed = files[2]!;
      const held = gate();
      const events: string[] = [];
      const removing = removeUnderLock(removed, async () => {
        await held.wait();
        events.push('removing');
      });
      await held.passed;
      const moving = move({
        from: [watched(source, { stat: (key) => void (key === removed.key && events.push('looked')) })],
      });
      await untilSomeoneWaitsForTheLock();
      held.open();
      await removing;
      const report = await moving;

      // On PGlite the listing may reach the file's folder only once it is gone: then it is not even looked at.
      expect(events[0]).toBe('removing');
      expect(report).toMatchObject({ copied: files.length - 1, removed: 0, failed: [] });
      expect(await target.stat(removed.key)).toBeUndefined();
      expect(await source.stat(removed.key)).toBeUndefined();
    });

    it('refuses a provider that is both source and target', async () => {
      await expect(move({ from: [source, target] })).rejects.toThrow('cannot be a source too');
      expect(await keysOf(target)).toEqual([]);
    });
  });
}

/** The target: a fresh provider of TEST_FILE_STORAGE_PROVIDER's kind (local by default, in a folder of its own). */
function openTarget(): TestProvider {
  const storage = openTestFileStorage();
  const [provider] = storage.providers as [FileStorageProvider];
  // The provider as it is (whatever its prototype), with the storage's clean-up.
  return Object.assign(Object.create(provider) as FileStorageProvider, { dispose: () => storage.dispose() });
}

describeMove(process.env.TEST_FILE_STORAGE_PROVIDER || 'local', openTarget);
