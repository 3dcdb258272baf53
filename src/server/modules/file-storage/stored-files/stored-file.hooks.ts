import type { ModuleWriteHooks } from '../../../crud/write-hooks';
import { badRequest } from '../../../errors';
import type { FileStorage } from '../../../platform/file-storage/file-storage';
import { queueStoredFileRemoval } from './stored-file-removal';
import { holdStoredFileLock } from './stored-file-lock';
import { isShippedSiteFile } from './shipped-site-files';

/*
 * A file record names a file the storage gave (an upload's url is put in its place before the write: REST multipart,
 * tRPC) or one the site ships: any other text would be served as if it were the site's, or removed as if it were
 * the record's. The check runs under the url's lock, which the removal job holds too, so a record is never written
 * naming an object being removed (docs/decisions/0049).
 */

/** Refuses `url` unless the storage gave it and still has its object, or the site ships it. */
async function checkFileUrl(storage: FileStorage, url: string, field: string): Promise<void> {
  if ((await storage.has(url)) || (await isShippedSiteFile(url))) return;
  throw badRequest('The file is not one the file storage gave', [
    {
      field,
      message: `${field}: not a url the file storage gave (nor a file the site ships under /site/): upload the file`,
      code: 'not_stored_file',
    },
  ]);
}

/** The file records' hooks: their urls are the storage's, and their stored files follow them out. */
export const storedFileWriteHooks = (storage: FileStorage) =>
  ({
    'fileStorage.files': {
      // Sorted, so that two bulk writes naming the same urls take their locks in one order.
      lock: async ({ tx, data }) => {
        const urls = [...new Set(data.flatMap((each) => (typeof each.file === 'string' ? [each.file] : [])))].sort();
        for (const url of urls) await holdStoredFileLock(tx, url);
      },
      beforeCreate: async ({ data, fieldPrefix }) => {
        if (typeof data.file === 'string') await checkFileUrl(storage, data.file, `${fieldPrefix}file`);
      },
      // A file kept as it was is not checked again: a record written before the rule stays editable.
      beforeUpdate: async ({ old, data, fieldPrefix }) => {
        if (typeof data.file === 'string' && data.file !== old.file) await checkFileUrl(storage, data.file, `${fieldPrefix}file`);
      },
      afterUpdate: async ({ tx, old, record }) => {
        if (old.file !== record.file) await queueStoredFileRemoval(tx, old.file);
      },
      afterDelete: async ({ tx, old }) => {
        await queueStoredFileRemoval(tx, old.file);
      },
    },
  }) satisfies ModuleWriteHooks<'fileStorage'>;
