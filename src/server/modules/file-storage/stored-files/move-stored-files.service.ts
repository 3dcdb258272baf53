import type { Database } from '../../../db/database';
import type { FileStorageProvider } from '../../../platform/file-storage/file-storage';
import { storedFileUrl } from '../../../platform/file-storage/stored-file-keys';
import { holdStoredFileLock } from './stored-file-lock';

/*
 * `npm run files:move`: every stored object copied from the other providers to one (docs/decisions/0049). A url names
 * no provider and the server reads a file from the first provider that has it, so no record changes and a file is
 * served throughout: from its source until the copy exists, then from either. Each object is copied under its url's
 * lock, the one its removal takes (stored-file-lock.ts): a file removed meanwhile is either not copied (the removal
 * came first) or removed from the target too (it came second). Providers write atomically, so an interrupted copy
 * leaves nothing, and running the move again copies only what the target does not hold yet.
 */

export interface MoveStoredFilesOptions {
  /** The providers whose objects are copied. */
  from: readonly FileStorageProvider[];
  /** The provider they are copied to. */
  to: FileStorageProvider;
  /** Whether each source object is removed once the target holds it. */
  removeSource?: boolean;
  /** Told each step in plain words. */
  log: (line: string) => void;
}

export interface MoveStoredFilesReport {
  /** Objects written to the target. */
  copied: number;
  /** Objects the target held already, or their source no longer did (removed meanwhile). */
  skipped: number;
  /** Source objects removed (removeSource). */
  removed: number;
  /** What could not be done, and why: a file's url, or a provider whose objects could not be listed. */
  failed: { what: string; reason: string }[];
}

/** The type a record gives the file (the provider keeps it beside the bytes); the server answers by name anyway. */
async function contentTypeOf(tx: Database, url: string): Promise<string> {
  const [record] = await tx.query<{ mimeType: string }>(
    'SELECT "mimeType" FROM "FileStorageFile" WHERE "file" = $1::text AND "mimeType" IS NOT NULL LIMIT 1',
    [url],
  );
  return record?.mimeType ?? 'application/octet-stream';
}

/**
 * Copies one object unless the target holds it at the same size. The copy is made inside the transaction, unlike other
 * work with files, because the transaction is what holds the lock; run again after a write conflict, it skips.
 */
async function copyObject(db: Database, key: string, source: FileStorageProvider, to: FileStorageProvider) {
  const url = storedFileUrl(key);
  return db.transaction(async (tx) => {
    await holdStoredFileLock(tx, url);
    const held = await source.stat(key);
    if (!held) return 'gone' as const;
    if ((await to.stat(key))?.size === held.size) return 'there' as const;
    const object = await source.read(key);
    if (!object) return 'gone' as const;
    await to.put(key, { stream: object.body }, { size: object.size, contentType: await contentTypeOf(tx, url) });
    const written = await to.stat(key);
    if (written?.size !== object.size)
      throw new Error(`${to.kind} holds ${written ? `${written.size} bytes` : 'nothing'} after writing ${object.size}`);
    return 'copied' as const;
  });
}

/**
 * Removes the source's object once the target holds it at the same size, checked again under the lock: a copy whose
 * transaction ended early (a long one past its time limit) never loses a file.
 */
async function removeSourceObject(db: Database, key: string, source: FileStorageProvider, to: FileStorageProvider) {
  return db.transaction(async (tx) => {
    await holdStoredFileLock(tx, storedFileUrl(key));
    const held = await source.stat(key);
    if (!held || (await to.stat(key))?.size !== held.size) return false;
    await source.remove(key);
    return true;
  });
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Copies every object of `from` to `to` (objects no record names too: an upload in flight has none yet), then with
 * `removeSource` removes the source's copy. One object failing is reported and the move goes on.
 */
export async function moveStoredFiles(
  db: Database,
  { from, to, removeSource = false, log }: MoveStoredFilesOptions,
): Promise<MoveStoredFilesReport> {
  // The same provider as source and target would remove the one copy there is.
  if (from.includes(to)) throw new Error(`The ${to.kind} storage is the target of the move: it cannot be a source too`);
  const report: MoveStoredFilesReport = { copied: 0, skipped: 0, removed: 0, failed: [] };
  for (const source of from) {
    log(`Copying the files kept in ${source.kind} to ${to.kind}.`);
    try {
      for await (const { key } of source.list()) {
        const url = storedFileUrl(key);
        try {
          const outcome = await copyObject(db, key, source, to);
          if (outcome === 'copied') {
            report.copied++;
            log(`Copied ${url}.`);
          } else report.skipped++;
          if (removeSource && outcome !== 'gone' && (await removeSourceObject(db, key, source, to))) {
            report.removed++;
            log(`Removed ${url} from ${source.kind}.`);
          }
        } catch (error) {
          report.failed.push({ what: url, reason: reasonOf(error) });
          log(`Could not move ${url}: ${reasonOf(error)}`);
        }
      }
    } catch (error) {
      report.failed.push({ what: `the list of ${source.kind}`, reason: reasonOf(error) });
      log(`Could not list the files kept in ${source.kind}: ${reasonOf(error)}`);
    }
  }
  return report;
}
