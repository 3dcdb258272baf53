import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigration, type MigrationPaths, pendingMigrationSql } from '../../scripts/migrations/create';
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

// The engine works on its own in-memory PGlite, whatever database the suite targets.
describe('creating migrations with the wasm schema engine', () => {
  let root: string;
  let paths: Required<MigrationPaths>;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'create-migration-'));
    paths = { schemaDir: path.join(root, 'schema'), migrationsDir: path.join(root, 'migrations') };
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
});
