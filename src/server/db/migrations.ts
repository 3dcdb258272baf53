import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { literal } from './sql';

export const MIGRATIONS_DIR = 'prisma/migrations';

export interface MigrationFolder {
  /** The folder's name, e.g. `20260101120000_init`: the migration's name. */
  name: string;
  sql: string;
}

/** The migration folders under `dir` in name order; none when `dir` does not exist yet. */
export async function readMigrationFolders(dir = MIGRATIONS_DIR): Promise<MigrationFolder[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // Plain code-unit order, as Prisma sorts them (not locale order).
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name, 'migration.sql'), 'utf8') })));
}

/** Prisma's checksum: sha256 of the file's text, in hex. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** Like Prisma, accept a file whose line endings git converted since it was applied. */
function matchesChecksum(sql: string, checksum: string): boolean {
  return [sql, sql.replaceAll('\r\n', '\n'), sql.replaceAll('\n', '\r\n')].some((text) => migrationChecksum(text) === checksum);
}

/** Prisma's own advisory lock key: our runs and `prisma migrate deploy` exclude each other. */
export const LOCK_KEY = 72707369;

/** SQLSTATE raised when another process applied a migration between our read and our transaction. */
const ALREADY_APPLIED = 'PM001';

// The layout `prisma migrate deploy` creates and reads.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

/**
 * Applies, in name order, every `<dir>/<name>/migration.sql` not yet recorded in `_prisma_migrations`,
 * each in one transaction with its bookkeeping row. Returns the names it applied.
 *
 * `exec` and `query` may run on different pooled connections, so no session-level lock can span the
 * run: each migration's transaction takes a transaction-level advisory lock, then re-checks that no one
 * applied it meanwhile. Processes racing on the same folder apply each migration once, in order.
 */
export async function applyMigrations(db: Pick<Database, 'exec' | 'query'>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const folders = await readMigrationFolders(dir);
  await db.exec(`SELECT pg_advisory_xact_lock(${LOCK_KEY});\n${CREATE_TABLE};`);
  const rows = await db.query<AppliedRow>(
    'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
  );
  const recorded = new Map(rows.map((row) => [row.migration_name, row]));

  const pending = folders.filter((folder) => {
    const row = recorded.get(folder.name);
    if (!row) return true;
    if (!row.finished_at) {
      throw new Error(
        `Migration ${folder.name} failed earlier and is still marked as started in _prisma_migrations: ` +
          'repair the database, then set its rolled_back_at (or delete its row) to apply it again.',
      );
    }
    if (!matchesChecksum(folder.sql, row.checksum)) {
      throw new Error(
        `Migration ${folder.name} was changed after it was applied (checksum ${migrationChecksum(folder.sql)} ` +
          `of ${path.join(dir, folder.name, 'migration.sql')} differs from the recorded ${row.checksum}): ` +
          'restore the file and put the change in a new migration.',
      );
    }
    return false;
  });

  const applied: string[] = [];
  for (const folder of pending) {
    const name = literal(folder.name);
    // One simple query is one implicit transaction: a failing statement rolls back the migration and its row.
    const script = [
      `SELECT pg_advisory_xact_lock(${LOCK_KEY});`,
      `DO $guard$ BEGIN
  IF EXISTS (SELECT 1 FROM "_prisma_migrations" WHERE migration_name = ${name} AND rolled_back_at IS NULL) THEN
    RAISE EXCEPTION 'migration % is already applied', ${name} USING ERRCODE = '${ALREADY_APPLIED}';
  END IF;
END $guard$;`,
      folder.sql,
      // started_at is the transaction's start, finished_at the moment the script got here.
      `;
INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
VALUES (${literal(randomUUID())}, ${literal(migrationChecksum(folder.sql))}, ${name}, now(), clock_timestamp(), 1);`,
    ].join('\n');
    try {
      await db.exec(script);
      applied.push(folder.name);
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_APPLIED) {
        throw new Error(`Migration ${folder.name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return applied;
}
