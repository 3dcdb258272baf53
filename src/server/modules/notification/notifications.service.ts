import type { NotificationNotification } from '../../../generated/prisma/client';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { validInput } from '../../public-error';
import type { JobDefinition } from '../../platform/jobs/job-definition';
import { enqueueJob, errorText } from '../../platform/jobs/jobs.service';
import type { Mailer } from '../../platform/mail/mailer';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { Prisma } from '../../../generated/prisma/client';
import { hasAttachments, mailOf } from './mail/mail-message';
import { notificationMessageInput, type NotificationMessage } from './notifications.schema';
import { logger } from '../../platform/logging/logger';

/**
 * The outbox. Every message is first written as a NotificationNotification row (status 'new'), with a
 * `notification.deliver` job (host.jobs) in the same transaction, then delivered: 'sent' with sentAt, or 'failed'
 * with the error. Without a mailer (no NOTIFICATION_SMTP_URL) it stays 'new', to be read in the admin, as in
 * development. Delivery happens after the row is committed, never inside the transaction that wrote it: a
 * rolled-back write must not have sent a mail, nor a slow mail server hold a transaction open.
 *
 *   const notification = await db.transaction((tx) => … queueNotification(tx, message));
 *   await deliverNotification(db, mailer, notification.id);
 *
 * or, with no transaction of the caller's own, `await notify(db, mailer, message)`. A caller that must not keep
 * its client waiting on the mail server (an anonymous form submission) hands the rows to `deliverNotifications`
 * without awaiting it. That first attempt is the caller's, at once; the job comes DELIVERY_HANDOFF_SECONDS later and
 * delivers what it did not (the mail server refused, the process stopped), retried with backoff up to
 * DELIVERY_ATTEMPTS times.
 *
 * Never sent twice: whoever delivers first claims the row ('new' or 'failed' → 'sending', one conditional UPDATE)
 * and only the claimant sends. A row left 'sending' (its sender stopped in the middle) may have gone out, so it is
 * not sent again by itself: an administrator who knows it did not can set it to 'failed' and run its job again.
 *
 * The text of a message (it may hold a password reset code) is never logged.
 */

export type Notification = NotificationNotification;
export type { NotificationMessage } from './notifications.schema';

/** The job that delivers an e-mail the caller's own attempt did not. */
export const DELIVERY_JOB = 'notification.deliver';
/** The job that delivers a Telegram message (there is no caller's attempt: it runs at once). */
export const TELEGRAM_DELIVERY_JOB = 'notification.deliver-telegram';
/** How long the job leaves the caller's own attempt, right after the commit, to deliver the message first. */
export const DELIVERY_HANDOFF_SECONDS = 30;
/**
 * Attempts of a delivery job, e-mail's and Telegram's: retried 1, 2, 4, 8, 16, 32 and 60 minutes after each failure (the
 * wait doubles from a minute, never more than an hour), so the eighth and last attempt comes about two hours after the
 * first. Telegram's 429, 403 and 400 are handled apart (channels/telegram-delivery.ts).
 */
export const DELIVERY_ATTEMPTS = 8;
export const DELIVERY_BACKOFF = { baseSeconds: 60, maxSeconds: 3600 };

/**
 * Writes `message` into the outbox as an e-mail with status 'new', with the job that will deliver it unless its
 * caller does, and returns the row; `db` may be a transaction (both are then written with it, or neither).
 */
export async function queueNotification(db: Database, message: NotificationMessage): Promise<Notification> {
  const { data, attachments, ...row } = validInput(notificationMessageInput, message);
  return db.transaction(async (tx) => {
    const notification = await tx.prisma.notificationNotification.create({
      data: {
        ...row,
        data: (data ?? {}) as Prisma.InputJsonObject,
        attachments: (attachments ?? []) as Prisma.InputJsonArray,
        status: 'new',
      },
    });
    await enqueueDelivery(tx, notification);
    return notification;
  });
}

/**
 * The job that delivers `notification`, at its `sendAfter` when that is later: an e-mail's after the caller's own
 * attempt had its chance, a Telegram message's at once.
 */
export async function enqueueDelivery(
  tx: Database,
  notification: Pick<Notification, 'id' | 'method' | 'sendAfter'>,
): Promise<void> {
  const telegram = notification.method === 'telegram';
  const name = telegram ? TELEGRAM_DELIVERY_JOB : DELIVERY_JOB;
  const handoff = new Date(Date.now() + (telegram ? 0 : DELIVERY_HANDOFF_SECONDS * 1000));
  const runAt = notification.sendAfter && notification.sendAfter > handoff ? notification.sendAfter : handoff;
  await enqueueJob(
    tx,
    name,
    { id: notification.id },
    { key: `${name}:${notification.id}`, runAt, maxAttempts: DELIVERY_ATTEMPTS },
  );
}

