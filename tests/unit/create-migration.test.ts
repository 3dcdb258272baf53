import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigration, type MigrationPaths, pendingMigrationSql } from '../../scripts/migrations/create';
import { searchIndex, type SearchIndex } from '../../src/server/crud/search';
import { openDatabase } from '../../src/server/db/database';
import { applyMigrations } from '../../src/server/db/migrations';

const BASE = `datasource db {
  provider = "postgresql"
}
`;

const ACCOUNT = `model Account {
  id        String   @id
  email     String   @unique
  settings  Json     @default("{}")
  createdAt DateTime @default(now()) @db.Timestamptz(3)
  notes     Note[]
}
`;

const NOTE = `model Note {
  id        String  @id
  body      String
  accountId String
  account   Account @relation(fields: [accountId], references: [id])
}
`;

// The engine works on its own in-memory PGlite, whatever database the suite targets. A case takes some 20 s alone and
// near a minute on a busy machine: its limit leaves room for that.
describe('creating migrations with the wasm schema engine', { timeout: 180_000 }, () => {
  let root: string;
  let paths: Required<MigrationPaths>;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'create-migration-'));
    // These schemas are not the registry's: no search index unless a test asks for one.
    paths = { schemaDir: path.join(root, 'schema'), migrationsDir: path.join(root, 'migrations'), searchIndexes: [] };
    await mkdir(paths.schemaDir);
    await writeFile(path.join(paths.schemaDir, 'base.prisma'), BASE);
    await writeFile(path.join(paths.schemaDir, 'account.prisma'), ACCOUNT);
    await writeFile(path.join(paths.schemaDir, 'note.prisma'), NOTE);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes the migration that brings the folder up to the schema, then finds nothing more to do', async () => {
    const folder = await createMigration('Add accounts & notes!', paths);
    expect(folder).toMatch(/[/\\]\d{14}_add_accounts_notes$/);
    const sql = await readFile(path.join(folder as string, 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "Account"');
    expect(sql).toContain(`"settings" JSONB NOT NULL DEFAULT '{}'`);
    expect(sql).toContain('ADD CONSTRAINT "Note_accountId_fkey"');
    expect(await readFile(path.join(paths.migrationsDir, 'migration_lock.toml'), 'utf8')).toContain('provider = "postgresql"');

    expect(await pendingMigrationSql(paths)).toBe('');
    expect(await createMigration('again', paths)).toBeNull();
    expect((await readdir(paths.migrationsDir)).sort()).toEqual([path.basename(folder as string), 'migration_lock.toml']);

    // The written migration really produces the schema: apply it, then use it.
    const db = await openDatabase('memory://');
    try {
      expect(await applyMigrations(db, paths.migrationsDir)).toEqual([path.basename(folder as string)]);
      await db.query(`INSERT INTO "Account" (id, email) VALUES ('a1', 'a@example.com')`);
      expect(await db.query('SELECT id, settings FROM "Account"')).toEqual([{ id: 'a1', settings: {} }]);
    } finally {
      await db.close();
    }
  });

  it('diffs only what changed since the last migration', async () => {
    await createMigration('init', paths);
    await writeFile(
      path.join(paths.schemaDir, 'note.prisma'),
      NOTE.replace('body      String', 'body      String\n  pinned    Boolean @default(false)'),
    );
    expect((await pendingMigrationSql(paths)).trim()).toBe(
      '-- AlterTable\nALTER TABLE "Note" ADD COLUMN     "pinned" BOOLEAN NOT NULL DEFAULT false;',
    );
  });

  it('reports a migration that does not replay, naming it and the database error', async () => {
    await mkdir(path.join(paths.migrationsDir, '20260101000000_broken'), { recursive: true });
    await writeFile(path.join(paths.migrationsDir, '20260101000000_broken', 'migration.sql'), 'SELECT no_such_function();');
    await expect(pendingMigrationSql(paths)).rejects.toThrow(
      /Migration `20260101000000_broken` failed to apply cleanly to the shadow database[\s\S]*no_such_function\(\) does not exist/,
    );
  });

  it('reports a schema error with its file', async () => {
    await writeFile(path.join(paths.schemaDir, 'note.prisma'), NOTE.replace('body      String', 'body      Strin'));
    await expect(pendingMigrationSql(paths)).rejects.toThrow(/Type "Strin" is neither a built-in type[\s\S]*note\.prisma/);
  });

  describe('search indexes, which the Prisma schema cannot express', () => {
    const noteIndex = (...columns: { column: string; jsonKey?: string }[]): SearchIndex =>
      searchIndex({ table: 'Note', searchColumns: columns })!;
    const withIndexes = (...searchIndexes: SearchIndex[]) => ({ ...paths, searchIndexes });
    const NOTE_WITH_TITLE = NOTE.replace('body      String', 'body      String\n  title     Json @default("{}")');

    beforeEach(async () => {
      await writeFile(path.join(paths.schemaDir, 'note.prisma'), NOTE_WITH_TITLE);
      await createMigration('init', paths);
    });

    it("are made with pg_trgm after the tables, and Prisma's diff then leaves them alone", async () => {
      const index = noteIndex({ column: 'body' }, { column: 'title', jsonKey: 'en' });
      const folder = await createMigration('search', withIndexes(index));
      const sql = await readFile(path.join(folder as string, 'migration.sql'), 'utf8');
      expect(sql).toBe(`-- CreateExtension\nCREATE EXTENSION IF NOT EXISTS pg_trgm;\n\n-- CreateIndex\n${index.sql}\n`);
      expect(index.sql).toBe(
        `CREATE INDEX "Note_search_idx" ON "Note" USING gin ((coalesce("body", '') || E'\\n' || coalesce("title"->>'en', '')) gin_trgm_ops);`,
      );
      expect(await pendingMigrationSql(withIndexes(index))).toBe('');

      const db = await openDatabase('memory://');
      try {
        await applyMigrations(db, paths.migrationsDir);
        const indexes = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'Note'`);
        expect(indexes.map((row) => row.indexname)).toContain('Note_search_idx');
      } finally {
        await db.close();
      }
    });

    it('are made again when the text to search changes, and dropped when there is none any more', async () => {
      await createMigration('search', withIndexes(noteIndex({ column: 'body' })));
      const wider = noteIndex({ column: 'body' }, { column: 'title', jsonKey: 'ru' });
      expect(await pendingMigrationSql(withIndexes(wider))).toBe(
        `-- DropIndex\nDROP INDEX "Note_search_idx";\n\n-- CreateIndex\n${wider.sql}\n`,
      );
      expect(await pendingMigrationSql(paths)).toBe('-- DropIndex\nDROP INDEX "Note_search_idx";\n');
    });

    it("follow a column the schema adds in the same migration, after Prisma's statements", async () => {
      await writeFile(
        path.join(paths.schemaDir, 'note.prisma'),
        NOTE_WITH_TITLE.replace('body      String', 'body      String\n  tag       String?'),
      );
      const index = noteIndex({ column: 'body' }, { column: 'tag' });
      const sql = await pendingMigrationSql(withIndexes(index));
      expect(sql).toMatch(/^-- AlterTable\nALTER TABLE "Note" ADD COLUMN\s+"tag" TEXT;\n\n-- CreateExtension\n/);
      expect(sql.endsWith(`${index.sql}\n`)).toBe(true);
    });

    it('name a stale registry when an index names a column the schema does not have', async () => {
      await expect(pendingMigrationSql(withIndexes(noteIndex({ column: 'missing' })))).rejects.toThrow(
        /search index Note_search_idx cannot be made[\s\S]*npm run generate[\s\S]*"missing" does not exist/,
      );
    });
  });
});
