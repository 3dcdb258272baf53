import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pendingMigrationSql } from '../../scripts/migrations/create';

const REGISTRY_DIR = 'src/shared/registry/generated';

describe('artifacts generated from prisma/schema are up to date', () => {
  it('the committed entity registry is what the generator writes now (run `npm run generate`)', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'registry-'));
    try {
      await promisify(execFile)('npx', ['prisma', 'generate', '--generator', 'registry'], {
        env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: 'package.json', REGISTRY_OUTPUT: scratch },
      });
      const committed = (await readdir(REGISTRY_DIR)).sort();
      expect((await readdir(scratch)).sort()).toEqual(committed);
      for (const file of committed) {
        const fresh = await readFile(path.join(scratch, file), 'utf8');
        expect(fresh, `${REGISTRY_DIR}/${file} is stale`).toBe(await readFile(path.join(REGISTRY_DIR, file), 'utf8'));
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('prisma/migrations produce the schema (run `npm run migrate:create -- <name>`)', async () => {
    expect(await pendingMigrationSql()).toBe('');
  });
});
