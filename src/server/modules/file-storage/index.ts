import type { FileTemplates } from './generated-files/file-template';
import { generateProcedures } from './generated-files/generate.procedures';
import { opengraphImageTemplate } from './generated-files/opengraph-image.template';
import { remoteFileProcedures } from './remote-files.procedures';

/**
 * The file-storage module's own procedures, beside the generic ones of its files: a file fetched from a remote
 * address, and files drawn from templates.
 */
export const fileStorageProcedures = (templates: FileTemplates) => ({
  files: { ...remoteFileProcedures(), ...generateProcedures(templates) },
});

/** The templates of this module's own: a link preview. The others draw other modules' records and are theirs. */
export const fileStorageTemplates = { 'generate-template-opengraph-image-default': opengraphImageTemplate };

export { generateFile, type DrawnFile, type FileTemplate, type FileTemplates } from './generated-files/file-template';
export { stopDrawing } from './generated-files/drawing-thread';
export { box, IMAGE_COLORS, page, ruled, type ImageNode } from './generated-files/image-style';
export { storedFileAccess, type PrivateFileReader, type StoredFileAccess } from './stored-files/file-readers.service';
export { removeStoredFileJob } from './stored-files/stored-file-removal';
export { storedFileWriteHooks } from './stored-files/stored-file.hooks';
