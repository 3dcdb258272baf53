import { z } from 'zod';
import { ORDER_RECEIPT_VARIANT } from '../../../../shared/file-templates';
import * as crud from '../../../crud/service';
import type { Database } from '../../../db/database';
import type { FileStorage } from '../../../platform/file-storage/file-storage';
import { PermanentJobFailure, type JobDefinition } from '../../../platform/jobs/job-definition';
import type { JobToQueue } from '../../../platform/jobs/jobs.service';
import { registry } from '../../../../shared/registry/generated';
import { generateFile } from '../../file-storage';
import { isPaymentStatus } from '../../../../shared/order-payment';
import { paymentStates } from '../order-money.service';
import { orderReceiptTemplate } from './order-receipt.template';
import { queueReceiptMessage } from './receipt-message';

/*
 * An approved order gets its receipt (commerce spec, section 4): drawn by a job, not in the payment's transaction (a
 * webhook's answer must not wait for a drawing, nor a failed drawing undo a payment). The job is queued with the
 * approval, in its transaction, under a key per order, so three deliveries of one payment queue one job; drawing is
 * idempotent besides: an order that has its receipt is left alone, and of two drawings racing, the second finds the
 * first's under the order's lock and keeps nothing of its own.
 */

export const ISSUE_RECEIPT_JOB = 'ecommerce.issue-receipt';

/** The receipt jobs of these orders, one per order ever (its key), for the caller to queue (enqueueJobs). */
export const receiptJobs = (orderIds: readonly string[]): JobToQueue[] =>
  orderIds.map((orderId) => ({ name: ISSUE_RECEIPT_JOB, payload: { orderId }, key: `receipt:${orderId}` }));

/** The order's receipt file, if it has one. */
const receiptOf = async (db: Database, orderId: string) =>
  (
    await db.query<{ id: string; file: string }>(
      `SELECT f."id", f."file" FROM "EcommerceOrdersToFileStorageModuleFiles" x
         JOIN "FileStorageFile" f ON f."id" = x."fileStorageModuleFileId"
        WHERE x."orderId" = $1 AND f."variant" = $2 ORDER BY x."createdAt", x."id" LIMIT 1`,
      [orderId, ORDER_RECEIPT_VARIANT],
    )
  )[0];

/** Raised inside the linking transaction when another drawing linked its receipt first: it rolls this one back. */
class ReceiptIssuedMeanwhile extends Error {}

/**
 * Draws and keeps the receipt of a paid order in a payment status (approving or past it), links it to the order
 * (orders-to-file-storage-module-files), puts its URL in the order's `receipt` and sends it to the payer
 * (receipt-message.ts). Answers the receipt's URL, or null for an order that is gone, not in a payment status, or not
 * paid (a status set by hand draws no receipt).
 */
export async function issueReceipt(db: Database, storage: FileStorage, orderId: string): Promise<string | null> {
  const order = await db.prisma.ecommerceOrder.findUnique({ where: { id: orderId }, select: { status: true } });
  if (!order || !isPaymentStatus(order.status)) return null;
  if ((await paymentStates(db, [orderId])).get(orderId) !== 'paid') return null;
  const receipt = await drawReceipt(db, storage, orderId);
  // Also for a receipt found drawn: the run that drew it may have stopped before its message was queued.
  if (receipt) await queueReceiptMessage(db, orderId, receipt);
  return receipt;
}

/** The order's receipt: the one it has, else drawn and linked now. */
async function drawReceipt(db: Database, storage: FileStorage, orderId: string): Promise<string | null> {
  const existing = await receiptOf(db, orderId);
  if (existing) return existing.file;
  try {
    const file = await generateFile(db, storage, orderReceiptTemplate, { orderId }, async (tx, drawn) => {
      const [locked] = await tx.query<{ id: string }>('SELECT "id" FROM "EcommerceOrder" WHERE "id" = $1 FOR UPDATE', [orderId]);
      if (!locked || (await receiptOf(tx, orderId))) throw new ReceiptIssuedMeanwhile();
      await crud.create(tx, registry.ecommerce.ordersToFileStorageModuleFiles, { orderId, fileStorageModuleFileId: drawn.id });
      await tx.prisma.ecommerceOrder.update({ where: { id: orderId }, data: { receipt: drawn.file } });
    });
    return file.file;
  } catch (error) {
    if (!(error instanceof ReceiptIssuedMeanwhile)) throw error;
    return (await receiptOf(db, orderId))?.file ?? null;
  }
}

const receiptPayload = z.object({ orderId: z.string().min(1) });

/** Draws the receipt of the order in its payload (queued by receiptJobs), keeping it through `storage`, and sends it. */
export const issueReceiptJob = (storage: FileStorage): JobDefinition => ({
  name: ISSUE_RECEIPT_JOB,
  run: async (db, job) => {
    const payload = receiptPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobFailure(`${ISSUE_RECEIPT_JOB}: the payload names no order`);
    await issueReceipt(db, storage, payload.data.orderId);
  },
});
