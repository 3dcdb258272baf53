import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './database';

/** The database inside `Database.sqlTransaction`: SQL of ours only, on the transaction's own connection. */
export type SqlTransaction = Pick<Database, 'kind' | 'query'>;

/** Told the statements of a transaction as Prisma's query events tell them: every one but the BEGIN. */
type Reporter = ((sql: string) => void) | undefined;

/**
 * One transaction on a connection of `pool`, BEGIN and COMMIT sent by hand (ROLLBACK when `work` fails).
 * `config` makes a statement's query config (its prepared statement's name, the type parsers), as `Database.query`'s.
 */
export async function poolTransaction<T>(
  pool: pg.Pool,
  config: (sql: string, params: unknown[]) => pg.QueryConfig,
  work: (tx: SqlTransaction) => Promise<T>,
  onQuery: Reporter,
): Promise<T> {
  const client = await pool.connect();
  const send = async (sql: string) => {
    onQuery?.(sql);
    await client.query(sql);
  };
  // A connection that failed to roll back is in an unknown state: the pool drops it instead of handing it out again.
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work({
      kind: 'postgres',
      async query<Row>(sql: string, params: unknown[] = []) {
        onQuery?.(sql);
        return (await client.query(config(sql, params))).rows as Row[];
      },
    });
    await send('COMMIT');
    return result;
  } catch (error) {
    await send('ROLLBACK').catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** One transaction of PGlite (its own BEGIN and COMMIT; no other statement runs meanwhile on its one connection). */
export function pgliteTransaction<T>(
  pglite: PGlite,
  options: QueryOptions,
  work: (tx: SqlTransaction) => Promise<T>,
  onQuery: Reporter,
): Promise<T> {
  return pglite.transaction(async (tx) => {
    const result = await work({
      kind: 'pglite',
      async query<Row>(sql: string, params: unknown[] = []) {
        onQuery?.(sql);
        return (await tx.query<Row>(sql, params, options)).rows;
      },
    });
    // PGlite commits after this resolves; told here, as Prisma's events tell a COMMIT.
    onQuery?.('COMMIT');
    return result;
  });
}
