import { cp, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, databaseKind, openDatabase } from '../../src/server/db/database';
import { listStatement } from '../../src/server/crud/list-query';
import { entityAtPath } from '../../src/shared/registry';
import { applyMigrations, migrationChecksum, MIGRATIONS_DIR, readMigrationFolders } from '../../src/server/db/migrations';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../scripts/throwaway-database';
import { TEST_POSTGRES_URL, testDatabaseKind } from '../helpers/database';

const INIT_SQL = `-- CreateTable
CREATE TABLE "Sample" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "plain" TIMESTAMP(3) NOT NULL,
    "day" DATE NOT NULL,
    "data" JSONB NOT NULL,
    "count" INTEGER NOT NULL,
    "ratio" DOUBLE PRECISION NOT NULL,
    "done" BOOLEAN NOT NULL,
    CONSTRAINT "Sample_pkey" PRIMARY KEY ("id")
);
-- a last line that is a comment, without a newline`;

const NOTE_SQL = `CREATE TABLE "Note" ("id" TEXT NOT NULL PRIMARY KEY, "body" TEXT NOT NULL);\n`;

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(path.join(dir, name), { recursive: true });
  await writeFile(path.join(dir, name, 'migration.sql'), sql);
}

async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [`"${table}"`]);
  return row?.exists ?? false;
}

