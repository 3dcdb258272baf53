import type { PrivateFileReader } from '../../file-storage';

/** A subject reads the files linked to its own orders: a receipt, an attachment. */
export const ownOrderFiles: PrivateFileReader = async (db, subjectId, fileIds) =>
  (
    await db.query(
      `SELECT 1 AS "own" FROM "EcommerceOrdersToFileStorageModuleFiles" x
         JOIN "RbacSubjectsToEcommerceModuleOrders" so ON so."ecommerceModuleOrderId" = x."orderId"
        WHERE x."fileStorageModuleFileId" = ANY($1::text[]) AND so."subjectId" = $2::text LIMIT 1`,
      [fileIds, subjectId],
    )
  ).length > 0;
