import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import * as crud from '../../../crud/service';
import type { Database } from '../../../db/database';
import type { FileStorage } from '../../../platform/file-storage/file-storage';
import { temporaryParent } from '../../../platform/file-storage/temporary-folder';
import type { FileTemplateVariant } from '../../../../shared/file-templates';
import { ReceivedFile } from '../../../../shared/received-file';
import { registry } from '../../../../shared/registry/generated';
import { drawPng } from './drawing-thread';
import type { ImageNode } from './image-style';

/** What a template draws for one input: the image, and how its file record is named. */
export interface DrawnFile {
  element: ImageNode;
  /** File name, without extension (letters, digits and hyphens read best in a URL). */
  name: string;
  adminTitle: string;
  alt: string;
}

/**
 * One of the spec's generate-template file variants: the size it is drawn at, what it takes (checked at the route
 * like any input) and how it draws. A template reads what it shows from the database itself (an order, a product),
 * so a caller names the record and cannot put other words or amounts on it.
 */
export interface FileTemplate<Input = unknown> {
  variant: FileTemplateVariant;
  width: number;
  height: number;
  input: z.ZodType<Input>;
  draw(db: Database, input: Input): Promise<DrawnFile>;
}

/** Templates by variant: every variant has one, given by the module whose records it draws. */
export type FileTemplates = { readonly [Variant in FileTemplateVariant]: FileTemplate<unknown> };

export interface GeneratedFile {
  id: string;
  file: string;
  variant: string;
  width: number | null;
  height: number | null;
}

/**
 * Draws `input` with `template`, keeps the PNG through file storage and writes its file record, with `attach` (the
 * link to the record it belongs to) in the same transaction: if that fails or `attach` refuses, nothing is kept,
 * the stored file included.
 */
export async function generateFile<Input>(
  db: Database,
  storage: FileStorage,
  template: FileTemplate<Input>,
  input: Input,
  attach?: (tx: Database, file: GeneratedFile) => Promise<void>,
): Promise<GeneratedFile> {
  const drawn = await template.draw(db, input);
  const png = await drawPng(drawn.element, { width: template.width, height: template.height });
  // In this process's temporary folder: what a process killed while drawing leaves, the next start removes.
  const folder = await mkdtemp(path.join(await temporaryParent(), 'generated-file-'));
  try {
    const name = `${drawn.name}.png`;
    await writeFile(path.join(folder, name), png);
    const url = await storage.save(
      new ReceivedFile({ field: 'file', name, type: 'image/png', size: png.length, path: path.join(folder, name) }),
    );
    try {
      return await db.transaction(async (tx) => {
        const file = (await crud.create(tx, registry.fileStorage.files, {
          variant: template.variant,
          adminTitle: drawn.adminTitle,
          alt: drawn.alt,
          file: url,
          width: template.width,
          height: template.height,
          size: png.length,
          extension: 'png',
          mimeType: 'image/png',
        })) as unknown as GeneratedFile;
        await attach?.(tx, file);
        return file;
      });
    } catch (error) {
      await storage.remove(url);
      throw error;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
