import type { TransactionLock } from './transaction-lock';

/** PostgreSQL's transaction-level advisory locks (PGlite has them too); a text key is hashed to the lock's number. */
export const advisoryLock: TransactionLock = {
  async hold(transaction, key) {
    await (typeof key === 'number'
      ? transaction.query('SELECT 1 AS "locked" FROM pg_advisory_xact_lock($1::bigint)', [key])
      : transaction.query('SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext($1))', [key]));
  },
};
