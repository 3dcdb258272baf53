import { z } from 'zod';
import type { Database } from '../../../db/database';
import type { FileStorage } from '../../../platform/file-storage/file-storage';
import { PermanentJobFailure, type JobDefinition } from '../../../platform/jobs/job-definition';
import { enqueueJob } from '../../../platform/jobs/jobs.service';
import { holdStoredFileLock } from './stored-file-lock';

/*
 * A file record deleted, or given another file, leaves its stored file to no one: a job removes it from storage once
 * the write is committed (a write rolled back must still find its file), and only if no record names it by then.
 * Until the job runs the URL already answers 404, since only files a record names are served (http/uploads.ts).
 */

export const REMOVE_STORED_FILE_JOB = 'file-storage.remove-stored-file';

/** Queues the removal of the stored file at `publicUrl`, inside the write's transaction. */
export const queueStoredFileRemoval = (tx: Database, publicUrl: string) => enqueueJob(tx, REMOVE_STORED_FILE_JOB, { publicUrl });

/**
 * Removes the stored file at `publicUrl` (its object in every provider, nothing beside it) unless a file record names
 * it; answers whether it did. Under the url's lock, which a record written with that url holds too: either the record
 * comes first and the file is kept, or the removal does and the write is refused, since the object is gone.
 */
export const removeUnnamedStoredFile = (db: Database, storage: FileStorage, publicUrl: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    await holdStoredFileLock(tx, publicUrl);
    const named = await tx.query('SELECT 1 AS "named" FROM "FileStorageFile" WHERE "file" = $1::text LIMIT 1', [publicUrl]);
    if (named.length) return false;
    await storage.remove(publicUrl);
    return true;
  });

const payload = z.object({ publicUrl: z.string().min(1) });

/** The job that removes a stored file its record left (a provider leaves alone any URL it did not give). */
export const removeStoredFileJob = (storage: FileStorage): JobDefinition => ({
  name: REMOVE_STORED_FILE_JOB,
  run: async (db, job) => {
    const parsed = payload.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobFailure(`${REMOVE_STORED_FILE_JOB}: the payload names no file`);
    await removeUnnamedStoredFile(db, storage, parsed.data.publicUrl);
  },
});
