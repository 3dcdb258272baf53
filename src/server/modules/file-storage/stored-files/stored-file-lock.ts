import type { Database } from '../../../db/database';
import { advisoryLock } from '../../../platform/locks/advisory-lock';

/**
 * The lock a stored file is written, copied and removed under, named by its url (the same in every provider): a
 * removal, a record written with that url and `files:move` take turns, so whichever comes second sees what the first
 * left (no copy made of a file just removed, no file removed that a record has just named). Held until `tx` ends.
 */
export const holdStoredFileLock = (tx: Pick<Database, 'query'>, url: string): Promise<void> =>
  advisoryLock.hold(tx, `file-storage.stored-file:${url}`);
