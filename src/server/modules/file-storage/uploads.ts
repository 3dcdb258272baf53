import path from 'node:path';
import { badRequest } from '../../errors';
import type { AnyEntity } from '../../registry/define-entity';
import { removeUploadedFile, storeUploadedFile } from './local-storage';

/** Fields of a file record the server can fill from the upload itself, when the client did not. */
const DESCRIBED_BY_UPLOAD = {
  size: (file: File) => file.size,
  mimeType: (file: File) => file.type || undefined,
  extension: (file: File) => path.extname(file.name).slice(1).toLowerCase() || undefined,
} as const;

export interface StoredUploads {
  /** The write's data with each file field set to its stored file's public path. */
  data: unknown;
  /** Removes the stored files: the write they were for did not happen. */
  discard(): Promise<void>;
}

/**
 * Stores the files sent with a write of `entity` (only to fields it edits with a file input) and puts their
 * public paths in the data; with one file, also its size, MIME type and extension where the entity has them.
 */
export async function storeUploads(entity: AnyEntity, data: unknown, files: ReadonlyMap<string, File>): Promise<StoredUploads> {
  if (!files.size) return { data, discard: async () => undefined };
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data)))
    throw badRequest('data must be an object when files are sent', [{ field: 'data', message: 'data: must be an object' }]);
  const given = (data ?? {}) as Record<string, unknown>;
  const stored: (readonly [string, string])[] = [];
  const discard = async () => {
    await Promise.all(stored.map(([, publicPath]) => removeUploadedFile(publicPath)));
  };
  try {
    for (const [field, file] of files) stored.push([field, await storeUploadedFile(file)]);
  } catch (error) {
    // One file could not be written: none of them is kept.
    await discard();
    throw error;
  }
  const described: Record<string, unknown> = {};
  const [only] = files.size === 1 ? [...files.values()] : [];
  if (only)
    for (const [field, describe] of Object.entries(DESCRIBED_BY_UPLOAD))
      if (entity.fieldsByName.has(field) && given[field] === undefined) described[field] = describe(only);
  return {
    data: { ...described, ...given, ...Object.fromEntries(stored) },
    discard,
  };
}
