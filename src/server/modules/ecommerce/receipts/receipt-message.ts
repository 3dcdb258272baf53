import { amountText } from '../../../../shared/amount-text';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../shared/languages';
import type { Database } from '../../../db/database';
import { queueMessage } from '../../notification/messages.service';
import { batchQueued } from '../../notification/order-messages.service';
import { orderNumberText, orderRecipient, orderSite } from '../order-message-terms';
import { paidInvoiceOf } from './receipt-data';

/*
 * `generate-email-billing-invoice-receipt-default` (by Telegram its counterpart, the picture sent as a photo): the
 * payer gets the order's receipt, its PNG attached, once per order. The paid order's status message is a message of
 * its own; this one carries the file. Queued when the receipt is drawn, or found drawn by a job that runs again (a
 * process stopped between the two): the batch key `receipt:<orderId>`, checked under the order's lock, keeps it one.
 */

/** The batch the receipt message of an order is: one per order, whoever queues it. */
const receiptMessageKey = (orderId: string) => `receipt:${orderId}`;

/** The day a payment was made, as a person reads it: 28 ноября 2026 г. / November 28, 2026. */
const dayText = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The file's name in the mail: the last part of its storage url (`receipt-3f9a1c2e.png`). */
const fileNameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || 'receipt.png');

/**
 * Queues the receipt message of `orderId` with the receipt at `receiptUrl` (a url the file storage gave), in its own
 * transaction, unless it was queued already. Sends nothing for an order no paid invoice or account can be reached for.
 */
export async function queueReceiptMessage(db: Database, orderId: string, receiptUrl: string): Promise<void> {
  const batchKey = receiptMessageKey(orderId);
  await db.transaction(async (tx) => {
    // Two drawings at once (a job run twice) take turns here: the second finds the first's message.
    const [locked] = await tx.query<{ id: string }>('SELECT "id" FROM "EcommerceOrder" WHERE "id" = $1 FOR UPDATE', [orderId]);
    if (!locked || (await batchQueued(tx, batchKey))) return;
    const invoice = await paidInvoiceOf(tx, orderId);
    if (!invoice) return;
    const to = await orderRecipient(tx, orderId, invoice.email);
    if (!to) return;
    const language = isLanguage(invoice.language) ? invoice.language : DEFAULT_LANGUAGE;
    await queueMessage(tx, orderSite(invoice.returnUrl), {
      variant: 'generate-email-billing-invoice-receipt-default',
      to,
      language,
      orderId,
      batchKey,
      attachments: [{ filename: fileNameOf(receiptUrl), contentType: 'image/png', url: receiptUrl }],
      data: {
        order: orderNumberText(orderId, language),
        total: amountText(invoice.amount, invoice, language),
        date: dayText(invoice.paidAt, language),
        link: invoice.returnUrl ?? '',
      },
    });
  });
}
