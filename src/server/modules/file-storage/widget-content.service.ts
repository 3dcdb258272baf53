import 'server-only';
import type { Prisma } from '../../../generated/prisma/client';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';

/**
 * The fields of a file a page shows (what `SiteFile` draws). Listed one by one so that a field added to the entity
 * later (a storage key, an owner) reaches no page until someone decides it should.
 */
export const PUBLIC_FILE_FIELDS = {
  id: true,
  file: true,
  alt: true,
  width: true,
  height: true,
  mimeType: true,
  className: true,
  containerClassName: true,
} satisfies Prisma.FileStorageFileSelect;

export type PublicFile = Prisma.FileStorageFileGetPayload<{ select: typeof PUBLIC_FILE_FIELDS }>;

/** The files a file-storage widget shows (widgets-to-files), in the admin's order. One query. */
export async function widgetFiles(db: Database, widgetId: string): Promise<PublicFile[]> {
  const links = await db.prisma.fileStorageWidgetsToFiles.findMany({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    select: { file: { select: PUBLIC_FILE_FIELDS } },
  });
  return links.map((link) => link.file);
}