/** Whether a row may go out now: not before its sendAfter. */
export const isDue = (notification: Pick<Notification, 'sendAfter'>, now = new Date()) =>
  !notification.sendAfter || notification.sendAfter <= now;

/** Takes the row for one delivery: true when this caller moved it from one of `from` to 'sending', and so may send it. */
export async function claim(db: Database, id: string, from: readonly string[]): Promise<boolean> {
  const { count } = await db.prisma.notificationNotification.updateMany({
    where: { id, status: { in: [...from] }, OR: [{ sendAfter: null }, { sendAfter: { lte: new Date() } }] },
    data: { status: 'sending', attempts: { increment: 1 } },
  });
  return count === 1;
}

/** Sends a claimed row and records the outcome: 'sent', or 'failed' with the error (logged in one line), answered. */
async function send(db: Database, mailer: Mailer, storage: FileStorage | undefined, notification: Notification) {
  const { id } = notification;
  try {
    await mailer.send(await mailOf(notification, storage));
  } catch (error) {
    const message = errorText(error);
    logger().error({ err: error, notificationId: id }, 'Notification delivery failed');
    return {
      failure: message,
      notification: await db.prisma.notificationNotification.update({
        where: { id },
        data: { status: 'failed', error: message },
      }),
    };
  }
  return {
    notification: await db.prisma.notificationNotification.update({
      where: { id },
      data: { status: 'sent', sentAt: new Date(), error: null },
    }),
  };
}

/**
 * The caller's attempt: sends the outbox row `id` by `mailer` when its status is 'new', and marks it 'sent' (with
 * sentAt) or, when the mail server refuses or cannot be reached, 'failed' with the error: that failure is logged in
 * one line, not thrown (the row's job tries again). Without a mailer, or for a row another delivery has taken, the row
 * is left as it is. Returns the row as it now is; a 404 when there is none. Call it with the database, after the
 * transaction that queued the row.
 */
export async function deliverNotification(db: Database, mailer: Mailer | undefined, id: string): Promise<Notification> {
  const notification = await db.prisma.notificationNotification.findUnique({ where: { id } });
  if (!notification) throw notFound(`Notification ${id} not found`);
  // Telegram, a message not yet due, and files to attach (read from the storage the job holds) are the job's.
  const callers = notification.method === 'email' && isDue(notification) && !hasAttachments(notification);
  if (!mailer || !callers || notification.status !== 'new' || !(await claim(db, id, ['new']))) return notification;
  return (await send(db, mailer, undefined, notification)).notification;
}

/**
 * The `notification.deliver` job: sends the row `payload.id` when it is 'new' or 'failed'. A failure is thrown, so
 * the job is tried again after its backoff; a row already sent, deleted, or with no mailer to send it is done. A row
 * another delivery holds ('sending') is not sent: a retry looks again, and the job fails once its attempts are spent.
 */
export const deliveryJob = (mailer: Mailer | undefined, storage?: FileStorage): JobDefinition<{ id: string }> => ({
  name: DELIVERY_JOB,
  maxAttempts: DELIVERY_ATTEMPTS,
  backoff: DELIVERY_BACKOFF,
  async run(db, { payload }) {
    const notification = await db.prisma.notificationNotification.findUnique({ where: { id: payload.id } });
    if (!notification || !mailer || notification.status === 'sent') return;
    if (!isDue(notification)) throw new Error('The message is not due yet (sendAfter): it is tried again later');
    if (!(await claim(db, notification.id, ['new', 'failed'])))
      throw new Error(
        'Another delivery holds the message (status sending); if its sender stopped, the message may have gone out and ' +
          'is not sent again: set its status to failed and run this job to send it anyway',
      );
    const { failure } = await send(db, mailer, storage, notification);
    if (failure) throw new Error(failure);
  },
});

/** Most e-mails of one `deliverNotifications` call on their way at once: a slow mail server holds a few, not all. */
export const DELIVERY_CONCURRENCY = 4;

/**
 * Delivers the outbox rows `ids` as `deliverNotification` does, at most `concurrency` at once, and resolves once all
 * are done. It never rejects, so that it can run in the background (`void deliverNotifications(…)`) after the
 * answer: a row that could not be delivered (the mail server refused, the database failed meanwhile) is logged in
 * one line and stays in the outbox, 'failed' or still 'new', for its job. Without a mailer it does nothing.
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