describe('databaseKind', () => {
  it('tells PGlite from a PostgreSQL server', () => {
    expect(databaseKind(undefined)).toBe('pglite');
    expect(databaseKind('')).toBe('pglite');
    expect(databaseKind('memory://')).toBe('pglite');
    expect(databaseKind('./.data/pglite')).toBe('pglite');
    expect(databaseKind('/var/lib/app/db')).toBe('pglite');
    expect(databaseKind('postgres://u@h/db')).toBe('postgres');
    expect(databaseKind('postgresql://u@h:5432/db?sslmode=disable')).toBe('postgres');
    expect(() => databaseKind('mysql://u@h/db')).toThrow(/Unsupported DATABASE_URL scheme: mysql:\/\//);
  });
});

// This file runs once per vitest project: on PGlite in memory, or on PostgreSQL (TEST_DATABASE).
const onPostgres = testDatabaseKind === 'postgres';
/** On PostgreSQL a throwaway database, so a test may open several connections to the same one. */
let throwaway: ThrowawayDatabase | undefined;
const open = (): Promise<Database> => openDatabase(throwaway ? throwaway.url : 'memory://');

beforeAll(async () => {
  if (onPostgres) throwaway = await createThrowawayDatabase(TEST_POSTGRES_URL, 'migrations_test');
});
afterAll(async () => {
  await throwaway?.drop();
});

describe(`migrations on ${testDatabaseKind}`, () => {
  let db: Database;
  let dir: string;

  beforeEach(async () => {
    db = await open();
    // Each test starts from an empty public schema (the PostgreSQL database is shared by the tests).
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await writeMigration(dir, '20260101000000_init', INIT_SQL);
    await writeMigration(dir, '20260102000000_note', NOTE_SQL);
  });

  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies pending migrations in name order, and applying twice changes nothing', async () => {
    expect(await applyMigrations(db, dir)).toEqual(['20260101000000_init', '20260102000000_note']);
    const before = await db.query('SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(await applyMigrations(db, dir)).toEqual([]);
    expect(await db.query('SELECT * FROM "_prisma_migrations" ORDER BY migration_name')).toEqual(before);

    expect(before).toHaveLength(2);
    const [init] = before;
    expect(init).toMatchObject({
      migration_name: '20260101000000_init',
      checksum: migrationChecksum(INIT_SQL),
      applied_steps_count: 1,
      logs: null,
      rolled_back_at: null,
    });
    expect(init?.started_at).toBeInstanceOf(Date);
    expect(init?.finished_at).toBeInstanceOf(Date);

    await writeMigration(dir, '20260103000000_tag', 'ALTER TABLE "Note" ADD COLUMN "tag" TEXT;');
    expect(await applyMigrations(db, dir)).toEqual(['20260103000000_tag']);
  });

  it('returns timestamps, JSON, numbers and booleans as JS values from query, and Prisma can run', async () => {
    await applyMigrations(db, dir);
    await db.query(
      'INSERT INTO "Sample" ("at", "plain", "day", "data", "count", "ratio", "done") VALUES ($1, $2, $3, $4, $5, $6, $7)',
      ['2026-03-04T05:06:07.089Z', '2026-03-04 05:06:07.089', '2026-03-04', JSON.stringify({ a: [1, 'x'] }), 42, 0.25, true],
    );
    const [row] = await db.query('SELECT "at", "plain", "day", "data", "count", "ratio", "done" FROM "Sample"');
    expect(row).toEqual({
      at: new Date('2026-03-04T05:06:07.089Z'),
      // `timestamp` and `date` read as UTC, as Prisma writes them, whatever the local time zone.
      plain: new Date('2026-03-04T05:06:07.089Z'),
      day: new Date('2026-03-04T00:00:00.000Z'),
      data: { a: [1, 'x'] },
      count: 42,
      ratio: 0.25,
      done: true,
    });
    expect(await db.prisma.$queryRawUnsafe('SELECT count(*)::int AS n FROM "Sample"')).toEqual([{ n: 1 }]);
  });

  it('rolls back a failing migration together with its bookkeeping row', async () => {
    await writeMigration(dir, '20260103000000_broken', 'CREATE TABLE "Half" ("id" INT);\nSELECT no_such_function();');
    await expect(applyMigrations(db, dir)).rejects.toThrow(
      /Migration 20260103000000_broken failed and was rolled back: .*no_such_function/,
    );
    expect(await tableExists(db, 'Half')).toBe(false);
    const names = await db.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" ORDER BY 1');
    expect(names.map((row) => row.migration_name)).toEqual(['20260101000000_init', '20260102000000_note']);
    // The connection is usable afterwards (no transaction left aborted).
    expect(await tableExists(db, 'Note')).toBe(true);
  });

  it('throws, naming the migration, when an applied migration file was changed', async () => {
    await applyMigrations(db, dir);
    await writeMigration(dir, '20260102000000_note', `${NOTE_SQL}-- edited\n`);
    await writeMigration(dir, '20260103000000_tag', 'ALTER TABLE "Note" ADD COLUMN "tag" TEXT;');
    await expect(applyMigrations(db, dir)).rejects.toThrow(/Migration 20260102000000_note was changed after it was applied/);
    expect(await tableExists(db, 'Note')).toBe(true);
    const [column] = await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'Note' AND column_name = 'tag'`);
    expect(column).toBeUndefined();
  });

  it('accepts a file whose line endings changed since it was applied, as Prisma does', async () => {
    await applyMigrations(db, dir);
    await writeMigration(dir, '20260102000000_note', NOTE_SQL.replaceAll('\n', '\r\n'));
    expect(await applyMigrations(db, dir)).toEqual([]);
  });
});

// Two connections exist only on a server: on PGlite (one connection, one process) this case has no meaning.
if (onPostgres)
  describe('migrations on PostgreSQL from two processes at once', () => {
    it('applies each migration exactly once', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
      const first = await open();
      const second = await open();
      try {
        await first.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        const names = Array.from({ length: 8 }, (_, i) => `2026010100000${i}_step`);
        for (const [i, name] of names.entries()) {
          // Slow enough that the two runs overlap.
          await writeMigration(dir, name, `SELECT pg_sleep(0.05);\nCREATE TABLE "T${i}" ("id" INT);`);
        }
        const [a, b] = await Promise.all([applyMigrations(first, dir), applyMigrations(second, dir)]);
        expect([...a, ...b].sort()).toEqual(names);
        const rows = await first.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" ORDER BY 1');
        expect(rows.map((row) => row.migration_name)).toEqual(names);
      } finally {
        await Promise.all([first.close(), second.close()]);
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

// A data folder is PGlite's alone; the server's databases are migrated by the same migrations, pg_trgm being there.
if (!onPostgres)
  describe('a PGlite data folder made before the search indexes', () => {
    it('opens, takes the migration that creates pg_trgm and its indexes, and searches through them', async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'pglite-before-search-'));
      const dataDir = path.join(root, 'data');
      const before = path.join(root, 'migrations');
      try {
        // The product as it was: PGlite opened without pg_trgm, migrated up to before the search indexes.
        const folders = await readMigrationFolders();
        const first = folders.findIndex((folder) => folder.sql.includes('gin_trgm_ops'));
        expect(first).toBeGreaterThan(0);
        for (const folder of folders.slice(0, first))
          await cp(path.join(MIGRATIONS_DIR, folder.name), path.join(before, folder.name), { recursive: true });
        const old = new PGlite(dataDir);
        await applyMigrations(
          {
            exec: async (sql) => {
              await old.exec(sql);
            },
            query: async (sql, params) => (await old.query<never>(sql, params)).rows,
          },
          before,
        );
        await old.query(`INSERT INTO "BlogArticle" ("id", "adminTitle", "slug") VALUES ('a1', 'Old news', 'old-news')`);
        await old.close();

        const db = await openDatabase(dataDir);
        try {
          expect(await applyMigrations(db)).toEqual(folders.slice(first).map((folder) => folder.name));
          const search = listStatement(entityAtPath('/api/blog/articles')!, { search: 'NEWS', limit: 25, offset: 0 });
          expect((await db.query<{ id: string }>(search.sql, search.params)).map((row) => row.id)).toEqual(['a1']);
          const indexes = await db.query<{ indexname: string }>(
            `SELECT indexname FROM pg_indexes WHERE tablename = 'BlogArticle'`,
          );
          expect(indexes.map((row) => row.indexname)).toContain('BlogArticle_search_idx');
        } finally {
          await db.close();
        }
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    });
  });

if (!onPostgres)
  describe('a PGlite data folder already open', () => {
    it('is refused to a second opener, naming the folder, and the first goes on; once closed it opens again', async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'pglite-held-'));
      const dataDir = path.join(root, 'data');
      try {
        const first = await openDatabase(dataDir);
        await first.exec('CREATE TABLE "Kept" ("id" text PRIMARY KEY)');
        await expect(openDatabase(dataDir)).rejects.toThrow(`the database folder ${dataDir} is already open in this process`);
        await first.exec(`INSERT INTO "Kept" VALUES ('a')`);
        await first.close();
        const again = await openDatabase(dataDir);
        try {
          expect(await again.query<{ id: string }>('SELECT "id" FROM "Kept"')).toEqual([{ id: 'a' }]);
        } finally {
          await again.close();
        }
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    });
  });
