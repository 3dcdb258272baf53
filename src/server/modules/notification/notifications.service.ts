import type { NotificationNotification } from '../../../generated/prisma/client';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { validInput } from '../../public-error';
import type { Mailer } from '../../platform/mail/mailer';
import { notificationMessageInput, type NotificationMessage } from './notifications.schema';
import { logger } from '../../platform/logging/logger';

/**
 * The outbox. Every message is first written as a NotificationNotification row (status 'new'), then delivered:
 * 'sent' with sentAt, or 'failed' with the error. Without a mailer (no NOTIFICATION_SMTP_URL) it stays 'new',
 * to be read in the admin, as in development. Delivery happens after the row is committed, never inside the
 * transaction that wrote it: a rolled-back write must not have sent a mail, nor a slow mail server hold a
 * transaction open.
 *
 *   const notification = await db.transaction((tx) => … queueNotification(tx, message));
 *   await deliverNotification(db, mailer, notification.id);
 *
 * or, with no transaction of the caller's own, `await notify(db, mailer, message)`. A caller that must not keep
 * its client waiting on the mail server (an anonymous form submission) hands the rows to `deliverNotifications`
 * without awaiting it. There is no retry: a row left 'failed' (or 'new', when the process stopped during delivery)
 * stays in the outbox, read in the admin.
 *
 * The text of a message (it may hold a password reset code) is never logged.
 */

export type Notification = NotificationNotification;
export type { NotificationMessage } from './notifications.schema';

/** Writes `message` into the outbox as an e-mail with status 'new' and returns the row; `db` may be a transaction. */
export async function queueNotification(db: Database, message: NotificationMessage): Promise<Notification> {
  const { recipient, title, text } = validInput(notificationMessageInput, message);
  return db.prisma.notificationNotification.create({ data: { method: 'email', recipient, title, text, status: 'new' } });
}

/** What went wrong, as text PostgreSQL can store. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replaceAll('\u0000', '').toWellFormed() || 'Unknown error';
}

/**
 * Sends the outbox row `id` by `mailer` when its status is 'new', and marks it 'sent' (with sentAt) or, when the
 * mail server refuses or cannot be reached, 'failed' with the error: that failure is logged in one line, not
 * thrown. Without a mailer, or for a row already sent or failed, the row is left as it is. Returns the row as
 * it now is; a 404 when there is none. Call it with the database, after the transaction that queued the row.
 */
export async function deliverNotification(db: Database, mailer: Mailer | undefined, id: string): Promise<Notification> {
  const notification = await db.prisma.notificationNotification.findUnique({ where: { id } });
  if (!notification) throw notFound(`Notification ${id} not found`);
  if (!mailer || notification.status !== 'new') return notification;
  try {
    await mailer.send({ to: notification.recipient, subject: notification.title, text: notification.text });
  } catch (error) {
    const message = errorText(error);
    logger().error({ err: error, notificationId: id }, 'Notification delivery failed');
    return db.prisma.notificationNotification.update({ where: { id }, data: { status: 'failed', error: message } });
  }
  return db.prisma.notificationNotification.update({ where: { id }, data: { status: 'sent', sentAt: new Date(), error: null } });
}

/** Most e-mails of one `deliverNotifications` call on their way at once: a slow mail server holds a few, not all. */
export const DELIVERY_CONCURRENCY = 4;

/**
 * Delivers the outbox rows `ids` as `deliverNotification` does, at most `concurrency` at once, and resolves once all
 * are done. It never rejects, so that it can run in the background (`void deliverNotifications(…)`) after the
 * answer: a row that could not be delivered (the mail server refused, the database failed meanwhile) is logged in
 * one line and stays in the outbox, 'failed' or still 'new'. Without a mailer it does nothing.
 */
export async function deliverNotifications(
  db: Database,
  mailer: Mailer | undefined,
  ids: readonly string[],
  concurrency = DELIVERY_CONCURRENCY,
): Promise<void> {
  if (!mailer) return;
  const waiting = [...ids];
  const deliverNext = async () => {
    for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
      try {
        await deliverNotification(db, mailer, id);
      } catch (error) {
        logger().error({ err: error, notificationId: id }, 'Notification delivery failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, waiting.length) }, deliverNext));
}

/**
 * Queues `message` and then delivers it: for a caller with no transaction of its own. `db` must not be a
 * transaction (the mail would go out before the row, or the rest of that transaction, is committed).
 */
export async function notify(db: Database, mailer: Mailer | undefined, message: NotificationMessage): Promise<Notification> {
  const notification = await queueNotification(db, message);
  return deliverNotification(db, mailer, notification.id);
}
