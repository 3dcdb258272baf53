/**
 * `npm run files:move -- --to <local|aws-s3|vercel-blob> [--remove-source]`: copies every stored file from the other
 * storages this environment configures (`.env` and the environment, as the server reads them) to the one named, so
 * that FILE_STORAGE_PROVIDER can then name it (README, "Moving files to a bucket"). Urls stay as they are; running it
 * again copies only what is missing. `--remove-source` removes each source's copy once the target holds it.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/database';
import { moveStoredFiles } from '../src/server/modules/file-storage/stored-files/move-stored-files.service';
import {
  FILE_STORAGE_KINDS,
  type FileStorageKind,
  type FileStorageProvider,
} from '../src/server/platform/file-storage/file-storage';
import { fileStorageFromEnvironment } from '../src/server/platform/file-storage/file-storage-from-environment';
import { loadEnvironment } from './env';

const isKind = (value: string): value is FileStorageKind => (FILE_STORAGE_KINDS as readonly string[]).includes(value);

/** The command line's target and whether to remove the sources' copies; a wrong one stops, naming the option. */
function optionsOf(args: string[]): { to: FileStorageKind; removeSource: boolean } {
  const { values } = parseArgs({
    args,
    options: { to: { type: 'string' }, 'remove-source': { type: 'boolean', default: false } },
  });
  const kinds = FILE_STORAGE_KINDS.join(', ');
  if (!values.to) throw new Error(`--to is required: the storage to move the files to, one of ${kinds}`);
  if (!isKind(values.to)) throw new Error(`--to must be one of ${kinds}; it is "${values.to}"`);
  return { to: values.to, removeSource: values['remove-source'] };
}

async function main(): Promise<boolean> {
  const { to, removeSource } = optionsOf(process.argv.slice(2));
  loadEnvironment();
  const storage = fileStorageFromEnvironment(process.env, to);
  // The writing provider comes first: `to`'s; the others are the files' sources.
  const [target, ...sources] = storage.providers as [FileStorageProvider, ...FileStorageProvider[]];
  try {
    if (!sources.length) {
      console.log(`Only ${to} is configured: set the variables of the storage the files are in (README, "Files").`);
      return true;
    }
    // The records' lock is taken per file: the site may keep running (on PostgreSQL; PGlite is one process's only).
    const db = await openDatabase(process.env.DATABASE_URL);
    try {
      const report = await moveStoredFiles(db, { from: sources, to: target, removeSource, log: console.log });
      console.log(
        `Done: ${report.copied} copied to ${to}, ${report.skipped} there already or removed meanwhile` +
          (removeSource ? `, ${report.removed} removed from ${sources.map((source) => source.kind).join(' and ')}` : '') +
          `, ${report.failed.length} failed.`,
      );
      for (const { what, reason } of report.failed) console.error(`Failed: ${what}: ${reason}`);
      if (report.failed.length) console.error('Run the move again once the cause is fixed: what was copied is skipped.');
      return !report.failed.length;
    } finally {
      await db.close();
    }
  } finally {
    await storage.close();
  }
}

try {
  if (!(await main())) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
