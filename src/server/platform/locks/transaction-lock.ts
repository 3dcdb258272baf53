import type { Database } from '../../db/database';

/**
 * What names a lock: text (a table and the values being written), or a fixed number another program takes too
 * (Prisma's migrations lock).
 */
type LockKey = string | number;

/**
 * A lock held until the transaction that took it ends, so the callers naming the same key take turns in every
 * server process. Only the database can tie a lock to its transaction: there is no factory choosing another store.
 */
export interface TransactionLock {
  hold(transaction: Pick<Database, 'query'>, key: LockKey): Promise<void>;
}
