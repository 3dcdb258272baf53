import { open } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../errors';
import type { AnyEntity } from '../../../shared/registry/define-entity';
import { ReceivedFile } from '../../../shared/received-file';
import type { FileStorage } from './file-storage';
import { IMAGE_HEADER_BYTES, imageDimensions, imageType } from './image-dimensions';

/** `type/subtype` (RFC 6838 names), of a length a column can hold. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
/** Letters and digits, at most 20. */
const EXTENSION = /^[\p{L}\p{N}]{1,20}$/u;

const valid = (text: string, pattern: RegExp) => (pattern.test(text) ? text : undefined);

/** The first bytes of a received file: enough to read an image's type and size from its header. */
async function headerOf(file: ReceivedFile): Promise<Buffer> {
  const handle = await open(file.path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(Math.min(IMAGE_HEADER_BYTES, file.size)),
      0,
      Math.min(IMAGE_HEADER_BYTES, file.size),
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Fields of a file record the server can fill from the received file itself, when the client did not: its size, its
 * type (an image's as its bytes say, else the client's), its extension, and an image's width and height.
 */
async function describedByFile(file: ReceivedFile): Promise<Record<string, string | number | undefined>> {
  const header = await headerOf(file);
  const dimensions = imageDimensions(header);
  return {
    size: file.size,
    mimeType: imageType(header) ?? valid(file.type.toLowerCase(), MIME_TYPE),
    extension: valid(path.extname(file.name).slice(1).toLowerCase(), EXTENSION),
    width: dimensions?.width,
    height: dimensions?.height,
  };
}

export interface StoredFiles {
  /** The write's data with each received file replaced by its public URL. */
  data: Record<string, unknown>;
  /** Removes the saved files: the write they were for did not happen. Safe to call again. */
  discard(): Promise<void>;
}

/**
 * Saves the files received with a write of `entity` (values of `data` that are ReceivedFiles, each in a field
 * the entity edits with a file input) and puts their public URLs in their place; with exactly one file, also
 * its size, MIME type, extension, and an image's width and height, where the entity has those fields and `data` does
 * not give them.
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
      refused.map(([field]) => ({ field, message: `${field}: takes no file`, code: 'invalid' as const })),
    );
  // Read before saving: a provider moves the received file away.
  const described: Record<string, unknown> = {};
  const [only] = received.length === 1 ? received : [];
  if (only)
    for (const [field, value] of Object.entries(await describedByFile(only[1])))
      if (value !== undefined && entity.fieldsByName.has(field) && data[field] === undefined) described[field] = value;
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
  return { data: { ...data, ...described, ...urls }, discard };
}
