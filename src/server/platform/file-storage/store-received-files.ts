import path from 'node:path';
import { badRequest } from '../../errors';
import type { AnyEntity } from '../../../shared/registry/define-entity';
import { ReceivedFile } from '../../../shared/received-file';
import type { FileStorage } from './file-storage';

/** `type/subtype` (RFC 6838 names), of a length a column can hold. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
/** Letters and digits, at most 20. */
const EXTENSION = /^[\p{L}\p{N}]{1,20}$/u;

const valid = (text: string, pattern: RegExp) => (pattern.test(text) ? text : undefined);

/** Fields of a file record the server can fill from the received file itself, when the client did not. */
const DESCRIBED_BY_FILE = {
  size: (file: ReceivedFile) => file.size,
  mimeType: (file: ReceivedFile) => valid(file.type.toLowerCase(), MIME_TYPE),
  extension: (file: ReceivedFile) => valid(path.extname(file.name).slice(1).toLowerCase(), EXTENSION),
} as const;

export interface StoredFiles {
  /** The write's data with each received file replaced by its public URL. */
  data: Record<string, unknown>;
  /** Removes the saved files: the write they were for did not happen. Safe to call again. */
  discard(): Promise<void>;
}

/**
 * Saves the files received with a write of `entity` (values of `data` that are ReceivedFiles, each in a field
 * the entity edits with a file input) and puts their public URLs in their place; with exactly one file, also
 * its size, MIME type and extension where the entity has those fields and `data` does not give them.
 * If one file cannot be saved, none is kept.
 */
export async function storeReceivedFiles(
  storage: FileStorage,
  entity: AnyEntity,
  data: Record<string, unknown>,
): Promise<StoredFiles> {
  const received = Object.entries(data).filter((entry): entry is [string, ReceivedFile] => entry[1] instanceof ReceivedFile);
  if (!received.length) return { data, discard: async () => undefined };
  const refused = received.filter(([field]) => entity.fieldsByName.get(field)?.input !== 'file');
  if (refused.length)
    throw badRequest(
      'Files are taken only by file fields',
      refused.map(([field]) => ({ field, message: `${field}: takes no file` })),
    );
  const saved: string[] = [];
  const discard = async () => {
    await Promise.all(saved.splice(0).map((publicUrl) => storage.remove(publicUrl)));
  };
  const urls: Record<string, string> = {};
  try {
    for (const [field, file] of received) {
      const publicUrl = await storage.save(file);
      saved.push(publicUrl);
      urls[field] = publicUrl;
    }
  } catch (error) {
    await discard();
    throw error;
  }
  const described: Record<string, unknown> = {};
  const [only] = received.length === 1 ? received : [];
  if (only)
    for (const [field, describe] of Object.entries(DESCRIBED_BY_FILE)) {
      const value = describe(only[1]);
      if (value !== undefined && entity.fieldsByName.has(field) && data[field] === undefined) described[field] = value;
    }
  return { data: { ...data, ...described, ...urls }, discard };
}
