import { shownCondition } from '../../../crud/shown-records';
import type { Database } from '../../../db/database';
import type { Context } from '../../../platform/context/context';
import { callerMayUse } from '../../../platform/procedures/access';
import { fileStorageFiles } from '../../../../shared/registry/generated/file-storage';

/**
 * Whether a subject may read one of these files through a private record of a module's own that links it (an order's
 * receipt, for the subject whose order it is). Modules hand theirs to the server (modules/index.ts).
 */
export type PrivateFileReader = (db: Database, subjectId: string, fileIds: readonly string[]) => Promise<boolean>;

/**
 * How a stored file may be answered: to anyone and cacheable (`public`), to this caller only and never kept
 * (`private`), or not at all (undefined: no record names it, or this caller may not read any that does).
 */
export type StoredFileAccess = 'public' | 'private' | undefined;

/** Reading a file record, which a role must permit to read a file that is not public. */
const READ_ROUTE = { method: 'GET', path: `${fileStorageFiles.path}/{id}` } as const;

/**
 * Who may fetch the stored file at `publicUrl` (`/uploads/<uuid>/<name>`): anyone when a record naming it is public
 * (its visibility, or a public record showing it); else a role permitted to read file records, the secret key, or a
 * subject a module's reader lets through. The caller's context is built only when the file is not public, so a
 * page's images cost one query each.
 */
export async function storedFileAccess(
  db: Database,
  publicUrl: string,
  caller: () => Promise<Context>,
  readers: readonly PrivateFileReader[],
): Promise<StoredFileAccess> {
  const files = await db.query<{ id: string; shown: boolean }>(
    `SELECT "id", ${shownCondition(fileStorageFiles)} AS "shown" FROM "FileStorageFile" WHERE "file" = $1::text`,
    [publicUrl],
  );
  if (!files.length) return undefined;
  if (files.some((file) => file.shown)) return 'public';
  const ctx = await caller();
  if (await callerMayUse(ctx, [READ_ROUTE])) return 'private';
  const subject = ctx.credentials.subject;
  if (subject.state !== 'valid') return undefined;
  const ids = files.map((file) => file.id);
  for (const reader of readers) if (await reader(db, subject.subjectId, ids)) return 'private';
  return undefined;
}
