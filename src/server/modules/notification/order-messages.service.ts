import type { Database } from '../../db/database';

/*
 * The outbox as the modules that file messages under an order read it (the order's payments panel, a sender that
 * queues a message once per order): through this service, not the outbox's table.
 */

/** One message filed under an order: which kind, by which channel to whom, and how its delivery went. */
export interface OrderMessage {
  id: string;
  /** Its template's variant (the kind of message), or null when it was sent with built-in words or its template is gone. */
  variant: string | null;
  /** Its template's title in the admin. */
  templateTitle: string | null;
  /** The subject line as sent. */
  title: string;
  // The columns' `@values`: what every write of the outbox is held to.
  method: 'email' | 'telegram';
  recipient: string;
  status: 'new' | 'sending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  sendAfter: Date | null;
}

/** Most messages one order shows: a status change each, a receipt, a subscription's few. */
const SHOWN_MESSAGES = 100;

/** The messages filed under the order (`orderId`), newest first. */
export const messagesOfOrder = (db: Database, orderId: string): Promise<OrderMessage[]> =>
  db.query<OrderMessage>(
    `SELECT n."id", t."variant", t."adminTitle" AS "templateTitle", n."title", n."method", n."recipient", n."status",
            n."attempts", n."error", n."createdAt", n."sentAt", n."sendAfter"
       FROM "NotificationNotification" n
       LEFT JOIN "NotificationTemplate" t ON t."id" = n."templateId"
      WHERE n."orderId" = $1::text
      ORDER BY n."createdAt" DESC, n."id" DESC
      LIMIT ${SHOWN_MESSAGES}`,
    [orderId],
  );

/** Whether a message of `batchKey` was queued already (to anyone, by any channel). */
export const batchQueued = async (db: Database, batchKey: string): Promise<boolean> =>
  (await db.prisma.notificationNotification.count({ where: { batchKey } })) > 0;
