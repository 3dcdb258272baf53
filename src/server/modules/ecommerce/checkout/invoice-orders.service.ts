import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';

/** An order as the page of the invoice that pays it shows it: its state and, once approved, its receipt. */
export interface InvoiceOrder {
  id: string;
  status: string;
  /** The receipt's URL, once drawn; null before. */
  receipt: string | null;
}

/** The orders the invoice's payment intent pays, oldest first; a 404 for no such invoice. */
export async function ordersOfInvoice(db: Database, invoiceId: string): Promise<InvoiceOrder[]> {
  const rows = await db.query<{ id: string | null; status: string | null; receipt: string | null }>(
    `SELECT o."id", o."status", NULLIF(o."receipt", '') AS "receipt"
       FROM "BillingInvoice" i
       LEFT JOIN "BillingPaymentIntentsToInvoices" x ON x."invoiceId" = i."id"
       LEFT JOIN "EcommerceOrdersToBillingModulePaymentIntents" z ON z."billingModulePaymentIntentId" = x."paymentIntentId"
       LEFT JOIN "EcommerceOrder" o ON o."id" = z."orderId"
      WHERE i."id" = $1
      ORDER BY o."createdAt", o."id"`,
    [invoiceId],
  );
  if (!rows.length) throw notFound(`BillingInvoice with id ${invoiceId} not found`, 'id');
  return rows.flatMap((row) => (row.id && row.status ? [{ id: row.id, status: row.status, receipt: row.receipt }] : []));
}
